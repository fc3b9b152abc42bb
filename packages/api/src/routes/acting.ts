import { acting } from '@sw/protocol';
import { endpoint, type Endpoint } from '../lib/endpoint';
import { companyMember } from '../lib/member';
import { actingNowOf, actingOverview, issueActingCode } from '../services/auth';
import { runUseCase } from '../services/useCase';
import { grantActingConsent, revokeActingConsent, startActing, stopActing } from '../workflows/acting';

/** Acting for a buyer with consent: the buyer's side (consents, codes, the log), the banner, and the console's start. */
export const actingEndpoints: Endpoint[] = [
  endpoint(acting.actingConsents, ({ db, member, deps }) => actingOverview(db, companyMember(member), deps.now())),
  endpoint(acting.grantActingConsent, ({ member, input, deps }) => grantActingConsent(deps, member, input)),
  endpoint(acting.revokeActingConsent, ({ member, input, deps }) => revokeActingConsent(deps, member, input.consentId)),
  endpoint(acting.actingSessionCode, ({ member, deps }) => {
    const who = companyMember(member);
    return runUseCase(deps, (uc) => issueActingCode(uc.tx, who, uc.now));
  }),
  endpoint(acting.actingNow, ({ member }) => (member.acting
    ? actingNowOf({ ...member.acting, buyerNick: member.nick })
    : null)),
  endpoint(acting.endActing, ({ member, token, deps }) => stopActing(deps, member, token)),
  endpoint(acting.startActing, ({ member, token, input, deps }) => startActing(deps, member, token, input)),
];
