import { API } from '../paths';
import { answer, contract } from '../contract';
import {
  apiKeyIdSchema, createCompanyApiKeySchema, createEndpointSchema, createStaffApiKeySchema, deliveriesSchema, endpointIdSchema, replayDeliverySchema, updateEndpointSchema,
} from '../schemas/integration';
import type { ApiKey, ApiKeyCreated, DeliveryPage, EndpointCreated, WebhookDelivery, WebhookEndpoint } from '../types/integration';
import { noInput } from './noInput';

/**
 * Webhook endpoints and their delivery log (docs/protocol.md, Integration; docs/integration.md). The company's paths
 * are its admins' (its endpoints receive only the company's own records' events); the staff paths the manufacturer's.
 */

export const endpoints = contract({ path: API.integration.endpoints, access: 'member', role: 'admin', input: noInput, answer: answer<WebhookEndpoint[]>() });
/** Answers the secret this once. */
export const createEndpoint = contract({ path: API.integration.createEndpoint, access: 'member', role: 'admin', input: createEndpointSchema, answer: answer<EndpointCreated>() });
export const updateEndpoint = contract({ path: API.integration.updateEndpoint, access: 'member', role: 'admin', input: updateEndpointSchema, answer: answer<WebhookEndpoint>() });
export const deleteEndpoint = contract({ path: API.integration.deleteEndpoint, access: 'member', role: 'admin', input: endpointIdSchema, answer: answer<{ endpointId: string }>() });
export const deliveries = contract({ path: API.integration.deliveries, access: 'member', role: 'admin', input: deliveriesSchema, answer: answer<DeliveryPage>() });
export const replayDelivery = contract({ path: API.integration.replayDelivery, access: 'member', role: 'admin', input: replayDeliverySchema, answer: answer<WebhookDelivery>() });
export const replayFailed = contract({ path: API.integration.replayFailed, access: 'member', role: 'admin', input: endpointIdSchema, answer: answer<{ replayed: number }>() });

export const staffEndpoints = contract({ path: API.integration.staffEndpoints, access: 'staff', staffRoles: ['administrator'], input: noInput, answer: answer<WebhookEndpoint[]>() });
export const staffCreateEndpoint = contract({ path: API.integration.staffCreateEndpoint, access: 'staff', staffRoles: ['administrator'], input: createEndpointSchema, answer: answer<EndpointCreated>() });
export const staffUpdateEndpoint = contract({ path: API.integration.staffUpdateEndpoint, access: 'staff', staffRoles: ['administrator'], input: updateEndpointSchema, answer: answer<WebhookEndpoint>() });
export const staffDeleteEndpoint = contract({ path: API.integration.staffDeleteEndpoint, access: 'staff', staffRoles: ['administrator'], input: endpointIdSchema, answer: answer<{ endpointId: string }>() });
export const staffDeliveries = contract({ path: API.integration.staffDeliveries, access: 'staff', staffRoles: ['administrator'], input: deliveriesSchema, answer: answer<DeliveryPage>() });
export const staffReplayDelivery = contract({ path: API.integration.staffReplayDelivery, access: 'staff', staffRoles: ['administrator'], input: replayDeliverySchema, answer: answer<WebhookDelivery>() });
export const staffReplayFailed = contract({ path: API.integration.staffReplayFailed, access: 'staff', staffRoles: ['administrator'], input: endpointIdSchema, answer: answer<{ replayed: number }>() });

/** API keys for /api/v1: a company admin's (the company's records only), and the console's (the manufacturer's). */
export const apiKeys = contract({ path: API.integration.apiKeys, access: 'member', role: 'admin', input: noInput, answer: answer<ApiKey[]>() });
/** Answers the secret this once. */
export const createApiKey = contract({ path: API.integration.createApiKey, access: 'member', role: 'admin', input: createCompanyApiKeySchema, answer: answer<ApiKeyCreated>() });
export const revokeApiKey = contract({ path: API.integration.revokeApiKey, access: 'member', role: 'admin', input: apiKeyIdSchema, answer: answer<ApiKey>() });
export const staffApiKeys = contract({ path: API.integration.staffApiKeys, access: 'staff', staffRoles: ['administrator'], input: noInput, answer: answer<ApiKey[]>() });
export const staffCreateApiKey = contract({ path: API.integration.staffCreateApiKey, access: 'staff', staffRoles: ['administrator'], input: createStaffApiKeySchema, answer: answer<ApiKeyCreated>() });
export const staffRevokeApiKey = contract({ path: API.integration.staffRevokeApiKey, access: 'staff', staffRoles: ['administrator'], input: apiKeyIdSchema, answer: answer<ApiKey>() });
