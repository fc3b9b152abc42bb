import Link from 'next/link';
import { formatPrice, STAFF_GOODS_SORTS, type CatalogSetup, type Page, type StaffGoodsRow, type StaffGoodsSort } from '@sw/protocol';
import { dateText, moneyText } from '@/lib/format';
import { staffCatalogHref } from '@/lib/links';
import { Alert } from '@/ui/form';
import { ConsolePageHead, ConsolePanel } from '@/ui/console';
import { CatalogNav, DENSE } from './CatalogNav';
import { GoodsStatusButton } from './GoodsStatusButton';
import { goodsTableHref } from './goodsQuery';

const SORT_LABEL: Record<StaffGoodsSort, string> = {
  newest: 'Newest first', oldest: 'Oldest first', code: 'Code', title: 'Title', priceAsc: 'Price, low to high', priceDesc: 'Price, high to low',
  popular: 'Most popular',
};

const DESCENDING = new Set<StaffGoodsSort>(['newest', 'priceDesc', 'popular']);

/** A column heading that sorts the table by it (and back the other way for price). */
function SortHeader({ label, raw, sorts }: { label: string; raw: Record<string, string>; sorts: [StaffGoodsSort, StaffGoodsSort?] }) {
  const current = (raw.sort ?? 'newest') as StaffGoodsSort;
  const [first, second] = sorts;
  const active = current === first || current === second;
  const next = current === first && second ? second : first;
  return (
    <Link href={goodsTableHref(raw, { sort: next, page: undefined })} className={`inline-flex items-center gap-1 hover:text-ink ${active ? 'text-ink' : ''}`}>
      {label}
      {active ? <span aria-hidden="true">{DESCENDING.has(current) ? '↓' : '↑'}</span> : null}
      <span className="sr-only">{active ? `(sorted ${SORT_LABEL[current]})` : '(sort)'}</span>
    </Link>
  );
}

function Filters({ raw, setup }: { raw: Record<string, string>; setup: CatalogSetup | null }) {
  const select = `rounded-[3px] border border-line bg-surface ${DENSE}`;
  return (
    <form method="get" action="/admin/catalog" className="flex flex-wrap items-end gap-2" data-testid="goods-filters" role="search">
      <label className="flex flex-col gap-1 text-[11px] font-medium uppercase tracking-[0.12em] text-ink-muted">
        Search
        <input name="keyWords" defaultValue={raw.keyWords ?? ''} placeholder="Title, code or specification" className={`${select} w-64 normal-case tracking-normal`} />
      </label>
      <label className="flex flex-col gap-1 text-[11px] font-medium uppercase tracking-[0.12em] text-ink-muted">
        Category
        <select name="categoryId" defaultValue={raw.categoryId ?? ''} className={`${select} normal-case tracking-normal`}>
          <option value="">All</option>
          {setup?.categories.map((category) => (
            <option key={category.id} value={category.id}>{category.parentId ? `— ${category.name}` : category.name}</option>
          ))}
        </select>
      </label>
      <label className="flex flex-col gap-1 text-[11px] font-medium uppercase tracking-[0.12em] text-ink-muted">
        Factory
        <select name="factoryId" defaultValue={raw.factoryId ?? ''} className={`${select} normal-case tracking-normal`}>
          <option value="">All</option>
          {setup?.factories.map((factory) => <option key={factory.id} value={factory.id}>{factory.name}</option>)}
        </select>
      </label>
      <label className="flex flex-col gap-1 text-[11px] font-medium uppercase tracking-[0.12em] text-ink-muted">
        Status
        <select name="status" defaultValue={raw.status ?? ''} className={`${select} normal-case tracking-normal`}>
          <option value="">On sale and offline</option>
          <option value="1">On sale</option>
          <option value="0">Offline</option>
        </select>
      </label>
      <label className="flex flex-col gap-1 text-[11px] font-medium uppercase tracking-[0.12em] text-ink-muted">
        Design
        <select name="newFlag" defaultValue={raw.newFlag ?? ''} className={`${select} normal-case tracking-normal`}>
          <option value="">All</option>
          <option value="1">New designs</option>
          <option value="0">Regular</option>
        </select>
      </label>
      <label className="flex flex-col gap-1 text-[11px] font-medium uppercase tracking-[0.12em] text-ink-muted">
        Sort
        <select name="sort" defaultValue={raw.sort ?? 'newest'} className={`${select} normal-case tracking-normal`}>
          {STAFF_GOODS_SORTS.map((sort) => <option key={sort} value={sort}>{SORT_LABEL[sort]}</option>)}
        </select>
      </label>
      <button type="submit" className="btn btn-primary h-9 min-h-9 px-4">Apply</button>
      {Object.keys(raw).length ? <Link href="/admin/catalog" className="btn btn-outline h-9 min-h-9 px-4">Clear</Link> : null}
    </form>
  );
}

/** The goods table: every goods on sale and offline, searched, filtered and sorted by its URL. */
export function GoodsTable({
  page, raw, problems, failure, setup,
}: { page: Page<StaffGoodsRow> | null; raw: Record<string, string>; problems: string[]; failure: string | null; setup: CatalogSetup | null }) {
  const pages = page ? Math.max(1, Math.ceil(page.total / page.pageSize)) : 1;
  return (
    <div className="space-y-4">
      <CatalogNav current="goods" />
      <ConsolePageHead
        title="Goods"
        line={page ? `${page.total.toLocaleString('en-US')} goods${Object.keys(raw).some((key) => key !== 'page' && key !== 'sort') ? ' match' : ''}` : undefined}
        actions={<Link href={staffCatalogHref.newGoods()} className="btn btn-primary h-9 min-h-9 px-4" data-testid="new-goods">New goods</Link>}
      />
      <ConsolePanel>
        <Filters raw={raw} setup={setup} />
        {problems.length ? <p className="mt-3 text-[13px] text-red-800">{problems.join(' ')} That filter was left out.</p> : null}
      </ConsolePanel>
      <Alert message={failure} />
      {page ? (
        <div className="relative overflow-x-auto rounded-[3px] border border-line bg-surface">
          <table className="w-full min-w-[960px] text-left text-[13px]" data-testid="goods-table">
            <thead className="border-b border-line bg-surface-muted text-[11px] uppercase tracking-[0.12em] text-ink-muted">
              <tr>
                <th scope="col" className="w-14 px-3 py-2"><span className="sr-only">Picture</span></th>
                <th scope="col" className="px-3 py-2"><SortHeader label="Code" raw={raw} sorts={['code']} /></th>
                <th scope="col" className="px-3 py-2"><SortHeader label="Title" raw={raw} sorts={['title']} /></th>
                <th scope="col" className="px-3 py-2">Category</th>
                <th scope="col" className="px-3 py-2">Factory</th>
                <th scope="col" className="px-3 py-2 text-right"><SortHeader label="Price" raw={raw} sorts={['priceAsc', 'priceDesc']} /></th>
                <th scope="col" className="px-3 py-2 text-right">MOQ</th>
                <th scope="col" className="px-3 py-2"><SortHeader label="Added" raw={raw} sorts={['newest', 'oldest']} /></th>
                <th scope="col" className="px-3 py-2">Status</th>
                <th scope="col" className="px-3 py-2"><span className="sr-only">Actions</span></th>
              </tr>
            </thead>
            <tbody>
              {page.list.map((row) => (
                <tr key={row.goodsId} className={`border-b border-line last:border-0 hover:bg-surface-muted/60 ${row.status ? '' : 'text-ink-muted'}`} data-testid="goods-row" data-goods-id={row.goodsId}>
                  <td className="px-3 py-1.5">
                    {/* eslint-disable-next-line @next/next/no-img-element -- a small thumbnail of a catalogue picture */}
                    <img src={row.imageUrl} alt="" width={40} height={40} loading="lazy" className="h-10 w-10 rounded-[2px] border border-line object-cover" />
                  </td>
                  <td className="px-3 py-1.5 font-mono text-[12px] whitespace-nowrap">{row.goodsCode}</td>
                  <td className="max-w-[320px] px-3 py-1.5">
                    <Link href={staffCatalogHref.editGoods(row.goodsId)} className="line-clamp-2 font-medium text-ink hover:text-accent-strong" data-testid="goods-title">
                      {row.title}
                    </Link>
                    {row.newFlag ? <span className="mt-0.5 inline-block rounded-[2px] bg-accent-soft px-1.5 text-[11px] text-ink">New design</span> : null}
                  </td>
                  <td className="px-3 py-1.5">{row.categoryName}</td>
                  <td className="px-3 py-1.5">{row.factoryName ?? '—'}</td>
                  <td className="px-3 py-1.5 text-right tabular-nums whitespace-nowrap">
                    {row.minPrice === row.maxPrice ? moneyText(row.minPrice) : `${moneyText(row.minPrice)}–${formatPrice(row.maxPrice)}`}
                  </td>
                  <td className="px-3 py-1.5 text-right tabular-nums">{row.moq.toLocaleString('en-US')}</td>
                  <td className="px-3 py-1.5 whitespace-nowrap">{dateText(row.createdAt)}</td>
                  <td className="px-3 py-1.5">
                    <span data-testid="goods-status" className={row.status ? 'text-emerald-800' : 'text-ink-muted'}>{row.status ? 'On sale' : 'Offline'}</span>
                  </td>
                  <td className="px-3 py-1.5 text-right whitespace-nowrap">
                    <GoodsStatusButton goodsId={row.goodsId} code={row.goodsCode} status={row.status} />
                  </td>
                </tr>
              ))}
              {page.list.length === 0 ? (
                <tr><td colSpan={10} className="px-3 py-10 text-center text-ink-muted">No goods match these filters.</td></tr>
              ) : null}
            </tbody>
          </table>
        </div>
      ) : null}
      {page && pages > 1 ? (
        <nav aria-label="Pages" className="flex items-center justify-between gap-3">
          {page.pageNum > 1 ? <Link className="btn btn-outline h-9 min-h-9 px-4" rel="prev" href={goodsTableHref(raw, { page: page.pageNum - 1 })}>Previous</Link> : <span />}
          <span className="text-[13px] text-ink-muted">Page {page.pageNum} of {pages}</span>
          {page.pageNum < pages ? <Link className="btn btn-outline h-9 min-h-9 px-4" rel="next" href={goodsTableHref(raw, { page: page.pageNum + 1 })}>Next</Link> : <span />}
        </nav>
      ) : null}
    </div>
  );
}
