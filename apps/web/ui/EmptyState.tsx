import Link from 'next/link';
import type { ComponentType, ReactNode } from 'react';
import type { IconProps } from '@/ui/icons';

/** An honest empty list: what will appear here, and where to go to make it appear. */
export function EmptyState({
  icon: Icon, title, children, actions,
}: {
  /** An icon of ui/icons, drawn large and thin here. */
  icon: ComponentType<IconProps>;
  title: string;
  children: ReactNode;
  actions: { href: string; label: string; primary?: boolean }[];
}) {
  return (
    <div className="flex flex-col items-center rounded-[4px] border border-line bg-surface-muted/60 px-6 py-16 text-center sm:py-20">
      <span className="inline-flex h-16 w-16 items-center justify-center rounded-full border border-line bg-surface text-accent">
        <Icon size={28} strokeWidth={1.3} />
      </span>
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
