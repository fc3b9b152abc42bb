/** A list call's page: 1-based number and size, with the list's default size. */
export function paging(input: { pageNum?: number; pageSize?: number }, defaultSize: number): { pageNum: number; pageSize: number; offset: number } {
  const pageNum = input.pageNum ?? 1;
  const pageSize = input.pageSize ?? defaultSize;
  return { pageNum, pageSize, offset: (pageNum - 1) * pageSize };
}

/** The first moment of a YYYY-MM-DD day (UTC), and of the day after, for 'from … to …' filters. */
export const dayStart = (day: string) => new Date(`${day}T00:00:00.000Z`);
export const dayAfter = (day: string) => new Date(dayStart(day).getTime() + 24 * 60 * 60 * 1000);
