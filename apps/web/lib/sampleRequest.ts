'use client';
import type { LineCustomization } from '@sw/protocol';
import { createStore } from './store';

/**
 * The sample request gate: the goods page and the cart ask for the 'Request samples' dialog through here; the samples
 * feature's host (mounted by the layout) loads the goods and renders the dialog. Nothing here imports the dialog.
 */

export interface SampleRequest {
  goodsId: string;
  /** The specifications to start with (a cart line's); else the goods' first. */
  specIds?: readonly string[];
  /** A cart line's customization, offered as the logo sample. */
  customization?: LineCustomization | null;
}

export interface SampleRequestState {
  open: boolean;
  /** Increases with every openSampleRequest(), so the dialog starts over. */
  session: number;
  request: SampleRequest | null;
}

const store = createStore<SampleRequestState>({ open: false, session: 0, request: null });

export function openSampleRequest(request: SampleRequest): void {
  store.set((s) => ({ open: true, session: s.session + 1, request }));
}

export function closeSampleRequest(): void {
  if (store.get().open) store.set((s) => ({ ...s, open: false }));
}

export function useSampleRequest(): SampleRequestState {
  return store.use();
}
