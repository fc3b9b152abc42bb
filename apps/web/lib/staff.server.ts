import type { Metadata } from 'next';
import { cache } from 'react';
import { headers } from 'next/headers';
import { notFound } from 'next/navigation';
import { account, type CallResult, errorCode, RES } from '@sw/protocol';
import { memberCall } from './backend/call.server';
import { REQUESTED_PATH_HEADER } from './links';
import { mayOpenScreen } from './staffScreens';

/** The signed-in member when on the sales team, else null (no session, a buyer, or the back-end refused). */
export const currentStaff = cache(async () => {
  const me = await memberCall(account.viewInformation);
  return me.ok && me.data.isStaff === true ? me.data : null;
});

/**
 * The signed-in member when on the sales team. A visitor or a buyer gets the site's 404 page, before any
 * staff data is loaded, so nothing of the console reaches their HTML; so does a staff member whose roles do not
 * open the screen asked for (lib/staffScreens.ts: finance on the catalogue). Once per request (layout and page).
 */
export const requireStaff = cache(async () => {
  const staff = await currentStaff();
  if (!staff) notFound();
  const asked = (await headers()).get(REQUESTED_PATH_HEADER);
  if (asked && !mayOpenScreen(staff.staffRoles, asked)) notFound();
  return staff;
});

/** A console page's title, resolved only for staff (the metadata is rendered even when the page is not found). */
export function staffMetadata(title: string): () => Promise<Metadata> {
  return async () => {
    await requireStaff();
    return { title: `${title} | Sales console`, robots: { index: false, follow: false } };
  };
}

/** A console page's record that does not exist (or an id that cannot be one) is the 404 page. */
export function notFoundWhenMissing<T>(result: CallResult<T>): CallResult<T> {
  if (!result.ok) {
    const code = errorCode(result);
    if (code === RES.NOT_FOUND || code === RES.INVALID_PARAMS) notFound();
  }
  return result;
}
