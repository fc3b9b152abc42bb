'use client';
import { integration, type ApiScope, type CreateEndpointInput, type EndpointStatus, type IntegrationEventType } from '@sw/protocol';
import { call } from '@/lib/backend/call';

/**
 * The Integration page's calls, for either side: a company admin's own endpoints, or the console's (the
 * manufacturer's). The back-end decides whose endpoints a call reaches; the side only picks the path.
 */
export type IntegrationSide = 'company' | 'staff';

const paths = {
  company: {
    list: integration.endpoints, create: integration.createEndpoint, update: integration.updateEndpoint, remove: integration.deleteEndpoint,
    deliveries: integration.deliveries, replay: integration.replayDelivery, replayFailed: integration.replayFailed,
    keys: integration.apiKeys, createKey: integration.createApiKey, revokeKey: integration.revokeApiKey,
  },
  staff: {
    list: integration.staffEndpoints, create: integration.staffCreateEndpoint, update: integration.staffUpdateEndpoint, remove: integration.staffDeleteEndpoint,
    deliveries: integration.staffDeliveries, replay: integration.staffReplayDelivery, replayFailed: integration.staffReplayFailed,
    keys: integration.staffApiKeys, createKey: integration.staffCreateApiKey, revokeKey: integration.staffRevokeApiKey,
  },
} as const;

export function integrationApi(side: IntegrationSide) {
  const p = paths[side];
  return {
    list: () => call(p.list),
    create: (input: CreateEndpointInput) => call(p.create, input),
    update: (endpointId: string, change: { status?: EndpointStatus; events?: IntegrationEventType[] }) => call(p.update, { endpointId, ...change }),
    remove: (endpointId: string) => call(p.remove, { endpointId }),
    deliveries: (endpointId: string, pageNum = 1) => call(p.deliveries, { endpointId, pageNum }),
    replay: (endpointId: string, deliveryId: string) => call(p.replay, { endpointId, deliveryId }),
    replayFailed: (endpointId: string) => call(p.replayFailed, { endpointId }),
    keys: () => call(p.keys),
    // The side's schema refuses a scope that is not its own (a company key never gets catalog:write).
    createKey: (input: { name: string; scopes: ApiScope[]; expiresInDays?: number }) => call(p.createKey, input as never),
    revokeKey: (keyId: string) => call(p.revokeKey, { keyId }),
  };
}
export type IntegrationApi = ReturnType<typeof integrationApi>;
