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
