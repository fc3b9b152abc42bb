/**
 * The four catalogue facets, defined once. Everything that lists them (the back-end's facet blocks and
 * goods-list filter, the wire types, the storefront's filters, menus and list URL) derives from this table.
 */
export const CATALOG_FACETS = [
  { key: 'theme', param: 'cateIdForTheme', block: 'shopByTheme', label: 'Theme', kind: 'theme' },
  { key: 'style', param: 'cateIdForStyle', block: 'shopByStyle', label: 'Style', kind: 'style' },
  {
    key: 'platingMaterial', param: 'cateIdForPlatingMaterial', block: 'shopByPlatingMaterial',
    label: 'Plating Material', kind: 'platingMaterial',
  },
  {
    key: 'insertMaterial', param: 'cateIdForInsertMaterial', block: 'shopByInsertMaterial',
    label: 'Insert Material', kind: 'insertMaterial',
  },
] as const;

export type CatalogFacet = (typeof CATALOG_FACETS)[number];
/** theme, style, platingMaterial, insertMaterial: the detail's facet fields. */
export type FacetKey = CatalogFacet['key'];
/** The goods list's cateIdFor... parameter. */
export type FacetParam = CatalogFacet['param'];
/** The shopBy... block of the header and Products-menu answers. */
export type FacetBlock = CatalogFacet['block'];
/** The `kind` column of the facets table. */
export type FacetKind = CatalogFacet['kind'];

export const FACET_PARAMS = CATALOG_FACETS.map((facet) => facet.param) as readonly FacetParam[];
/** The values of the facets table's `kind` column. */
export const FACET_KINDS = CATALOG_FACETS.map((facet) => facet.kind) as readonly FacetKind[] as readonly [FacetKind, ...FacetKind[]];

/** 'Shop by Theme' ...: the title of a facet's block. */
export const shopByTitle = (facet: CatalogFacet) => `Shop by ${facet.label}`;

export function facetByParam(param: string): CatalogFacet | undefined {
  return CATALOG_FACETS.find((facet) => facet.param === param);
}

/** One value per facet, keyed by a facet's field name. */
export type PerFacet<F extends keyof CatalogFacet, T> = { [K in CatalogFacet[F]]: T };
