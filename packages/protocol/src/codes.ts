/** Result codes of the `{meta: {res, msg}}` envelope. One table, read by both ends. */
export const RES = {
  OK: '00000',
  /** Input failed validation; msg names the field. */
  INVALID_PARAMS: '10001',
  /** The body is not JSON, or not a JSON object. */
  MALFORMED_BODY: '10002',
  /** Only POST is served. */
  METHOD_NOT_ALLOWED: '10003',
  /** No such back-end path. */
  UNKNOWN_PATH: '10004',
  /** The sIgn signature is missing or does not match. */
  BAD_SIGNATURE: '10005',
  /** Session codes: the client clears its session and goes to /?time=<ms>. */
  SESSION_EXPIRED: '10006',
  /** The ts query parameter is missing or more than 5 minutes off. */
  STALE_TIMESTAMP: '10007',
  /** Same proxy request too large. */
  PAYLOAD_TOO_LARGE: '10008',
  /** Too many requests from one address; try again later. */
  RATE_LIMITED: '10009',
  /** Sign in: wrong email or password. */
  WRONG_PASSWORD: '10020',
  /** Sign in: too many wrong passwords, locked for a while. */
  ACCOUNT_LOCKED: '10021',
  /** Sign in: the account was disabled by staff (msg says so and whom to contact). */
  ACCOUNT_DISABLED: '10022',
  NOT_FOUND: '20004',
  FORBIDDEN: '20003',
  /** The request conflicts with the current state (e.g. an order already placed). */
  CONFLICT: '20009',
  /** The member must confirm the email address (confirmEmail.do) before this request. */
  EMAIL_NOT_CONFIRMED: '20010',
  /** The member's company role does not allow this path (a viewer who writes, a buyer on an admin's path). */
  ROLE_REFUSED: '20011',
  /** The staff member's roles do not include one the staff path declares (finance editing the catalogue). */
  STAFF_ROLE_REFUSED: '20013',
  /** Saved only once confirmed: msg is the question the form asks; the same call with its confirm flag then saves. */
  CONFIRM_REQUIRED: '20012',
  /** A document needs a stored file the file store does not have (msg names it); answered with HTTP 500. */
  STORED_FILE_MISSING: '20014',
  /** Margin floor (issue 52): a quotation with a price below its floor cannot be sent by sales alone; msg names the line. */
  BELOW_MARGIN_FLOOR: '20050',
  /** Margin floor: the draft waits for a sales manager's approval, so it cannot change, be sent or be asked again. */
  APPROVAL_PENDING: '20051',
  /** Margin floor: this approval request was already decided, or its draft is gone. */
  APPROVAL_DECIDED: '20052',
  /** Margin floor: no price of the draft is below its floor, so it needs no approval (send it). */
  NOT_BELOW_FLOOR: '20053',
  /** Margin floor: a cost or floor names goods, a specification or a category that do not belong together. */
  MARGIN_SETTING_REFUSED: '20054',
  /** Verification codes requested too often (one per 60 s per address). */
  CODE_TOO_OFTEN: '21005',
  /** Session code: signed in is required but no session was given. */
  NOT_SIGNED_IN: '21008',
  /** Verification code problems; msg is shown to the user as it is. */
  CODE_REJECTED: '25040201',
  /** Session code: the session was revoked (signed out elsewhere). */
  SESSION_REVOKED: '25051501',
  INTERNAL: '99999',
} as const;

export type ResultCode = (typeof RES)[keyof typeof RES];

/** Codes after which the client clears its session and returns to /?time=<ms>. */
export const SESSION_CODES: readonly string[] = [RES.SESSION_EXPIRED, RES.NOT_SIGNED_IN, RES.SESSION_REVOKED];

export function isSessionCode(res: string): boolean {
  return SESSION_CODES.includes(res);
}
