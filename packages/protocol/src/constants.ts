/** Business constants and limits of spec section 9. */
export const LIMITS = {
  resendCountdownSec: 60,
  verificationCodeLength: 6,
  verificationCodeTtlMs: 10 * 60 * 1000,
  verificationCodeMaxTries: 5,
  passwordMin: 6,
  passwordMax: 30,
  newArrivalsPerPage: 4,
  newArrivalsPageScrollPx: 792,
  headerCompactScrollPx: 200,
  productsDialogHeightPx: 743,
  productsDialogHideDelayMs: 50,
  emailSuggestionsCloseDelayMs: 200,
  approvalReplyHours: 24,
  reloadGuardMs: 60_000,
  requestTimeoutMs: 20_000,
  maxUploadBytes: 10_485_760,
  toastMs: 2000,
  progressThrottleMs: 200,
  progressDurationMs: 5000,
  progressHideDelayMs: 500,
  localeCookieDays: 365,
  imageRadius: 4,
  imageViewerZIndex: 99999,
  sessionTtlMs: 30 * 24 * 60 * 60 * 1000,
} as const;

export const LOADING_OVERLAY = {
  text: 'Loading...',
  color: '#409EFF',
  background: 'rgba(0, 0, 0, 0.7)',
  spinnerSizePx: 50,
  textSizePx: 20,
  bars: 12,
} as const;

export const CONFIRM_DEFAULTS = { title: '提示', cancel: '取消', confirm: '确定' } as const;

/** Toast types of the spec: 1 success, 2 warning. */
export const TOAST_TYPE = { success: 1, warning: 2 } as const;

/** New-design access by auditFlag. */
export const AUDIT_FLAG = { received: 1, approved: 2, problem: 3 } as const;

/** Stands for a new design's pictures in every answer to a caller without access (never the real URL). */
export const NEW_DESIGN_PLACEHOLDER = '/media/placeholder/new-design.svg';

/** Image permission types. */
export const IMAGE_PERMISSION = { viewable: 0, noPermission: 1, pending: 2 } as const;

export const FORBIDDEN_UPLOAD_EXTENSIONS = [
  '.html', '.exe', '.sys', '.com', '.asm', '.php', '.res', '.rodata', '.data', '.dmg',
] as const;

/** The new-arrivals link of the header, footer and error page. */
export const NEW_ARRIVALS_HREF = '/goods/list?newFlag=1&title=New%20Designs&hide=new';

/** Query parameters the goods list reads. */
export const GOODS_LIST_PARAMS = [
  'keyWords', 'catName1', 'cateIdForTheme', 'cateIdForStyle', 'cateIdForPlatingMaterial',
  'cateIdForInsertMaterial', 'newFlag', 'hide', 'title',
] as const;
