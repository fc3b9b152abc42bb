'use client';
import { staffSearch } from '@sw/protocol';
import { call } from '@/lib/backend/call';

/** The search screen's writes from the browser (staff sessions only; the storefront revalidates after each). */
export const addSynonym = (term: string, synonym: string) => call(staffSearch.synonymAdd, { term, synonym });
export const removeSynonym = (id: string) => call(staffSearch.synonymRemove, { id });
