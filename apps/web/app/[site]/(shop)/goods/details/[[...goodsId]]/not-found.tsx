import type { Metadata } from 'next';
import { ErrorView } from '@/features/layout/ErrorView';
import { ExclusiveGoods } from '@/features/layout/MemberParts';
import { UI_MSG } from '@/lib/copy';

export const metadata: Metadata = { title: UI_MSG.notFound, robots: { index: false } };

/**
 * A goods page that the shared catalogue does not have: the ordinary 404 for everyone (the cached answer), and for a
 * signed-in buyer of the company a goods was made for, its page from a member-only call (issue 51).
 */
export default function GoodsNotFound() {
  return <ExclusiveGoods notFound={<ErrorView code="404" message={UI_MSG.notFound} />} />;
}
