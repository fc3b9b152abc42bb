'use client';
import {
  account, auth, type CallResult, errorCode, errorMessage, hashPassword, type InputOf, MSG, RES,
} from '@sw/protocol';
import { call } from '@/lib/backend/call';

// Proof of address (My Account, inquiry forms) lives in lib/, shared with ui/EmailCodeConfirm.
export { confirmEmail, sendCodeMessage, sendConfirmMail } from '@/lib/emailConfirmation';

/**
 * The auth feature's calls (sign-in, reset, password and company information), made by the dialog and the account page. Passwords leave the page
 * only as hashPassword(email, password).
 */

let suffixes: Promise<string[]> | null = null;

/** emailSuffixList.do, asked once per page load. */
export function loadEmailSuffixes(): Promise<string[]> {
  suffixes ??= call(auth.emailSuffixList).then((result) => {
    if (result.ok) return result.data;
    suffixes = null;
    return [];
  });
  return suffixes;
}

/** emailRegisterChecking.do: true when the address is registered (anything but 0). */
export async function checkRegistered(email: string): Promise<CallResult<boolean>> {
  const result = await call(auth.emailRegisterChecking, { email });
  return result.ok ? { ...result, data: Number(result.data) !== 0 } : result;
}

export function loginOrRegister(email: string, password: string) {
  return call(auth.emailLoginOrRegister, { email, pwd: hashPassword(email, password.trim()) });
}

export function sendResetCode(email: string) {
  return call(auth.sendVerificationMail, { email });
}

export function checkResetCode(email: string, veriCode: string) {
  return call(auth.verificationMailChecking, { email, veriCode });
}

export function resetPassword(email: string, password: string, veriCode: string) {
  return call(auth.changePwd, { email, pwd: hashPassword(email, password.trim()), veriCode });
}

export function changePassword(email: string, oldPassword: string, newPassword: string) {
  return call(auth.changePwd2, {
    oldPwd: hashPassword(email, oldPassword.trim()),
    pwd: hashPassword(email, newPassword.trim()),
  });
}

/** completeInformation.do: company information for new-design access. */
export function completeInformation(input: InputOf<typeof account.completeInformation>) {
  return call(account.completeInformation, input);
}

type Failure = { error: Parameters<typeof errorMessage>[0]['error'] };

/** Spec 8, signing in: 10020 its text, anything else the server's message. */
export function signInMessage(result: Failure): string {
  return errorCode(result) === RES.WRONG_PASSWORD ? MSG.wrongPassword : errorMessage(result);
}

/** Spec 8, checking a code: 25040201 the server's message, anything else the fixed text. */
export function codeCheckMessage(result: Failure): string {
  return errorCode(result) === RES.CODE_REJECTED ? errorMessage(result) : MSG.codeIncorrect;
}
