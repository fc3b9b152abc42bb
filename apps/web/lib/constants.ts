/** The storefront's own numbers and defaults of spec §2 and §9 (the limits both ends share stay in the protocol). */
export const UI_LIMITS = {
  newArrivalsPerPage: 4,
  newArrivalsPageScrollPx: 792,
  headerCompactScrollPx: 200,
  productsDialogHeightPx: 743,
  productsDialogHideDelayMs: 50,
  emailSuggestionsCloseDelayMs: 200,
  approvalReplyHours: 24,
  reloadGuardMs: 60_000,
  toastMs: 2000,
  progressThrottleMs: 200,
  progressDurationMs: 5000,
  progressHideDelayMs: 500,
  localeCookieDays: 365,
  imageRadius: 4,
  imageViewerZIndex: 99999,
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

/** Image permission types. */
export const IMAGE_PERMISSION = { viewable: 0, noPermission: 1, pending: 2 } as const;
