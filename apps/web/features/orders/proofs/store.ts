'use client';
import type { OrderProofs } from '@sw/protocol';
import { createStore } from '@/lib/store';

/**
 * The proofs of the order on screen, as the proofs panel last loaded or changed them: the line's approved-proof
 * thumbnail reads them here, so the order page asks for them once.
 */
export const orderProofsStore = createStore<OrderProofs | null>(null);
