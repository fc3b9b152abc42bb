/**
 * Compliance documents (docs/protocol.md, Compliance documents): the standards a test report or declaration proves,
 * defined once. The goods list's facet, the goods page, the console's library and the order's compliance pack all
 * read this table.
 */
export const COMPLIANCE_STANDARDS = [
  { code: 'EN1811', label: 'EN 1811', facet: 'Nickel release EN 1811', heading: 'Nickel release (EN 1811)', kind: 'report' },
  { code: 'REACH_SVHC', label: 'REACH SVHC', facet: 'REACH SVHC screened', heading: 'REACH SVHC screened', kind: 'report' },
  { code: 'CPSIA', label: 'CPSIA', facet: 'Lead and cadmium CPSIA', heading: 'Lead and cadmium (CPSIA)', kind: 'report' },
  { code: 'PROP65', label: 'Prop 65', facet: 'California Prop 65', heading: 'California Prop 65', kind: 'declaration' },
  { code: 'OTHER', label: 'Other standard', facet: 'Other standard', heading: 'Other standard', kind: 'report' },
] as const;

export type ComplianceStandard = (typeof COMPLIANCE_STANDARDS)[number]['code'];
export const COMPLIANCE_STANDARD_CODES = COMPLIANCE_STANDARDS.map((one) => one.code) as unknown as readonly [ComplianceStandard, ...ComplianceStandard[]];
/** The four standards named in the table, each a facet of the goods list under its code ('EN1811'). */
export const FACET_STANDARDS = COMPLIANCE_STANDARD_CODES.filter((code) => code !== 'OTHER');

/**
 * The goods list's facet key of a standard: the code of one of the four ('EN1811'), or 'OTHER:' and the name a
 * document gives another named standard ('OTHER:ISO 8654'), matched without regard to case.
 */
export const OTHER_STANDARD_PREFIX = 'OTHER:';
export const MAX_OTHER_STANDARD_NAME = 80;
export const standardFacetKey = (code: ComplianceStandard, otherName: string | null): string =>
  code === 'OTHER' ? `${OTHER_STANDARD_PREFIX}${(otherName ?? '').trim()}` : code;

/** A facet key read back: one of the four codes, or another standard with its name; null for anything else. */
export function parseStandardFacetKey(key: string): { standard: ComplianceStandard; otherName: string | null } | null {
  if ((FACET_STANDARDS as readonly string[]).includes(key)) return { standard: key as ComplianceStandard, otherName: null };
  if (!key.startsWith(OTHER_STANDARD_PREFIX)) return null;
  const name = key.slice(OTHER_STANDARD_PREFIX.length).trim();
  return name && name.length <= MAX_OTHER_STANDARD_NAME ? { standard: 'OTHER', otherName: name } : null;
}

/** What a document covers: every goods of a material (the specification's Material), of a plating, or one goods. */
export const COMPLIANCE_SCOPES = ['material', 'plating', 'goods'] as const;
export type ComplianceScope = (typeof COMPLIANCE_SCOPES)[number];

/** The library's expiry filter: current, ending within the reminder window, expired, or all. */
export const COMPLIANCE_EXPIRY_FILTERS = ['all', 'valid', 'expiring', 'expired'] as const;
export type ComplianceExpiryFilter = (typeof COMPLIANCE_EXPIRY_FILTERS)[number];

/** A document's state on a day: valid, valid but ending within EXPIRY_REMINDER_DAYS, or expired. */
export type ComplianceState = 'valid' | 'expiring' | 'expired';

/** Staff are reminded this many days before a document's valid-until date (the job, services/compliance). */
export const EXPIRY_REMINDER_DAYS = 30;

/**
 * EN 1811 limits of nickel release (EU REACH Annex XVII, entry 27), in µg/cm²/week: 0.2 for parts inserted into
 * pierced parts of the body, 0.5 for parts in direct and prolonged contact with the skin.
 */
export const EN1811_LIMITS = { pierced: '0.2', skin: '0.5' } as const;
export const EN1811_UNIT = 'µg/cm²/week';

/** 'limit 0.5 µg/cm²/week (prolonged skin contact)' */
export function en1811LimitText(pierced: boolean): string {
  return pierced
    ? `limit ${EN1811_LIMITS.pierced} ${EN1811_UNIT} (parts pierced through the body)`
    : `limit ${EN1811_LIMITS.skin} ${EN1811_UNIT} (prolonged skin contact)`;
}

/** The goods page's 'Tested to' line of an EN 1811 report: 'at most 0.5 µg/cm²/week, prolonged skin contact'. */
export function en1811LimitLine(pierced: boolean): string {
  return pierced
    ? `at most ${EN1811_LIMITS.pierced} ${EN1811_UNIT}, parts pierced through the body`
    : `at most ${EN1811_LIMITS.skin} ${EN1811_UNIT}, prolonged skin contact`;
}

/** The warning California's Proposition 65 asks on the packing list of a shipment to California. */
export const PROP65_WARNING =
  'WARNING: This product can expose you to chemicals including nickel, which is known to the State of California to cause cancer. For more information go to www.P65Warnings.ca.gov.';

export function complianceStandard(code: ComplianceStandard) {
  return COMPLIANCE_STANDARDS.find((one) => one.code === code)!;
}

/** 'EN 1811', or the named standard of 'another standard'. */
export const standardName = (code: ComplianceStandard, otherName: string | null) => (code === 'OTHER' ? otherName || 'Other standard' : complianceStandard(code).label);

/** What the goods page's 'Tested to' names: 'Nickel release (EN 1811)', or the named standard of 'another standard'. */
export const standardHeading = (code: ComplianceStandard, otherName: string | null) => (code === 'OTHER' ? otherName || 'Other standard' : complianceStandard(code).heading);

/** The state of a document valid until `validUntil` on `today` (both YYYY-MM-DD, UTC days). */
export function complianceState(validUntil: string, today: string): ComplianceState {
  if (validUntil < today) return 'expired';
  const horizon = new Date(`${today}T00:00:00Z`);
  horizon.setUTCDate(horizon.getUTCDate() + EXPIRY_REMINDER_DAYS);
  return validUntil <= horizon.toISOString().slice(0, 10) ? 'expiring' : 'valid';
}

/** Whether a document valid until `validUntil` will have expired on the promised ship day (none: never). */
export const endsBeforeShipDay = (validUntil: string, promisedShipDate: string | null) => promisedShipDate !== null && validUntil < promisedShipDate;

/** A facet key's label: 'Nickel release EN 1811', or the other standard's name as the key writes it. */
export function standardFacetLabel(key: string): string {
  const facet = parseStandardFacetKey(key);
  if (!facet) return key;
  return facet.standard === 'OTHER' ? facet.otherName ?? key : complianceStandard(facet.standard).facet;
}
