'use client';
import { account, errorCode, errorMessage, MSG, RES } from '@sw/protocol';
import { call } from '@/lib/backend/call';

/** Proof of address: a code to the member's own email, then the code back (My Account and the inquiry forms). */
export function sendConfirmMail() {
  return call(account.sendConfirmMail);
}

export function confirmEmail(veriCode: string) {
  return call(account.confirmEmail, { veriCode });
}

type Failure = { error: Parameters<typeof errorMessage>[0]['error'] };

/** Spec 8, sending a code: 21005 its text, 25040201 the server's message, anything else the email text. */
export function sendCodeMessage(result: Failure): string {
  const res = errorCode(result);
  if (res === RES.CODE_TOO_OFTEN) return MSG.codeTooOften;
  if (res === RES.CODE_REJECTED) return errorMessage(result);
  return MSG.invalidEmail;
}
