'use client';
import type { CompanySeat, HeaderData, NewDesign } from '@sw/protocol';
import { lazyCaller } from './backend/lazyCall';
import { createStore } from './store';

/** The part of the header data that depends on the member: cart count and the auditFlag-gated new arrivals. */
export interface MemberHeader {
  inquiryCartTotal: number;
  /** The account menu's counters: open inquiries and open orders. */
  openInquiries: number;
  openOrders: number;
  newArrivals: NewDesign;
  /** A sales-team member: the user menu links the staff console. */
  isStaff: boolean;
  /** The buyer's id and company role (a viewer's screens offer no writes); null for visitors and staff. */
  seat: CompanySeat | null;
  /** A sales person acting for this buyer: the acting banner shows (features/acting). */
  acting: boolean;
}

export const VISITOR_HEADER: MemberHeader = { inquiryCartTotal: 0, openInquiries: 0, openOrders: 0, newArrivals: { auditFlag: 0, dataList: [] }, isStaff: false, seat: null, acting: false };

const wholeCount = (value: unknown) => {
  const n = Number(value);
  return Number.isFinite(n) && n > 0 ? Math.floor(n) : 0;
};

/** Reads the member part of a headerData.do answer. */
export function toMemberHeader(data: Partial<HeaderData> | null | undefined): MemberHeader {
  const design = data?.searchInfo?.newArrivals;
  return {
    inquiryCartTotal: wholeCount(data?.inquiryCartTotal),
    openInquiries: wholeCount(data?.openInquiries),
    openOrders: wholeCount(data?.openOrders),
    newArrivals: {
      auditFlag: Number(design?.auditFlag) || 0,
      dataList: Array.isArray(design?.dataList) ? design.dataList.filter((a) => a && a.poGoodsId) : [],
    },
    isStaff: data?.isStaff === true,
    seat: data?.seat && typeof data.seat.memId === 'string' ? { memId: data.seat.memId, companyRole: data.seat.companyRole } : null,
    acting: data?.acting === true,
  };
}

/**
 * The member summary (cart count, auditFlag and new arrivals), loaded in the browser with the
 * member's session so the cached page stays the same for everyone. The header, the new-design
 * pictures and the account page all read it.
 */
export interface HeaderState extends MemberHeader {
  status: 'visitor' | 'loading' | 'ready' | 'error';
}

// The call client, its signing code and the contract's schema load on first use: a visitor's page never needs them.
const callCatalog = lazyCaller(() => import('@sw/protocol/contracts/catalog'));
const INITIAL: HeaderState = { ...VISITOR_HEADER, status: 'visitor' };
const member = createStore<HeaderState>(INITIAL);
let generation = 0;

/** Loads the summary as the signed-in member (after sign-in, after a cart change...). */
export async function refreshHeader(): Promise<void> {
  const mine = ++generation;
  member.set((s) => ({ ...s, status: s.status === 'ready' ? 'ready' : 'loading' }));
  const result = await callCatalog((catalog) => catalog.headerData);
  if (mine !== generation) return;
  if (result.ok) member.set({ ...toMemberHeader(result.data), status: 'ready' });
  else member.set((s) => ({ ...s, status: 'error' }));
}

/** Back to the visitor's summary (signed out). */
export function resetHeader(): void {
  generation += 1;
  member.set(INITIAL);
}

/** Sets the cart count at once, e.g. after putting goods into the cart. */
export function setCartCount(count: number): void {
  member.set((s) => ({ ...s, inquiryCartTotal: Math.max(0, Math.floor(count) || 0) }));
}

export function useHeaderState(): HeaderState {
  return member.use();
}

/** The signed-in buyer's id and company role, once the header data is loaded. */
export function useSeat(): CompanySeat | null {
  return member.use((s) => s.seat);
}

/** A viewer of the company: reads and downloads, writes nothing (the back-end refuses it with 20011). */
export function useIsViewer(): boolean {
  return member.use((s) => s.seat?.companyRole === 'viewer');
}

/** A sales person acting for this buyer (the banner shows on every page). */
export function useIsActing(): boolean {
  return member.use((s) => s.acting);
}

export function useIsStaff(): boolean {
  return member.use((s) => s.isStaff);
}

export function useCartCount(): number {
  return member.use((s) => s.inquiryCartTotal);
}
