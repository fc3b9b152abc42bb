'use client';
import { staffMail } from '@sw/protocol';
import { call } from '@/lib/backend/call';

/** "Send again" from the browser (staff sessions only; the back-end refuses anyone else). */
export const resendMail = (outboxId: number) => call(staffMail.resendMail, { outboxId });
