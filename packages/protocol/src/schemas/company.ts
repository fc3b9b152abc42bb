import { z } from '../z';
import { COMPANY_ROLES } from '../company';
import { fitsMoneyColumn, formatMinor, hasAtMostDigits, MONEY_DIGITS, parseMinor } from '../money';
import { emailField } from './auth';
import { idField } from './fields';

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

const THRESHOLD_MESSAGE = 'Please enter the approval amount as a number with at most 2 decimals, 0 or more, or leave it empty for no rule.';

/** The approval amount's minor units, or null when it is not a plain decimal of at most 2 decimals. */
function thresholdMinor(value: string | number): bigint | null {
  const text = String(value).trim().replace(/,/g, '');
  return /^\d+(\.\d+)?$/.test(text) && hasAtMostDigits(text, MONEY_DIGITS) ? parseMinor(text, MONEY_DIGITS) : null;
}

/** The approval amount: a decimal string (or number) of at most 2 decimals, 0 or more; blank or null: no rule. Answers '1234.50' or null. */
export const approvalThresholdField = z.preprocess(
  (value) => (value === undefined || value === null || (typeof value === 'string' && value.trim() === '') ? null : value),
  z
    .union([z.string(), z.number()], { error: THRESHOLD_MESSAGE })
    .nullable()
    .refine((value) => value === null || thresholdMinor(value) !== null, { error: THRESHOLD_MESSAGE })
    .refine((value) => value === null || fitsMoneyColumn(thresholdMinor(value)!), { error: 'The approval amount is too large.' })
    .transform((value) => (value === null ? null : formatMinor(thresholdMinor(value)!, MONEY_DIGITS))),
);

export const companySettingsSchema = z.object({
  approvalThreshold: approvalThresholdField,
  copyAdmins: z.boolean({ error: 'Please say whether admins get a copy (true or false).' }),
});
