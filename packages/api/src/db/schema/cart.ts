import { index, integer, jsonb, pgTable, serial, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { LineCustomization } from '@sw/protocol';
import { createdAt } from './columns';
import { members } from './accounts';
import { goods, goodsSpecs } from './catalog';

export const cartLines = pgTable('cart_lines', {
  id: serial('id').primaryKey(),
  memberId: uuid('member_id').notNull().references(() => members.id, { onDelete: 'cascade' }),
  goodsId: integer('goods_id').notNull().references(() => goods.id),
  specId: integer('spec_id').references(() => goodsSpecs.id),
  qty: integer('qty').notNull(),
  customInfo: jsonb('custom_info').$type<LineCustomization>(),
  preciseInfo: jsonb('precise_info').$type<Record<string, unknown>>(),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [index('cart_lines_member_idx').on(t.memberId, t.createdAt)]);

