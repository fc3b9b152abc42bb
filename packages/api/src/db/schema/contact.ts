import { boolean, index, pgTable, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { members } from './accounts';
import { createdAt } from './columns';

export const contactLeads = pgTable('contact_leads', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  company: text('company'),
  phone: text('phone'),
  country: text('country'),
  message: text('message').notNull(),
  source: text('source').notNull().default('contact'),
  handled: boolean('handled').notNull().default(false),
  /** When and by whom the lead was marked handled, and the note of what was done (cleared when opened again). */
  handledAt: timestamp('handled_at', { withTimezone: true }),
  handledBy: uuid('handled_by').references(() => members.id, { onDelete: 'set null' }),
  note: text('note'),
  createdAt: createdAt(),
}, (t) => [index('contact_leads_created_idx').on(t.createdAt), index('contact_leads_open_idx').on(t.handled, t.createdAt)]);
