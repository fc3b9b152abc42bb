import { eq } from 'drizzle-orm';
import { minorToNumber, toMinor, type SampleSettings } from '@sw/protocol';
import type { z } from 'zod';
import type { sampleSettingsSchema } from '@sw/protocol';
import type { AppDeps } from '../../context';
import type { Reader } from '../../db/client';
import { sampleSettings } from '../../db/schema';
import { recordAudit } from '../audit';
import type { Member } from '../../lib/member';
import { runUseCase } from '../useCase';

/**
 * The catalogue-wide sample rules (sample_settings, one row id 1, made by migration 0018): the price rule, the sample
 * lead time and the credit window. A write bumps the catalogue version (a trigger), so the goods pages' cached answers
 * show the new prices at once.
 */

export type SampleSettingsRow = typeof sampleSettings.$inferSelect;

/** The row's defaults, should it ever be missing (the migration inserts it). */
const DEFAULTS: SampleSettingsRow = { id: 1, rulePercent: 200, ruleMinimum: 500n, leadDays: 7, creditWindowDays: 90, updatedAt: new Date(0) };

export async function loadSampleSettings(db: Reader): Promise<SampleSettingsRow> {
  const [row] = await db.select().from(sampleSettings).where(eq(sampleSettings.id, 1)).limit(1);
  return row ?? DEFAULTS;
}

export const toSampleSettings = (row: SampleSettingsRow): SampleSettings => ({
  rulePercent: row.rulePercent,
  ruleMinimum: minorToNumber(row.ruleMinimum),
  leadDays: row.leadDays,
  creditWindowDays: row.creditWindowDays,
  updatedAt: row.updatedAt.toISOString(),
});

/** staff/samples/settings.do */
export async function viewSampleSettings(db: Reader): Promise<SampleSettings> {
  return toSampleSettings(await loadSampleSettings(db));
}

/** staff/samples/saveSettings.do: every rule at once, with its audit row. */
export async function saveSampleSettings(
  deps: Pick<AppDeps, 'database' | 'mailer' | 'log' | 'now' | 'config'>,
  staff: Pick<Member, 'id' | 'email'>,
  input: z.output<typeof sampleSettingsSchema>,
): Promise<SampleSettings> {
  return runUseCase(deps, async (uc) => {
    const before = toSampleSettings(await loadSampleSettings(uc.tx));
    const values = { rulePercent: input.rulePercent, ruleMinimum: toMinor(input.ruleMinimum), leadDays: input.leadDays, creditWindowDays: input.creditWindowDays, updatedAt: uc.now };
    const [saved] = await uc.tx
      .insert(sampleSettings)
      .values({ id: 1, ...values })
      .onConflictDoUpdate({ target: sampleSettings.id, set: values })
      .returning();
    const after = toSampleSettings(saved!);
    const { updatedAt: _before, ...was } = before;
    const { updatedAt: _after, ...now } = after;
    await recordAudit(uc.tx, staff, {
      action: 'samples.settings',
      targetType: 'samples',
      targetId: 1,
      summary: `Sample rules: ${now.rulePercent} % of the highest tier price, at least ${now.ruleMinimum}; ships in ${now.leadDays} days; credit within ${now.creditWindowDays} days`,
      before: was,
      after: now,
    });
    return after;
  });
}
