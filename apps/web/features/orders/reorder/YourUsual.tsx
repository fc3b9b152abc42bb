'use client';
import Link from 'next/link';
import type { UsualGoods } from '@sw/protocol';
import { dateText } from '@/lib/format';
import { goodsHref, orderHref } from '@/lib/links';
import { useHeaderState } from '@/lib/member';
import { refusalText } from '@/lib/refusal';
import { useLoad } from '@/lib/useLoad';
import { Image } from '@/ui/Image';
import { CONTAINER, SectionHeading } from '@/ui/SectionHeading';
import { loadYourUsual } from './api';
import { dueText, everyText } from './dueText';
import { OrderAgainButton } from './OrderAgainButton';

/** One usual goods: its picture, how often and when last, when next due, and the one step to order it again. */
function UsualCard({ usual }: { usual: UsualGoods }) {
  const due = dueText(usual.dueAt);
  return (
    <li className="flex gap-4 rounded-[4px] border border-line bg-surface p-4" data-testid="usual-goods" data-goods-id={usual.goodsId}>
      <Link href={goodsHref(usual.goodsId)} className="relative block size-20 flex-none overflow-hidden rounded-[4px] bg-surface-muted" tabIndex={-1} aria-hidden="true">
        <Image src={usual.imageUrl} alt="" fill enlarge={false} width={160} height={160} />
      </Link>
      <div className="flex min-w-0 flex-1 flex-col">
        <Link href={goodsHref(usual.goodsId)} className="line-clamp-2 text-[14px] font-medium leading-snug text-ink hover:text-accent-strong">{usual.title}</Link>
        <p className="mt-0.5 text-[12px] text-ink-muted">{usual.goodsCode}</p>
        <p className="mt-2 text-[12.5px] text-ink-muted">
          {everyText(usual.intervalDays)} · {usual.orderCount} orders · last{' '}
          <Link href={orderHref.details(usual.lastOrderId)} className="underline decoration-line-strong underline-offset-2 hover:text-ink">{dateText(usual.lastOrderedAt)}</Link>
        </p>
        <p className={`mt-1 text-[13px] font-medium ${due.overdue ? 'text-[#991b1b]' : 'text-ink'}`} data-testid="usual-due">{due.text}</p>
        <div className="mt-3">
          {usual.available ? (
            <OrderAgainButton orderId={usual.lastOrderId} lineIds={[usual.lastOrderLineId]} small name={usual.title} testId="usual-order-again" />
          ) : (
            <p className="text-[12.5px] text-ink-muted">No longer available.</p>
          )}
        </div>
      </div>
    </li>
  );
}

/**
 * 'Your usual' for a signed-in buyer: what the company orders again and again, soonest due first. Loaded in the
 * browser once the header knows who is signed in, so the home page's cached copy stays the same for every visitor.
 * On the home page it shows only when there is something; in the account it says what it will show.
 */
export function YourUsual({ place }: { place: 'home' | 'account' }) {
  const header = useHeaderState();
  const buyer = header.status === 'ready' && header.seat !== null;
  const { value } = useLoad(buyer ? `usual:${header.seat?.memId}` : null, loadYourUsual);
  if (!buyer || !value) return null;
  if (place === 'home' && (!value.ok || value.data.length === 0)) return null;
  const list = (
    <>
      {!value.ok ? <p className="text-[14px] text-ink-muted">Your usual goods could not be loaded: {refusalText(value)}</p> : null}
      {value.ok && value.data.length === 0 ? (
        <p className="text-[14px] text-ink-muted" data-testid="usual-empty">Goods your company orders at least twice show here, with when the next order is due.</p>
      ) : null}
      {value.ok && value.data.length > 0 ? (
        <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {value.data.map((usual) => <UsualCard key={usual.goodsId} usual={usual} />)}
        </ul>
      ) : null}
    </>
  );
  if (place === 'account') {
    return (
      <section className="rounded-[4px] border border-line bg-surface px-5 py-5 sm:px-6" aria-labelledby="usual-title" data-testid="your-usual">
        <h2 id="usual-title" className="mb-1 font-display text-[22px] text-ink">Your usual</h2>
        <p className="mb-5 text-[13px] text-ink-muted">What your company orders again and again, with when the next order is due. Prices are today&apos;s.</p>
        {list}
      </section>
    );
  }
  return (
    <section className={`${CONTAINER} py-12 sm:py-16`} aria-labelledby="home-usual" data-testid="your-usual">
      <SectionHeading id="home-usual" eyebrow="For your company" title="Your usual" description="What you order again and again, soonest due first. One step puts it in your cart at today's prices." link={{ href: orderHref.list, label: 'All orders' }} />
      {list}
    </section>
  );
}
