import { boolean, index, pgTable, serial, text } from 'drizzle-orm/pg-core';
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
  createdAt: createdAt(),
}, (t) => [index('contact_leads_created_idx').on(t.createdAt)]);
