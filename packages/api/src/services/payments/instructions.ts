import { eq } from 'drizzle-orm';
import { THEME_NAMES, THEMES, type PaymentInstructions, type SiteTheme } from '@sw/protocol';
import type { z } from 'zod';
import type { paymentInstructionsSchema } from '@sw/protocol';
import type { Reader } from '../../db/client';
import { paymentInstructions } from '../../db/schema';
import { emailsOf } from '../auth';
import { recordAudit } from '../audit';
import type { Member } from '../../lib/member';
import { runUseCase, type UseCaseDeps } from '../useCase';

/** Each brand's bank details (staff/paymentInstructions.do, savePaymentInstructions.do), kept by staff in the console. */

type Row = typeof paymentInstructions.$inferSelect;
type SaveInput = z.output<typeof paymentInstructionsSchema>;

function toView(row: Row, updatedBy: string | null): PaymentInstructions {
  return {
    theme: row.theme,
    brand: THEMES[row.theme].brand,
    beneficiary: row.beneficiary,
    bank: row.bank,
    swift: row.swift,
    account: row.account,
    bankAddress: row.bankAddress,
    notes: row.notes,
    updatedAt: row.updatedAt.toISOString(),
    updatedBy,
  };
}

/** What the audit trail keeps of a brand's details. */
const facts = (row: Row) => ({ beneficiary: row.beneficiary, bank: row.bank, swift: row.swift, account: row.account, bankAddress: row.bankAddress, notes: row.notes });

/** A brand whose details were never entered: empty fields for the form. */
const blank = (theme: SiteTheme['name']): PaymentInstructions => ({
  theme, brand: THEMES[theme].brand, beneficiary: '', bank: '', swift: '', account: '', bankAddress: null, notes: null, updatedAt: null, updatedBy: null,
});

async function rowsWithEditors(db: Reader) {
  const rows = await db.select().from(paymentInstructions);
  const emails = await emailsOf(db, rows.map((row) => row.updatedBy));
  return rows.map((row) => ({ row, by: row.updatedBy === null ? null : emails.get(row.updatedBy) ?? null }));
}

/** staff/paymentInstructions.do: both brands, in THEME_NAMES order (blank until entered). */
export async function listInstructions(db: Reader): Promise<PaymentInstructions[]> {
  const found = new Map((await rowsWithEditors(db)).map(({ row, by }) => [row.theme, toView(row, by)]));
  return THEME_NAMES.map((theme) => found.get(theme) ?? blank(theme));
}

/** The bank details the buyer of a `theme` order reads; null until staff have entered them. */
export async function instructionsFor(db: Reader, theme: SiteTheme['name']): Promise<PaymentInstructions | null> {
  const [row] = await db.select().from(paymentInstructions).where(eq(paymentInstructions.theme, theme)).limit(1);
  return row ? { ...toView(row, null), updatedBy: null } : null;
}

/** staff/savePaymentInstructions.do: written with its audit row (before and after) in one transaction. */
export function saveInstructions(deps: UseCaseDeps, staff: Member, input: SaveInput): Promise<PaymentInstructions> {
  return runUseCase(deps, async (uc) => {
    const [before] = await uc.tx.select().from(paymentInstructions).where(eq(paymentInstructions.theme, input.theme)).for('update');
    const values = {
      beneficiary: input.beneficiary,
      bank: input.bank,
      swift: input.swift.toUpperCase(),
      account: input.account,
      bankAddress: input.bankAddress ?? null,
      notes: input.notes ?? null,
      updatedBy: staff.id,
      updatedAt: uc.now,
    };
    const [saved] = await uc.tx
      .insert(paymentInstructions)
      .values({ theme: input.theme, ...values })
      .onConflictDoUpdate({ target: paymentInstructions.theme, set: values })
      .returning();
    await recordAudit(uc.tx, staff, {
      action: 'payments.instructions',
      targetType: 'payments',
      targetId: input.theme,
      summary: `Bank details of ${THEMES[input.theme].brand} ${before ? 'changed' : 'entered'}`,
      before: before ? facts(before) : null,
      after: facts(saved!),
    });
    return toView(saved!, staff.email);
  });
}
