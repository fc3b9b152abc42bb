import type { CallContext } from '../context';
import type { RequestMeta } from '../services/auth';
import { brandOf } from '../services/mail';

/** Who asks and when: for limits, security events and the session record. */
export const requestMeta = (ctx: CallContext<unknown>): RequestMeta => ({
  ip: ctx.ip, userAgent: ctx.userAgent, now: ctx.deps.now(), log: ctx.deps.log,
});

/** What sending a code needs: the database, the mailer and the brand the mail is signed with (the site asked on). */
export const codeDeps = (ctx: CallContext<unknown>) => ({
  db: ctx.db, mailer: ctx.deps.mailer, brand: brandOf(ctx.theme),
});
