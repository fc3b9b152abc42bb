import { notFound, redirect } from 'next/navigation';
import { requireStaff, staffMetadata } from '@/lib/staff.server';
import { firstScreen } from '@/lib/staffScreens';

export const generateMetadata = staffMetadata('Sales console');

/** /admin opens the first screen the member's roles open (the inquiry queue for sales). */
export default async function ConsoleHome() {
  const staff = await requireStaff();
  const first = firstScreen(staff.staffRoles);
  if (!first) notFound();
  redirect(first);
}
