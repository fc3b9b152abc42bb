import { auth } from '@sw/protocol';
import type { CallContext } from '../context';
import { endpoint, type Endpoint } from '../lib/endpoint';
import { EMAIL_SUFFIXES } from '../services/auth/emailSuffixes';
import { loginOrRegister, registrationStatus, type RequestMeta } from '../services/auth/accounts';
import { checkCode, sendResetCode } from '../services/auth/codes';
import { brandFromAddress } from '../services/auth/mail';
import { changePassword, resetPassword } from '../services/auth/passwordChange';
import { revokeSession } from '../services/auth/sessions';

const meta = (ctx: CallContext<unknown>): RequestMeta => ({ ip: ctx.ip, userAgent: ctx.userAgent, now: ctx.deps.now() });

export const authEndpoints: Endpoint[] = [
  endpoint(auth.emailSuffixList, async () => [...EMAIL_SUFFIXES]),

  endpoint(auth.emailRegisterChecking, (ctx) => registrationStatus(ctx.db, ctx.input.email)),

  endpoint(auth.emailLoginOrRegister, (ctx) => loginOrRegister(ctx.db, ctx.input.email, ctx.input.pwd, meta(ctx))),

  endpoint(auth.sendVerificationMail, async (ctx) => {
    const brand = brandFromAddress(ctx.deps.config.mailFrom);
    await sendResetCode({ db: ctx.db, mailer: ctx.deps.mailer, brand }, ctx.input.email, meta(ctx));
    return true;
  }),

  endpoint(auth.verificationMailChecking, async (ctx) => {
    await checkCode(ctx.db, ctx.input.email, ctx.input.veriCode, ctx.deps.now());
    return true;
  }),

  endpoint(auth.changePwd, (ctx) => resetPassword(ctx.db, ctx.input, meta(ctx))),

  endpoint(auth.changePwd2, async (ctx) => {
    await changePassword(ctx.db, ctx.member.id, ctx.token, ctx.input, ctx.deps.now());
    return true;
  }),

  endpoint(auth.quitLogin, async (ctx) => {
    if (ctx.token) await revokeSession(ctx.db, ctx.token, ctx.deps.now());
    return true;
  }),
];
