// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { API, CATALOG_WRITE_PATHS } from '@sw/protocol';
import { acceptsGzip, offerLane, takesLane } from './backendLane.server';
import { clearPageCache, findLane, offerPageCache } from './handOver.mjs';

describe('takesLane', () => {
  it('takes the contracts’ calls, with or without a query', () => {
    expect(takesLane(API.csite.onlineGoodsList)).toBe(true);
    expect(takesLane(`${API.csite.onlineGoodsList}?x=1`)).toBe(true);
    expect(takesLane(API.base.emailSuffixList)).toBe(true);
  });

  it('leaves catalogue writes and session starts to the route handler, which needs Next.js’s request scope', () => {
    for (const path of CATALOG_WRITE_PATHS) expect(takesLane(path), path).toBe(false);
    expect(takesLane(API.base.emailLoginOrRegister)).toBe(false);
    expect(takesLane(API.base.changePwd)).toBe(false);
  });

  it('takes only exact paths: spelled-differently, unknown and other paths go through Next.js', () => {
    expect(takesLane(API.base.emailLoginOrRegister.replace('.do', '%2Edo'))).toBe(false);
    expect(takesLane(API.csite.onlineGoodsList.replace('/iap-api/', '/iap-api//'))).toBe(false);
    expect(takesLane('/iap-api/pweb/nothing.do')).toBe(false);
    expect(takesLane('/goods/list')).toBe(false);
    expect(takesLane('/media/goods/a.svg')).toBe(false);
  });
});

describe('acceptsGzip', () => {
  it('reads Accept-Encoding as browsers send it', () => {
    expect(acceptsGzip('gzip, deflate, br, zstd')).toBe(true);
    expect(acceptsGzip('br;q=1.0, GZIP;q=0.5')).toBe(true);
    expect(acceptsGzip('*')).toBe(true);
    expect(acceptsGzip('gzip;q=0')).toBe(false);
    expect(acceptsGzip('identity')).toBe(false);
    expect(acceptsGzip(null)).toBe(false);
  });
});

describe('the hand-over to scripts/web-server.mjs (handOver.mjs)', () => {
  it('gives the server the lane Next.js offers, in a slot another module instance of handOver.mjs finds too', () => {
    offerLane();
    expect(findLane()?.takes(API.csite.onlineGoodsList)).toBe(true);
    expect(findLane()?.takes(API.base.emailLoginOrRegister)).toBe(false);
    // `next start` bundles its own copy of handOver.mjs: the slot is a registered symbol, the same in both copies.
    expect((globalThis as Record<symbol, unknown>)[Symbol.for('sw.web.backendLane')]).toBe(findLane());
  });

  it('lets a catalogue write empty the server’s page copies, and does nothing without a server (next dev)', () => {
    clearPageCache();
    let cleared = 0;
    offerPageCache({ clear: () => { cleared += 1; } });
    clearPageCache();
    expect(cleared).toBe(1);
  });
});
