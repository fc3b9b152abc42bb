/**
 * Events and signed webhooks (docs/integration.md; decision 0016): the event names, the signature's headers and
 * construction, and the limits both ends check. The payloads' types are in types/integration.ts.
 */

/** Every event an endpoint may choose: "this changed; here is the new state". */
export const INTEGRATION_EVENTS = [
  'inquiry.created',
  'quotation.sent',
  'quotation.accepted',
  'order.placed',
  'order.approved',
  'order.cancelled',
  'payment.received',
  'shipment.dispatched',
  'order.delivered',
] as const;
export type IntegrationEventType = (typeof INTEGRATION_EVENTS)[number];

export const INTEGRATION_EVENT_LABELS: Record<IntegrationEventType, string> = {
  'inquiry.created': 'Inquiry created',
  'quotation.sent': 'Quotation sent',
  'quotation.accepted': 'Quotation accepted',
  'order.placed': 'Order placed',
  'order.approved': 'Order approved',
  'order.cancelled': 'Order cancelled',
  'payment.received': 'Payment received',
  'shipment.dispatched': 'Shipment dispatched',
  'order.delivered': 'Order delivered',
};

/** Who an endpoint belongs to: the manufacturer (staff console) or one buyer company (its admins). */
export const ENDPOINT_OWNERS = ['manufacturer', 'company'] as const;
export type EndpointOwner = (typeof ENDPOINT_OWNERS)[number];

export const ENDPOINT_STATUSES = ['active', 'disabled'] as const;
export type EndpointStatus = (typeof ENDPOINT_STATUSES)[number];

/** pending: waiting for its next try; delivered: a 2xx answer; failed: given up after the retry window. */
export const DELIVERY_STATUSES = ['pending', 'delivered', 'failed'] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

/** The headers of every delivery (lower case, as Node's receiver sees them). */
export const WEBHOOK_HEADERS = {
  id: 'webhook-id',
  timestamp: 'webhook-timestamp',
  signature: 'webhook-signature',
  event: 'webhook-event',
} as const;

/** The signed text: the timestamp header's value (Unix seconds), a dot, the raw body. */
export const signedWebhookText = (timestamp: string, body: string) => `${timestamp}.${body}`;

export const INTEGRATION_LIMITS = {
  maxUrl: 500,
  maxName: 80,
  maxEndpointsPerOwner: 10,
  /** How many bytes of a receiver's answer the delivery log keeps. */
  answerHead: 1024,
  deliveryPageSize: 20,
} as const;

/**
 * API keys for the public API under /api/v1 (docs/integration.md, API keys). A manufacturer key's scopes each need a
 * staff role its maker holds; a company key's reach only the company's own records, at its own prices.
 */
export const MANUFACTURER_SCOPES = ['catalog:read', 'catalog:write', 'prices:read', 'orders:read', 'orders:write', 'documents:read', 'inquiries:read'] as const;
export const COMPANY_SCOPES = ['catalog:read', 'orders:read', 'orders:write', 'inquiries:write', 'documents:read'] as const;
export type ApiScope = (typeof MANUFACTURER_SCOPES)[number] | (typeof COMPANY_SCOPES)[number];

export const API_SCOPE_LABELS: Record<ApiScope, string> = {
  'catalog:read': 'Read goods and prices',
  'catalog:write': 'Set goods external ids',
  'prices:read': 'Read catalogue prices',
  'orders:read': 'Read orders',
  'orders:write': 'Set orders external ids',
  'documents:read': 'Read order documents',
  'inquiries:read': 'Read inquiries',
  'inquiries:write': 'Create inquiries',
};

/** The staff role a manufacturer key's scope needs its maker to hold (the administrator holds every one). */
export const SCOPE_STAFF_ROLE: Record<(typeof MANUFACTURER_SCOPES)[number], 'sales' | 'catalogue' | 'production'> = {
  'catalog:read': 'catalogue',
  'catalog:write': 'catalogue',
  'prices:read': 'catalogue',
  'orders:read': 'sales',
  'orders:write': 'sales',
  'documents:read': 'production',
  'inquiries:read': 'sales',
};

/** The records an external id may name, per owner (the manufacturer, or one company). */
export const EXTERNAL_ID_KINDS = ['goods', 'order', 'inquiry'] as const;
export type ExternalIdKind = (typeof EXTERNAL_ID_KINDS)[number];

export const API_KEY_LIMITS = {
  maxName: 80,
  maxKeysPerOwner: 20,
  /** Requests per minute per key unless the key says fewer. */
  perMinute: 120,
  maxExternalId: 100,
  maxIdempotencyKey: 200,
  /** How long an Idempotency-Key is remembered. */
  idempotencyTtlMs: 24 * 60 * 60 * 1000,
  /** A key's expiry is at most this many days ahead. */
  maxDays: 730,
} as const;

/** The bearer key's text: a fixed start (so secret scanners find a leaked one), then 32 random bytes. */
export const API_KEY_PREFIX = 'swk_';
