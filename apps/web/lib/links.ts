import { CATALOG_FACETS, FACET_PARAMS, type InquiryMode, NEW_ARRIVALS_HREF, type PerFacet } from '@sw/protocol';

/** Query parameters the goods list reads (spec §2). */
export const GOODS_LIST_PARAMS = ['keyWords', 'catName1', ...FACET_PARAMS, 'standard', 'newFlag', 'hide', 'title'] as const;

/**
 * Every link the storefront builds, in one place (spec §2 names the pages and their query parameters).
 * Pages and features import from here instead of spelling a path themselves.
 */

export { NEW_ARRIVALS_HREF };

export const goodsHref = (goodsId: string | number) => `/goods/details/${goodsId}`;
export const customizationHref = (goodsId: string) => `/goods/customization/${goodsId}`;
export const factoryHref = (id: string | number) => `/factories/details/${id}`;
export const aboutHref = (slug?: string) => (slug ? `/about/${slug}` : '/about');

export const CART_PATH = '/inquiry/cart';

/** The cart link carries the current time (spec §2): `/inquiry/cart?time=<ms>`. */
export function cartHref(now: number = Date.now()): string {
  return `${CART_PATH}?time=${now}`;
}

/** Where the cart's 'Edit customization' link leads (the customization editor reopened for a line). */
/** The cart's way on: the chosen lines, confirmed and sent as one precise inquiry. */
export const confirmInquiryHref = (lineIds: readonly string[]) => `/inquiry/confirmInquiryDetails?lines=${lineIds.map(encodeURIComponent).join(',')}`;
export const editCustomizationHref = (lineId: string) => `/inquiry/editCustomization?lineId=${encodeURIComponent(lineId)}`;

/** The query parameter that opens the sign-in dialog on arrival, holding the page to go to afterwards. */
export const SIGN_IN_PARAM = 'signIn';

/** The request header the proxy fills with the path the visitor asked for (layouts do not see it otherwise). */
export const REQUESTED_PATH_HEADER = 'x-sw-requested-path';

/**
 * A path of this site to return to after signing in, or null: only a plain path ('/...', not '//host'
 * or a backslash trick), so the parameter cannot send anyone to another site.
 */
export function safeReturnTo(value: string | null | undefined): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return null;
  if ([...value].some((char) => char.charCodeAt(0) < 0x20)) return null;
  return value;
}

/** Home with the sign-in dialog open, returning to `returnTo` once signed in (spec §6: the cart prompts sign-in). */
export function signInHref(returnTo: string): string {
  const safe = safeReturnTo(returnTo);
  return safe ? `/?${SIGN_IN_PARAM}=${encodeURIComponent(safe)}` : '/';
}

/** Where a visitor who opened a member page goes: the cart prompts sign-in (spec §6), the others go to / (spec §2). */
export function visitorRedirect(requestedPath: string | null | undefined): string {
  const path = safeReturnTo(requestedPath);
  return path && (path === CART_PATH || path.startsWith(`${CART_PATH}?`)) ? signInHref(path) : '/';
}

export const LIST_PATH = '/goods/list';

/** Links of the Products hover dialog and the search (spec §2). */
export const goodsListHref = {
  category: (cateName: string) => `${LIST_PATH}?catName1=${encodeURIComponent(cateName)}`,
  ...(Object.fromEntries(
    CATALOG_FACETS.map((facet) => [facet.key, (id: string) => `${LIST_PATH}?${facet.param}=${encodeURIComponent(id)}`]),
  ) as PerFacet<'key', (id: string) => string>),
  keyWords: (text: string) => `${LIST_PATH}?keyWords=${encodeURIComponent(text)}`,
  all: LIST_PATH,
};

/** A goods-list query: the spec's nine parameters plus sort and pageNum. */
export type ListQueryValues = Partial<Record<(typeof GOODS_LIST_PARAMS)[number] | 'sort' | 'pageNum', string | number | undefined>>;

/** Order of the parameters in the links the goods list makes. */
const LIST_ORDER = [...GOODS_LIST_PARAMS, 'sort', 'pageNum'] as const;

/**
 * A link to the goods list with some parameters changed (undefined removes one).
 * Any change other than the page number starts again at page 1.
 */
export function listHref(params: ListQueryValues, changes: ListQueryValues = {}): string {
  const next: ListQueryValues = { ...params, ...changes };
  if (!('pageNum' in changes)) delete next.pageNum;
  if (next.pageNum === 1) delete next.pageNum;
  const query = new URLSearchParams();
  for (const key of LIST_ORDER) {
    const value = next[key];
    if (value !== undefined && value !== '') query.set(key, String(value));
  }
  const search = query.toString().replace(/\+/g, '%20');
  return search ? `${LIST_PATH}?${search}` : LIST_PATH;
}

/** The header's main links (spec §2), after 'Products' with its hover dialog. */
export const MAIN_LINKS = [
  { href: '/OEM-ODM', label: 'OEM / ODM' },
  { href: '/about/resources', label: 'Resources' },
  { href: '/factories', label: 'Our Factories' },
  { href: '/about', label: 'About Us' },
] as const;

/** The sales team's console (staff only; everyone else gets the 404 page). */
export const STAFF_CONSOLE_PATH = '/admin';
export const staffInquiryHref = (inquiryId: string) => `/admin/inquiries/${encodeURIComponent(inquiryId)}`;
export const STAFF_CONSOLE_LINK = { href: STAFF_CONSOLE_PATH, label: 'Sales console' } as const;

export const ACCOUNT_LINKS = [
  { href: '/inquiry/list', label: 'My Inquiry' },
  { href: '/orders/list', label: 'My Order' },
  { href: '/myAccount', label: 'My Account' },
  { href: '/company', label: 'Company' },
] as const;

/** The member's activity log, offered after the account links in both menus (not only from My Order). */
export const ACTIVITY_LINK = { href: '/logs', label: 'Activity log' } as const;

/** The console's catalogue screens (console-catalog). */
export const staffCatalogHref = {
  goods: (query = '') => `/admin/catalog${query ? `?${query}` : ''}`,
  newGoods: () => '/admin/catalog/goods/new',
  editGoods: (goodsId: string) => `/admin/catalog/goods/${encodeURIComponent(goodsId)}`,
  categories: () => '/admin/catalog/categories',
  facets: () => '/admin/catalog/facets',
  factories: () => '/admin/catalog/factories',
  home: () => '/admin/catalog/home',
} as const;

/** Links of the inquiry area; the mode rides along so the detail path is chosen without a guess. */
export const inquiryHref = {
  list: '/inquiry/list',
  details: (inquiryId: string, mode?: InquiryMode) => `/inquiry/details?inquiryId=${encodeURIComponent(inquiryId)}${mode === undefined ? '' : `&mode=${mode}`}`,
  edit: (inquiryId: string, mode?: InquiryMode) => `/inquiry/edit?inquiryId=${encodeURIComponent(inquiryId)}${mode === undefined ? '' : `&mode=${mode}`}`,
  quotation: (inquiryId: string, mode?: InquiryMode) => `/inquiry/quotation?inquiryId=${encodeURIComponent(inquiryId)}${mode === undefined ? '' : `&mode=${mode}`}`,
  original: (inquiryId: string, mode?: InquiryMode) => `/inquiry/originalRequest?inquiryId=${encodeURIComponent(inquiryId)}${mode === undefined ? '' : `&mode=${mode}`}`,
  customization: (inquiryId: string, itemId: string) => `/inquiry/editCustomization?inquiryId=${encodeURIComponent(inquiryId)}&itemId=${encodeURIComponent(itemId)}`,
};

/** The buyer's orders: the list, one order, the order form of an inquiry's accepted quotation, the activity log. */
export const orderHref = {
  list: '/orders/list',
  details: (orderId: string) => `/orders/details?orderId=${encodeURIComponent(orderId)}`,
  place: (inquiryId: string) => `/orders/place?inquiryId=${encodeURIComponent(inquiryId)}`,
};
export const ACTIVITY_PATH = ACTIVITY_LINK.href;

export const staffOrderHref = (orderId: string) => `/admin/orders/${encodeURIComponent(orderId)}`;
/** The console's companies: the list and one company's page (people, inquiries, orders, payments, access). */
export const STAFF_COMPANIES_PATH = '/admin/companies';
export const staffCompanyHref = (companyId: string) => `${STAFF_COMPANIES_PATH}/${encodeURIComponent(companyId)}`;
/** The console's price lists (issue 51): the index, one list's editor, and the price calculation details. */
export const STAFF_PRICE_LISTS_PATH = '/admin/price-lists';
export const staffPriceListHref = (listId: number) => `${STAFF_PRICE_LISTS_PATH}/${listId}`;
export const staffPriceCalculationHref = (companyId?: string) => `${STAFF_PRICE_LISTS_PATH}/calculation${companyId ? `?companyId=${encodeURIComponent(companyId)}` : ''}`;
