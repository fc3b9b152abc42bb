/** The compliance pack is a read (queries/compliancePack.ts); its limits stay named here for their callers. */
export { MAX_PACK_BYTES, MAX_PARALLEL_PACKS } from '../queries/compliancePack';
