// A page of a list, as every list call answers.
export interface Page<T> {
  list: T[];
  total: number;
  pageNum: number;
  pageSize: number;
}
