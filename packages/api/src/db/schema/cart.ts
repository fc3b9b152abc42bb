import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { LineCustomization } from '@sw/protocol';
import { createdAt } from './columns';
import { members } from './accounts';
import { goods, goodsSpecs } from './catalog';

export const CART_LINE_KINDS = ['plain', 'custom'] as const;
export type CartLineKind = (typeof CART_LINE_KINDS)[number];

/** A customized line's quantities per specification (specId null for goods without specifications). */
export interface CartPreciseInfo {
  variants: { specId: number | null; qty: number }[];
}

/**
 * A member's inquiry cart. A plain line is one goods and one specification (`spec_id`, null for goods without
 * specifications) with `qty`; a repeated add merges into it, which the partial unique index makes race-safe.
 * A customized line keeps its breakdown in `precise_info` (spec_id null) and `qty` is the breakdown's sum.
 */
export const cartLines = pgTable('cart_lines', {
  id: serial('id').primaryKey(),
  memberId: uuid('member_id').notNull().references(() => members.id, { onDelete: 'cascade' }),
  goodsId: integer('goods_id').notNull().references(() => goods.id),
  kind: text('kind', { enum: CART_LINE_KINDS }).notNull().default('plain'),
  specId: integer('spec_id').references(() => goodsSpecs.id),
  /** spec_id with 0 for none: the plain-line key (a unique index treats nulls as distinct). */
  specKey: integer('spec_key').notNull().generatedAlwaysAs(sql`coalesce(spec_id, 0)`),
  qty: integer('qty').notNull(),
  customInfo: jsonb('custom_info').$type<LineCustomization>(),
  preciseInfo: jsonb('precise_info').$type<CartPreciseInfo>(),
  /**
   * The company's price list and its version that priced the line when it was last saved (issue 51); null: the
   * catalogue. No foreign key: the record stays when a list goes. The cart re-prices on read and says when they differ.
   */
  priceListId: integer('price_list_id'),
  priceListVersion: integer('price_list_version'),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  index('cart_lines_member_idx').on(t.memberId, t.createdAt),
  // Who may read a logo: the cart lines that hold it (services/files/access.ts).
  index('cart_lines_custom_info_idx').using('gin', t.customInfo.op('jsonb_path_ops')),
  uniqueIndex('cart_lines_plain_idx').on(t.memberId, t.goodsId, t.specKey).where(sql`${t.kind} = 'plain'`),
  check('cart_lines_kind_check', sql`${t.kind} in ('plain', 'custom')`),
  check('cart_lines_qty_check', sql`${t.qty} > 0`),
]);
