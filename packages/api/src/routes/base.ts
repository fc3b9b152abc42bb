import { z } from 'zod';
import { API } from '@sw/protocol';
import {
  changePwd2InputSchema, changePwdInputSchema, codeCheckInputSchema, completeInformationInputSchema,
  emailInputSchema, loginInputSchema,
} from '@sw/protocol/schemas/auth';
import type { CallContext } from '../context';
import { endpoint, type Endpoint } from '../lib/endpoint';
import { EMAIL_SUFFIXES } from '../services/auth/emailSuffixes';
import { loginOrRegister, registrationStatus, type RequestMeta } from '../services/auth/accounts';
import { checkCode, sendResetCode } from '../services/auth/codes';
import { brandFromAddress } from '../services/auth/mail';
import { changePassword, resetPassword } from '../services/auth/passwordChange';
import { revokeSession } from '../services/auth/sessions';
import { completeInformation, viewInformation } from '../services/account/profile';
import { isListedCountry } from '../services/contact/countries';

const meta = (ctx: CallContext<unknown>): RequestMeta => ({ ip: ctx.ip, userAgent: ctx.userAgent, now: ctx.deps.now() });

/** The shared shape, plus: the country must be one of countryList.do's (the list lives on the back-end). */
const listedCountryOnly = completeInformationInputSchema.refine((info) => isListedCountry(info.country), {
  path: ['country'],
  error: 'Please choose a country.',
});

export const baseEndpoints: Endpoint[] = [
  endpoint(API.base.emailSuffixList, 'public', z.object({}), async () => EMAIL_SUFFIXES),

  endpoint(API.base.emailRegisterChecking, 'public', emailInputSchema, async (ctx) => registrationStatus(ctx.db, ctx.input.email)),

  endpoint(API.base.emailLoginOrRegister, 'public', loginInputSchema, async (ctx) =>
    loginOrRegister(ctx.db, ctx.input.email, ctx.input.pwd, meta(ctx)),
  ),

  endpoint(API.base.sendVerificationMail, 'public', emailInputSchema, async (ctx) => {
    const brand = brandFromAddress(ctx.deps.config.mailFrom);
    await sendResetCode({ db: ctx.db, mailer: ctx.deps.mailer, brand }, ctx.input.email, meta(ctx));
    return true;
  }),

  endpoint(API.base.verificationMailChecking, 'public', codeCheckInputSchema, async (ctx) => {
    await checkCode(ctx.db, ctx.input.email, ctx.input.veriCode, ctx.deps.now());
    return true;
  }),

  endpoint(API.base.changePwd, 'public', changePwdInputSchema, async (ctx) => resetPassword(ctx.db, ctx.input, meta(ctx))),

  endpoint(API.base.changePwd2, 'member', changePwd2InputSchema, async (ctx) => {
    await changePassword(ctx.db, ctx.member.id, ctx.token, ctx.input, ctx.deps.now());
    return true;
  }),

  endpoint(API.base.viewInformation, 'member', z.object({}), async (ctx) => viewInformation(ctx.db, ctx.member.id)),

  endpoint(API.base.completeInformation, 'member', listedCountryOnly, async (ctx) =>
    completeInformation(ctx.db, ctx.member.id, ctx.input, ctx.deps.now()),
  ),

  endpoint(API.base.quitLogin, 'optional', z.object({}), async (ctx) => {
    if (ctx.token) await revokeSession(ctx.db, ctx.token, ctx.deps.now());
    return true;
  }),
];
