'use client';
import { createCaller, SIGN_HEADER, signedCall, WEB } from '@sw/protocol';
import { notify } from '@/lib/toast';
import { getUser } from '../session';
import { endSession } from '../endSession';

function signFor(path: string) {
  return signedCall(path, { memId: getUser()?.memId });
}

/**
 * The browser's call client, `call(contract, input)`: through the same-origin proxy, falling back to a direct
 * call when the proxy cannot be reached or fails (5xx). Features call it from their api.ts, never from components.
 */
export const call = createCaller({
  send: (path, data, signal) => {
    const { url, sign } = signFor(path);
    return fetch(WEB.proxy, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ url, data, sIgn: sign }),
      signal,
    });
  },
  fallback: (path, data, signal) => {
    const { url, sign } = signFor(path);
    return fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [SIGN_HEADER]: sign },
      body: JSON.stringify(data),
      credentials: 'include',
      signal,
    });
  },
  onSessionEnd: () => endSession(),
  onServiceException: (message) => notify(message, 2),
});
