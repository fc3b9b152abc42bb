import type { ReactNode } from 'react';

/** The fixed-width layout (spec §2): the page in a 1200 px column (narrower screens get the full width). */
export function FixedWidthLayout({ children, className = '' }: { children: ReactNode; className?: string }) {
  return (
    <div data-layout="fixed-width" className={`mx-auto w-full max-w-[1200px] px-5 py-10 xl:px-0 ${className}`}>
      {children}
    </div>
  );
}
