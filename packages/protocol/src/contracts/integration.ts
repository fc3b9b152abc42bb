import { API } from '../paths';
import { answer, contract } from '../contract';
import { createEndpointSchema, deliveriesSchema, endpointIdSchema, replayDeliverySchema, updateEndpointSchema } from '../schemas/integration';
import type { DeliveryPage, EndpointCreated, WebhookDelivery, WebhookEndpoint } from '../types/integration';
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
