/**
 * Informational pages are data: a title, a short description for search engines and sections of
 * paragraphs, lists and tables. `{brand}`, `{legalName}`, `{email}`, `{phone}` and `{office}` are filled in
 * per theme, so both brands share one text.
 */
export interface ContentTable {
  caption: string;
  head: string[];
  rows: string[][];
}

export interface ContentSection {
  heading: string;
  paragraphs?: string[];
  list?: string[];
  table?: ContentTable;
  /** Paragraphs after the list or table. */
  after?: string[];
}

export interface ContentPage {
  slug: string;
  title: string;
  /** Shorter label for the side menu. */
  navTitle: string;
  description: string;
  /** e.g. 'Effective 1 September 2026'. */
  updated?: string;
  intro: string;
  sections: ContentSection[];
}

export interface BrandFacts {
  brand: string;
  legalName: string;
  email: string;
  phone: string;
  office: string;
}

export function fillBrand(text: string, facts: BrandFacts): string {
  return text
    .replaceAll('{brand}', facts.brand)
    .replaceAll('{legalName}', facts.legalName)
    .replaceAll('{email}', facts.email)
    .replaceAll('{phone}', facts.phone)
    .replaceAll('{office}', facts.office);
}

/** The page with every text filled in for one brand. */
export function brandPage(page: ContentPage, facts: BrandFacts): ContentPage {
  const f = (t: string) => fillBrand(t, facts);
  return {
    ...page,
    title: f(page.title),
    navTitle: f(page.navTitle),
    description: f(page.description),
    intro: f(page.intro),
    sections: page.sections.map((s) => ({
      heading: f(s.heading),
      paragraphs: s.paragraphs?.map(f),
      list: s.list?.map(f),
      after: s.after?.map(f),
      table: s.table && { caption: f(s.table.caption), head: s.table.head.map(f), rows: s.table.rows.map((r) => r.map(f)) },
    })),
  };
}
