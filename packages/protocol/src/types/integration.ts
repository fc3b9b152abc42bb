import type { ApiScope, DeliveryStatus, EndpointOwner, EndpointStatus, IntegrationEventType } from '../integration';

/** An endpoint as its owner sees it: never its secret (shown once, in EndpointCreated). */
export interface WebhookEndpoint {
  endpointId: string;
  owner: EndpointOwner;
  name: string;
  url: string;
  events: IntegrationEventType[];
  status: EndpointStatus;
  /** Why it was disabled (by its owner, or after 3 days of failures). */
  disabledReason: string | null;
  /** The first failed try since the last success (ISO time), or null. */
  failingSince: string | null;
  createdAt: string;
  /** The first characters of the secret, to tell secrets apart ('whsec_ab12…'). */
  secretHint: string;
}

/** The answer to creating an endpoint (or rolling its secret): the only time the secret is shown. */
export interface EndpointCreated {
  endpoint: WebhookEndpoint;
  secret: string;
}

export interface DeliveryAttempt {
  at: string;
  durationMs: number;
  /** The receiver's HTTP status, or null when none came (refused, timed out, an address refused). */
  statusCode: number | null;
  error: string | null;
  /** The first bytes of the answer's body (INTEGRATION_LIMITS.answerHead). */
  answerHead: string;
}

export interface WebhookDelivery {
  /** The delivery id, sent in the webhook-id header; a replay sends the same id. */
  deliveryId: string;
  eventId: string;
  type: IntegrationEventType;
  status: DeliveryStatus;
  attempts: number;
  createdAt: string;
  nextTryAt: string | null;
  lastStatusCode: number | null;
  attemptsLog: DeliveryAttempt[];
}

export interface DeliveryPage {
  list: WebhookDelivery[];
  total: number;
  pageNum: number;
  pageSize: number;
}

/** The body of every delivery: the event with the record's new state (docs/integration.md, Events). */
export interface WebhookBody<T = Record<string, unknown>> {
  id: string;
  type: IntegrationEventType;
  createdAt: string;
  data: T;
}

/** An API key as its owner sees it: never its secret (shown once, in ApiKeyCreated). */
export interface ApiKey {
  keyId: string;
  owner: EndpointOwner;
  name: string;
  scopes: ApiScope[];
  /** The key's first characters, to tell keys apart ('swk_ab12cd…'). */
  hint: string;
  /** Who made it: the key never has more rights than they hold. */
  createdBy: string | null;
  createdAt: string;
  expiresAt: string | null;
  lastUsedAt: string | null;
  lastUsedIp: string | null;
  revokedAt: string | null;
  /** active, revoked or expired (at the time of the answer). */
  state: 'active' | 'revoked' | 'expired';
  perMinute: number;
}

/** The answer to creating a key: the only time its secret is shown. */
export interface ApiKeyCreated {
  apiKey: ApiKey;
  secret: string;
}
