import { auth } from '@sw/protocol';
import { endpoint, type Endpoint } from '../lib/endpoint';
import { changePassword, checkCode, checkRegistration, EMAIL_SUFFIXES, loginOrRegister, resetPassword, revokeSession, sendResetCode } from '../services/auth';
import { securityEvent } from '../lib/log';
import { codeDeps, requestMeta as meta } from './requestMeta';

export const authEndpoints: Endpoint[] = [
  endpoint(auth.emailSuffixList, async () => [...EMAIL_SUFFIXES]),

  endpoint(auth.emailRegisterChecking, (ctx) => checkRegistration(ctx.db, ctx.input.email, meta(ctx))),

  endpoint(auth.emailLoginOrRegister, (ctx) => loginOrRegister(ctx.db, ctx.input.email, ctx.input.pwd, meta(ctx))),

  endpoint(auth.sendVerificationMail, async (ctx) => {
    await sendResetCode(codeDeps(ctx), ctx.input.email, meta(ctx));
    return true;
  }),

  endpoint(auth.verificationMailChecking, async (ctx) => {
    await checkCode(ctx.db, ctx.input.email, ctx.input.veriCode, meta(ctx));
    return true;
  }),

  endpoint(auth.changePwd, (ctx) => resetPassword(ctx.db, ctx.input, meta(ctx))),

  endpoint(auth.changePwd2, async (ctx) => {
    await changePassword(ctx.db, ctx.member.id, ctx.token, ctx.input, meta(ctx));
    return true;
  }),

  endpoint(auth.quitLogin, async (ctx) => {
    if (ctx.token) {
      await revokeSession(ctx.db, ctx.token, ctx.deps.now());
      securityEvent(ctx.deps.log, { event: 'session.revoked', result: 'ok', reason: 'signed-out', ip: ctx.ip, memberId: ctx.member?.id });
    }
    return true;
  }),
];
