/**
 * The face of the integration domain (events and signed webhooks; docs/integration.md, decision 0016): what routes,
 * workflows and other domains use of it. Its other files are its own.
 */
export { checkEndpointUrl, refusedAddress } from './address';
export { deliverOnce } from './deliver';
export { workWebhooks } from './worker';
export { emitEvent, type EventDeps } from './emit';
export { createEndpoint, deleteEndpoint, listEndpoints, MANUFACTURER, companyOwner, type Owner, updateEndpoint } from './endpoints';
export { adoptWaitingDeliveries, type IntegrationEvent } from './events';
export { deliveriesPage, replayDelivery, replayFailed } from './log';
export { inquiryEvent, orderData, orderEvent, paymentEvent, quotationEvent, shipmentEvent, type OrderFacts } from './payloads';
export { signWebhook } from './send';
export { DISABLE_AFTER_MS, RETRY_WINDOW_MS } from './policy';
export { createApiKey, listApiKeys, revokeApiKey } from './apiKeys';
export { authenticateApiKey, RateLimited, type ApiCaller } from './apiAccess';
export { idempotencyKeyOf, idempotent, type IdempotentAnswer } from './idempotency';
export { externalIdsOf, recordOfExternalId, setExternalId } from './externalIds';
export { openApiDocument } from './openapi';
