import Link from 'next/link';
import { staffCatalogHref } from '@/lib/links';

const SECTIONS = [
  { key: 'goods', label: 'Goods', href: staffCatalogHref.goods() },
  { key: 'categories', label: 'Categories', href: staffCatalogHref.categories() },
  { key: 'facets', label: 'Facet values', href: staffCatalogHref.facets() },
  { key: 'factories', label: 'Factories', href: staffCatalogHref.factories() },
  { key: 'home', label: 'Home & search', href: staffCatalogHref.home() },
] as const;

export type CatalogSection = (typeof SECTIONS)[number]['key'];

/** The catalogue's own sections, above each of its screens. */
export function CatalogNav({ current }: { current: CatalogSection }) {
  return (
    <nav aria-label="Catalogue" className="flex flex-wrap gap-1 border-b border-line text-[13px]">
      {SECTIONS.map((section) => (
        <Link
          key={section.key}
          href={section.href}
          aria-current={section.key === current ? 'page' : undefined}
          className={`-mb-px border-b-2 px-3 py-2 ${section.key === current ? 'border-accent font-medium text-ink' : 'border-transparent text-ink-muted hover:text-ink'}`}
        >
          {section.label}
        </Link>
      ))}
    </nav>
  );
}

/** Dense inputs for the console (the storefront's are roomier). */
export const DENSE = 'h-9 px-2.5 text-[13px]';

/** A catalogue form's buttons: save or add (off while it is sent), and cancel. */
export function FormButtons({ label, disabled, onCancel }: { label: string; disabled: boolean; onCancel: () => void }) {
  return (
    <div className="mt-4 flex gap-2">
      <button type="submit" className="btn btn-primary h-9 min-h-9 px-5" disabled={disabled}>{label}</button>
      <button type="button" className="btn btn-outline h-9 min-h-9 px-4" onClick={onCancel}>Cancel</button>
    </div>
  );
}
