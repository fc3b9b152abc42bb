import { describe, expect, it } from 'vitest';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SPEC_SECONDS, splitIntoLanes } from './e2e-lanes.mjs';

const e2eDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../apps/web/e2e');

describe('the browser pass in lanes', () => {
  it('puts every spec in exactly one lane, the longest first to the lightest lane', () => {
    const lanes = splitIntoLanes(['a.spec.ts', 'b.spec.ts', 'c.spec.ts', 'd.spec.ts'], 2, { 'a.spec.ts': 100, 'b.spec.ts': 60, 'c.spec.ts': 50, 'd.spec.ts': 10 });
    expect(lanes).toEqual([['a.spec.ts', 'd.spec.ts'], ['b.spec.ts', 'c.spec.ts']]);
  });

  it('gives the same split for the same specs in any order, and one lane when asked for one', () => {
    const specs = readdirSync(e2eDir).filter((name) => name.endsWith('.spec.ts'));
    const lanes = splitIntoLanes(specs, 2);
    expect(splitIntoLanes(specs.toReversed(), 2)).toEqual(lanes);
    expect(lanes.flat().sort()).toEqual([...specs].sort());
    expect(splitIntoLanes(specs, 1)).toEqual([[...specs].sort()]);
  });

  it('knows the time of every spec, and the two lanes of the suite differ by less than its longest spec', () => {
    const specs = readdirSync(e2eDir).filter((name) => name.endsWith('.spec.ts'));
    expect(specs.filter((spec) => !(spec in SPEC_SECONDS))).toEqual([]);
    expect(Object.keys(SPEC_SECONDS).filter((spec) => !specs.includes(spec))).toEqual([]);
    const totals = splitIntoLanes(specs, 2).map((lane) => lane.reduce((sum, spec) => sum + SPEC_SECONDS[spec], 0));
    expect(Math.abs(totals[0] - totals[1])).toBeLessThan(Math.max(...Object.values(SPEC_SECONDS)));
  });
});
