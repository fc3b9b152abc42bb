import { describe, expect, it } from 'vitest';
import { auditTrailSchema, membersSchema } from '@sw/protocol';
import { listHref, readListQuery } from './listQuery';

describe('readListQuery', () => {
  it('reads the filters and the page from the URL into the call’s input', () => {
    const { input, raw, problems } = readListQuery(membersSchema, { keyword: ' ada ', country: 'de', page: '3', other: 'x' }, ['keyword', 'country'], 20);
    expect(input).toMatchObject({ keyword: 'ada', country: 'DE', pageNum: 3, pageSize: 20 });
    expect(raw).toEqual({ keyword: 'ada', country: 'de', page: '3' });
    expect(problems).toEqual([]);
  });

  it('drops and names each bad filter, keeping the others', () => {
    const { input, problems } = readListQuery(auditTrailSchema, { from: '2026-13-45', action: 'DROP TABLE', targetId: '42' }, ['from', 'action', 'targetId'], 20);
    expect(input).toMatchObject({ targetId: '42', pageSize: 20 });
    expect(input.from).toBeUndefined();
    expect(input.action).toBeUndefined();
    expect(problems).toHaveLength(2);
    expect(problems.join(' ')).toMatch(/YYYY-MM-DD/);
  });
});

describe('listHref', () => {
  it('writes the filters, leaves out empty ones and page 1, and resets the page when a filter changes', () => {
    expect(listHref('/admin/members', { keyword: 'ada', page: '4' }, { sort: 'email' })).toBe('/admin/members?keyword=ada&sort=email');
    expect(listHref('/admin/members', { keyword: 'ada' }, { page: 2 })).toBe('/admin/members?keyword=ada&page=2');
    expect(listHref('/admin/members', { keyword: '' }, { page: 1 })).toBe('/admin/members');
  });
});
