// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { API, CATALOG_WRITE_PATHS } from '@sw/protocol';
import { acceptsGzip, takesLane } from './backendLane.server';

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
