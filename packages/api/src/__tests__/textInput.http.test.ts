import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ALL_CONTRACTS, API, catalog, JSON_DEPTH_MESSAGE, RES, SIGN_HEADER, signedCall, TEXT_RULE_MESSAGE, TOKEN_HEADER, type Contract, type Envelope } from '@sw/protocol';
import { members } from '../db/schema';
import { startTestApi, type TestApi } from '../testing/harness';
import { signedInMember } from '../testing/members';

/** Text no database can store: a NUL, a lone high and a lone low surrogate (as JSON.parse makes them from "\ud800"). */
const BAD = ['a\u0000b', 'a\uD800b', 'a\uDC00b', '\uDBFF'];

type Path = (string | number)[];
interface Leaf { path: Path; kind: string; plainText: boolean }

interface Def {
  type: string;
  shape?: Record<string, Schema>;
  innerType?: Schema;
  in?: Schema;
  out?: Schema;
  element?: Schema;
  options?: Schema[];
  values?: unknown[];
  format?: string;
  valueType?: Schema;
  items?: Schema[];
  left?: Schema;
  right?: Schema;
  getter?: () => Schema;
}
/** A zod schema as its definition shows it (classic schemas carry `def`). */
interface Schema { def: Def }

/** Every place in an input schema that takes text (strings, enums, string literals, free-form JSON), with its path. */
function textLeaves(schema: Schema, path: Path = [], depth = 0): Leaf[] {
  const def = schema.def;
  if (depth > 20) return [];
  const inner = (next: Schema | undefined, at = path) => (next ? textLeaves(next, at, depth + 1) : []);
  switch (def.type) {
    case 'object':
      return Object.entries(def.shape ?? {}).flatMap(([key, field]) => inner(field, [...path, key]));
    case 'optional': case 'nullable': case 'default': case 'prefault': case 'nonoptional': case 'readonly': case 'catch':
      return inner(def.innerType);
    case 'pipe':
      return [...inner(def.in), ...inner(def.out)];
    case 'array':
      return inner(def.element, [...path, 0]);
    case 'union':
      // One leaf per place: the union is refused as a whole.
      return (def.options ?? []).some((option) => textLeaves(option, path, depth + 1).some((leaf) => leaf.path.length === path.length))
        ? [{ path, kind: 'union', plainText: false }, ...(def.options ?? []).flatMap((option) => inner(option).filter((leaf) => leaf.path.length > path.length))]
        : (def.options ?? []).flatMap((option) => inner(option));
    case 'intersection':
      return [...inner(def.left), ...inner(def.right)];
    case 'tuple':
      return (def.items ?? []).flatMap((item, index) => inner(item, [...path, index]));
    case 'record':
      return inner(def.valueType, [...path, 'k']);
    case 'lazy':
      return inner(def.getter?.());
    case 'string':
      return [{ path, kind: def.format ?? 'string', plainText: !def.format }];
    case 'enum':
      return [{ path, kind: 'enum', plainText: false }];
    case 'literal':
      return (def.values ?? []).some((value) => typeof value === 'string') ? [{ path, kind: 'literal', plainText: false }] : [];
    case 'unknown': case 'any':
      return [{ path, kind: 'json', plainText: false }];
    default:
      return [];
  }
}

/** Puts `value` at `path` into `into` (objects and arrays made as needed). */
function setAt(into: Record<string, unknown>, path: Path, value: unknown): Record<string, unknown> {
  let node: Record<string | number, unknown> = into;
  path.forEach((key, index) => {
    if (index === path.length - 1) {
      node[key] = value;
      return;
    }
    node[key] ??= typeof path[index + 1] === 'number' ? [] : {};
    node = node[key] as Record<string | number, unknown>;
  });
  return into;
}

const samePath = (a: readonly PropertyKey[], b: Path) => a.length === b.length && a.every((key, index) => key === b[index]);
const leavesOf = (contract: Contract) => textLeaves(contract.input as unknown as Schema);

/** Deeply nested arrays around a value. */
function nested(depth: number, inside: unknown = 1): unknown {
  let value = inside;
  for (let i = 0; i < depth; i++) value = [value];
  return value;
}

describe('the text rule on every text field of every contract', () => {
  const all = ALL_CONTRACTS.map((contract) => ({ contract, leaves: leavesOf(contract) }));

  it('finds the text fields (the walk reaches them)', () => {
    const count = all.reduce((sum, entry) => sum + entry.leaves.length, 0);
    expect(count).toBeGreaterThan(150);
    const goods = all.find((entry) => entry.contract === catalog.onlineGoodsList)!;
    expect(goods.leaves.map((leaf) => leaf.path.join('.'))).toContain('keyWords');
  });

  for (const { contract, leaves } of all) {
    if (leaves.length === 0) continue;
    it(`${contract.path}: NUL and unpaired surrogates are refused in each of ${leaves.length} field(s)`, () => {
      for (const leaf of leaves) {
        const values = leaf.kind === 'json' ? BAD.flatMap((bad) => [bad, { note: [bad] }, { [bad]: 1 }]) : BAD;
        for (const value of values) {
          const parsed = contract.input.safeParse(setAt({}, leaf.path, value));
          const issue = parsed.error?.issues.find((i) => samePath(i.path, leaf.path));
          expect(issue, `${leaf.path.join('.')} = ${JSON.stringify(value)}`).toBeDefined();
          if (leaf.plainText || leaf.kind === 'json') expect(issue!.message, leaf.path.join('.')).toBe(TEXT_RULE_MESSAGE);
        }
        if (leaf.kind === 'json') {
          const deep = contract.input.safeParse(setAt({}, leaf.path, nested(4500)));
          expect(deep.error?.issues.find((i) => samePath(i.path, leaf.path))?.message).toBe(JSON_DEPTH_MESSAGE);
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
    member = await signedInMember(api, 'text');
    staff = await signedInMember(api, 'textstaff');
    await api.deps.database.db.update(members).set({ role: 'staff', staffRoles: ['administrator'], companyId: null, companyRole: null }).where(eq(members.id, staff.id));
  });
  afterAll(async () => api?.close());

  it('the public goods search refuses a NUL or a lone surrogate in keyWords', async () => {
    for (const keyWords of BAD) {
      const envelope = await api.call(catalog.onlineGoodsList.path, { keyWords });
      expect(envelope.meta).toEqual({ res: RES.INVALID_PARAMS, msg: `keyWords: ${TEXT_RULE_MESSAGE}` });
    }
  });

  it('setSelfDefinedDataCache.do refuses a value nested 4,500 deep, and bad text inside a value', async () => {
    const creds = { token: member.token, memId: member.id };
    // Written by hand: JSON.stringify itself runs out of stack on such a value.
    const body = `{"key":"deep","value":${'['.repeat(4500)}1${']'.repeat(4500)}}`;
    const signed = signedCall(API.base.setSelfDefinedDataCache, { memId: member.id }, api.deps.now().getTime());
    const response = await api.raw(signed.url, {
      method: 'POST', body, headers: { 'content-type': 'application/json', [SIGN_HEADER]: signed.sign, [TOKEN_HEADER]: member.token },
    });
    const deep = (await response.json()) as Envelope;
    expect(deep.meta).toEqual({ res: RES.INVALID_PARAMS, msg: `value: ${JSON_DEPTH_MESSAGE}` });
    const nul = await api.call(API.base.setSelfDefinedDataCache, { key: 'nul', value: { a: ['x\u0000'] } }, creds);
    expect(nul.meta).toEqual({ res: RES.INVALID_PARAMS, msg: `value: ${TEXT_RULE_MESSAGE}` });
    const fine = await api.call(API.base.setSelfDefinedDataCache, { key: 'fine', value: nested(20, 'ok \u{1F600}') }, creds);
    expect(fine.meta.res).toBe(RES.OK);
  });

  it('every path answers every text field filled with bad text with 10001', async () => {
    const answers: string[] = [];
    for (const contract of ALL_CONTRACTS) {
      const leaves = leavesOf(contract);
      if (leaves.length === 0) continue;
      const who = contract.access === 'staff' ? staff : member;
      for (const bad of BAD) {
        const data = leaves.reduce((into, leaf) => setAt(into, leaf.path, bad), {} as Record<string, unknown>);
        const envelope = await api.call(contract.path, data, { token: who.token, memId: who.id });
        answers.push(`${contract.path} ${JSON.stringify(bad)}: ${envelope.meta.res}`);
      }
    }
    expect(answers.filter((line) => !line.endsWith(`: ${RES.INVALID_PARAMS}`))).toEqual([]);
  });
});
