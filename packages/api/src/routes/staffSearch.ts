import { staffSearch } from '@sw/protocol';
import { endpoint, type Endpoint } from '../lib/endpoint';
import { addSynonym, listSynonyms, missesOfWeek, removeSynonym } from '../services/search';

/** The console's search part (staff/search/): staff sessions only (the app refuses a buyer and a visitor). */
export const staffSearchEndpoints: Endpoint[] = [
  endpoint(staffSearch.synonyms, ({ db }) => listSynonyms(db)),
  endpoint(staffSearch.synonymAdd, ({ deps, member, input }) => addSynonym(deps, member, input)),
  endpoint(staffSearch.synonymRemove, ({ deps, member, input }) => removeSynonym(deps, member, input.id)),
  endpoint(staffSearch.misses, ({ db, deps, input }) => missesOfWeek(db, input.week, deps.now())),
];
