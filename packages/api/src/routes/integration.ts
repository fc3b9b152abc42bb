import { integration } from '@sw/protocol';
import { endpoint, type Endpoint } from '../lib/endpoint';
import { companyMember, type Member } from '../lib/member';
import {
  companyOwner, createApiKey, createEndpoint, listApiKeys, revokeApiKey, deleteEndpoint, deliveriesPage, listEndpoints, MANUFACTURER, replayDelivery, replayFailed, updateEndpoint,
} from '../services/integration';

/** Webhook endpoints and deliveries: a company admin's (the company's own), and the console's (the manufacturer's). */
const company = (member: Member) => companyOwner(companyMember(member).companyId);

export const integrationEndpoints: Endpoint[] = [
  endpoint(integration.endpoints, ({ db, member }) => listEndpoints(db, company(member))),
  endpoint(integration.createEndpoint, ({ deps, member, input }) => createEndpoint(deps, member, company(member), input)),
  endpoint(integration.updateEndpoint, ({ deps, member, input }) => updateEndpoint(deps, company(member), input)),
  endpoint(integration.deleteEndpoint, ({ deps, member, input }) => deleteEndpoint(deps, company(member), input.endpointId)),
  endpoint(integration.deliveries, ({ db, member, input }) => deliveriesPage(db, company(member), input)),
  endpoint(integration.replayDelivery, ({ deps, member, input }) => replayDelivery(deps, company(member), input)),
  endpoint(integration.replayFailed, ({ deps, member, input }) => replayFailed(deps, company(member), input)),
  endpoint(integration.staffEndpoints, ({ db }) => listEndpoints(db, MANUFACTURER)),
  endpoint(integration.staffCreateEndpoint, ({ deps, member, input }) => createEndpoint(deps, member, MANUFACTURER, input)),
  endpoint(integration.staffUpdateEndpoint, ({ deps, input }) => updateEndpoint(deps, MANUFACTURER, input)),
  endpoint(integration.staffDeleteEndpoint, ({ deps, input }) => deleteEndpoint(deps, MANUFACTURER, input.endpointId)),
  endpoint(integration.staffDeliveries, ({ db, input }) => deliveriesPage(db, MANUFACTURER, input)),
  endpoint(integration.staffReplayDelivery, ({ deps, input }) => replayDelivery(deps, MANUFACTURER, input)),
  endpoint(integration.staffReplayFailed, ({ deps, input }) => replayFailed(deps, MANUFACTURER, input)),
  endpoint(integration.apiKeys, ({ deps, member }) => listApiKeys(deps.database.db, company(member), deps.now())),
  endpoint(integration.createApiKey, ({ deps, member, input }) => createApiKey(deps, member, company(member), input)),
  endpoint(integration.revokeApiKey, ({ deps, member, input }) => revokeApiKey(deps, company(member), input.keyId)),
  endpoint(integration.staffApiKeys, ({ deps }) => listApiKeys(deps.database.db, MANUFACTURER, deps.now())),
  endpoint(integration.staffCreateApiKey, ({ deps, member, input }) => createApiKey(deps, member, MANUFACTURER, input)),
  endpoint(integration.staffRevokeApiKey, ({ deps, input }) => revokeApiKey(deps, MANUFACTURER, input.keyId)),
];
