import type { ReactNode } from 'react';
import { AccountLayout } from '@/features/layout';

/** My Inquiry, My Order and My Account share the account layout with its left menu. */
export default function AccountAreaLayout({ children }: { children: ReactNode }) {
  return <AccountLayout>{children}</AccountLayout>;
}
