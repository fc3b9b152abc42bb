// The browser specs that CI runs a second time, on PostgreSQL (`npm test -- end-to-end --postgres-set`): the ones
// whose behaviour depends on the database server or on the Redis page cache, which the e2e server uses only there
// (playwright.config.ts). Every other spec proves what it proves once, on PGlite; the back-end's integration suites
// run on both databases (docs/decisions/0010-ci-passes-and-test-databases.md).
export const POSTGRES_SPECS = [
  ['catalogAdmin.spec.ts', 'a second server process on the same database and Redis serves a staff edit at once: skipped on PGlite'],
  ['catalog-list.spec.ts', "the goods list's filters, sorts and facet counts are SQL, and each query's page is cached in Redis"],
  ['catalog-pages.spec.ts', "the catalogue's cached pages and their revalidation go through the Redis cache handler"],
  ['home.spec.ts', 'the home page is the first page the Redis cache handler serves'],
  ['companyPrices.spec.ts', "a company's prices and private-label design never reach another company or a visitor through the Redis page cache"],
  ['search.spec.ts', "typo-tolerant search is pg_trgm and full-text ranking: the server's extension, not PGlite's build of it"],
  ['mailDesk.spec.ts', "mail delivery, retries and the Mail desk read the outbox and the job queue on the server's connection pool"],
  ['orderLifecycle.spec.ts', 'one whole order, from the cart to a shipped and received order, through the pool, where calls run side by side'],
];
