'use client';
import Link from 'next/link';
import type { GoodsStandard } from '@sw/protocol';
import { listHref } from '@/lib/links';
import { useUser } from '@/lib/session';
import { openSignIn } from '@/lib/signIn';
import { useLoad } from '@/lib/useLoad';
import { loadStandardReports } from './goodsApi';

const rowKey = (standard: GoodsStandard) => `${standard.facetKey}|${standard.limitLine ?? ''}`;

/**
 * The standards whose current documents cover the goods: each name (a link to the goods list's facet) and its limit
 * for everyone; the report's download for a signed-in buyer (the member's own answer carries the reports: the
 * cached page is a visitor's), a sign-in prompt for a visitor (plain links, no member-only code on the page).
 */
export function GoodsStandards({ goodsId, standards }: { goodsId: string; standards: GoodsStandard[] }) {
  const signedIn = useUser() !== null;
  const reports = useLoad(signedIn && standards.length ? `standard-reports:${goodsId}` : null, () => loadStandardReports(goodsId)).value;
  const pathOf = new Map((reports ?? []).flatMap((one) => (one.downloadPath ? [[rowKey(one), one.downloadPath] as const] : [])));
  if (!standards.length) return null;
  return (
    <section aria-labelledby="goods-compliance" className="mt-8 border-t border-line pt-6" data-testid="goods-standards">
      <h2 id="goods-compliance" className="text-[11px] font-medium tracking-[0.14em] text-ink-muted uppercase">Tested to</h2>
      <ul className="mt-3 divide-y divide-line rounded-md border border-line">
        {standards.map((standard) => (
          <li key={rowKey(standard)} className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 px-4 py-3" data-standard={standard.standard}>
            <span className="min-w-0">
              <Link href={listHref({}, { standard: standard.facetKey })} className="text-sm font-semibold text-ink hover:underline">
                {standard.heading}
              </Link>
              {standard.limitLine && <span className="block text-xs text-ink-muted">{standard.limitLine}</span>}
            </span>
            {signedIn && pathOf.has(rowKey(standard)) && (
              <a href={pathOf.get(rowKey(standard))} download className="text-[13px] font-medium text-accent underline-offset-4 hover:underline" data-testid="standard-report">
                Download report<span className="sr-only"> {standard.standardName}</span>
              </a>
            )}
          </li>
        ))}
      </ul>
      {!signedIn && (
        <p className="mt-2 text-xs text-ink-muted">
          <button type="button" onClick={() => openSignIn()} className="font-medium text-ink underline underline-offset-4" data-testid="standards-sign-in">
            Sign in
          </button>{' '}
          to download the lab reports.
        </p>
      )}
    </section>
  );
}
