import type { AppDeps } from '../../context';
import type { Jobs } from '../../lib/jobs/boss';
import type { UseCase } from '../useCase';
import { recordEvent, type IntegrationEvent } from './events';

/** A use case's deps as it has them: `jobs` is there at run time (AppDeps), even where the type does not name it. */
export type EventDeps = Pick<AppDeps, 'now'> & { jobs?: Jobs };

/**
 * Writes `event` in the use case's transaction, with its deliveries and their jobs (events.ts): the one line an
 * emitting action adds, `await emitEvent(uc, deps, orderEvent('order.placed', order))`.
 */
export async function emitEvent(uc: UseCase, deps: EventDeps, event: IntegrationEvent | null): Promise<void> {
  if (event) await recordEvent(uc, deps.jobs, event);
}
