import type { ReactNode } from 'react';

/**
 * Content wider than the screen (a table on a phone) that scrolls sideways inside its box. The box takes the focus,
 * named by `label`, so a keyboard user can scroll it with the arrow keys (WCAG 2.1.1; axe's scrollable-region-focusable).
 */
export function ScrollRegion({ label, className = '', children, testId }: { label: string; className?: string; children: ReactNode; testId?: string }) {
  return (
    // A focusable region is the pattern for keyboard scrolling; the lint rule knows no exception for it.
    // oxlint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <div role="region" aria-label={label} tabIndex={0} className={`relative overflow-x-auto focus-visible:outline-2 focus-visible:outline-offset-2 ${className}`} data-testid={testId}>
      {children}
    </div>
  );
}
