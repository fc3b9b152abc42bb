import { API } from '../paths';
import { answer, contract } from '../contract';
import {
  actingConsentRefSchema, grantActingConsentSchema, startActingSchema,
  type ActingCode, type ActingConsentView, type ActingNow, type ActingOverview, type ActingStarted,
} from '../acting';
import { noInput } from './noInput';

/** Acting for a buyer with consent (docs/protocol.md, Acting for a buyer). Consent comes from the buyer's side only. */

/** Every colleague reads it: an admin sees the company's consents and log, another member their own. */
export const actingConsents = contract({ path: API.acting.consents, access: 'member', role: 'viewer', input: noInput, answer: answer<ActingOverview>() });

/** A company admin names a sales person for 30 or 90 days; refused while acting (staff never grant consent). */
export const grantActingConsent = contract({
  path: API.acting.grantConsent, access: 'member', role: 'admin', input: grantActingConsentSchema, answer: answer<ActingConsentView>(),
});

/** Ends a consent at once (an admin any of the company's, a member their own code); a session on it ends with it. */
export const revokeActingConsent = contract({
  path: API.acting.revokeConsent, access: 'member', role: 'viewer', input: actingConsentRefSchema, answer: answer<ActingConsentView>(),
});

/** A one-off 6-digit code the member reads out on the phone: 10 minutes, once, for acting as this member. */
export const actingSessionCode = contract({ path: API.acting.sessionCode, access: 'member', role: 'viewer', input: noInput, answer: answer<ActingCode>() });

/** The banner's facts while the caller acts for a buyer; null otherwise. */
export const actingNow = contract({ path: API.acting.current, access: 'member', role: 'viewer', input: noInput, answer: answer<ActingNow | null>() });

/** The banner's End: the staff member is themselves again, and the buyer is mailed a summary. */
export const endActing = contract({ path: API.acting.endActing, access: 'member', role: 'viewer', input: noInput, answer: answer<{ ended: true }>() });

/** A sales person starts acting for a buyer of their own accounts, with a standing grant or the buyer's code. */
export const startActing = contract({
  path: API.acting.startActing, access: 'staff', staffRoles: ['sales'], account: 'email', input: startActingSchema, answer: answer<ActingStarted>(),
});
