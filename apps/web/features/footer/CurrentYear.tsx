'use client';
import { useSyncExternalStore } from 'react';

const never = () => () => {};
const thisYear = () => new Date().getFullYear();

/** The year of the copyright line: rendered with the page, corrected in the browser if the cached page is older. */
export function CurrentYear({ initial }: { initial: number }) {
  const year = useSyncExternalStore(never, thisYear, () => initial);
  return <span data-testid="copyright-year">{year}</span>;
}
