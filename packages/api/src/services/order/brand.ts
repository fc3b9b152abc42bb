import type { SiteTheme } from '@sw/protocol';
import type { AppDeps } from '../../context';
import { mailTheme } from '../quotation/document';
import type { OrderRow } from './view';

/**
 * The brand an order belongs to (its letterhead, its bank details, its emails). For now the brand of MAIL_FROM; the
 * order's own site theme replaces it once orders record the host they were placed on (issue 27, switched at merge).
 */
export function orderTheme(deps: Pick<AppDeps, 'config'>, order: Pick<OrderRow, 'id'>): SiteTheme {
  void order;
  return mailTheme(deps.config.mailFrom);
}
