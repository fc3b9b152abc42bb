import { index, integer, pgTable, serial, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { members } from './accounts';

export const uploads = pgTable('uploads', {
  id: serial('id').primaryKey(),
  memberId: uuid('member_id').references(() => members.id, { onDelete: 'set null' }),
  key: text('key').notNull(),
  name: text('name').notNull(),
  size: integer('size').notNull(),
  contentType: text('content_type').notNull(),
  createdAt: createdAt(),
}, (t) => [uniqueIndex('uploads_key_idx').on(t.key), index('uploads_member_idx').on(t.memberId)]);

