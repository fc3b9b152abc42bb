/** The largest id the back-end accepts (a PostgreSQL integer). */
const MAX_ID = 2_147_483_647;

/** A database id as it may appear in a URL: digits without a leading zero, within the back-end's range. */
export function isCatalogId(value: string | undefined): value is string {
  return !!value && /^[1-9]\d{0,9}$/.test(value) && Number(value) <= MAX_ID;
}

/** The id of an optional catch-all path (`[[...id]]`) of exactly one segment, or null. */
export function idFromPath(segments: string[] | undefined): string | null {
  const [id] = segments ?? [];
  return segments?.length === 1 && isCatalogId(id) ? id : null;
}
