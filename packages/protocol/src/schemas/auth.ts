import { z } from '../z';
import { LIMITS } from '../constants';
import { MSG } from '../messages';
import { CODE_PATTERN, isValidEmail } from '../validation';
import { lineString } from './fields';

/**
 * Input schemas of the base/ account calls, shared by the back-end (a failure is 10001 with
 * the message) and the storefront's forms. Passwords never travel in clear: `pwd` is the
 * browser's hashPassword(email, password), 64 lower-case hex digits.
 */

const EMAIL_MAX = 254;

/** Trimmed, lower-cased, non-space text @ a domain with a dot. */
export const emailField = z
  .string({ error: MSG.invalidEmail })
  .trim()
  .toLowerCase()
  .max(EMAIL_MAX, { error: `The email address must be at most ${EMAIL_MAX} characters.` })
  .refine(isValidEmail, { error: MSG.invalidEmail });

/** A password as it travels: hashPassword(email, password). */
export const hashedPasswordField = z
  .string({ error: 'The password is required.' })
  .trim()
  .toLowerCase()
  .regex(/^[0-9a-f]{64}$/, {
    error: `The password must be at least ${LIMITS.passwordMin} characters and be sent hashed (64 hexadecimal digits).`,
  });

export const verificationCodeField = z
  .string({ error: MSG.codeIncorrect })
  .trim()
  .regex(CODE_PATTERN, { error: `The verification code is ${LIMITS.verificationCodeLength} digits.` });

export const emailInputSchema = z.object({ email: emailField });

export const loginInputSchema = z.object({ email: emailField, pwd: hashedPasswordField });

export const codeCheckInputSchema = z.object({ email: emailField, veriCode: verificationCodeField });

export const changePwdInputSchema = z.object({ email: emailField, pwd: hashedPasswordField, veriCode: verificationCodeField });

export const changePwd2InputSchema = z.object({ oldPwd: hashedPasswordField, pwd: hashedPasswordField });

function requiredText(label: string, max: number) {
  return lineString({ error: `${label} is required.` })
    .min(1, { error: `${label} is required.` })
    .max(max, { error: `${label} must be at most ${max} characters.` });
}

function optionalText(label: string, max: number) {
  return lineString({ error: `${label} must be text.` })
    .max(max, { error: `${label} must be at most ${max} characters.` })
    .optional()
    .nullable()
    .transform((value) => (value ? value : null));
}

/** The business types offered on the account form. */
export const BUSINESS_TYPES = [
  'Retailer / Boutique',
  'Online Store',
  'Wholesaler / Distributor',
  'Brand Owner',
  'Designer',
  'Other',
] as const;

export const completeInformationInputSchema = z.object({
  company: requiredText('Company name', 120),
  /** ISO 3166-1 alpha-2, as countryList.do lists them. */
  country: z
    .string({ error: 'Please choose a country.' })
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{2}$/, { error: 'Please choose a country.' }),
  contactName: requiredText('Contact name', 80),
  phone: z
    .string({ error: 'Phone is required.' })
    .trim()
    .min(5, { error: 'Please enter a phone number with at least 5 digits.' })
    .max(40, { error: 'Phone must be at most 40 characters.' })
    .regex(/^\+?[0-9 ()./-]+$/, { error: 'Please enter a phone number using digits, spaces and + ( ) - only.' })
    .refine((value) => value.replace(/\D/g, '').length >= 5, { error: 'Please enter a phone number with at least 5 digits.' }),
  website: optionalText('Website', 200),
  businessType: optionalText('Business type', 60),
  /**
   * Whether saving also asks for new-design access (the default, as before): false saves the company information alone
   * (My Account's 'Save company information'), without an access request and without the confirmed address it needs.
   */
  requestAccess: z.boolean().optional(),
});

export type CompleteInformationInput = z.input<typeof completeInformationInputSchema>;
