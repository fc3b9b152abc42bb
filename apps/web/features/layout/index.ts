/** Layouts for the pages of other features (spec §2 "Layouts"). */
export { DefaultLayout } from './DefaultLayout';
export { FixedWidthLayout } from './FixedWidthLayout';
export { AccountLayout } from './AccountLayout';
export { PageBanner, type BannerProps } from './PageBanner';
export { setAccountCounters, useAccountCounters, counterText } from './accountCounters';
