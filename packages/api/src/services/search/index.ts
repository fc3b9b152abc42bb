/**
 * The face of the search domain: what other domains, workflows/ and queries/ may use of it (docs/architecture.md,
 * The back-end's layers). Its other files are its own.
 */
export { keywordCondition, type KeywordSearch, planKeywordSearch, type SearchTarget } from './keywords';
export { countMiss, missesOfWeek } from './misses';
export { addSynonym, listSynonyms, removeSynonym } from './synonyms';
