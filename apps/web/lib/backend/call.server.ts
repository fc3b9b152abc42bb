import { cookies, headers as requestHeaders } from 'next/headers';
import {
  type AnswerOf, type CallResult, type Contract, createCaller, type Credentials, fail, type InputArgs, MSG, RES, SESSION_COOKIE,
  SIGN_HEADER, signedCall, TOKEN_HEADER,
} from '@sw/protocol';
import { backendFetch } from './backend.server';
import { MEMBER_COOKIE } from '../cookies';

const INTERNAL_ORIGIN = 'http://backend.internal';

/** The header naming the host the buyer used: the back-end picks the brand of its mails by it (SITE_THEMES). */
export const FORWARDED_HOST = 'x-forwarded-host';

/** Sends one signed call to the back-end, as a visitor or with the member's token. */
export function sendSigned(
  path: string,
  data: unknown,
  creds: Credentials,
  init: { signal?: AbortSignal; headers?: HeadersInit; clientAddress?: string } = {},
) {
  const { url, sign } = signedCall(path, creds);
  const headers = new Headers(init.headers);
  headers.set('content-type', 'application/json');
  headers.set(SIGN_HEADER, sign);
  if (creds.token) headers.set(TOKEN_HEADER, creds.token);
  return backendFetch(new Request(INTERNAL_ORIGIN + url, { method: 'POST', headers, body: JSON.stringify(data), signal: init.signal }), init.clientAddress);
}

function callerFor(creds: Credentials) {
  return createCaller({ send: (path, data, signal) => sendSigned(path, data, creds, { signal }) });
}

const visitorCaller = callerFor({});

/** A call that is the same for every visitor: safe inside cached pages. */
export function publicCall<C extends Contract>(contract: C, ...input: InputArgs<C>): Promise<CallResult<AnswerOf<C>>> {
  return visitorCaller(contract, ...input);
}

/** The signed-in member's token and id from the cookies (makes the page dynamic). */
export async function memberCredentials(): Promise<Credentials> {
  const jar = await cookies();
  return { token: jar.get(SESSION_COOKIE)?.value, memId: jar.get(MEMBER_COOKIE)?.value };
}

/**
 * A call made as the signed-in member. Without a session cookie it answers the back-end's refusal (21008) without
 * asking: a member page rendered for a visitor (next to the layout's redirect) then logs no refused call.
 */
export async function memberCall<C extends Contract>(contract: C, ...input: InputArgs<C>): Promise<CallResult<AnswerOf<C>>> {
  const creds = await memberCredentials();
  if (!creds.token) return { ok: false, stop: true, serverError: true, error: fail(RES.NOT_SIGNED_IN, MSG.notSignedIn) };
  const host = (await requestHeaders()).get('host');
  if (!host) return callerFor(creds)(contract, ...input);
  // A member's call names the site they use, as the proxy's do: any mail it causes carries that brand.
  return createCaller({ send: (path, data, signal) => sendSigned(path, data, creds, { signal, headers: { [FORWARDED_HOST]: host } }) })(contract, ...input);
}
