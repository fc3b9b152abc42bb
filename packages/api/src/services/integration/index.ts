/**
 * The face of the integration domain (events and signed webhooks; docs/integration.md, decision 0016): what routes,
 * workflows and other domains use of it. Its other files are its own.
 */
import type { Jobs } from '../../lib/jobs/boss';
import type { AppDeps } from '../../context';
import type { UseCase } from '../workflow';
import { recordEvent, type IntegrationEvent } from './events';

export { checkEndpointUrl, refusedAddress } from './address';
export { deliverOnce, workWebhooks } from './deliver';
export { createEndpoint, deleteEndpoint, listEndpoints, MANUFACTURER, companyOwner, type Owner, updateEndpoint } from './endpoints';
export { adoptWaitingDeliveries, type IntegrationEvent } from './events';
export { deliveriesPage, replayDelivery, replayFailed } from './log';
export { inquiryEvent, orderEvent, paymentEvent, quotationEvent, shipmentEvent, type OrderFacts } from './payloads';
export { signWebhook } from './send';
export { DISABLE_AFTER_MS, RETRY_WINDOW_MS } from './policy';

/** A use case's deps as it has them: `jobs` is there at run time (AppDeps), even where the type does not name it. */
export type EventDeps = Pick<AppDeps, 'now'> & { jobs?: Jobs };

/**
 * Writes `event` in the use case's transaction, with its deliveries and their jobs (events.ts): the one line an
 * emitting action adds, `await emitEvent(uc, deps, orderEvent('order.placed', order))`.
 */
export async function emitEvent(uc: UseCase, deps: EventDeps, event: IntegrationEvent | null): Promise<void> {
  if (event) await recordEvent(uc, deps.jobs, event);
}
