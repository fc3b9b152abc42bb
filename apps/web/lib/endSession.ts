'use client';
import { WEB } from '@sw/protocol';
import { clearUser } from './session';

/** Expired or invalid session: clear the user info and the cookie, go to / with a time query. */
export async function endSession(): Promise<void> {
  clearUser();
  await fetch(WEB.quit, { method: 'POST', body: '' }).catch(() => undefined);
  window.location.href = `/?time=${Date.now()}`;
}

/** The quitLogin action: sign out, then go to /. */
export async function quitLogin(): Promise<void> {
  const response = await fetch(WEB.quit, { method: 'POST', body: '' }).catch(() => null);
  if (response?.status === 200) clearUser();
  window.location.href = '/';
}
