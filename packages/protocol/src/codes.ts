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
  /** A sales person (not a sales manager) asked for a company that is not one of their accounts (docs/security.md, Acting for a buyer). */
  NOT_YOUR_ACCOUNT: '20024',
  /** Acting for a buyer needs the buyer's consent: no live standing grant names this sales person, and no code was given. */
  ACTING_CONSENT_REQUIRED: '20025',
  /** The buyer's one-off code is wrong, expired (10 minutes) or already used. */
  ACTING_CODE_REJECTED: '20026',
  /** While acting for a buyer this is never done (passwords, email, members, approvals, payment notices, bank-facing data). */
  REFUSED_WHILE_ACTING: '20027',
  /** The acting session ended (ended, revoked, or 30 minutes without activity); the staff member is themselves again. */
  ACTING_ENDED: '20028',
  /** The member to act for cannot be acted for: not a buyer, disabled, or the staff member cannot act (role, already acting). */
  ACTING_TARGET_REFUSED: '20029',
  /** Saved only once confirmed: msg is the question the form asks; the same call with its confirm flag then saves. */
  CONFIRM_REQUIRED: '20012',
  /** A document needs a stored file the file store does not have (msg names it); answered with HTTP 500. */
  STORED_FILE_MISSING: '20014',
  /** Public API (/api/v1, docs/integration.md, API keys): the Bearer key is missing, malformed or unknown (HTTP 401). */
  API_KEY_INVALID: '20060',
  /** The API key was revoked (HTTP 401). */
  API_KEY_REVOKED: '20061',
  /** The API key is past its expiry (HTTP 401). */
  API_KEY_EXPIRED: '20062',
  /** The API key lacks the scope this path needs (HTTP 403). */
  API_SCOPE_REFUSED: '20063',
  /** The API key's requests per minute are used up; Retry-After says when to try (HTTP 429). */
  API_RATE_LIMITED: '20064',
  /** An Idempotency-Key used before with another body (HTTP 422). */
  IDEMPOTENCY_KEY_REUSED: '20065',
  /** A create call on /api/v1 without its Idempotency-Key header (HTTP 400). */
  IDEMPOTENCY_KEY_REQUIRED: '20066',
  /** The external id already names another record of the same owner (HTTP 409). */
  EXTERNAL_ID_TAKEN: '20067',
  /** The person who made the key no longer holds the rights it needs (left the company, lost a role; HTTP 403). */
  API_KEY_CREATOR_LOST: '20068',
  /** The first request with this Idempotency-Key is still being answered (HTTP 409). */
  IDEMPOTENCY_IN_PROGRESS: '20069',
  /**
   * A quantity off the goods' quantity rule (issue 51: the minimum, the maximum per order or the pack size, counted
   * across its specifications with mix and match): msg names the nearest allowed quantities ('Sold in packs of 12:
   * choose 12 or 24.').
   */
  QUANTITY_OFF_RULE: '20030',
  /** A quotation line names an agreement (price list and version) that no longer prices its goods for the company: reload the agreement prices. */
  AGREEMENT_CHANGED: '20035',
  /** A quotation line priced from an agreement is quoted in another currency than the agreement's. */
  AGREEMENT_CURRENCY: '20036',
  /** A quotation line names an agreement but no inquiry line (an extra line has no goods to price). */
  AGREEMENT_NO_GOODS: '20037',
  /** Negotiation (20040–20049): a sent quotation version is frozen; any change of its answers or offers is refused. */
  VERSION_FROZEN: '20040',
  /** The buyer already answered this line of this version (another answer is refused; the same acceptance is not). */
  LINE_ALREADY_ANSWERED: '20041',
  /** The quantity does not take the offer (below its quantity, or above it without "more at this price"). */
  OFFER_QTY_REFUSED: '20042',
  /** Placing the accepted lines of a version that has none (or none left to order). */
  NOTHING_ACCEPTED: '20043',
  /** The line cannot take this answer: the desk did not answer it in this version, or declined it. */
  LINE_NOT_OFFERED: '20044',
  /** The version or the inquiry takes no more answers (an earlier version, expired, accepted, declined). */
  NEGOTIATION_CLOSED: '20045',
  /** A line's quantity points and spec notes change only while the inquiry waits for a quotation. */
  LINE_REQUEST_LOCKED: '20046',
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
