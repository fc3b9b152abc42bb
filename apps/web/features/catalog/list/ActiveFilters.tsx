import Link from 'next/link';
import { standardFacetLabel, type ProductMenu } from '@sw/protocol';
import { FACETS, facetName, findCategory } from '../menu';
import { listHref } from '@/lib/links';
import { type ListParams } from '../listQuery';

interface Chip {
  key: string;
  label: string;
  href: string;
}

/** The filters in use, each with a link that removes it. */
export function ActiveFilters({ params, menu }: { params: ListParams; menu: ProductMenu | null }) {
  const chips: Chip[] = [];
  if (params.keyWords) chips.push({ key: 'keyWords', label: `“${params.keyWords}”`, href: listHref(params, { keyWords: undefined }) });
  if (params.catName1) {
    const name = findCategory(menu, params.catName1)?.category.cateName ?? params.catName1;
    chips.push({ key: 'catName1', label: name, href: listHref(params, { catName1: undefined }) });
  }
  for (const facet of FACETS) {
    const id = params[facet.param];
    if (id) {
      const name = facetName(menu, facet.param, id) ?? `#${id}`;
      chips.push({ key: facet.param, label: `${facet.label}: ${name}`, href: listHref(params, { [facet.param]: undefined }) });
    }
  }
  if (params.standard) {
    chips.push({ key: 'standard', label: standardFacetLabel(params.standard), href: listHref(params, { standard: undefined }) });
  }
  if (params.newFlag === '1' && params.hide !== 'new') {
    chips.push({ key: 'newFlag', label: 'New designs', href: listHref(params, { newFlag: undefined }) });
  }
  if (chips.length === 0) return null;
  // "Clear all" keeps what the page was opened as (new designs with its own heading), drops the rest.
  const clearAll = listHref(
    { newFlag: params.hide === 'new' ? params.newFlag : undefined, hide: params.hide, title: params.title, sort: params.sort },
    {},
  );
  return (
    <div className="flex flex-wrap items-center gap-2" data-testid="active-filters">
      {chips.map((chip) => (
        <Link
          key={chip.key}
          href={chip.href}
          data-chip={chip.key}
          aria-label={`Remove filter ${chip.label}`}
          className="inline-flex items-center gap-1.5 rounded-[var(--radius)] border border-line bg-surface-muted py-1 pr-2 pl-3 text-xs font-medium text-ink transition hover:border-ink"
        >
          {chip.label}
          <svg viewBox="0 0 16 16" className="size-3.5 text-ink-muted" fill="none" stroke="currentColor" strokeWidth="1.8" aria-hidden="true">
            <path d="M4.5 4.5l7 7M11.5 4.5l-7 7" strokeLinecap="round" />
          </svg>
        </Link>
      ))}
      <Link href={clearAll} className="px-1 text-xs font-medium text-ink-muted underline underline-offset-4 hover:text-ink">
        Clear all
      </Link>
    </div>
  );
}
