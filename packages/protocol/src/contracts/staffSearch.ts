import { API } from '../paths';
import { answer, contract } from '../contract';
import { noInput } from './noInput';
import { searchMissesSchema, synonymAddSchema, synonymRemoveSchema } from '../schemas/search';
import type { SearchMissWeek, SearchSynonym, SearchSynonymList } from '../types/search';

/**
 * The console's search part (staff/search/): trade synonyms and the searches that found nothing. Staff sessions only:
 * a buyer is refused with 20003, a visitor with 21008.
 */

/** Every synonym pair, newest first, with the groups they make. */
export const synonyms = contract({ path: API.staff.searchSynonyms, access: 'staff', staffRoles: ['catalogue'], input: noInput, answer: answer<SearchSynonymList>() });

/** Adds a pair; refuses (10001) an empty term or a term equal to its synonym, (20009) a pair kept either way round or one that would loop. */
export const synonymAdd = contract({ path: API.staff.searchSynonymAdd, access: 'staff', staffRoles: ['catalogue'], input: synonymAddSchema, answer: answer<SearchSynonym>() });

/** Removes a pair (20004 when it is not there). */
export const synonymRemove = contract({
  path: API.staff.searchSynonymRemove, access: 'staff', staffRoles: ['catalogue'], input: synonymRemoveSchema, answer: answer<{ id: string }>(),
});

/** The top missed searches of a week. */
export const misses = contract({ path: API.staff.searchMisses, access: 'staff', staffRoles: ['catalogue'], input: searchMissesSchema, answer: answer<SearchMissWeek>() });
