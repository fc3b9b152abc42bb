/** The memberCache domain's face (docs/architecture.md, The back-end's layers): a member's self-defined cache
 * entries, in cache.ts.
 */
export { setMemberCache, getMemberCache } from './cache';
