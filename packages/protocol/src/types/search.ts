/** A trade synonym pair kept by staff; applied both ways, and through its group (docs/protocol.md, Search). */
export interface SearchSynonym {
  id: string;
  term: string;
  synonym: string;
  createdAt: string;
}

/** staff/search/synonyms.do: every pair, and the groups they make (each group's terms all find each other). */
export interface SearchSynonymList {
  list: SearchSynonym[];
  groups: string[][];
}

/** A search that found nothing, counted in its week without who searched. */
export interface SearchMiss {
  term: string;
  count: number;
  lastAt: string;
}

/** staff/search/misses.do: the top missed searches of one week (its Monday), and the weeks with any. */
export interface SearchMissWeek {
  week: string;
  weeks: string[];
  list: SearchMiss[];
}
