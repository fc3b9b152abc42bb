'use client';
import { useCallback, useEffect, useState } from 'react';

/**
 * One load for a screen: asks `load()` whenever `key` (a string standing for what is asked) changes or `reload()`
 * is called, and drops an answer that arrives after the screen moved on to another key or went away. `value` is
 * the answer for the current key, undefined while it loads; `set()` replaces or changes it (after a save answered with the
 * record), and `latest` the last answer of any key. A null key asks nothing. `initial` is the first key's answer as the server rendered it: not asked again.
 */
export function useLoad<T>(key: string | null, load: () => Promise<T>, initial?: T) {
  const [attempt, setAttempt] = useState(0);
  const current = key === null ? null : `${key}|${attempt}`;
  const [answer, setAnswer] = useState<{ key: string; value: T } | null>(
    initial === undefined || current === null ? null : { key: current, value: initial },
  );

  useEffect(() => {
    if (current === null || answer?.key === current) return;
    let live = true;
    void load().then((value) => {
      if (live) setAnswer({ key: current, value });
    });
    return () => {
      live = false;
    };
    // `current` stands for the key and the attempt; the answer is read only to skip the server-rendered one.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [current]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  /** Replaces the answer, or (a function) changes the current one; nothing to change while loading. */
  const set = useCallback(
    (next: T | ((value: T) => T)) => {
      if (current === null) return;
      if (typeof next !== 'function') return setAnswer({ key: current, value: next });
      const change = next as (value: T) => T;
      setAnswer((answered) => (answered?.key === current ? { key: current, value: change(answered.value) } : answered));
    },
    [current],
  );
  const answered = current !== null && answer?.key === current;
  /**
   * The last answer, of whatever key: a panel that refreshes after a step (its key names the record's version) keeps
   * showing it while the new one loads, instead of going blank.
   */
  const latest = answer?.value;
  return { value: answered ? answer.value : undefined, latest, loading: current !== null && !answered, reload, set };
}
