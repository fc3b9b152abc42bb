import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { answer, API, APP_ID, contract, RES, SIGN_HEADER, signedCall, signRequest, type Access } from '@sw/protocol';
import { startTestApi, type TestApi } from '../testing/harness';
import { endpoint } from '../lib/endpoint';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => {
  await api?.close();
});

const path = API.base.emailSuffixList;

/** A contract for a probe path that only these tests serve. */
const probeContract = <S extends z.ZodType, A extends Access>(probePath: string, access: A, input: S) =>
  contract({ path: probePath, access, input, answer: answer<unknown>() });
const post = (url: string, sign: string | null, body: string) =>
  api.raw(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(sign ? { [SIGN_HEADER]: sign } : {}) },
    body,
  });

describe('the back-end over real HTTP', () => {
  it('serves a correctly signed call inside the envelope', async () => {
    const envelope = await api.call<string[]>(path);
    expect(envelope.meta.res).toBe(RES.OK);
    expect(Array.isArray(envelope.data)).toBe(true);
  });

  it('refuses a missing signature with its own code', async () => {
    const { url } = signedCall(path);
    const body = await (await post(url, null, '{}')).json();
    expect(body).toEqual({ meta: { res: RES.BAD_SIGNATURE, msg: 'The request signature is missing.' }, data: null });
  });

  it('refuses a wrong signature', async () => {
    const { url, sign } = signedCall(path);
    const tampered = sign.replace(/^./, (c) => (c === 'a' ? 'b' : 'a'));
    const body = await (await post(url, tampered, '{}')).json();
    expect(body.meta.res).toBe(RES.BAD_SIGNATURE);
    expect(body.meta.msg).toBe('The request signature is not valid.');
  });

  it('refuses a signature made for another path', async () => {
    const { url } = signedCall(path);
    const other = signedCall(API.csite.homePage);
    const body = await (await post(url, other.sign, '{}')).json();
    expect(body.meta.res).toBe(RES.BAD_SIGNATURE);
  });

  it('refuses a stale timestamp (older than 5 minutes) even when correctly signed', async () => {
    const ts = Date.now() - 5 * 60 * 1000 - 1000;
    const sign = signRequest({ ts, appId: APP_ID, path });
    const body = await (await post(`${path}?ts=${ts}&appId=${APP_ID}`, sign, '{}')).json();
    expect(body.meta.res).toBe(RES.STALE_TIMESTAMP);
  });

  it('accepts a timestamp within 5 minutes', async () => {
    const ts = Date.now() - 4 * 60 * 1000;
    const sign = signRequest({ ts, appId: APP_ID, path });
    const body = await (await post(`${path}?ts=${ts}&appId=${APP_ID}`, sign, '{}')).json();
    expect(body.meta.res).toBe(RES.OK);
  });

  it('answers bad JSON with a clear code, not a 500', async () => {
    const { url, sign } = signedCall(path);
    const response = await post(url, sign, '{"email": ');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ meta: { res: RES.MALFORMED_BODY, msg: 'The request body is not valid JSON.' }, data: null });
  });

  it('answers a JSON body that is not an object', async () => {
    const { url, sign } = signedCall(path);
    const body = await (await post(url, sign, '[1,2]')).json();
    expect(body.meta.res).toBe(RES.MALFORMED_BODY);
  });

  it('refuses a body over 1 MB, counted in bytes', async () => {
    const { url, sign } = signedCall(path);
    const multiByte = JSON.stringify({ note: '会'.repeat(400_000) });
    expect(multiByte.length).toBeLessThan(1_000_000);
    const body = await (await post(url, sign, multiByte)).json();
    expect(body.meta).toEqual({ res: RES.PAYLOAD_TOO_LARGE, msg: 'The request is too large.' });
  });

  it('answers an unknown path with 10004', async () => {
    const unknown = '/iap-api/pweb/base/noSuchThing.do';
    const { url, sign } = signedCall(unknown);
    const response = await post(url, sign, '{}');
    expect(response.status).toBe(404);
    expect((await response.json()).meta).toEqual({ res: RES.UNKNOWN_PATH, msg: `Unknown path: ${unknown}` });
  });

  it('answers GET on a POST path with 10003', async () => {
    const response = await api.raw(path);
    expect(response.status).toBe(405);
    expect((await response.json()).meta.res).toBe(RES.METHOD_NOT_ALLOWED);
  });

  it('reports database reachability on /healthz', async () => {
    const response = await api.raw('/healthz');
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ status: 'ok', database: { reachable: true } });
  });
});

describe('input validation and failures inside a handler', () => {
  it('turns a schema failure into 10001 and a thrown error into 99999 without a stack', async () => {
    const { createApp } = await import('../app');
    const probe = createApp(api.deps, [
      endpoint(probeContract('/iap-api/test/typed.do', 'public', z.object({ qty: z.number().int() })), async ({ input }) => input.qty),
      endpoint(probeContract('/iap-api/test/boom.do', 'public', z.object({})), async () => {
        throw new Error('secret internals');
      }),
    ]);
    const send = async (p: string, body: unknown) => {
      const { url, sign } = signedCall(p);
      const res = await probe.request(url, { method: 'POST', headers: { 'content-type': 'application/json', [SIGN_HEADER]: sign }, body: JSON.stringify(body) });
      return res.json();
    };
    expect(await send('/iap-api/test/typed.do', { qty: 3 })).toEqual({ meta: { res: '00000', msg: 'success' }, data: 3 });
    const bad = await send('/iap-api/test/typed.do', { qty: 'three' });
    expect(bad.meta.res).toBe(RES.INVALID_PARAMS);
    expect(bad.meta.msg).toMatch(/^qty: /);
    const boom = await send('/iap-api/test/boom.do', {});
    expect(boom.meta.res).toBe(RES.INTERNAL);
    expect(JSON.stringify(boom)).not.toContain('secret internals');
  });

  it('refuses a member-only path without a session with 21008', async () => {
    const { createApp } = await import('../app');
    const probe = createApp(api.deps, [endpoint(probeContract('/iap-api/test/mine.do', 'member', z.object({})), async () => 'x')]);
    const { url, sign } = signedCall('/iap-api/test/mine.do');
    const body = await (await probe.request(url, { method: 'POST', headers: { 'content-type': 'application/json', [SIGN_HEADER]: sign }, body: '{}' })).json();
    expect(body.meta.res).toBe(RES.NOT_SIGNED_IN);
  });

  it('serves visitors on an optional path, but answers a dead token with its session code', async () => {
    const { createApp } = await import('../app');
    const { TOKEN_HEADER } = await import('@sw/protocol');
    const probe = createApp(api.deps, [
      endpoint(probeContract('/iap-api/test/who.do', 'optional', z.object({})), async ({ member }) => member?.email ?? 'visitor'),
    ]);
    const send = async (headers: Record<string, string>) => {
      const { url, sign } = signedCall('/iap-api/test/who.do');
      return (await probe.request(url, { method: 'POST', headers: { 'content-type': 'application/json', [SIGN_HEADER]: sign, ...headers }, body: '{}' })).json();
    };
    expect((await send({})).data).toBe('visitor');
    expect((await send({ [TOKEN_HEADER]: 'no-such-token' })).meta.res).toBe(RES.SESSION_EXPIRED);
  });
});
