'use client';
import { account, orderApproval } from '@sw/protocol';
import { call } from '@/lib/backend/call';
import { refreshHeader } from '@/lib/member';

/** Order approval's calls (a company admin's decision) and the caller's company role, which decides the buttons. */

export async function approveOrder(orderId: string) {
  const result = await call(orderApproval.approveOrder, { orderId });
  if (result.ok) void refreshHeader();
  return result;
}

export async function rejectOrder(orderId: string, reason: string) {
  const result = await call(orderApproval.rejectOrder, { orderId, reason });
  if (result.ok) void refreshHeader();
  return result;
}

export async function myCompanyRole() {
  const result = await call(account.viewInformation, {});
  return result.ok ? result.data.companyRole : null;
}
