/** Throttling of the account calls; the verification-code rules themselves are in LIMITS (protocol). */
export const AUTH_LIMITS = {
  /** Wrong passwords in a row that lock an address. */
  maxWrongPasswords: 5,
  lockMs: 15 * 60 * 1000,
  /** Sign-in attempts per client address per window, whatever the email. */
  loginPerIp: 100,
  loginPerIpWindowMs: 15 * 60 * 1000,
  /** Verification mails per client address per window. */
  codesPerIp: 30,
  codesPerIpWindowMs: 60 * 60 * 1000,
  /** One verification mail per address per this window (21005). */
  codeResendMs: 60 * 1000,
  /** Wrong current passwords on the signed-in change per member per window. */
  changePwdPerMember: 10,
  changePwdWindowMs: 15 * 60 * 1000,
} as const;
