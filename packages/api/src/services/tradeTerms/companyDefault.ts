import { eq } from 'drizzle-orm';
import {
  defaultNeedsPlace, defaultPlaceMessage, defaultTermsText, RES, type company, type CompanyTradeDefault, type ParsedInputOf, type tradeTerms,
} from '@sw/protocol';
import type { AppDeps } from '../../context';
import type { Db } from '../../db/client';
import { companyTradeDefaults } from '../../db/schema';
import { companyNameOf } from '../auth';
import { companyTradeDefault } from './companyDefaultRead';
import { ApiError, invalid } from '../../lib/errors';
import { companyMember, type Member } from '../../lib/member';
import { enforce, type LimitCaller, type LimitRule } from '../../lib/rateLimit';
import { recordAudit } from '../audit';
import { branded, lines, mailStaff, type ThemeName } from '../mail';
import { runUseCase } from '../useCase';

type SaveInput = ParsedInputOf<typeof tradeTerms.saveCompanyTradeDefault>;

/** Sets the default (a rule, and a place where the rule's place does not depend on the inquiry), or clears it without a rule. */
export async function saveCompanyTradeDefault(db: Db, member: Member, input: SaveInput): Promise<CompanyTradeDefault> {
  const place = input.place ?? null;
  if (input.incoterm && !place && defaultNeedsPlace(input.incoterm)) throw invalid(`place: ${defaultPlaceMessage(input.incoterm)}`);
  return db.transaction(async (tx) => {
    const company = await companyNameOf(tx, input.companyId);
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

const ASKS_PER_DAY = 3;
const ASK_LIMIT: LimitRule = {
  name: 'trade-default-ask', max: ASKS_PER_DAY, windowMs: 24 * 60 * 60 * 1000,
  message: `Your company has asked ${ASKS_PER_DAY} times today to change its terms. Our sales team will answer; please write again tomorrow.`,
};

type AskInput = ParsedInputOf<typeof company.askTradeDefault>;
type AskDeps = Pick<AppDeps, 'database' | 'mailer' | 'log' | 'now' | 'config'>;

/** company/askTradeDefault.do: a company admin asks the sales desk for another default (mailed to the desk, which sets it on the console). */
export async function askTradeDefaultChange(deps: AskDeps, member: Member, input: AskInput, call: { theme: ThemeName; limit: LimitCaller }): Promise<{ sent: true }> {
  const admin = companyMember(member);
  await enforce(ASK_LIMIT, admin.companyId, call.limit);
  return runUseCase(deps, async (uc) => {
    const row = await companyNameOf(uc.tx, admin.companyId);
    const name = row?.name ?? 'A company';
    const asked = { incoterm: input.incoterm, place: input.place ?? null };
    await mailStaff(uc, branded(call.theme, {
      subject: `${name} asks for another default Incoterm`,
      text: lines(
        `${member.nick || member.email} (${member.email}), an admin of ${name}, asks that new quotations start from ${defaultTermsText(asked)}.`,
        `Its default now: ${defaultTermsText(await companyTradeDefault(uc.tx, admin.companyId))}.`,
        input.note ? `\nNote: ${input.note}` : null,
        '',
        `Change it on the console's company page: ${deps.config.publicUrl}/admin/companies/${admin.companyId}`,
      ),
    }, 'staff'));
    return { sent: true as const };
  });
}
