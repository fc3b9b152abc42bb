import { z } from 'zod';
import { API } from '@sw/protocol';
import {
  changePwd2InputSchema, changePwdInputSchema, codeCheckInputSchema, completeInformationInputSchema,
  emailInputSchema, loginInputSchema, verificationCodeField,
} from '@sw/protocol/schemas/auth';
import type { CallContext } from '../context';
import { endpoint, type Endpoint } from '../lib/endpoint';
import { EMAIL_SUFFIXES } from '../services/auth/emailSuffixes';
import { checkRegistration, loginOrRegister, type RequestMeta } from '../services/auth/accounts';
import { checkCode, sendConfirmCode, sendResetCode } from '../services/auth/codes';
import { brandFromAddress } from '../services/auth/mail';
import { changePassword, resetPassword } from '../services/auth/passwordChange';
import { revokeSession } from '../services/auth/sessions';
import { completeInformation, viewInformation } from '../services/account/profile';
import { confirmEmail } from '../services/account/emailConfirmation';
import { securityEvent } from '../lib/log';
import { isListedCountry } from '../services/contact/countries';

const meta = (ctx: CallContext<unknown>): RequestMeta => ({ ip: ctx.ip, userAgent: ctx.userAgent, now: ctx.deps.now(), log: ctx.deps.log });
const codeDeps = (ctx: CallContext<unknown>) => ({ db: ctx.db, mailer: ctx.deps.mailer, brand: brandFromAddress(ctx.deps.config.mailFrom) });

/** The shared shape, plus: the country must be one of countryList.do's (the list lives on the back-end). */
const listedCountryOnly = completeInformationInputSchema.refine((info) => isListedCountry(info.country), {
  path: ['country'],
  error: 'Please choose a country.',
});

export const baseEndpoints: Endpoint[] = [
  endpoint(API.base.emailSuffixList, 'public', z.object({}), async () => EMAIL_SUFFIXES),

  endpoint(API.base.emailRegisterChecking, 'public', emailInputSchema, async (ctx) => checkRegistration(ctx.db, ctx.input.email, meta(ctx))),

  endpoint(API.base.emailLoginOrRegister, 'public', loginInputSchema, async (ctx) =>
    loginOrRegister(ctx.db, ctx.input.email, ctx.input.pwd, meta(ctx)),
  ),

  endpoint(API.base.sendVerificationMail, 'public', emailInputSchema, async (ctx) => {
    await sendResetCode(codeDeps(ctx), ctx.input.email, meta(ctx));
    return true;
  }),

  endpoint(API.base.verificationMailChecking, 'public', codeCheckInputSchema, async (ctx) => {
    await checkCode(ctx.db, ctx.input.email, ctx.input.veriCode, meta(ctx));
    return true;
  }),

  endpoint(API.base.changePwd, 'public', changePwdInputSchema, async (ctx) => resetPassword(ctx.db, ctx.input, meta(ctx))),

  endpoint(API.base.changePwd2, 'member', changePwd2InputSchema, async (ctx) => {
    await changePassword(ctx.db, ctx.member.id, ctx.token, ctx.input, meta(ctx));
    return true;
  }),

  endpoint(API.base.viewInformation, 'member', z.object({}), async (ctx) => viewInformation(ctx.db, ctx.member.id)),

  endpoint(API.base.completeInformation, 'member', listedCountryOnly, async (ctx) =>
    completeInformation(ctx.db, ctx.member.id, ctx.input, meta(ctx)),
  ),

  endpoint(API.base.sendConfirmMail, 'member', z.object({}), async (ctx) => {
    await sendConfirmCode(codeDeps(ctx), ctx.member, meta(ctx));
    return true;
  }),

  endpoint(API.base.confirmEmail, 'member', z.object({ veriCode: verificationCodeField }), async (ctx) => {
    await confirmEmail(ctx.db, ctx.member, ctx.input.veriCode, meta(ctx));
    return true;
  }),

  endpoint(API.base.quitLogin, 'optional', z.object({}), async (ctx) => {
    if (ctx.token) {
      await revokeSession(ctx.db, ctx.token, ctx.deps.now());
      securityEvent(ctx.deps.log, { event: 'session.revoked', result: 'ok', reason: 'signed-out', ip: ctx.ip, memberId: ctx.member?.id });
    }
    return true;
  }),
];
