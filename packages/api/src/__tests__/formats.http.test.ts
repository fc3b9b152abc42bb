import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ALL_CONTRACTS, company, FIELD_FORMATS, payments, RES, type Contract, type FieldFormat } from '@sw/protocol';
import { members } from '../db/schema';
import { startTestApi, type TestApi } from '../testing/harness';
import { signedInMember } from '../testing/members';

/** Every money and calendar-day field of every contract refuses what issue 40 found, found by walking the schemas. */

const BAD: Record<FieldFormat, string[]> = {
  money: ['0x10', '0b101', '0o17', '1e3', '+5', '-5', ' 5', '5 ', '１２', '1.234', '.5', '5.', '1,5', '0,99', '1.000,00', '12,34', 'Infinity'],
  day: ['0000-01-01', '0001-01-01', '1900-01-01', '2026-02-30', '99999-01-01', '2026-1-1', '2026-01-01T00:00:00Z', ' 2026-01-01'],
};
const GOOD: Record<FieldFormat, unknown[]> = { money: ['1,234.50', '12', 12.5], day: ['2026-02-28', '2028-02-29'] };

type Path = (string | number)[];
interface Field { path: Path; format: FieldFormat }
interface Def {
  type: string;
  shape?: Record<string, Schema>;
  innerType?: Schema;
  in?: Schema;
  out?: Schema;
  element?: Schema;
  options?: Schema[];
  left?: Schema;
  right?: Schema;
  items?: Schema[];
  valueType?: Schema;
  transform?: object;
  getter?: () => Schema;
}
interface Schema { def: Def }

/** The money and day fields under `schema`: a pipe whose first step is one of formats.ts's readers. */
function formatFields(schema: Schema, path: Path = [], depth = 0): Field[] {
  const def = schema.def;
  if (depth > 20) return [];
  const inner = (next: Schema | undefined, at = path) => (next ? formatFields(next, at, depth + 1) : []);
  switch (def.type) {
    case 'object':
      return Object.entries(def.shape ?? {}).flatMap(([key, field]) => inner(field, [...path, key]));
    case 'optional': case 'nullable': case 'default': case 'prefault': case 'nonoptional': case 'readonly': case 'catch':
      return inner(def.innerType);
    case 'pipe': {
      const format = def.in?.def.type === 'transform' && def.in.def.transform ? FIELD_FORMATS.get(def.in.def.transform) : undefined;
      return format ? [{ path, format }] : [...inner(def.in), ...inner(def.out)];
    }
    case 'array':
      return inner(def.element, [...path, 0]);
    case 'union':
      return (def.options ?? []).flatMap((option) => inner(option));
    case 'intersection':
      return [...inner(def.left), ...inner(def.right)];
    case 'tuple':
      return (def.items ?? []).flatMap((item, index) => inner(item, [...path, index]));
    case 'record':
      return inner(def.valueType, [...path, 'k']);
    case 'lazy':
      return inner(def.getter?.());
    default:
      return [];
  }
}

function setAt(into: Record<string, unknown>, path: Path, value: unknown): Record<string, unknown> {
  let node: Record<string | number, unknown> = into;
  path.forEach((key, index) => {
    if (index === path.length - 1) node[key] = value;
    else node = (node[key] ??= typeof path[index + 1] === 'number' ? [] : {}) as Record<string | number, unknown>;
  });
  return into;
}

interface Issue { path: PropertyKey[]; message: string; code?: string; errors?: Issue[][] }
/** Issues at `path`, looking inside union issues too. */
function issuesAt(issues: Issue[], path: Path, base: PropertyKey[] = []): Issue[] {
  return issues.flatMap((issue) => {
    const full = [...base, ...issue.path];
    const here = full.length === path.length && full.every((key, index) => key === path[index]) ? [issue] : [];
    return [...here, ...(issue.errors ?? []).flatMap((branch) => issuesAt(branch, path, full))];
  });
}

const dedupe = (fields: Field[]) => [...new Map(fields.map((field) => [field.path.join('.'), field])).values()];
const all = ALL_CONTRACTS.map((contract) => ({ contract, fields: dedupe(formatFields(contract.input as unknown as Schema)) })).filter(
  (entry) => entry.fields.length > 0,
);

describe('money and day fields of every contract (schemas)', () => {
  it('the walk finds them', () => {
    const named = all.flatMap(({ contract, fields }) => fields.map((field) => `${contract.path} ${field.path.join('.')} ${field.format}`));
    expect(named.filter((line) => line.endsWith('money')).length).toBeGreaterThanOrEqual(8);
    expect(named.filter((line) => line.endsWith('day')).length).toBeGreaterThanOrEqual(10);
    expect(named).toContain(`${payments.sendPaymentNotice.path} amount money`);
    expect(named).toContain(`${payments.sendPaymentNotice.path} paidOn day`);
    expect(named).toContain(`${company.companySettings.path} approvalThreshold money`);
  });

  for (const { contract, fields } of all) {
    it(`${contract.path}: each of ${fields.length} field(s) refuses the bad forms with a message, and takes good ones`, () => {
      for (const field of fields) {
        for (const value of BAD[field.format]) {
          const parsed = contract.input.safeParse(setAt({}, field.path, value));
          const found = issuesAt((parsed.error?.issues ?? []) as Issue[], field.path);
          expect(found.length, `${field.path.join('.')} = ${JSON.stringify(value)}`).toBeGreaterThan(0);
          expect(found[0]!.message).toMatch(/^(Please|The|Each|A )/);
        }
        for (const value of GOOD[field.format]) {
          const parsed = contract.input.safeParse(setAt({}, field.path, value));
          expect(issuesAt((parsed.error?.issues ?? []) as Issue[], field.path), `${field.path.join('.')} = ${JSON.stringify(value)}`).toEqual([]);
        }
      }
    });
  }
});

describe('over HTTP: 10001, never 99999', () => {
  let api: TestApi;
  let member: { id: string; token: string };
  let staff: { id: string; token: string };
  beforeAll(async () => {
    api = await startTestApi();
    member = await signedInMember(api, 'formats');
    staff = await signedInMember(api, 'formatsstaff');
    await api.deps.database.db.update(members).set({ role: 'staff', staffRoles: ['administrator'], companyId: null, companyRole: null }).where(eq(members.id, staff.id));
  });
  afterAll(async () => api?.close());

  it('every path answers each bad money or day value with 10001', async () => {
    const answers: string[] = [];
    for (const { contract, fields } of all as { contract: Contract; fields: Field[] }[]) {
      const who = contract.access === 'staff' ? staff : member;
      for (const field of fields) {
        for (const value of BAD[field.format]) {
          const envelope = await api.call(contract.path, setAt({}, field.path, value), { token: who.token, memId: who.id });
          answers.push(`${contract.path} ${field.path.join('.')} ${JSON.stringify(value)}: ${envelope.meta.res}`);
        }
      }
    }
    expect(answers.length).toBeGreaterThan(200);
    expect(answers.filter((line) => !line.endsWith(`: ${RES.INVALID_PARAMS}`))).toEqual([]);
  });
});
