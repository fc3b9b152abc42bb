import { API, type Envelope, type OrderPlaced } from '@sw/protocol';
import { eq } from 'drizzle-orm';
import { goods } from '../db/schema';
import type { TestApi } from './harness';
import type { BuilderOptions, Person } from './inquiries';
import { orderTesting } from './orders';
import type { TestSmtp } from './smtp';

/**
 * Helpers of the sample tests (docs/protocol.md, Samples), on top of the order ones: a sample order requested through
 * requestSamples.do, and the goods' sample fields set directly.
 */
export function samplesTesting(api: () => TestApi, smtp: () => TestSmtp, builders: BuilderOptions = {}) {
  const t = orderTesting(api, smtp, builders);

  /** Sets a goods' sample fields (offered, own price in minor units or null for the rule, limit) and its highest tier price. */
  async function setGoodsSamples(goodsId: number, values: Partial<Pick<typeof goods.$inferInsert, 'sampleOffered' | 'samplePrice' | 'sampleMaxPieces' | 'maxPrice' | 'status'>>) {
    await t.db().update(goods).set(values).where(eq(goods.id, goodsId));
  }

  /** requestSamples.do as `buyer`: the envelope, so refusals can be checked. */
  function requestSamples(buyer: Person, input: Record<string, unknown>): Promise<Envelope<OrderPlaced>> {
    return t.as(buyer)<OrderPlaced>(API.erp.requestSamples, { address: t.address, ...input });
  }

  /**
   * A sample order placed by `buyer`: `pieces` of the goods' specifications (default one piece of the first), to the
   * test address. The goods default to the first on sale (`skip` for another).
   */
  async function placeSampleOrder(buyer: Person, options: { skip?: number; pieces?: number[]; extra?: Record<string, unknown> } = {}) {
    const g = await t.sampleGoods(options.skip ?? 0);
    const pieces = (options.pieces ?? [1]).map((qty, i) => ({ specId: g.specIds[i], qty }));
    const placed = await t.build<OrderPlaced>(buyer, API.erp.requestSamples, { goodsId: g.id, pieces, address: t.address, ...options.extra });
    return { g, placed, orderId: Number(placed.orderId) };
  }

  return { ...t, setGoodsSamples, requestSamples, placeSampleOrder };
}
