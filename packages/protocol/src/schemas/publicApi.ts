import { API_KEY_LIMITS, type ApiScope } from '../integration';
import { z } from '../z';
import { lineText, optional, wholeNumber } from './fields';
import { quickInquiryFieldsSchema, shipTo } from './inquiry';

/**
 * The public API under /api/v1 (docs/integration.md, The public API): its inputs, which the back-end checks, and its
 * answers, described by the same schemas in the OpenAPI document (GET /api/v1/openapi.json). Amounts are exact decimal
 * strings, ids strings of digits. Server-side only: no page of the storefront imports this module.
 */

export const externalIdField = lineText(API_KEY_LIMITS.maxExternalId).min(1, { error: 'Please give the external id (1 to 100 characters).' });

export const v1PageQuerySchema = z.object({
  pageNum: optional(wholeNumber(1, 10_000)),
  pageSize: optional(wholeNumber(1, 100)),
  /** Only the record the caller's own external id names. */
  externalId: optional(externalIdField),
});

export const v1GoodsQuerySchema = v1PageQuerySchema.extend({ keyWords: optional(lineText(200)) });

/** POST /api/v1/inquiries: a quick inquiry (files are optional here: an ERP sends words and numbers). */
export const v1InquiryCreateSchema = quickInquiryFieldsSchema.omit({ files: true }).extend({
  ...shipTo,
  remark: optional(lineText(500)),
  externalId: optional(externalIdField),
});
export type V1InquiryCreate = z.output<typeof v1InquiryCreateSchema>;
export type V1GoodsQuery = z.output<typeof v1GoodsQuerySchema>;

/** PUT /api/v1/orders/{orderId}/external-id and /api/v1/goods/{goodsId}/external-id. */
export const v1ExternalIdSchema = z.object({ externalId: externalIdField });
export type V1ExternalId = z.output<typeof v1ExternalIdSchema>;

// ---- answers ----

const decimal = z.string();
const id = z.string();

export const v1PriceTierSchema = z.object({ minQty: z.number(), maxQty: z.number().nullable(), price: decimal });

export const v1GoodsSchema = z.object({
  goodsId: id,
  code: z.string(),
  title: z.string(),
  moq: z.number(),
  category: z.string(),
  externalId: z.string().nullable(),
  /** The key's prices: the company's own for a company key, the catalogue's for the manufacturer's. */
  price: z.object({ currency: z.string(), minPrice: decimal, maxPrice: decimal, tiers: z.array(v1PriceTierSchema), label: z.string() }).nullable(),
});

export const v1OrderSchema = z.object({
  orderId: id,
  orderNo: z.string(),
  status: z.string(),
  currency: z.string(),
  total: decimal,
  received: decimal,
  poNumber: z.string().nullable(),
  placedAt: z.string().nullable(),
  externalId: z.string().nullable(),
});

export const v1OrderLineSchema = z.object({
  lineId: id, goodsId: id.nullable(), goodsCode: z.string(), title: z.string(), qty: z.number(), unitPrice: decimal, amount: decimal,
});

export const v1OrderDetailSchema = v1OrderSchema.extend({ kind: z.string(), lines: z.array(v1OrderLineSchema) });

export const v1InquiryCreatedSchema = z.object({ inquiryId: id, inquiryNo: z.string(), externalId: z.string().nullable() });

export const v1PageOf = <T extends z.ZodType>(item: T) => z.object({ list: z.array(item), total: z.number(), pageNum: z.number(), pageSize: z.number() });

/** Every refusal (RFC 9457 problem details); `code` is the result code of docs/protocol.md. */
export const v1ProblemSchema = z.object({
  type: z.string(), title: z.string(), status: z.number(), detail: z.string(), code: z.string(),
});

export type V1Goods = z.infer<typeof v1GoodsSchema>;
export type V1Order = z.infer<typeof v1OrderSchema>;
export type V1OrderDetail = z.infer<typeof v1OrderDetailSchema>;
export type V1Problem = z.infer<typeof v1ProblemSchema>;

// ---- the operations (the router serves each; the OpenAPI document lists each) ----

export interface V1Operation {
  id: string;
  method: 'get' | 'post' | 'put';
  /** OpenAPI style, under /api/v1: `/orders/{orderId}`. */
  path: string;
  scope: ApiScope;
  summary: string;
  query?: z.ZodType;
  body?: z.ZodType;
  /** Create calls: the Idempotency-Key header is required. */
  idempotent?: boolean;
  status: 200 | 201;
  answer: z.ZodType;
}

export const V1_BASE = '/api/v1';

export const V1_OPERATIONS = [
  { id: 'listGoods', method: 'get', path: '/goods', scope: 'catalog:read', summary: 'Goods the key may see, at its prices (a company key: the company\'s own).', query: v1GoodsQuerySchema, status: 200, answer: v1PageOf(v1GoodsSchema) },
  { id: 'getGoods', method: 'get', path: '/goods/{goodsId}', scope: 'catalog:read', summary: 'One goods at the key\'s prices.', status: 200, answer: v1GoodsSchema },
  { id: 'setGoodsExternalId', method: 'put', path: '/goods/{goodsId}/external-id', scope: 'catalog:write', summary: 'Sets the manufacturer\'s external id of a goods (unique per owner).', body: v1ExternalIdSchema, status: 200, answer: v1GoodsSchema },
  { id: 'listOrders', method: 'get', path: '/orders', scope: 'orders:read', summary: 'Orders, newest first: a company key\'s own company\'s, the manufacturer\'s every placed one.', query: v1PageQuerySchema, status: 200, answer: v1PageOf(v1OrderSchema) },
  { id: 'getOrder', method: 'get', path: '/orders/{orderId}', scope: 'orders:read', summary: 'One order with its lines at their frozen prices.', status: 200, answer: v1OrderDetailSchema },
  { id: 'setOrderExternalId', method: 'put', path: '/orders/{orderId}/external-id', scope: 'orders:write', summary: 'Sets the owner\'s external id of an order (an ERP\'s own id, unique per owner).', body: v1ExternalIdSchema, status: 200, answer: v1OrderSchema },
  { id: 'createInquiry', method: 'post', path: '/inquiries', scope: 'inquiries:write', summary: 'Creates a quick inquiry for the key\'s company; needs an Idempotency-Key.', body: v1InquiryCreateSchema, idempotent: true, status: 201, answer: v1InquiryCreatedSchema },
] as const satisfies readonly V1Operation[];

export type V1OperationId = (typeof V1_OPERATIONS)[number]['id'];
