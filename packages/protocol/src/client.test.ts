import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { createCaller } from './client';
import { answer, contract } from './contract';
import { fail, ok } from './envelope';
import { RES } from './codes';

const x = contract({ path: '/iap-api/x.do', access: 'public', input: z.object({ a: z.number().optional() }), answer: answer<unknown>() });

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('createCaller', () => {
  it('returns data on 00000', async () => {
    const call = createCaller({ send: async () => json(ok({ a: 1 })) });
    expect(await call(x)).toEqual({ ok: true, stop: false, data: { a: 1 } });
  });

  it('returns any other code as a server error with the stop flag', async () => {
    const call = createCaller({ send: async () => json(fail('10020', 'Invalid username or password.')) });
    const result = await call(x);
    expect(result).toEqual({ ok: false, stop: true, serverError: true, error: fail('10020', 'Invalid username or password.') });
  });

  it('returns the whole answer with resall and sends resall=1', async () => {
    const send = vi.fn(async (_path: string, _data: unknown) => json(fail('10020', 'no')));
    const call = createCaller({ send });
    const result = await call(x, { a: 1 }, { resall: true });
    expect(send.mock.calls[0]![1]).toEqual({ a: 1, resall: 1 });
    expect(result).toEqual({ ok: true, stop: false, data: fail('10020', 'no') });
  });

  it.each([RES.SESSION_EXPIRED, RES.NOT_SIGNED_IN, RES.SESSION_REVOKED])('ends the session on %s', async (code) => {
    const onSessionEnd = vi.fn();
    const call = createCaller({ send: async () => json(fail(code, 'x')), onSessionEnd });
    const result = await call(x);
    expect(onSessionEnd).toHaveBeenCalledOnce();
    expect(result.ok).toBe(false);
  });

  it('does not end the session on other codes', async () => {
    const onSessionEnd = vi.fn();
    const call = createCaller({ send: async () => json(fail('10020', 'x')), onSessionEnd });
    await call(x);
    expect(onSessionEnd).not.toHaveBeenCalled();
  });

  it("says 'Service exception' on a 5xx and falls back to the direct call", async () => {
    const onServiceException = vi.fn();
    const fallback = vi.fn(async () => json(ok('direct')));
    const call = createCaller({ send: async () => new Response('bad gateway', { status: 502 }), fallback, onServiceException });
    expect(await call(x)).toEqual({ ok: true, stop: false, data: 'direct' });
    expect(onServiceException).toHaveBeenCalledWith('Service exception');
  });

  it('falls back to the direct call on a network failure', async () => {
    const fallback = vi.fn(async () => json(ok('direct')));
    const call = createCaller({ send: async () => Promise.reject(new TypeError('fetch failed')), fallback });
    expect(await call(x)).toEqual({ ok: true, stop: false, data: 'direct' });
    expect(fallback).toHaveBeenCalledOnce();
  });

  it('asks a well-formed refusal once: a 404 envelope is the answer, with no fallback and no service exception', async () => {
    const send = vi.fn(async () => json(fail(RES.UNKNOWN_PATH, 'Unknown path: /iap-api/x.do'), 404));
    const fallback = vi.fn(async () => json(ok('direct')));
    const onServiceException = vi.fn();
    const call = createCaller({ send, fallback, onServiceException });
    const result = await call(x);
    expect(result).toEqual({ ok: false, stop: true, serverError: true, error: fail(RES.UNKNOWN_PATH, 'Unknown path: /iap-api/x.do') });
    expect(send).toHaveBeenCalledOnce();
    expect(fallback).not.toHaveBeenCalled();
    expect(onServiceException).not.toHaveBeenCalled();
  });

  it('does not fall back on a refusal answered with 200 either', async () => {
    const fallback = vi.fn(async () => json(ok('direct')));
    const call = createCaller({ send: async () => json(fail('10020', 'no')), fallback });
    expect(await call(x)).toMatchObject({ ok: false, error: fail('10020', 'no') });
    expect(fallback).not.toHaveBeenCalled();
  });

  it('returns a server error when the fallback fails too', async () => {
    const call = createCaller({
      send: async () => new Response('', { status: 500 }),
      fallback: async () => new Response('', { status: 500 }),
    });
    const result = await call(x);
    expect(result.ok).toBe(false);
    if (!result.ok) expect((result.error as Error).message).toContain('Service exception');
  });

  it('returns a server error on a network failure', async () => {
    const call = createCaller({ send: async () => Promise.reject(new TypeError('fetch failed')) });
    const result = await call(x);
    expect(result).toMatchObject({ ok: false, stop: true, serverError: true });
  });

  it('times out after the configured time (20 s by default)', async () => {
    const call = createCaller({
      timeoutMs: 30,
      send: (_path, _data, signal) =>
        new Promise((_resolve, reject) => signal.addEventListener('abort', () => reject(signal.reason))),
    });
    const result = await call(x);
    expect(result.ok).toBe(false);
    if (!result.ok) expect((result.error as Error).message).toBe('Request timed out');
  });
});
