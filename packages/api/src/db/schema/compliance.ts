import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, numeric, pgTable, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { COMPLIANCE_SCOPES, COMPLIANCE_STANDARD_CODES } from '@sw/protocol';
import { createdAt, oneOf } from './columns';
import { members } from './accounts';
import { facets, goods } from './catalog';

/**
 * Compliance documents (services/compliance): a lab's test report or a declaration, for one standard, covering one
 * thing: every goods of a material (the specification's Material value), of a plating (a platingMaterial facet value),
 * or one goods. Its PDF is an upload in the compliance/ folder. Withdrawn documents stay for the audit trail.
 */
export const complianceDocuments = pgTable('compliance_documents', {
  id: serial('id').primaryKey(),
  standard: text('standard').notNull(),
  /** 'OTHER': the standard's name. */
  otherName: text('other_name'),
  lab: text('lab').notNull(),
  reportNo: text('report_no').notNull(),
  issuedOn: date('issued_on', { mode: 'string' }).notNull(),
  validUntil: date('valid_until', { mode: 'string' }).notNull(),
  scope: text('scope').notNull(),
  material: text('material'),
  platingId: integer('plating_id').references(() => facets.id, { onDelete: 'cascade' }),
  goodsId: integer('goods_id').references(() => goods.id, { onDelete: 'cascade' }),
  /** EN 1811: the result is for parts pierced through the body (limit 0.2 µg/cm²/week, else 0.5). */
  pierced: boolean('pierced').notNull().default(false),
  /** EN 1811: the measured nickel release, µg/cm²/week. */
  result: numeric('result', { precision: 6, scale: 3 }),
  fileKey: text('file_key').notNull(),
  fileName: text('file_name').notNull(),
  createdBy: uuid('created_by').references(() => members.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
}, (t) => [
  check('compliance_documents_standard_check', oneOf(t.standard, COMPLIANCE_STANDARD_CODES)),
  check('compliance_documents_scope_check', oneOf(t.scope, COMPLIANCE_SCOPES)),
  check('compliance_documents_dates_check', sql`${t.validUntil} >= ${t.issuedOn}`),
  check('compliance_documents_covers_check', sql`(${t.scope} = 'material' and ${t.material} is not null and ${t.platingId} is null and ${t.goodsId} is null)
    or (${t.scope} = 'plating' and ${t.platingId} is not null and ${t.material} is null and ${t.goodsId} is null)
    or (${t.scope} = 'goods' and ${t.goodsId} is not null and ${t.material} is null and ${t.platingId} is null)`),
  index('compliance_documents_standard_idx').on(t.standard, t.validUntil),
  index('compliance_documents_valid_until_idx').on(t.validUntil),
  index('compliance_documents_goods_idx').on(t.goodsId),
  index('compliance_documents_plating_idx').on(t.platingId),
]);
