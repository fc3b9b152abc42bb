'use client';
import { acting, type InputOf } from '@sw/protocol';
import { call } from '@/lib/backend/call';

/** Acting for a buyer: the banner's facts and its End, and the console's start (staff, their own accounts). */
export const loadActingNow = () => call(acting.actingNow);
export const endActing = () => call(acting.endActing);
export const startActing = (input: InputOf<typeof acting.startActing>) => call(acting.startActing, input);
