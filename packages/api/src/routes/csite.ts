import { z } from 'zod';
import { API, RES } from '@sw/protocol';
import { goodsDetailQuerySchema, goodsListQuerySchema, newDesignPicturesQuerySchema } from '@sw/protocol/schemas/catalog';
import { endpoint, type Endpoint } from '../lib/endpoint';
import { ApiError } from '../lib/errors';
import { getGoodsDetail } from '../services/catalog/goodsDetail';
import { listGoods } from '../services/catalog/goodsList';
import { homePage } from '../services/catalog/home';
import { headerData } from '../services/catalog/navigation';
import { mayViewNewDesigns, newDesignPictures } from '../services/catalog/newDesign';

export const csiteEndpoints: Endpoint[] = [
  endpoint(API.csite.homePage, 'public', z.object({}), ({ db }) => homePage(db)),
  endpoint(API.csite.onlineGoodsList, 'public', goodsListQuerySchema, ({ db, input }) => listGoods(db, input)),
  endpoint(API.csite.onlineGoodsDetail, 'public', goodsDetailQuerySchema, ({ db, input }) => getGoodsDetail(db, input.goodsId)),
  endpoint(API.csite.headerData, 'optional', z.object({}), ({ db, member, deps }) => headerData(db, member, deps.now())),
  endpoint(API.csite.newDesignPictures, 'member', newDesignPicturesQuerySchema, ({ db, member, input }) => {
    if (!mayViewNewDesigns(member)) throw new ApiError(RES.FORBIDDEN, 'New designs are shown once your access is approved.');
    return newDesignPictures(db, input.goodsIds);
  }),
];
