import { cache } from 'react';
import { factories } from '@sw/protocol';
import { load, loadOrNull } from '@/lib/load.server';

/** The factories' server loaders (visitor calls, cacheable with the page). */
export const getFactories = cache(() => load(factories.factoryList));

export const getFactory = cache((id: string) => loadOrNull(factories.factoryDetail, { id }));
