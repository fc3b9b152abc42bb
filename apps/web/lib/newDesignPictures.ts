'use client';
import { NEW_DESIGN_PLACEHOLDER, type NewDesignPictures } from '@sw/protocol';
import { lazyCaller } from './backend/lazyCall';
import { useLoad } from './useLoad';

type Pictures = NewDesignPictures[string];
// Loaded on first use (only an approved member's page has withheld pictures to ask for).
const callCatalog = lazyCaller(() => import('@sw/protocol/contracts/catalog'));

/** At most this many goods per call (the back-end's limit). */
const BATCH = 100;
const known = new Map<string, Promise<Pictures | null>>();
let waiting: { goodsId: string; resolve: (pictures: Pictures | null) => void }[] = [];

async function send(batch: typeof waiting) {
  const result = await callCatalog((catalog) => catalog.newDesignPictures, { goodsIds: batch.map((entry) => entry.goodsId) });
  for (const entry of batch) entry.resolve(result.ok ? (result.data[entry.goodsId] ?? null) : null);
}

function flush() {
  const all = waiting;
  waiting = [];
  for (let start = 0; start < all.length; start += BATCH) void send(all.slice(start, start + BATCH));
}

/**
 * The real pictures of a new design, for an approved member: cached pages carry only the placeholder, so
 * the browser asks for them after load. The cards of one page ask together, in one call.
 */
export function loadNewDesignPictures(goodsId: string): Promise<Pictures | null> {
  let pending = known.get(goodsId);
  if (!pending) {
    pending = new Promise((resolve) => {
      if (!waiting.length) queueMicrotask(flush);
      waiting.push({ goodsId, resolve });
    });
    known.set(goodsId, pending);
    // A refusal is not kept: access may be granted later in this visit.
    void pending.then((pictures) => pictures ?? known.delete(goodsId));
  }
  return pending;
}

/** Whether a picture address stands for a new design's picture withheld by the server. */
export const isWithheld = (src: string) => src === NEW_DESIGN_PLACEHOLDER;

/** The real pictures of `goodsId` once loaded; undefined while there is nothing to ask (no id) or loading. */
export function useNewDesignPictures(goodsId: string | undefined): Pictures | null | undefined {
  return useLoad(goodsId ?? null, () => loadNewDesignPictures(goodsId!)).value;
}
