import { utcDay } from '../lib/dailyNumber';
import { catalog, RES } from '@sw/protocol';
import { endpoint, type Endpoint } from '../lib/endpoint';
import { ApiError } from '../lib/errors';
import { answerKey, cachedCatalogAnswer } from '../lib/catalogAnswerCache';
import { goodsDetail } from '../queries/goodsDetail';
import { standardsFor } from '../services/compliance';
import { homePage, mayViewNewDesigns, productMenu } from '../services/catalog';
import { headerData } from '../queries/headerData';
import { searchGoods } from '../workflows/searchGoods';
import { memberGoodsDetail, memberNewDesignPictures, memberPrices } from '../queries/memberCatalog';
import { companyMember } from '../lib/member';

export const catalogEndpoints: Endpoint[] = [
  // The same for every caller and changed only by catalogue writes: kept while the catalogue version stays.
  endpoint(catalog.homePage, ({ db }) => cachedCatalogAnswer(db, 'home', () => homePage(db))),
  endpoint(catalog.onlineGoodsList, ({ db, input, deps }) => searchGoods(db, input, deps.now())),
  endpoint(catalog.onlineGoodsDetail, async ({ db, input, deps, member }) => {
    // Its standards count documents valid today: the answer is kept per day, whole; a visitor gets a copy without the reports.
    const today = utcDay(deps.now());
    return standardsFor(await cachedCatalogAnswer(db, answerKey('goodsDetail', { ...input, today }), () => goodsDetail(db, input.goodsId, today)), member);
  }),
  endpoint(catalog.headerData, ({ db, member, deps }) => headerData(db, member, deps.now())),
  endpoint(catalog.productMenuNavigation, ({ db, deps }) => productMenu(db, deps.now())),
  endpoint(catalog.newDesignPictures, ({ db, member, input }) => {
    if (!mayViewNewDesigns(member)) throw new ApiError(RES.FORBIDDEN, 'New designs are shown once your access is approved.');
    return memberNewDesignPictures(db, member.companyId, input.goodsIds);
  }),
  // The company's own prices and goods (issue 51): computed per call for the caller's company, never kept in the
  // shared answer cache; the app answers them `private, no-store` (PRIVATE_ANSWER_PATHS).
  endpoint(catalog.memberPrices, ({ db, input, member, deps }) => memberPrices(db, companyMember(member).companyId, input, utcDay(deps.now()))),
  endpoint(catalog.memberGoodsDetail, async ({ db, input, member, deps }) => {
    const answer = await memberGoodsDetail(db, companyMember(member).companyId, input.goodsId, utcDay(deps.now()));
    return { ...answer, goods: standardsFor(answer.goods, member) };
  }),
];
