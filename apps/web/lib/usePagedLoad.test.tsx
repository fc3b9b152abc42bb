import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { type CallResult, fail } from '@sw/protocol';
import { pageCount, usePagedLoad } from './usePagedLoad';

afterEach(cleanup);

type Answer = CallResult<{ n: number }>;
const ok = (data: { n: number }): Answer => ({ ok: true, stop: false, data });

/** A load whose answers the test gives one by one. */
function controlled() {
  const pending: { query: number; settle: (answer: Answer) => void }[] = [];
  const load = (query: number) => new Promise<Answer>((resolve) => pending.push({ query, settle: resolve }));
  return { pending, load };
}

describe('usePagedLoad', () => {
  it('keeps the last page on screen while the next loads, then shows it', async () => {
    const { pending, load } = controlled();
    const { result, rerender } = renderHook(({ query }) => usePagedLoad(query, load, 'Your orders could not be loaded'), { initialProps: { query: 1 } });
    expect(result.current).toMatchObject({ page: null, loading: true, problem: null });
    await act(async () => pending[0]!.settle(ok({ n: 1 })));
    expect(result.current).toMatchObject({ page: { n: 1 }, loading: false });
    rerender({ query: 2 });
    expect(result.current).toMatchObject({ page: { n: 1 }, loading: true });
    await act(async () => pending[1]!.settle(ok({ n: 2 })));
    expect(result.current).toMatchObject({ page: { n: 2 }, loading: false });
  });

  it('ignores an answer to a query no longer asked', async () => {
    const { pending, load } = controlled();
    const { result, rerender } = renderHook(({ query }) => usePagedLoad(query, load, 'x'), { initialProps: { query: 1 } });
    rerender({ query: 2 });
    await act(async () => pending[1]!.settle(ok({ n: 2 })));
    await act(async () => pending[0]!.settle(ok({ n: 1 })));
    expect(result.current.page).toEqual({ n: 2 });
  });

  it('says a refusal in words and asks again on retry', async () => {
    const { pending, load } = controlled();
    const { result } = renderHook(() => usePagedLoad(1, load, 'Your orders could not be loaded'));
    await act(async () => pending[0]!.settle({ ok: false, stop: true, serverError: true, error: fail('20004', 'Not found.') }));
    expect(result.current.problem).toBe('Your orders could not be loaded: Not found.');
    act(() => result.current.retry());
    expect(result.current.loading).toBe(true);
    await waitFor(() => expect(pending).toHaveLength(2));
    await act(async () => pending[1]!.settle(ok({ n: 1 })));
    expect(result.current).toMatchObject({ page: { n: 1 }, problem: null });
  });

  it('shows the page the server rendered at once, asks for it no more, and loads the next query as usual', async () => {
    const { pending, load } = controlled();
    const { result, rerender } = renderHook(({ query }) => usePagedLoad(query, load, 'x', { n: 1 }), { initialProps: { query: 1 } });
    expect(result.current).toMatchObject({ page: { n: 1 }, loading: false, problem: null });
    await act(async () => undefined);
    expect(pending).toHaveLength(0);
    rerender({ query: 2 });
    expect(result.current).toMatchObject({ page: { n: 1 }, loading: true });
    await act(async () => pending[0]!.settle(ok({ n: 2 })));
    expect(pending.map((p) => p.query)).toEqual([2]);
    expect(result.current).toMatchObject({ page: { n: 2 }, loading: false });
    rerender({ query: 1 });
    expect(pending.map((p) => p.query)).toEqual([2, 1]);
  });

  it('counts pages', () => {
    expect(pageCount(0, 10)).toBe(1);
    expect(pageCount(21, 10)).toBe(3);
    expect(pageCount(5, 0)).toBe(5);
  });
});
