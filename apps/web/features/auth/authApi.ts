'use client';
import {
  API, type CallResult, errorCode, errorMessage, hashPassword, type LoginResult, MSG, RES,
} from '@sw/protocol';
import { call } from '@/lib/call';

/**
 * The base/ account calls the dialog and the account page make. Passwords leave the page
 * only as hashPassword(email, password).
 */

let suffixes: Promise<string[]> | null = null;

/** emailSuffixList.do, asked once per page load. */
export function loadEmailSuffixes(): Promise<string[]> {
  suffixes ??= call<string[]>(API.base.emailSuffixList).then((result) => {
    if (result.ok && Array.isArray(result.data)) return result.data;
    suffixes = null;
    return [];
  });
  return suffixes;
}

/** emailRegisterChecking.do: true when the address is registered (anything but 0). */
export async function checkRegistered(email: string): Promise<CallResult<boolean>> {
  const result = await call<number>(API.base.emailRegisterChecking, { email });
  return result.ok ? { ...result, data: Number(result.data) !== 0 } : result;
}

export function loginOrRegister(email: string, password: string) {
  return call<LoginResult>(API.base.emailLoginOrRegister, { email, pwd: hashPassword(email, password.trim()) });
}

export function sendResetCode(email: string) {
  return call<boolean>(API.base.sendVerificationMail, { email });
}

export function checkResetCode(email: string, veriCode: string) {
  return call<boolean>(API.base.verificationMailChecking, { email, veriCode });
}

export function resetPassword(email: string, password: string, veriCode: string) {
  return call<LoginResult>(API.base.changePwd, { email, pwd: hashPassword(email, password.trim()), veriCode });
}

export function changePassword(email: string, oldPassword: string, newPassword: string) {
  return call<boolean>(API.base.changePwd2, {
    oldPwd: hashPassword(email, oldPassword.trim()),
    pwd: hashPassword(email, newPassword.trim()),
  });
}

type Failure = { error: Parameters<typeof errorMessage>[0]['error'] };

/** Spec 8, sending a code: 21005 its text, 25040201 the server's message, anything else the email text. */
export function sendCodeMessage(result: Failure): string {
  const res = errorCode(result);
  if (res === RES.CODE_TOO_OFTEN) return MSG.codeTooOften;
  if (res === RES.CODE_REJECTED) return errorMessage(result);
  return MSG.invalidEmail;
}

/** Spec 8, signing in: 10020 its text, anything else the server's message. */
export function signInMessage(result: Failure): string {
  return errorCode(result) === RES.WRONG_PASSWORD ? MSG.wrongPassword : errorMessage(result);
}

/** Spec 8, checking a code: 25040201 the server's message, anything else the fixed text. */
export function codeCheckMessage(result: Failure): string {
  return errorCode(result) === RES.CODE_REJECTED ? errorMessage(result) : MSG.codeIncorrect;
}
