import type { Metadata } from 'next';
import { ErrorView } from '@/features/layout/ErrorView';
import { UI_MSG } from '@/lib/copy';

export const metadata: Metadata = { title: UI_MSG.notFound, robots: { index: false } };

/**
 * The console's 404: for anyone but staff it is the site's 404 page (the layout drew the shop's frame around it);
 * for staff, an unknown record, inside the console's frame.
 */
export default function ConsoleNotFound() {
  return <ErrorView code="404" message={UI_MSG.notFound} />;
}
