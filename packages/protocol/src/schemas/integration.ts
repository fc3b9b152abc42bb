import { API_KEY_LIMITS, COMPANY_SCOPES, ENDPOINT_STATUSES, INTEGRATION_EVENTS, INTEGRATION_LIMITS, MANUFACTURER_SCOPES } from '../integration';
import { z } from '../z';
import { idField, lineText, optional, wholeNumber } from './fields';

/** Inputs of the Integration pages (company admin's and the console's): endpoints, deliveries, replay. */

const eventsField = z
  .array(z.enum(INTEGRATION_EVENTS, { error: 'Please choose events from the list.' }), { error: 'Please choose at least one event.' })
  .min(1, { error: 'Please choose at least one event.' })
  .max(INTEGRATION_EVENTS.length, { error: 'Please choose events from the list.' });

/** The syntax only; the back-end also resolves the host and refuses internal addresses (docs/integration.md, Addresses). */
const urlField = lineText(INTEGRATION_LIMITS.maxUrl).refine((value) => {
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && !url.username && !url.password;
  } catch {
    return false;
  }
}, { error: 'Please enter the endpoint as a full https:// address.' });

export const createEndpointSchema = z.object({
  name: lineText(INTEGRATION_LIMITS.maxName).min(1, { error: 'Please name the endpoint.' }),
  url: urlField,
  events: eventsField,
});

export const endpointIdSchema = z.object({ endpointId: idField('Please choose an endpoint.') });

export const updateEndpointSchema = z.object({
  endpointId: idField('Please choose an endpoint.'),
  events: optional(eventsField),
  status: optional(z.enum(ENDPOINT_STATUSES, { error: 'Please choose active or disabled.' })),
});

export const deliveriesSchema = z.object({
  endpointId: idField('Please choose an endpoint.'),
  pageNum: optional(wholeNumber(1, 10_000)),
});

export const replayDeliverySchema = z.object({
  endpointId: idField('Please choose an endpoint.'),
  deliveryId: z.uuid({ error: 'Please choose a delivery.' }),
});

export type CreateEndpointInput = z.input<typeof createEndpointSchema>;

const scopesField = <S extends readonly [string, ...string[]]>(scopes: S) => z
  .array(z.enum(scopes, { error: 'Please choose scopes from the list.' }), { error: 'Please choose at least one scope.' })
  .min(1, { error: 'Please choose at least one scope.' })
  .max(scopes.length, { error: 'Please choose scopes from the list.' });

const keyFields = {
  name: lineText(API_KEY_LIMITS.maxName).min(1, { error: 'Please name the key.' }),
  /** Days until it expires; none: it never does. */
  expiresInDays: optional(wholeNumber(1, API_KEY_LIMITS.maxDays, `Please give the expiry as 1 to ${API_KEY_LIMITS.maxDays} days, or none.`)),
};

export const createCompanyApiKeySchema = z.object({ ...keyFields, scopes: scopesField(COMPANY_SCOPES) });
export const createStaffApiKeySchema = z.object({ ...keyFields, scopes: scopesField(MANUFACTURER_SCOPES) });
export const apiKeyIdSchema = z.object({ keyId: idField('Please choose a key.') });

export type CreateCompanyApiKeyInput = z.input<typeof createCompanyApiKeySchema>;
export type CreateStaffApiKeyInput = z.input<typeof createStaffApiKeySchema>;
