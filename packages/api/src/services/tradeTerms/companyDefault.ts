import { eq } from 'drizzle-orm';
import { defaultNeedsPlace, defaultPlaceMessage, RES, type CompanyTradeDefault, type Incoterm, type ParsedInputOf, type tradeTerms } from '@sw/protocol';
import type { Db, Reader } from '../../db/client';
import { companies, companyTradeDefaults } from '../../db/schema';
import { ApiError, invalid } from '../../lib/errors';
import type { Member } from '../../lib/member';
import { recordAudit } from '../audit';

/** A company's default Incoterm (staff/tradeTerms/saveCompanyDefault.do): new quotations for its inquiries start from it. */

export async function companyTradeDefault(db: Reader, companyId: string): Promise<{ incoterm: Incoterm; place: string | null } | null> {
  const [row] = await db.select().from(companyTradeDefaults).where(eq(companyTradeDefaults.companyId, companyId)).limit(1);
  return row ? { incoterm: row.incoterm, place: row.place } : null;
}

type SaveInput = ParsedInputOf<typeof tradeTerms.saveCompanyTradeDefault>;

/** Sets the default (a rule, and a place where the rule's place does not depend on the inquiry), or clears it without a rule. */
export async function saveCompanyTradeDefault(db: Db, member: Member, input: SaveInput): Promise<CompanyTradeDefault> {
  const place = input.place ?? null;
  if (input.incoterm && !place && defaultNeedsPlace(input.incoterm)) throw invalid(`place: ${defaultPlaceMessage(input.incoterm)}`);
  return db.transaction(async (tx) => {
    const [company] = await tx.select({ id: companies.id, name: companies.name }).from(companies).where(eq(companies.id, input.companyId)).limit(1);
    if (!company) throw new ApiError(RES.NOT_FOUND, 'This company was not found.');
    const before = await companyTradeDefault(tx, company.id);
    if (input.incoterm) {
      const values = { incoterm: input.incoterm, place, updatedAt: new Date() };
      await tx.insert(companyTradeDefaults).values({ companyId: company.id, ...values }).onConflictDoUpdate({ target: companyTradeDefaults.companyId, set: values });
    } else {
      await tx.delete(companyTradeDefaults).where(eq(companyTradeDefaults.companyId, company.id));
    }
    const after = input.incoterm ? { incoterm: input.incoterm, place } : null;
    await recordAudit(tx, member, {
      action: 'company.tradeDefault', targetType: 'company', targetId: company.id,
      summary: `${company.name ?? 'Company'}: default Incoterm ${after ? `${after.incoterm}${place ? ` ${place}` : ''}` : 'cleared (FOB Guangzhou)'}`,
      before, after,
    });
    return { companyId: company.id, incoterm: after?.incoterm ?? null, place: after?.place ?? null };
  });
}
