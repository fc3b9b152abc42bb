/** What a member's list (My Inquiry, My Order) is asked for: its status tab, search words and page. */
export interface MemberListQuery<S extends string> {
  status: S | null;
  keyword: string;
  pageNum: number;
}

/** The list as it first opens; the page renders this one on the server. */
export const FIRST_LIST_QUERY = { status: null, keyword: '', pageNum: 1 } as const;

/** The list call's input for a query: only the filters that are set. */
export function memberListInput<S extends string>(query: MemberListQuery<S>, pageSize: number) {
  return {
    pageNum: query.pageNum,
    pageSize,
    ...(query.status ? { status: query.status } : {}),
    ...(query.keyword ? { keyword: query.keyword } : {}),
  };
}
