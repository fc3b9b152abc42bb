import { API } from '../paths';
import { answer, contract } from '../contract';
import { getCacheSchema, setCacheSchema } from '../schemas/catalog';
import type { SelfDefinedCacheEntry } from '../types/catalog';

/** The member's own key/value store, always scoped to the signed-in member. */
export const setSelfDefinedDataCache = contract({
  path: API.base.setSelfDefinedDataCache, access: 'member', role: 'viewer', input: setCacheSchema, answer: answer<SelfDefinedCacheEntry>(),
});

export const getSelfDefinedDataCache = contract({
  path: API.base.getSelfDefinedDataCache, access: 'member', role: 'viewer', input: getCacheSchema, answer: answer<SelfDefinedCacheEntry>(),
});
