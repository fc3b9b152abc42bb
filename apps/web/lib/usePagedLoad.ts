'use client';
import { useState } from 'react';
import type { CallResult } from '@sw/protocol';
import { refusalText } from './refusal';
import { useLoad } from './useLoad';

/**
 * A list page's load: asks `load(query)` whenever the query (or a retry) changes and keeps the last page on
 * screen while the next one loads, so tabs and paging never flash empty. `failure` starts the refusal sentence
 * ('Your orders could not be loaded'). `initial` is the first query's page as the server rendered it: shown at
 * once and not asked again.
 */
export function usePagedLoad<Q, P>(query: Q, load: (query: Q) => Promise<CallResult<P>>, failure: string, initial?: P) {
  const { value: answer, loading, reload } = useLoad(
    JSON.stringify(query),
    async (): Promise<{ page: P | null; problem: string | null }> => {
      const result = await load(query);
      return result.ok ? { page: result.data, problem: null } : { page: null, problem: `${failure}: ${refusalText(result)}` };
    },
    initial === undefined ? undefined : { page: initial, problem: null },
  );
  // The last page that came, kept on screen while the next loads (React's state from an earlier render).
  const [lastPage, setLastPage] = useState<P | null>(initial ?? null);
  if (answer?.page && answer.page !== lastPage) setLastPage(answer.page);

  return {
    page: answer?.page ?? lastPage,
    loading,
    problem: answer?.problem ?? null,
    retry: reload,
  };
}

/** How many pages a total makes (at least one). */
export const pageCount = (total: number, pageSize: number) => Math.max(1, Math.ceil(total / (pageSize || 1)));
