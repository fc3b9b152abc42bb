import Link from 'next/link';
import { standardFacetLabel, type ProductMenu, type StandardFacet } from '@sw/protocol';
import { FACETS, facetItems, findCategory } from '../menu';
import { listHref } from '@/lib/links';
import { type ListParams } from '../listQuery';
import { ChevronDown } from '@/ui/icons';

const optionClass = (active: boolean) =>
  `group flex items-center gap-2.5 rounded py-1.5 text-sm transition-colors ${active ? 'font-semibold text-ink' : 'text-ink-muted hover:text-ink'}`;

function Check({ active, round = false }: { active: boolean; round?: boolean }) {
  return (
    <span
      aria-hidden="true"
      className={`grid size-4 shrink-0 place-items-center border transition-colors ${round ? 'rounded-full' : 'rounded-[3px]'} ${active ? 'border-ink bg-ink text-surface' : 'border-line bg-surface group-hover:border-ink-muted'}`}
    >
      {active && (
        <svg viewBox="0 0 16 16" className="size-3" fill="none" stroke="currentColor" strokeWidth="2.2">
          <path d="M3.5 8.5l3 3 6-7" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      )}
    </span>
  );
}

function Group({ title, children, open = true }: { title: string; children: React.ReactNode; open?: boolean }) {
  return (
    <details open={open} className="group/d border-b border-line py-4 first:pt-0">
      <summary className="flex cursor-pointer list-none items-center justify-between text-xs font-semibold tracking-[0.16em] text-ink uppercase [&::-webkit-details-marker]:hidden">
        {title}
        <ChevronDown strokeWidth={2} className="size-4 text-ink-muted transition-transform group-open/d:rotate-180" />
      </summary>
      <div className="mt-3">{children}</div>
    </details>
  );
}

/**
 * The standard facet's options: every standard that covers goods now, with its count; a chosen standard that covers
 * none any more stays listed (at 0), so it can be unticked where it was ticked.
 */
function testedOptions(standards: StandardFacet[], chosen: string | undefined): Pick<StandardFacet, 'key' | 'facet' | 'count'>[] {
  if (!chosen || standards.some((option) => option.key === chosen)) return standards;
  return [...standards, { key: chosen, facet: standardFacetLabel(chosen), count: 0 }];
}

/** The goods list's filters: every option is a link that sets (or, when active, removes) its parameter. */
export function Filters({ params, menu, standards = [] }: { params: ListParams; menu: ProductMenu | null; standards?: StandardFacet[] }) {
  const tested = testedOptions(standards, params.standard);
  const active = params.catName1 ? findCategory(menu, params.catName1) : null;
  const openTop = active?.parent ?? active?.category ?? null;
  const categories = menu?.categoryList ?? [];
  return (
    <nav aria-label="Filters" data-testid="goods-filters">
      {categories.length > 0 && (
        <Group title="Category">
          <ul>
            <li>
              <Link href={listHref(params, { catName1: undefined })} className={optionClass(!params.catName1)} aria-current={!params.catName1 ? 'true' : undefined}>
                All categories
              </Link>
            </li>
            {categories.map((top) => {
              const topActive = active?.category.cateId === top.cateId;
              const expanded = openTop?.cateId === top.cateId;
              return (
                <li key={top.cateId}>
                  <Link
                    href={listHref(params, { catName1: topActive ? undefined : top.cateName })}
                    className={optionClass(topActive)}
                    aria-current={topActive ? 'true' : undefined}
                    data-filter="catName1"
                  >
                    {top.cateName}
                  </Link>
                  {expanded && top.children?.length > 0 && (
                    <ul className="mb-1 ml-3 border-l border-line pl-3">
                      {top.children.map((child) => {
                        const childActive = active?.category.cateId === child.cateId;
                        return (
                          <li key={child.cateId}>
                            <Link
                              href={listHref(params, { catName1: childActive ? top.cateName : child.cateName })}
                              className={optionClass(childActive)}
                              aria-current={childActive ? 'true' : undefined}
                              data-filter="catName1"
                            >
                              {child.cateName}
                            </Link>
                          </li>
                        );
                      })}
                    </ul>
                  )}
                </li>
              );
            })}
          </ul>
        </Group>
      )}

      {params.hide !== 'new' && (
        <Group title="New arrivals">
          <Link
            href={listHref(params, { newFlag: params.newFlag === '1' ? undefined : '1' })}
            className={optionClass(params.newFlag === '1')}
            aria-current={params.newFlag === '1' ? 'true' : undefined}
            data-filter="newFlag"
          >
            <Check active={params.newFlag === '1'} />
            New designs only
          </Link>
        </Group>
      )}

      {FACETS.map((facet) => {
        const items = facetItems(menu, facet.block);
        if (items.length === 0) return null;
        const current = params[facet.param];
        return (
          <Group key={facet.param} title={facet.label}>
            <ul className="max-h-72 overflow-y-auto pr-1 [scrollbar-width:thin]">
              {items.map((item) => {
                const id = String(item.cateId);
                const on = current === id;
                return (
                  <li key={id}>
                    <Link
                      href={listHref(params, { [facet.param]: on ? undefined : id })}
                      className={optionClass(on)}
                      aria-current={on ? 'true' : undefined}
                      data-filter={facet.param}
                      data-value={id}
                    >
                      <Check active={on} round />
                      <span className="truncate">{item.cateEnName}</span>
                    </Link>
                  </li>
                );
              })}
            </ul>
          </Group>
        );
      })}

      {tested.length ? (
        <Group title="Tested to">
          <ul data-testid="standard-facet">
            {tested.map((option) => {
              const on = params.standard === option.key;
              return (
                <li key={option.key}>
                  <Link
                    href={listHref(params, { standard: on ? undefined : option.key })}
                    className={optionClass(on)}
                    aria-current={on ? 'true' : undefined}
                    data-filter="standard"
                    data-value={option.key}
                  >
                    <Check active={on} />
                    <span className="min-w-0 flex-1 truncate">{option.facet}</span>
                    <span className="shrink-0 text-xs tabular-nums text-ink-muted" data-testid="standard-count">
                      <span className="sr-only">, </span>
                      {option.count.toLocaleString('en-US')}
                      <span className="sr-only"> {option.count === 1 ? 'product' : 'products'}</span>
                    </span>
                  </Link>
                </li>
              );
            })}
          </ul>
        </Group>
      ) : null}
    </nav>
  );
}
