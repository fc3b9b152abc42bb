'use client';
import { type InputOf, staffMargin } from '@sw/protocol';
import { call } from '@/lib/backend/call';

/** The costs and floors screen's calls (staff only; the back-end refuses other roles with 20013). */
export const loadMarginSettings = (input: InputOf<typeof staffMargin.marginSettings>) => call(staffMargin.marginSettings, input);
export const saveGoodsCost = (input: InputOf<typeof staffMargin.saveCost>) => call(staffMargin.saveCost, input);
export const saveMarginFloor = (input: InputOf<typeof staffMargin.saveFloor>) => call(staffMargin.saveFloor, input);
