import { API } from '@sw/protocol';
import { getCacheSchema, setCacheSchema } from '@sw/protocol/schemas/catalog';
import { endpoint, type Endpoint } from '../lib/endpoint';
import { getMemberCache, setMemberCache } from '../services/memberCache';

/** The member's own key/value store; always scoped to the signed-in member. */
export const baseCacheEndpoints: Endpoint[] = [
  endpoint(API.base.setSelfDefinedDataCache, 'member', setCacheSchema, ({ db, input, member, deps }) =>
    setMemberCache(db, member.id, input.key, input.value, deps.now()),
  ),
  endpoint(API.base.getSelfDefinedDataCache, 'member', getCacheSchema, ({ db, input, member }) =>
    getMemberCache(db, member.id, input.key),
  ),
];
