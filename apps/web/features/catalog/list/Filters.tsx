import Link from 'next/link';
import { complianceStandard, FACET_STANDARDS, type ProductMenu } from '@sw/protocol';
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

/** The goods list's filters: every option is a link that sets (or, when active, removes) its parameter. */
export function Filters({ params, menu }: { params: ListParams; menu: ProductMenu | null }) {
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

      <Group title="Tested to">
        <ul>
          {FACET_STANDARDS.map((code) => {
            const on = params.standard === code;
            return (
              <li key={code}>
                <Link
                  href={listHref(params, { standard: on ? undefined : code })}
                  className={optionClass(on)}
                  aria-current={on ? 'true' : undefined}
                  data-filter="standard"
                  data-value={code}
                >
                  <Check active={on} />
                  <span className="truncate">{complianceStandard(code).facet}</span>
                </Link>
              </li>
            );
          })}
        </ul>
      </Group>
    </nav>
  );
}
