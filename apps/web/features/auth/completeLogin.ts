'use client';
import { type LoginResult, RES, WEB } from '@sw/protocol';
import { setUser } from '@/lib/session';
import { announceLogin } from '@/lib/loginEvents';

/**
 * Login success (spec 4): the session cookie is set by the site's own server (/api/login checks
 * the token with the back-end first), the user info is stored without the token, a target URL
 * opens in a new tab, and the header hears about it.
 * Returns null on success, or the message to show.
 */
export async function completeLogin(result: LoginResult, options: { targetUrl?: string } = {}): Promise<string | null> {
  const info = { nick: result.nick, headImg: result.headImg ?? '', memId: result.memId, tokEn: result.tokEn };
  let envelope: { meta?: { res?: string; msg?: string } } | null = null;
  try {
    const response = await fetch(WEB.login, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(info),
      credentials: 'same-origin',
    });
    envelope = await response.json();
  } catch {
    return 'We could not sign you in just now. Please check your connection and try again.';
  }
  if (envelope?.meta?.res !== RES.OK) return envelope?.meta?.msg || 'We could not sign you in just now. Please try again.';
  setUser(info);
  if (options.targetUrl) window.open(options.targetUrl, '_blank', 'noopener');
  announceLogin();
  return null;
}
