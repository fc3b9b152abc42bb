'use client';
import { catalog } from '@sw/protocol';
import { call } from '@/lib/call';

/** headerData.do with the member's session: cart count, auditFlag and (when approved) new designs. */
export function loadHeaderData() {
  return call(catalog.headerData);
}
