'use client';
import { useEffect, useState } from 'react';
import type { CallResult } from '@sw/protocol';
import { refusalText } from './refusal';

/**
 * A list page's load: asks `load(query)` whenever the query (or a retry) changes and keeps the last page on
 * screen while the next one loads, so tabs and paging never flash empty. `failure` starts the refusal sentence
 * ('Your orders could not be loaded'). `initial` is the first query's page as the server rendered it: shown at
 * once and not asked again.
 */
export function usePagedLoad<Q, P>(query: Q, load: (query: Q) => Promise<CallResult<P>>, failure: string, initial?: P) {
  const [attempt, setAttempt] = useState(0);
  const key = `${JSON.stringify(query)}|${attempt}`;
  /** The last answer, with the query it answered (loading while it is not the current one). */
  const [answer, setAnswer] = useState<{ key: string; page: P | null; problem: string | null } | null>(
    initial === undefined ? null : { key, page: initial, problem: null },
  );
  const [lastPage, setLastPage] = useState<P | null>(initial ?? null);

  useEffect(() => {
    if (answer?.key === key) return;
    let live = true;
    void load(query).then((result) => {
      if (!live) return;
      if (result.ok) {
        setAnswer({ key, page: result.data, problem: null });
        setLastPage(result.data);
      } else setAnswer({ key, page: null, problem: `${failure}: ${refusalText(result)}` });
    });
    return () => {
      live = false;
    };
    // The key stands for the query and the attempt; the answer is read only to skip the server-rendered page.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);

  const loading = answer?.key !== key;
  return {
    page: answer?.page ?? lastPage,
    loading,
    problem: loading ? null : (answer?.problem ?? null),
    retry: () => setAttempt((n) => n + 1),
  };
}

/** How many pages a total makes (at least one). */
export const pageCount = (total: number, pageSize: number) => Math.max(1, Math.ceil(total / (pageSize || 1)));
