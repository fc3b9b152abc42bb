import { API } from '../paths';
import { answer, contract } from '../contract';
import {
  changePwd2InputSchema, changePwdInputSchema, codeCheckInputSchema, emailInputSchema, loginInputSchema,
} from '../schemas/auth';
import type { LoginResult } from '../types/auth';
import { noInput } from './noInput';

/** Sign-in, registration, password reset and change, sign-out (base/). */
export const emailSuffixList = contract({
  path: API.base.emailSuffixList, access: 'public', input: noInput, answer: answer<string[]>(),
});

/** 1 when the address is registered, 0 when not. */
export const emailRegisterChecking = contract({
  path: API.base.emailRegisterChecking, access: 'public', input: emailInputSchema, answer: answer<0 | 1>(),
});

export const emailLoginOrRegister = contract({
  path: API.base.emailLoginOrRegister, access: 'public', input: loginInputSchema, answer: answer<LoginResult>(),
});

export const sendVerificationMail = contract({
  path: API.base.sendVerificationMail, access: 'public', input: emailInputSchema, answer: answer<boolean>(),
});

export const verificationMailChecking = contract({
  path: API.base.verificationMailChecking, access: 'public', input: codeCheckInputSchema, answer: answer<boolean>(),
});

/** Resets the password with a mailed code and signs the member in. */
export const changePwd = contract({
  path: API.base.changePwd, access: 'public', input: changePwdInputSchema, answer: answer<LoginResult>(),
});

/** The signed-in member changes the password. */
export const changePwd2 = contract({
  path: API.base.changePwd2, access: 'member', role: 'viewer', input: changePwd2InputSchema, answer: answer<boolean>(),
});

/** Revokes the call's session, if any. */
export const quitLogin = contract({
  path: API.base.quitLogin, access: 'optional', input: noInput, answer: answer<boolean>(),
});
