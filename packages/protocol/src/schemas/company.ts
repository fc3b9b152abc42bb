import { z } from '../z';
import { COMPANY_ROLES } from '../company';
import { emailField } from './auth';
import { idField } from './fields';
import { moneyTextField } from './formats';

/** Input schemas of the base/company/ calls (docs/protocol.md, Company accounts). */

export const INVITATION_TTL_MS = 7 * 24 * 60 * 60 * 1000;
/** Invitations one company may send per hour. */
export const INVITATIONS_PER_HOUR = 20;

const roleField = z.enum(COMPANY_ROLES, { error: 'Please choose a role: Admin, Buyer or Viewer.' });
const memIdField = z.string({ error: 'Please choose a colleague.' }).trim().uuid({ error: 'Please choose a colleague.' });
/** A link's token: base64url, as inviteColleague.do mails it. */
const tokenField = z
  .string({ error: 'This invitation link is not complete. Please open the link from the email again.' })
  .trim()
  .regex(/^[A-Za-z0-9_-]{20,100}$/, { error: 'This invitation link is not complete. Please open the link from the email again.' });

export const inviteColleagueSchema = z.object({ email: emailField, role: roleField });
export const revokeInvitationSchema = z.object({ invitationId: idField('Please choose an invitation.') });
export const invitationTokenSchema = z.object({ token: tokenField });
export const acceptInvitationSchema = z.object({
  token: tokenField,
  confirm: z.literal(true, { error: 'Please confirm that your inquiries, orders and addresses move into the company.' }),
});
export const changeColleagueRoleSchema = z.object({ memId: memIdField, role: roleField });
export const removeColleagueSchema = z.object({ memId: memIdField });

/** The approval amount: money of 0 or more (docs/protocol.md, Money and dates); blank or null: no rule. Answers '1234.50' or null. */
export const approvalThresholdField = z.preprocess(
  (value) => (value === undefined || value === null || (typeof value === 'string' && value.trim() === '') ? null : value),
  moneyTextField('approval amount', { least: 0 }).nullable(),
);

export const companySettingsSchema = z.object({
  approvalThreshold: approvalThresholdField,
  copyAdmins: z.boolean({ error: 'Please say whether admins get a copy (true or false).' }),
});
