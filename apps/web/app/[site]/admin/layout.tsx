import type { ReactNode } from 'react';
import { displayNick } from '@sw/protocol';
import { requireStaff } from '@/features/staff/api.server';
import { ConsoleLayout } from '@/features/staff/ConsoleLayout';

export const dynamic = 'force-dynamic';

/** The staff console: a visitor or a buyer gets the 404 page (the session's role is checked here and in each page). */
export default async function AdminLayout({ children }: { children: ReactNode }) {
  const staff = await requireStaff();
  return <ConsoleLayout staffName={displayNick(staff.nick) || staff.email}>{children}</ConsoleLayout>;
}
