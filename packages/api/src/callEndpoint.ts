import type { z } from 'zod';
import {
  MSG, RES, neededRole, neededStaffRoles, roleAllows, ROLE_REFUSALS, staffRoleRefusal, staffRolesAllow, type SiteTheme,
} from '@sw/protocol';
import type { AppDeps, CallContext } from './context';
import { resolveSession, type Member } from './services/auth/sessions';
import { mayViewNewDesigns, withoutNewDesignPictures } from './services/catalog/newDesign';
import type { Endpoint } from './lib/endpoint';
import { ApiError } from './lib/errors';
import { securityEvent } from './lib/log';

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
  const result = (await handle(ctx)) ?? null;
  return mayViewNewDesigns(member) ? result : withoutNewDesignPictures(result);
}
