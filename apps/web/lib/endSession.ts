'use client';
import { WEB } from '@sw/protocol';
import { clearUser } from './session';

/** Asks the site's server to end the session and clear its cookies; null when it cannot be reached. */
function postQuit(): Promise<Response | null> {
  return fetch(WEB.quit, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' }).catch(() => null);
}

/** Expired or invalid session: clear the user info and the cookie, go to / with a time query. */
export async function endSession(): Promise<void> {
  clearUser();
  await postQuit();
  window.location.href = `/?time=${Date.now()}`;
}

/** The quitLogin action: sign out, then go to /. */
export async function quitLogin(): Promise<void> {
  const response = await postQuit();
  if (response?.status === 200) clearUser();
  window.location.href = '/';
}
