'use client';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { AUDIT_FLAG, NEW_ARRIVALS_HREF, type NewArrival } from '@sw/protocol';
import { UI_LIMITS } from '@/lib/constants';
import { UI_MSG } from '@/lib/copy';
import { openSignIn } from '@/lib/signIn';
import { useHeaderState } from '@/lib/member';
import { useUser } from '@/lib/session';
import { ArrowRight, ChevronLeft, ChevronRight, ClockIcon, LockIcon, WarningIcon } from '@/ui/icons';

const PER_PAGE = UI_LIMITS.newArrivalsPerPage;
const PAGE_PX = UI_LIMITS.newArrivalsPageScrollPx;
const ITEM_PX = PAGE_PX / PER_PAGE;

/** Pages of 4 (spec §9). */
export function pageCount(total: number): number {
  return Math.max(1, Math.ceil(total / PER_PAGE));
}

function Carousel({ items, onNavigate }: { items: NewArrival[]; onNavigate: () => void }) {
  const [page, setPage] = useState(0);
  const pages = pageCount(items.length);
  const current = Math.min(page, pages - 1);
  return (
    <div data-testid="new-arrivals-carousel" data-page={current} data-pages={pages} data-per-page={PER_PAGE}>
      <div className="flex items-center gap-3">
        <button
          type="button"
          onClick={() => setPage((p) => Math.max(0, p - 1))}
          disabled={current === 0}
          aria-label="Previous new arrivals"
          className="hidden h-10 w-10 flex-none items-center justify-center rounded-full border border-line text-ink transition hover:border-ink disabled:opacity-30 md:inline-flex"
        >
          <ChevronLeft size={18} />
        </button>
        <div
          className="scrollbar-thin min-w-0 flex-1 overflow-x-auto md:flex-none md:overflow-hidden"
          style={{ maxWidth: PAGE_PX }}
          data-testid="new-arrivals-viewport"
        >
          <ul
            className="new-arrivals-track flex md:[transform:translateX(var(--na-offset))]"
            style={{ ['--na-offset' as string]: `-${current * PAGE_PX}px` }}
            data-testid="new-arrivals-track"
            data-offset={current * PAGE_PX}
          >
            {items.map((item, index) => (
              <li
                key={`${item.poGoodsId}-${index}`}
                className="flex-none pr-4"
                style={{ width: ITEM_PX }}
                aria-hidden={Math.floor(index / PER_PAGE) !== current ? true : undefined}
              >
                <Link
                  href={`/goods/details/${encodeURIComponent(item.poGoodsId)}`}
                  onClick={onNavigate}
                  tabIndex={Math.floor(index / PER_PAGE) !== current ? -1 : undefined}
                  className="group block"
                >
                  <span className="block aspect-square overflow-hidden rounded-[2px] border border-line bg-surface-muted">
                    <img
                      src={item.imgUrl}
                      alt={`New arrival ${item.poGoodsId}`}
                      loading="lazy"
                      decoding="async"
                      className="h-full w-full object-cover transition duration-500 group-hover:scale-105"
                    />
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </div>
        <button
          type="button"
          onClick={() => setPage((p) => Math.min(pages - 1, p + 1))}
          disabled={current >= pages - 1}
          aria-label="Next new arrivals"
          className="hidden h-10 w-10 flex-none items-center justify-center rounded-full border border-line text-ink transition hover:border-ink disabled:opacity-30 md:inline-flex"
        >
          <ChevronRight size={18} />
        </button>
      </div>
      <p className="mt-3 hidden text-center text-[12px] tracking-[0.18em] text-ink-faint md:block" aria-live="polite">
        {current + 1} / {pages}
      </p>
    </div>
  );
}

function Notice({ icon, children, testId }: { icon: React.ReactNode; children: React.ReactNode; testId: string }) {
  return (
    <div className="flex items-start gap-4 rounded-[2px] border border-accent-line bg-accent-soft/60 px-5 py-4 text-[14px] leading-relaxed text-ink" data-testid={testId}>
      <span className="mt-0.5 flex-none text-accent-strong">{icon}</span>
      <p>{children}</p>
    </div>
  );
}

/**
 * New arrivals in the search dialog (spec §2 and §4): shown only when the auditFlag is 2; 1 and 3 show
 * their message; any other value offers 'Request Access to New Design'.
 */
export function NewArrivals({ onNavigate }: { onNavigate: () => void }) {
  const user = useUser();
  const header = useHeaderState();
  const router = useRouter();
  const auditFlag = user ? header.newArrivals.auditFlag : 0;
  const loading = !!user && header.status === 'loading';

  let body: React.ReactNode;
  if (loading) {
    body = <div className="h-[120px] animate-pulse rounded-[2px] bg-surface-muted" aria-busy="true" />;
  } else if (auditFlag === AUDIT_FLAG.approved) {
    body = header.newArrivals.dataList.length ? (
      <Carousel items={header.newArrivals.dataList} onNavigate={onNavigate} />
    ) : (
      <p className="text-[14px] text-ink-muted">No new designs this week. Please check back soon.</p>
    );
  } else if (auditFlag === AUDIT_FLAG.received) {
    body = (
      <Notice icon={<ClockIcon size={20} />} testId="access-received">
        {UI_MSG.accessReceived}
      </Notice>
    );
  } else if (auditFlag === AUDIT_FLAG.problem) {
    body = (
      <Notice icon={<WarningIcon size={20} />} testId="access-problem">
        {UI_MSG.accessProblem}
      </Notice>
    );
  } else {
    body = (
      <div className="flex flex-col items-start gap-5 rounded-[2px] border border-line bg-surface-muted px-6 py-6 sm:flex-row sm:items-center sm:justify-between">
        <div className="flex items-start gap-4">
          <span className="mt-0.5 flex-none text-accent-strong">
            <LockIcon size={22} />
          </span>
          <p className="max-w-md text-[14px] leading-relaxed text-ink-muted">
            Our newest designs are reserved for approved wholesale buyers. Tell us about your company to see them.
          </p>
        </div>
        <button
          type="button"
          className="btn btn-primary flex-none"
          data-testid="request-access"
          onClick={() => {
            onNavigate();
            if (!user) openSignIn();
            else router.push('/myAccount');
          }}
        >
          {UI_MSG.requestAccess}
        </button>
      </div>
    );
  }

  return (
    <section className="mt-10" aria-labelledby="new-arrivals-title" data-testid="new-arrivals" data-audit-flag={auditFlag}>
      <div className="mb-4 flex items-end justify-between">
        <h3 id="new-arrivals-title" className="font-display text-[26px] leading-none text-ink">
          New Arrivals
        </h3>
        {auditFlag === AUDIT_FLAG.approved ? (
          <Link
            href={NEW_ARRIVALS_HREF}
            onClick={onNavigate}
            className="inline-flex items-center gap-2 text-[12px] font-medium uppercase tracking-[0.18em] text-ink hover:text-accent-strong"
          >
            View all <ArrowRight size={14} />
          </Link>
        ) : null}
      </div>
      {body}
    </section>
  );
}
