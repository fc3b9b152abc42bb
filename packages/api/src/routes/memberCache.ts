import { memberCache } from '@sw/protocol';
import { endpoint, type Endpoint } from '../lib/endpoint';
import { getMemberCache, setMemberCache } from '../services/memberCache';

/** The member's own key/value store; always scoped to the signed-in member. */
export const memberCacheEndpoints: Endpoint[] = [
  endpoint(memberCache.setSelfDefinedDataCache, ({ db, input, member, deps }) =>
    setMemberCache(db, member.id, input.key, input.value, deps.now()),
  ),
  endpoint(memberCache.getSelfDefinedDataCache, ({ db, input, member }) => getMemberCache(db, member.id, input.key)),
];
