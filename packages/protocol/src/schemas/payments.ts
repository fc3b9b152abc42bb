import { z } from '../z';
import { CUSTOM_DEPOSIT, PAYMENT_TERM_KINDS } from '../paymentTerms';
import { THEME_NAMES } from '../site';
import { fileRefSchema } from './customization';
import { idField, lineText, optional, text, wholeNumber } from './fields';
import { dayField, moneyField } from './formats';

/**
 * Inputs of an order's money (docs/workflows.md, Payments): the quotation's payment terms, the buyer's payment notices,
 * the sales team's receipts, refunds and decisions, the bank details per brand and a buyer's net-terms mark.
 * Amounts are numbers with at most 2 decimals; the back-end turns them into minor units (money.ts).
 */

// Not order.ts's orderIdField: schemas/inquiry.ts imports this file, and order.ts imports inquiry.ts.
const orderIdField = () => idField('Please choose an order.');

export const PAYMENT_LIMITS = {
  maxPayer: 120,
  maxReference: 120,
  maxMethod: 60,
  maxNote: 1000,
  maxBankField: 200,
  maxBankNotes: 1000,
  /** A notice may not claim more than this many times the order's total. */
  noticeTotalFactor: 2,
} as const;

/** Methods the desk offers first (any other may be typed). */
export const PAYMENT_METHODS = ['Bank transfer (T/T)', 'PayPal', 'Western Union', 'Credit card', 'Cash'] as const;

/** An amount of money: more than 0, at most 2 decimals (docs/protocol.md, Money and dates). */
export const amountField = (what = 'amount') => moneyField(what);

const day = (what: string) => dayField(`the ${what}`);

/** A receipt past the order's total is refused unless this says the overpayment is meant. */
const overpaymentField = z.boolean({ error: 'Please say whether the overpayment is intended (true or false).' }).optional();

/** The terms the sales person chooses on a quotation: a preset, or 'custom' with a whole deposit percentage. */
export const paymentTermsInputSchema = z
  .object({
    kind: z.enum(PAYMENT_TERM_KINDS, { error: 'Please choose payment terms from the list.' }),
    depositPercent: optional(wholeNumber(CUSTOM_DEPOSIT.min, CUSTOM_DEPOSIT.max,
      `Please enter the deposit as a whole percentage from ${CUSTOM_DEPOSIT.min} to ${CUSTOM_DEPOSIT.max}.`)),
  })
  .refine((terms) => terms.kind !== 'custom' || terms.depositPercent !== undefined, {
    error: `Please enter the deposit as a whole percentage from ${CUSTOM_DEPOSIT.min} to ${CUSTOM_DEPOSIT.max}.`,
    path: ['depositPercent'],
  });
export type PaymentTermsInput = z.input<typeof paymentTermsInputSchema>;

/** sendPaymentNotice.do: 'I have paid', with the transfer slip uploaded into slip/ by the buyer. */
export const paymentNoticeSchema = z.object({
  orderId: orderIdField(),
  amount: amountField(),
  paidOn: day('payment date'),
  payer: lineText(PAYMENT_LIMITS.maxPayer).min(1, { error: 'Please enter who paid (the account holder).' }),
  reference: optional(lineText(PAYMENT_LIMITS.maxReference)),
  slip: optional(fileRefSchema.refine((file) => file.key.startsWith('slip/'), { error: 'The transfer slip belongs in the slip folder.' })),
  note: optional(text(PAYMENT_LIMITS.maxNote)),
});
export type PaymentNoticeInput = z.input<typeof paymentNoticeSchema>;

export const noticeIdField = () => idField('Please choose a payment notice.');

/** staff/confirmPaymentNotice.do: the amount that arrived (after bank fees), the day and the method. */
export const confirmNoticeSchema = z.object({
  noticeId: noticeIdField(),
  amount: amountField('amount received'),
  receivedOn: day('day received'),
  overpayment: overpaymentField,
  method: lineText(PAYMENT_LIMITS.maxMethod).min(1, { error: 'Please enter how it was paid.' }),
  note: optional(text(PAYMENT_LIMITS.maxNote)),
});

/** staff/rejectPaymentNotice.do: with the reason the buyer reads. */
export const rejectNoticeSchema = z.object({
  noticeId: noticeIdField(),
  reason: text(PAYMENT_LIMITS.maxNote).min(1, { error: 'Please say why the notice is rejected.' }),
});

/** staff/recordPayment.do: money that came without a notice, or a refund paid back. */
export const recordPaymentSchema = z.object({
  orderId: orderIdField(),
  kind: z.enum(['receipt', 'refund'], { error: 'Please choose a receipt or a refund.' }),
  amount: amountField(),
  receivedOn: day('day'),
  /** Receipts only: the sales person means to take the amount paid past the total (refunded later). */
  overpayment: overpaymentField,
  method: lineText(PAYMENT_LIMITS.maxMethod).min(1, { error: 'Please enter the method.' }),
  note: optional(text(PAYMENT_LIMITS.maxNote)),
});

const bankField = (what: string) => lineText(PAYMENT_LIMITS.maxBankField).min(1, { error: `Please enter the ${what}.` });

/** staff/savePaymentInstructions.do: one brand's bank details. */
export const paymentInstructionsSchema = z.object({
  theme: z.enum(THEME_NAMES as ['default', 'sister'], { error: 'Please choose a brand.' }),
  beneficiary: bankField('beneficiary'),
  bank: bankField('bank'),
  swift: lineText(11).regex(/^[A-Za-z]{6}[A-Za-z0-9]{2}([A-Za-z0-9]{3})?$/, { error: 'Please enter the SWIFT/BIC: 8 or 11 letters and digits.' }),
  account: lineText(PAYMENT_LIMITS.maxBankField).regex(/^[A-Za-z0-9 -]+$/, { error: 'Please enter the account number or IBAN with letters, digits, spaces and - only.' }),
  bankAddress: optional(lineText(PAYMENT_LIMITS.maxBankField)),
  notes: optional(text(PAYMENT_LIMITS.maxBankNotes)),
});
export type PaymentInstructionsInput = z.input<typeof paymentInstructionsSchema>;

/** staff/setMemberNetTerms.do: whether the quotation editor may offer net terms to this buyer. */
export const setMemberNetTermsSchema = z.object({
  memberId: z.uuid({ error: 'Please choose a member.' }),
  netTerms: z.boolean({ error: 'Please say whether net terms are allowed.' }),
});
