import { and, asc, count, desc, eq, gte, ilike, inArray, notInArray } from 'drizzle-orm';
import { formatMinor } from '@sw/protocol';
import type { Db } from '../db/client';
import { categories, goods, goodsSpecs, members, priceTiers } from '../db/schema';
import { assignPriceList, savePriceList, savePriceListLines, setGoodsExclusives, type PriceListLineInput } from '../services/priceLists';

/** The demo companies with agreements (seed/accounts.ts): a EUR rule for one, USD fixed tiers and an exclusive for the other. */
export const DEMO_AGREEMENTS = {
  euro: {
    email: 'eu-buyer@demo.test', list: 'Spring agreement 2027', keyAccount: 'Lumière key account', fair: 'Lumière autumn fair',
    /** A necklace of four or more lengths the Spring agreement prices in fixed tiers, mix and match from 12 pieces. */
    mixAndMatch: { tiers: [{ minQty: 1, price: '5.49' }, { minQty: 12, price: '4.29' }], minQty: 12 },
  },
  dollar: { email: 'us-buyer@demo.test', list: 'Harbor & Pine key account' },
} as const;

/** 'YYYY-MM-DD' (UTC) `days` after `now`. */
const dayAfter = (now: Date, days: number) => new Date(now.getTime() + days * 86_400_000).toISOString().slice(0, 10);

/** How many goods the USD list prices with fixed tiers (the first ones on sale, not new), the last of them its exclusive design. */
const FIXED_GOODS = 6;

/**
 * Issue 51's demo data, once on the first start after the demo accounts and the catalogue. Maison Lumière has three
 * lists (the bench's signed-in rows use them): "Spring agreement 2027" (EUR, catalogue −12 % on all goods, rounded up
 * to .x9, minimums 1,000 and 500), a key account of higher priority with fixed EUR tiers on a few goods, and a fair
 * (−8 %, highest priority) scheduled from 30 to 44 days after the seed. Harbor & Pine has fixed USD tiers 10 % under
 * the catalogue on a few goods, one of them a private-label design of theirs alone.
 * Nothing when the demo buyers are not there (SEED_DEMO=0).
 */
export async function seedDemoAgreements(db: Db, now = new Date()): Promise<void> {
  const buyers = await db.select({ email: members.email, companyId: members.companyId }).from(members)
    .where(inArray(members.email, [DEMO_AGREEMENTS.euro.email, DEMO_AGREEMENTS.dollar.email]));
  const companyOf = (email: string) => buyers.find((b) => b.email === email)?.companyId ?? null;
  const euro = companyOf(DEMO_AGREEMENTS.euro.email);
  const dollar = companyOf(DEMO_AGREEMENTS.dollar.email);
  if (!euro || !dollar) return;
  // Not new designs: their pictures wait for new-design access, which would hide the private label's own picture.
  const picked = await db.select({ id: goods.id }).from(goods).where(and(eq(goods.status, 1), eq(goods.newFlag, 0))).orderBy(asc(goods.id)).limit(FIXED_GOODS);
  const tiers = picked.length ? await db.select().from(priceTiers).where(inArray(priceTiers.goodsId, picked.map((g) => g.id))).orderBy(asc(priceTiers.minQty)) : [];
  const keyGoods = await db.select({ id: goods.id }).from(goods).where(and(eq(goods.status, 1), eq(goods.newFlag, 0))).orderBy(desc(goods.id)).limit(FIXED_GOODS);
  const keyTiers = keyGoods.length ? await db.select().from(priceTiers).where(inArray(priceTiers.goodsId, keyGoods.map((g) => g.id))).orderBy(asc(priceTiers.minQty)) : [];
  const taken = [...picked, ...keyGoods].map((g) => g.id);
  const [necklace] = await db.select({ id: goods.id }).from(goods)
    .innerJoin(categories, eq(categories.id, goods.categoryId))
    .innerJoin(goodsSpecs, eq(goodsSpecs.goodsId, goods.id))
    .where(and(eq(goods.status, 1), eq(goods.newFlag, 0), ilike(categories.name, '%necklace%'), taken.length ? notInArray(goods.id, taken) : undefined))
    .groupBy(goods.id).having(gte(count(goodsSpecs.id), 4)).orderBy(asc(goods.id)).limit(1);
  await db.transaction(async (tx) => {
    const spring = (await savePriceList(tx, {
      name: DEMO_AGREEMENTS.euro.list, currency: 'EUR', validFrom: null, validUntil: null, priority: 5, firstOrderMinimum: '1000.00', reorderMinimum: '500.00',
    })).after.id;
    const { mixAndMatch } = DEMO_AGREEMENTS.euro;
    await savePriceListLines(tx, spring, [
      { scope: 'all', targetId: null, rule: { adjustPercent: '-12', rounding: '.x9' } },
      // Browser test 2 of issue 51: 3 × 4 lengths reach the 12-piece tier.
      ...(necklace ? [{ scope: 'goods' as const, targetId: necklace.id, tiers: mixAndMatch.tiers, quantity: { minQty: mixAndMatch.minQty, mixAndMatch: true } }] : []),
    ]);
    await assignPriceList(tx, spring, [euro]);
    const keyAccount = (await savePriceList(tx, {
      name: DEMO_AGREEMENTS.euro.keyAccount, currency: 'EUR', validFrom: null, validUntil: null, priority: 9, firstOrderMinimum: null, reorderMinimum: null,
    })).after.id;
    // The last few goods on sale: fixed EUR tiers of 0.85 × the catalogue's dollar tiers (a negotiated price, not a rule).
    const keyLines = keyGoods.map((g): PriceListLineInput => ({
      scope: 'goods', targetId: g.id,
      tiers: keyTiers.filter((t) => t.goodsId === g.id).map((t) => ({ minQty: t.minQty, price: formatMinor((t.price * 85n + 50n) / 100n) })),
    })).filter((line) => line.tiers!.length);
    if (keyLines.length) await savePriceListLines(tx, keyAccount, keyLines);
    await assignPriceList(tx, keyAccount, [euro]);
    const fair = (await savePriceList(tx, {
      name: DEMO_AGREEMENTS.euro.fair, currency: 'EUR', validFrom: dayAfter(now, 30), validUntil: dayAfter(now, 44), priority: 20, firstOrderMinimum: null, reorderMinimum: null,
    })).after.id;
    await savePriceListLines(tx, fair, [{ scope: 'all', targetId: null, rule: { adjustPercent: '-8', rounding: '.x9' } }]);
    await assignPriceList(tx, fair, [euro]);

    const key = (await savePriceList(tx, {
      name: DEMO_AGREEMENTS.dollar.list, currency: 'USD', validFrom: null, validUntil: null, priority: 5, firstOrderMinimum: null, reorderMinimum: '500.00',
    })).after.id;
    // 10 % under each catalogue tier, half-up to the cent: exact in minor units.
    const lines = picked.map((g): PriceListLineInput => ({
      scope: 'goods', targetId: g.id,
      tiers: tiers.filter((t) => t.goodsId === g.id).map((t) => ({ minQty: t.minQty, price: formatMinor((t.price * 90n + 50n) / 100n) })),
    })).filter((line) => line.tiers!.length);
    if (lines.length) await savePriceListLines(tx, key, lines);
    await assignPriceList(tx, key, [dollar]);
    const exclusive = picked.at(-1);
    if (exclusive) await setGoodsExclusives(tx, exclusive.id, [dollar]);
  });
}
