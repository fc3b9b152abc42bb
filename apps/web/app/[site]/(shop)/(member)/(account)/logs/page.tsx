import type { Metadata } from 'next';
import { ActivityLog } from '@/features/orders/ActivityLog';

export const metadata: Metadata = { title: 'Activity log', robots: { index: false } };

/** /logs: the member's own activity, newest first. */
export default function ActivityLogPage() {
  return <ActivityLog />;
}
