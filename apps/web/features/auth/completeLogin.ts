'use client';
import type { LoginResult } from '@sw/protocol';
import { setUser } from '@/lib/session';
import { announceLogin } from '@/lib/loginEvents';

/**
 * Login success (spec 4): the site's server already set the session cookie when it relayed the sign-in
 * (the token never reaches this code); the user info is stored, a target URL opens in a new tab, and the
 * header hears about it. Returns null on success, or the message to show.
 */
export async function completeLogin(result: LoginResult, options: { targetUrl?: string } = {}): Promise<string | null> {
  setUser({ nick: result.nick, headImg: result.headImg ?? '', memId: result.memId });
  if (options.targetUrl) window.open(options.targetUrl, '_blank', 'noopener');
  announceLogin();
  return null;
}
