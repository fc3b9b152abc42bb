import type { CompanyAssortmentView, GoodsExclusivesView, SetCompanyAssortmentInput, SetGoodsExclusivesInput } from '@sw/protocol';
import type { Member } from '../lib/member';
import { checkCatalogueTargets, companyAssortmentView, companyChoices, goodsExclusivesView } from '../queries/staffCompanyCatalogue';
import { recordAudit } from '../services/audit';
import { setCompanyAssortment, setGoodsExclusives } from '../services/priceLists';
import { runUseCase, type UseCaseDeps } from '../services/useCase';

/**
 * A company's own catalogue set in the console (issue 51): the priceLists domain's write and its audit entry with the
 * values before and after, in one transaction. The database then marks the goods private (or public again) and moves
 * the catalogue's version, so no shared answer keeps showing an exclusive goods.
 */

/** staff/setGoodsExclusives.do */
export function saveGoodsExclusives(deps: UseCaseDeps, staff: Member, input: SetGoodsExclusivesInput): Promise<GoodsExclusivesView> {
  return runUseCase(deps, async (uc) => {
    await checkCatalogueTargets(uc.tx, { goodsIds: [input.goodsId], companyIds: input.companyIds });
    const change = await setGoodsExclusives(uc.tx, input.goodsId, input.companyIds);
    const names = (await companyChoices(uc.tx, change.after.companyIds)).map((c) => c.name);
    await recordAudit(uc.tx, staff, {
      action: 'goods.exclusive',
      targetType: 'goods',
      targetId: input.goodsId,
      summary: names.length ? `Goods ${input.goodsId}: exclusive to ${names.join(', ')}` : `Goods ${input.goodsId}: public`,
      before: change.before,
      after: change.after,
    });
    return goodsExclusivesView(uc.tx, input.goodsId);
  });
}

/** staff/setCompanyAssortment.do */
export function saveCompanyAssortment(deps: UseCaseDeps, staff: Member, input: SetCompanyAssortmentInput): Promise<CompanyAssortmentView> {
  return runUseCase(deps, async (uc) => {
    await checkCatalogueTargets(uc.tx, { companyIds: [input.companyId], categoryIds: input.categoryIds, goodsIds: input.goodsIds });
    const chosen = input.categoryIds.length || input.goodsIds.length ? { categoryIds: input.categoryIds, goodsIds: input.goodsIds } : null;
    const change = await setCompanyAssortment(uc.tx, input.companyId, chosen);
    const [company] = await companyChoices(uc.tx, [input.companyId]);
    const after = change.after;
    await recordAudit(uc.tx, staff, {
      action: 'company.assortment',
      targetType: 'company',
      targetId: input.companyId,
      summary: after ? `${company!.name}: ${after.categoryIds.length} categories and ${after.goodsIds.length} goods` : `${company!.name}: all goods`,
      before: { assortment: change.before },
      after: { assortment: after },
    });
    return companyAssortmentView(uc.tx, input.companyId);
  });
}
