/** Names of the cookies the storefront keeps. */
export const MEMBER_COOKIE = 'sw_mem';
export const LOCALE_COOKIE = 'sw_locale';
export { SESSION_COOKIE } from '@sw/protocol';
