import type { Metadata } from 'next';
import { UI_MSG } from '@/lib/copy';
import { ErrorView } from '@/features/layout/ErrorView';

export const metadata: Metadata = { title: UI_MSG.notFound, robots: { index: false } };

/** An unknown route (spec 2): 'This page could not be found', inside the site's header and footer. */
export default function NotFound() {
  return <ErrorView code="404" message={UI_MSG.notFound} />;
}
