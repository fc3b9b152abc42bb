import type { SQL } from 'drizzle-orm';
import type { GoodsDetailView } from '@sw/protocol';
import type { Db } from '../db/client';
import { getGoodsDetail } from '../services/catalog';
import { goodsStandards } from '../services/compliance';
import { goodsSamples, loadSampleSettings } from '../services/samples';

/**
 * csite/onlineGoodsDetail.do: the goods page as the catalog, samples and compliance each know it. It is a query so the
 * catalog does not import samples, which builds on the inquiry and order domains that build on the catalog (issue 50:
 * the domain graph stays acyclic). `visible`: a company's own goods (queries/memberCatalog.ts), else the shared catalogue's.
 */
export async function goodsDetail(db: Db, goodsId: number, today: string, visible?: SQL): Promise<GoodsDetailView> {
  const [{ detail, sampleTerms }, sampleRules, standards] = await Promise.all([
    getGoodsDetail(db, goodsId, visible),
    loadSampleSettings(db),
    goodsStandards(db, goodsId, today),
  ]);
  return { ...detail, samples: goodsSamples(sampleTerms, sampleRules), standards };
}
