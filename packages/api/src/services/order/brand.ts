import { getTheme, type SiteTheme } from '@sw/protocol';
import type { OrderRow } from './view';

/**
 * The brand an order belongs to: the site its buyer placed it on (orders.theme, from its inquiry). Its letterhead,
 * its bank details and every email about it carry this brand.
 */
export const orderTheme = (order: Pick<OrderRow, 'theme'>): SiteTheme => getTheme(order.theme);
