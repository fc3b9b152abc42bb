import { COMPANY_ROLE_LABELS, type CompanyRole } from '@sw/protocol';
import { branded, brandOf, lines, type BrandedMail, type ThemeName } from '../mail';

/** The company mails: an invitation, a join (to the admins) and a removal (to the removed colleague). */

const companyText = (name: string | null) => (name ? name : 'their company');

export const joinLink = (publicUrl: string, token: string) => `${publicUrl}/company/join?token=${encodeURIComponent(token)}`;

export function invitationMail(theme: ThemeName, p: { inviter: string; companyName: string | null; role: CompanyRole; link: string; expiresAt: Date }): BrandedMail {
  const role = COMPANY_ROLE_LABELS[p.role];
  return branded(theme, {
    subject: `${p.inviter} invites you to ${companyText(p.companyName)}`,
    text: lines(
      'Hello,',
      '',
      `${p.inviter} invites you to join ${companyText(p.companyName)} on the ${brandOf(theme)} wholesale site as ${role}.`,
      'Colleagues of a company share its inquiries, quotations, orders and address book.',
      '',
      `Open this link to join (it works once, until ${p.expiresAt.toUTCString()}):`,
      p.link,
      '',
      'Sign in or register with this email address. If you did not expect this invitation, you can ignore this mail.',
    ),
  });
}

export function joinedMail(theme: ThemeName, p: { who: string; email: string; role: CompanyRole; companyName: string | null; link: string }): BrandedMail {
  const role = COMPANY_ROLE_LABELS[p.role];
  return branded(theme, {
    subject: `${p.who} joined ${companyText(p.companyName)} as ${role}`,
    text: lines(
      'Hello,',
      '',
      `${p.who} (${p.email}) accepted your company's invitation and joined as ${role}.`,
      'Their own inquiries, orders and addresses are now the company\'s.',
      '',
      `Colleagues and roles: ${p.link}`,
    ),
  });
}

/** `by` null: the admin removed themselves. */
export function removedMail(theme: ThemeName, p: { companyName: string | null; by: string | null }): BrandedMail {
  return branded(theme, {
    subject: p.by ? `You were removed from ${companyText(p.companyName)}` : `You left ${companyText(p.companyName)}`,
    text: lines(
      'Hello,',
      '',
      p.by ? `${p.by} removed you from ${companyText(p.companyName)}. You were signed out everywhere.` : `You left ${companyText(p.companyName)}. You were signed out everywhere.`,
      'The company\'s inquiries and orders stay with the company. You can still sign in: your account now has a company of its own, empty, with you as its admin.',
    ),
  });
}
