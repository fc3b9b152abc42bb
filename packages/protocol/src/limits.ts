/**
 * The limits and choices the forms show, apart from the schemas that enforce them (schemas/), so a page can read
 * them without loading zod.
 */

/** The inquiry cart: a line is one goods; the goods' MOQ applies to the line's total quantity. */
export const CART_LIMITS = {
  /** Most pieces on one line (and per variant). */
  maxQty: 1_000_000,
  /** Most lines a cart holds. */
  maxLines: 200,
  /** Most variants in one customized line's breakdown. */
  maxVariants: 50,
  /** Most rows one spreadsheet may add at once. */
  maxBulkRows: 500,
  maxBulkNote: 500,
} as const;

/** The columns of the bulk-add template, in order (CSV header / first XLSX row). */
export const BULK_CART_COLUMNS = ['Code', 'Quantity', 'Note'] as const;

/** A line's customization (logo, technique, colours, notes). */
export const CUSTOMIZATION_LIMITS = {
  maxFiles: 10,
  maxColors: 8,
  maxNotes: 2000,
} as const;

/** Inquiries and quotations. */
export const INQUIRY_LIMITS = {
  maxLines: CART_LIMITS.maxLines,
  maxRemark: 2000,
  maxDescription: 4000,
  maxMessage: 4000,
  maxMessageFiles: 5,
  maxQuickFiles: CUSTOMIZATION_LIMITS.maxFiles,
  maxTargetQty: CART_LIMITS.maxQty,
  pageSize: 10,
  maxPageSize: 50,
  maxQuotationTiers: 6,
  maxLeadTimeDays: 365,
} as const;

/** Orders and the activity log. */
export const ORDER_LIMITS = {
  maxPoNumber: 60,
  maxNotes: 2000,
  maxNote: 1000,
  maxCarrier: 60,
  maxTrackingNo: 60,
  pageSize: 10,
  maxPageSize: 50,
  activityPageSize: 20,
} as const;

/** Carriers the order desk offers first (any other name may be typed); the known ones get a tracking link. */
export const ORDER_CARRIERS = ['DHL Express', 'FedEx', 'UPS', 'TNT', 'EMS', 'SF Express', 'Sea freight', 'Air freight'] as const;

export const ACTIVITY_FILTERS = ['inquiry', 'order', 'message'] as const;

/** The address book. */
export const ADDRESS_LIMITS = { maxAddresses: 20 } as const;

/** Shipments: cartons per shipment, and each carton's measures (cm to one decimal, kg to three: stored as mm and g). */
export const SHIPMENT_LIMITS = {
  maxCartonRows: 50,
  maxCartonCount: 9999,
  maxDimensionCm: 500,
  maxWeightKg: 1000,
  dimensionDigits: 1,
  weightDigits: 3,
  /** A shipped order completes by itself this many days after its last shipment, unless the buyer confirms receipt first. */
  autoCompleteDays: 30,
  /** Sea and air freight: containers per shipment, the longest name of a vessel or a port, and how far the days may reach. */
  maxContainers: 50,
  maxFreightName: 80,
  maxFreightCode: 20,
  maxBillOfLading: 30,
  /** The estimated departure at most this many days after the ship date, the arrival at most this many after the departure. */
  maxDepartureDays: 60,
  maxTransitDays: 120,
} as const;
