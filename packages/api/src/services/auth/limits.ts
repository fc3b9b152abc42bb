import type { LimitRule } from '../../lib/rateLimit';

const MINUTE = 60 * 1000;
const DAY = 24 * 60 * MINUTE;

/**
 * Throttling of the account calls; the verification-code rules themselves are in LIMITS (protocol).
 * Per-account limits (the wrong-password lock, one code per 60 s per email, password changes per member)
 * key on the account only, so an attacker's changing address never resets them.
 */
export const AUTH_LIMITS = {
  /** Wrong passwords in a row that lock an address. */
  maxWrongPasswords: 5,
  lockMs: 15 * MINUTE,
  /** One verification mail per address per this window (21005). */
  codeResendMs: MINUTE,
} as const;

const rule = (name: string, max: number, windowMs: number, message: string): LimitRule => ({ name, max, windowMs, message });

/** Per client address: each caps what one network may try, whatever the email. */
export const IP_LIMITS = {
  signIn: rule('login-ip', 100, 15 * MINUTE, 'Too many sign-in attempts from your network. Please wait a few minutes and try again.'),
  registrationCheck: rule('register-check-ip', 100, 15 * MINUTE, 'Too many email checks from your network. Please wait a few minutes and try again.'),
  codesSent: rule('code-ip', 30, 60 * MINUTE, 'Too many verification emails were requested from your network. Please try again later.'),
  codesSentDaily: rule('code-ip-day', 100, DAY, 'Too many verification emails were requested from your network today. Please try again tomorrow.'),
  codeChecks: rule('code-check-ip', 60, 15 * MINUTE, 'Too many verification codes were tried from your network. Please wait a few minutes and try again.'),
  wrongCodesDaily: rule('code-wrong-ip-day', 50, DAY, 'Too many wrong verification codes were entered from your network today. Please try again tomorrow.'),
  resets: rule('reset-ip', 30, 15 * MINUTE, 'Too many password resets were tried from your network. Please wait a few minutes and try again.'),
} as const;

/** Per member. */
export const MEMBER_LIMITS = {
  passwordChanges: rule('change-pwd', 10, 15 * MINUTE, 'Too many password changes were tried. Please wait a few minutes and try again.'),
} as const;
