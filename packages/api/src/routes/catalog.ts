import { catalog, RES } from '@sw/protocol';
import { endpoint, type Endpoint } from '../lib/endpoint';
import { ApiError } from '../lib/errors';
import { getGoodsDetail } from '../services/catalog/goodsDetail';
import { listGoods } from '../services/catalog/goodsList';
import { homePage } from '../services/catalog/home';
import { headerData, productMenu } from '../services/catalog/navigation';
import { mayViewNewDesigns, newDesignPictures } from '../services/catalog/newDesign';

export const catalogEndpoints: Endpoint[] = [
  endpoint(catalog.homePage, ({ db }) => homePage(db)),
  endpoint(catalog.onlineGoodsList, ({ db, input }) => listGoods(db, input)),
  endpoint(catalog.onlineGoodsDetail, ({ db, input }) => getGoodsDetail(db, input.goodsId)),
  endpoint(catalog.headerData, ({ db, member, deps }) => headerData(db, member, deps.now())),
  endpoint(catalog.productMenuNavigation, ({ db, deps }) => productMenu(db, deps.now())),
  endpoint(catalog.newDesignPictures, ({ db, member, input }) => {
    if (!mayViewNewDesigns(member)) throw new ApiError(RES.FORBIDDEN, 'New designs are shown once your access is approved.');
    return newDesignPictures(db, input.goodsIds);
  }),
];
