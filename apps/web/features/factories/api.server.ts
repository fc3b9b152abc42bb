import { cache } from 'react';
import { unstable_cache } from 'next/cache';
import { factories } from '@sw/protocol';
import { CATALOG_TAG } from '@/lib/backend/catalogCache.server';
import { load, loadOrNull } from '@/lib/backend/load.server';

/** The factories' server loaders (visitor calls), kept across requests and tagged `catalog` like the pages that use them. */
const KEEP_SECONDS = 300;

export const getFactories = cache(
  unstable_cache(() => load(factories.factoryList), ['catalog:factories'], { revalidate: KEEP_SECONDS, tags: [CATALOG_TAG] }),
);

export const getFactory = cache(
  unstable_cache((id: string) => loadOrNull(factories.factoryDetail, { id }), ['catalog:factory'], { revalidate: KEEP_SECONDS, tags: [CATALOG_TAG] }),
);
