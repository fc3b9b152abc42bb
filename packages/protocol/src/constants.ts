/** The limits both ends rely on (spec §9); the storefront's own UI numbers live in apps/web/lib/constants.ts. */
export const LIMITS = {
  resendCountdownSec: 60,
  verificationCodeLength: 6,
  verificationCodeTtlMs: 10 * 60 * 1000,
  verificationCodeMaxTries: 5,
  passwordMin: 6,
  passwordMax: 30,
  requestTimeoutMs: 20_000,
  maxUploadBytes: 10_485_760,
  sessionTtlMs: 30 * 24 * 60 * 60 * 1000,
} as const;

/** New-design access by auditFlag. */
export const AUDIT_FLAG = { received: 1, approved: 2, problem: 3 } as const;

/** Stands for a new design's pictures in every answer to a caller without access (never the real URL). */
export const NEW_DESIGN_PLACEHOLDER = '/media/placeholder/new-design.svg';


export const FORBIDDEN_UPLOAD_EXTENSIONS = [
  '.html', '.exe', '.sys', '.com', '.asm', '.php', '.res', '.rodata', '.data', '.dmg',
] as const;

/** The new-arrivals link of the header, footer and error page. */
export const NEW_ARRIVALS_HREF = '/goods/list?newFlag=1&title=New%20Designs&hide=new';
