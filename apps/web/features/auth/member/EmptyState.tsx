import Link from 'next/link';
import type { ReactNode } from 'react';

/** An honest empty list: what will appear here, and where to go to make it appear. */
export function EmptyState({
  icon, title, children, actions,
}: {
  icon: ReactNode;
  title: string;
  children: ReactNode;
  actions: { href: string; label: string; primary?: boolean }[];
}) {
  return (
    <div className="flex flex-col items-center rounded-[4px] border border-line bg-surface-muted/60 px-6 py-16 text-center sm:py-20">
      <span className="inline-flex h-16 w-16 items-center justify-center rounded-full border border-line bg-surface text-accent">{icon}</span>
      <h2 className="mt-6 font-display text-balance text-[28px] leading-tight text-ink">{title}</h2>
      <div className="mt-3 max-w-md text-[14px] leading-relaxed text-ink-muted">{children}</div>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        {actions.map((action) => (
          <Link key={action.href} href={action.href} className={`btn ${action.primary ? 'btn-primary' : 'btn-outline'}`}>
            {action.label}
          </Link>
        ))}
      </div>
    </div>
  );
}

const Svg = ({ children }: { children: ReactNode }) => (
  <svg width="28" height="28" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.3" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
    {children}
  </svg>
);

export const InquiryIcon = () => (
  <Svg><path d="M7 3.5h7.5L19 8v12.5H7z" /><path d="M14.5 3.5V8H19M10 12h6M10 15.5h6" /></Svg>
);
export const OrderIcon = () => (
  <Svg><path d="M3.5 7.5 12 3l8.5 4.5v9L12 21l-8.5-4.5z" /><path d="M3.5 7.5 12 12l8.5-4.5M12 12v9" /></Svg>
);
export const CartIcon = () => (
  <Svg><path d="M5 8h14l-1.2 12H6.2L5 8Z" /><path d="M9 8V6.5a3 3 0 0 1 6 0V8" /></Svg>
);
export const SparkIcon = () => (
  <Svg><circle cx="12" cy="12" r="6.5" /><circle cx="12" cy="12" r="3" /><path d="M12 2.5v3M12 18.5v3M2.5 12h3M18.5 12h3" /></Svg>
);
