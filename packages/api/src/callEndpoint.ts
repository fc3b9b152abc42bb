import type { z } from 'zod';
import {
  ACTING_REFUSAL, ACTING_WRITE_LABELS, API, limitedToOwnAccounts, MSG, NOT_YOUR_ACCOUNT, RES, neededRole, neededStaffRoles, REFUSED_WHILE_ACTING, roleAllows,
  ROLE_REFUSALS, staffRoleRefusal, staffRolesAllow, type Contract, type SiteTheme,
} from '@sw/protocol';
import type { AppDeps, CallContext } from './context';
import { resolveSession, type Member } from './services/auth/sessions';
import { mayViewNewDesigns, withoutNewDesignPictures } from './services/catalog/newDesign';
import type { Endpoint } from './lib/endpoint';
import { ApiError } from './lib/errors';
import { securityEvent } from './lib/log';
import { inCallScope } from './lib/callScope';
import { accountOfRecord } from './queries/accountOfRecord';
import { memberActingFor, recordActingWrite } from './workflows/acting';

/** A call that has passed the transport's checks (over HTTP: the signature and the JSON body). */
export interface EndpointCall {
  data: Record<string, unknown>;
  token: string | null;
  /** The member id the signature names, if any: it must be the session's member. */
  claimedMemId?: string;
  ip: string;
  userAgent: string;
  theme: SiteTheme['name'];
}

function describeIssue(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return 'The request is not valid.';
  const field = issue.path.join('.');
  return field ? `${field}: ${issue.message}` : issue.message;
}

/**
 * One endpoint's rules around its handler: the session, who may call (access, staff roles and company role), the contract's
 * input schema, then the handler; its answer without new-design pictures for those who may not see them. A refusal
 * is an ApiError. The HTTP app calls this for every path; the tests' builders call it without HTTP (testing/direct.ts).
 */
export async function callEndpoint(deps: AppDeps, { contract, handle }: Endpoint, call: EndpointCall): Promise<unknown> {
  const refused = (reason: string, memberId?: string) =>
    securityEvent(deps.log, { event: 'access.refused', result: 'refused', reason: `${reason} ${contract.path}`, ip: call.ip, memberId });
  let member: Member | null = null;
  if (call.token && contract.access !== 'public') {
    // A token that no longer works is answered with its session code even where a visitor is welcome,
    // so the browser clears its stale session instead of showing a signed-in header to a visitor.
    member = await resolveSession(deps.database.db, call.token, deps.now());
    if (member && call.claimedMemId && call.claimedMemId !== member.id) {
      refused('session-of-another-member', member.id);
      throw new ApiError(RES.SESSION_EXPIRED, 'Your session does not match this account. Please sign in again.');
    }
    if (member?.actingSession && call.token) {
      // A staff session acting for a buyer is the buyer from here on, while the buyer's consent holds (workflows/acting.ts).
      const acting = await memberActingFor(deps, member, member.actingSession, call.token);
      member = acting.member;
      if (acting.ended && contract.access === 'member') {
        throw new ApiError(RES.ACTING_ENDED, 'Acting for the buyer has ended (30 minutes without activity, or the consent was revoked). You are yourself again.');
      }
    }
  }
  if (member?.acting && (contract.access === 'staff' || REFUSED_WHILE_ACTING.has(contract.path))) {
    refused('while-acting', member.acting.staffId);
    throw new ApiError(RES.REFUSED_WHILE_ACTING, contract.access === 'staff' ? 'You are acting for a buyer: end acting (the banner\'s End) to use the console.' : ACTING_REFUSAL);
  }
  if ((contract.access === 'member' || contract.access === 'staff') && !member) {
    refused('not-signed-in');
    throw new ApiError(RES.NOT_SIGNED_IN, MSG.notSignedIn);
  }
  if (contract.access === 'staff' && member?.role !== 'staff') {
    refused('not-staff', member?.id);
    throw new ApiError(RES.FORBIDDEN, 'This is for staff only.');
  }
  // The staff roles, like the company role, come before the input is read: a refused role learns nothing of the input's rules.
  const staffRoles = neededStaffRoles(contract);
  if (staffRoles && member && !staffRolesAllow(member.staffRoles, staffRoles)) {
    refused(`staff-role-${member.staffRoles.join('+') || 'none'}`, member.id);
    throw new ApiError(RES.STAFF_ROLE_REFUSED, staffRoleRefusal(staffRoles));
  }
  const role = neededRole(contract);
  if (role && member?.companyRole && !roleAllows(member.companyRole, role)) {
    refused(`role-${member.companyRole}`, member.id);
    throw new ApiError(RES.ROLE_REFUSED, ROLE_REFUSALS[member.companyRole as keyof typeof ROLE_REFUSALS]);
  }

  const parsed = contract.input.safeParse(call.data);
  if (!parsed.success) throw new ApiError(RES.INVALID_PARAMS, describeIssue(parsed.error));
  if (member && staffRoles) await checkOwnAccount(deps, contract, member, staffRoles, parsed.data as Record<string, unknown>, refused);
  const ctx: CallContext<unknown> = {
    input: parsed.data,
    db: deps.database.db,
    deps,
    member,
    token: call.token,
    ip: call.ip,
    userAgent: call.userAgent,
    theme: call.theme,
  };
  const { scope, done } = inCallScope(async () => (await handle(ctx)) ?? null);
  const result = await done;
  // Every write made while acting is attributed to both (the company's "Done on your behalf", the audit trail).
  if (member?.acting && contract.path !== API.acting.endActing && (scope.wrote || contract.path in ACTING_WRITE_LABELS)) await recordActingWrite(deps, member, contract.path);
  return mayViewNewDesigns(member) ? result : withoutNewDesignPictures(result);
}

/**
 * Sales limited to their own accounts (issue 53, part 1): a member who may call a staff path only through the sales role
 * reaches the companies they manage; a queue shows only those. The contract's `account` says how the company is found.
 */
async function checkOwnAccount(
  deps: AppDeps, contract: Contract, member: Member, allowed: readonly string[], input: Record<string, unknown>, refused: (reason: string, memberId?: string) => void,
) {
  if (!contract.account || !limitedToOwnAccounts(member.staffRoles, allowed as Parameters<typeof limitedToOwnAccounts>[1])) return;
  if (contract.account === 'queue') {
    input.mine = true;
    return;
  }
  const account = await accountOfRecord(deps.database.db, contract.account, input[contract.account]);
  if (account && account.managerId !== member.id) {
    refused('not-own-account', member.id);
    throw new ApiError(RES.NOT_YOUR_ACCOUNT, NOT_YOUR_ACCOUNT);
  }
}
