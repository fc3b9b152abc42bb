import type { Whose } from '@sw/protocol';

/** What a member's list (My Inquiry, My Order) is asked for: its status tab, search words, whose records and page. */
export interface MemberListQuery<S extends string> {
  status: S | null;
  keyword: string;
  /** 'all': every colleague's (the default); 'mine': the member's own. */
  whose: Whose;
  pageNum: number;
}

/** The list as it first opens; the page renders this one on the server. */
export const FIRST_LIST_QUERY = { status: null, keyword: '', whose: 'all', pageNum: 1 } as const;

/** The list call's input for a query: only the filters that are set. */
export function memberListInput<S extends string>(query: MemberListQuery<S>, pageSize: number) {
  return {
    pageNum: query.pageNum,
    pageSize,
    ...(query.status ? { status: query.status } : {}),
    ...(query.keyword ? { keyword: query.keyword } : {}),
    ...(query.whose === 'mine' ? { whose: 'mine' as const } : {}),
  };
}
