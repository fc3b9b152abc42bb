import { API } from '../paths';
import { answer, contract } from '../contract';
import { goodsDetailQuerySchema, goodsListQuerySchema, newDesignPicturesQuerySchema } from '../schemas/catalog';
import type { GoodsDetailView, GoodsPage, HeaderData, HomePageData, NewDesignPictures, ProductMenu } from '../types/catalog';
import { memberPricesSchema } from '../schemas/companyCatalog';
import type { MemberGoodsDetail, MemberPrices } from '../types/companyCatalog';
import { noInput } from './noInput';

/** The catalogue: home page, goods list and detail, header data, the Products menu. */
export const homePage = contract({
  path: API.csite.homePage, access: 'public', input: noInput, answer: answer<HomePageData>(),
});

export const onlineGoodsList = contract({
  path: API.csite.onlineGoodsList, access: 'public', input: goodsListQuerySchema, answer: answer<GoodsPage>(),
});

export const onlineGoodsDetail = contract({
  path: API.csite.onlineGoodsDetail, access: 'optional', input: goodsDetailQuerySchema, answer: answer<GoodsDetailView>(),
});

/** The header: the same for visitors; with the member's cart count and (when approved) new designs. */
export const headerData = contract({
  path: API.csite.headerData, access: 'optional', input: noInput, answer: answer<HeaderData>(),
});

export const productMenuNavigation = contract({
  path: API.csite01.productMenuNavigation, access: 'public', input: noInput, answer: answer<ProductMenu>(),
});

/** The real pictures of new designs, for members whose access is approved (cached pages carry a placeholder). */
export const newDesignPictures = contract({
  path: API.csite.newDesignPictures, access: 'member', role: 'viewer', input: newDesignPicturesQuerySchema, answer: answer<NewDesignPictures>(),
});

/**
 * The signed-in company's prices for the goods of a page, with why (issue 51), the asked goods it may not see, and,
 * given the list's query, its own page when its catalogue is not the shared one. Asked after the shared page has
 * rendered; answered `Cache-Control: private, no-store`, so no shared cache ever holds it.
 */
export const memberPrices = contract({
  path: API.csite.memberPrices, access: 'member', role: 'viewer', input: memberPricesSchema, answer: answer<MemberPrices>(),
});

/** A goods exclusive to the caller's company (every other caller, and every shared answer, gets the ordinary 404). */
export const memberGoodsDetail = contract({
  path: API.csite.memberGoodsDetail, access: 'member', role: 'viewer', input: goodsDetailQuerySchema, answer: answer<MemberGoodsDetail>(),
});

