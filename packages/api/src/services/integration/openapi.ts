import { toJSONSchema, type ZodType } from 'zod';
import { COMPANY_SCOPES, MANUFACTURER_SCOPES, API_SCOPE_LABELS, RES } from '@sw/protocol';
import { V1_BASE, V1_OPERATIONS, v1ProblemSchema, type V1Operation } from '@sw/protocol/schemas/publicApi';

/**
 * The OpenAPI 3.1 document of /api/v1 (GET /api/v1/openapi.json), generated from the protocol's schemas by Zod 4's own
 * JSON Schema conversion, so the document and the checks the server runs cannot drift apart.
 */

type Json = Record<string, unknown>;

/** The input side: what a client sends (ids may be strings of digits); transforms are described by what they take. */
const schemaOf = (schema: ZodType, io: 'input' | 'output'): Json => {
  const { $schema: _s, ...rest } = toJSONSchema(schema, { target: 'draft-2020-12', io, unrepresentable: 'any' }) as Json;
  return rest;
};

const pathParams = (path: string) => [...path.matchAll(/\{(\w+)\}/g)].map((m) => ({
  name: m[1], in: 'path', required: true, schema: { type: 'string', pattern: '^[1-9][0-9]{0,9}$' },
}));

function queryParams(schema: ZodType | undefined) {
  if (!schema) return [];
  const json = schemaOf(schema, 'input') as { properties?: Record<string, Json>; required?: string[] };
  return Object.entries(json.properties ?? {}).map(([name, property]) => ({ name, in: 'query', required: json.required?.includes(name) ?? false, schema: property }));
}

const problem = (description: string) => ({ description, content: { 'application/problem+json': { schema: { $ref: '#/components/schemas/Problem' } } } });

function operationOf(op: V1Operation): Json {
  const parameters = [...pathParams(op.path), ...queryParams(op.query)];
  if (op.idempotent) parameters.push({ name: 'Idempotency-Key', in: 'header', required: true, schema: { type: 'string', maxLength: 200 } } as never);
  return {
    operationId: op.id,
    summary: op.summary,
    description: `Needs the \`${op.scope}\` scope.`,
    security: [{ bearerKey: [op.scope] }],
    ...(parameters.length ? { parameters } : {}),
    ...(op.body ? { requestBody: { required: true, content: { 'application/json': { schema: schemaOf(op.body, 'input') } } } } : {}),
    responses: {
      [String(op.status)]: { description: op.status === 201 ? 'Created (or, for a retry with the same Idempotency-Key and body, the first answer again)' : 'OK', content: { 'application/json': { schema: schemaOf(op.answer, 'output') } } },
      400: problem('Invalid input (10001), a missing Idempotency-Key (20066)'),
      401: problem(`No key, an unknown key (${RES.API_KEY_INVALID}), revoked (${RES.API_KEY_REVOKED}) or expired (${RES.API_KEY_EXPIRED})`),
      403: problem(`The key lacks the scope (${RES.API_SCOPE_REFUSED}) or its maker lost the rights (${RES.API_KEY_CREATOR_LOST})`),
      404: problem('No such record the key may read (20004)'),
      409: problem(`An external id already taken (${RES.EXTERNAL_ID_TAKEN}), the first request with this Idempotency-Key still running (${RES.IDEMPOTENCY_IN_PROGRESS})`),
      422: problem(`The Idempotency-Key used with another body (${RES.IDEMPOTENCY_KEY_REUSED})`),
      429: { ...problem(`Too many requests this minute (${RES.API_RATE_LIMITED})`), headers: { 'Retry-After': { schema: { type: 'integer' }, description: 'Seconds until the key may ask again' } } },
    },
  };
}

export function openApiDocument(serverUrl = V1_BASE): Json {
  const paths: Record<string, Json> = {};
  for (const op of V1_OPERATIONS as readonly V1Operation[]) paths[op.path] = { ...paths[op.path], [op.method]: operationOf(op) };
  const scopes = Object.fromEntries([...new Set([...MANUFACTURER_SCOPES, ...COMPANY_SCOPES])].map((scope) => [scope, API_SCOPE_LABELS[scope]]));
  return {
    openapi: '3.1.0',
    info: {
      title: 'Storefront public API', version: '1',
      description: 'JSON over HTTPS with a Bearer API key (docs/integration.md). A company key reads only its company\'s records, at its own prices. Errors are RFC 9457 problem details.',
    },
    servers: [{ url: serverUrl }],
    paths,
    components: {
      securitySchemes: { bearerKey: { type: 'http', scheme: 'bearer', bearerFormat: 'swk_…', description: `Scopes: ${Object.entries(scopes).map(([s, label]) => `${s} (${label})`).join('; ')}` } },
      schemas: { Problem: schemaOf(v1ProblemSchema, 'output') },
    },
  };
}
