import { describe, expect, it } from 'vitest';
import { RES } from '@sw/protocol';
import { V1_OPERATIONS } from '@sw/protocol/schemas/publicApi';
import { bearerKey } from './apiAccess';
import { keyState, missingStaffRole } from './apiKeys';
import { openApiDocument } from './openapi';

/** The key rules that need no database: the Bearer header, a key's state, the maker's roles, the OpenAPI paths. */
describe('API key rules', () => {
  it('reads only a well-formed Bearer key', () => {
    const key = `swk_${'a'.repeat(43)}`;
    expect(bearerKey(`Bearer ${key}`)).toBe(key);
    expect(bearerKey(`bearer ${key} `)).toBe(key);
    for (const header of [undefined, '', key, `Basic ${key}`, 'Bearer swk_short', `Bearer sk_${'a'.repeat(43)}`]) {
      expect(() => bearerKey(header)).toThrow(expect.objectContaining({ res: RES.API_KEY_INVALID }));
    }
  });

  it('says revoked before expired, and expired only once the time has come', () => {
    const now = new Date('2026-12-02T12:00:00Z');
    expect(keyState({ revokedAt: null, expiresAt: null }, now)).toBe('active');
    expect(keyState({ revokedAt: null, expiresAt: new Date('2026-12-02T12:00:01Z') }, now)).toBe('active');
    expect(keyState({ revokedAt: null, expiresAt: now }, now)).toBe('expired');
    expect(keyState({ revokedAt: now, expiresAt: new Date('2026-01-01') }, now)).toBe('revoked');
  });

  it('binds each manufacturer scope to a role the maker holds (the administrator holds all)', () => {
    expect(missingStaffRole({ staffRoles: ['administrator'] }, ['orders:read', 'catalog:write', 'documents:read'])).toBeNull();
    expect(missingStaffRole({ staffRoles: ['sales_manager'] }, ['orders:read'])).toBeNull();
    expect(missingStaffRole({ staffRoles: ['finance'] }, ['orders:read'])).toMatch(/orders:read needs the Sales role/);
    expect(missingStaffRole({ staffRoles: ['sales'] }, ['orders:read', 'catalog:read'])).toMatch(/catalog:read needs the Catalogue role/);
  });

  it('lists every operation once in the OpenAPI document', () => {
    const doc = openApiDocument() as { openapi: string; paths: Record<string, Record<string, { operationId: string }>> };
    expect(doc.openapi).toBe('3.1.0');
    const ops = Object.values(doc.paths).flatMap((methods) => Object.values(methods).map((op) => op.operationId));
    expect(ops.sort()).toEqual(V1_OPERATIONS.map((op) => op.id).sort());
  });
});
