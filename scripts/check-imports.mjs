#!/usr/bin/env node
/**
 * The import rules of docs/architecture.md, run by `npm run lint`:
 * - a feature imports only its own folder, lib/, ui/ and the protocol; only the composition features
 *   (layout, home) may import other features;
 * - lib/ and ui/ never import features; lib/ never imports ui/ (ui may read lib's state);
 * - a component (a .tsx under features/ or ui/, tests aside) never imports the call client (lib/backend/call.ts,
 *   lazyCall.ts): it calls the back-end through its feature's api.ts;
 * - features/staff/ takes no new domain: it holds only the console's shell files at its top, catalog/ and people/
 *   (STAFF_ENTRIES); a domain's desk lives in that domain's feature;
 * - the back-end's zones (packages/api/src), type imports included: routes → workflows/, queries/ → services → lib/ and db/;
 *   lib/ and db/ never import services/, workflows/, queries/, routes/, demo/, cli/ or seed/; services/ never import
 *   workflows/, queries/, routes/ or demo/; queries/ never import workflows/;
 * - the back-end's domains (services/<domain>/), type imports included: a file of one domain imports another domain
 *   only through its face, services/<domain>/index.ts, and so do workflows/, queries/ and routes/; no two domains
 *   import each other (in either direction, `import type` counted);
 * - a face is a plain list: only `export … from` re-exports (type re-exports included); its code lives in named files
 *   of the domain;
 * - a service reads and writes only its own domain's tables: a value import of another domain's table (TABLE_OWNERS)
 *   from db/schema is refused; queries/ may import tables and read them (a joined read across domains), read only;
 *   workflows/ import no table (type imports, and db/client's Reader, Tx, are fine);
 * - a table is written (`.insert(t)`, `.update(t)`, `.delete(t)` of a table imported from db/schema) only by the domain
 *   TABLE_OWNERS names (lib/ for the outbox, the limits and the job marks); queries/ is no owner, so a query never
 *   writes; a written table with no declared owner is refused too. demo/, seed/, cli/, testing/ and db/ (fixtures and
 *   tools) write freely. Raw SQL writes are not seen;
 * - a service never calls another domain's writer: a name another domain's face exports whose defining file (the
 *   face's re-exports followed) writes a table, except the trail's writers (TRAIL_WRITERS: an audit entry, an order's
 *   file links). A write across domains is a workflow step (workflows/). (A query
 *   writes no table itself, the owner rule; its calls of faces are not checked: a file that writes makes each of its
 *   names a writer, reads beside writes included);
 * - no loop among the domains, of any length (a pair counts as one): each stands above the ones it asks;
 * - no import cycles between files (static, dynamic and type-only imports), in the storefront, both packages and bench/.
 *
 * The pending list, scripts/check-imports.pending.json: the violations of the rules added by issue 50 that the tree
 * still had when they came (rule, file, detail), while other work moves them out. A violation on the list is counted
 * and tolerated; any other is refused; an entry that no longer occurs is refused too (stale), so the list only shrinks.
 * Only PENDABLE rules may be listed. `node scripts/check-imports.mjs --write-pending` writes today's list;
 * `--root <dir>` checks another tree (the script's own test).
 *
 * Prints each violation as `file: message`, then the counts (domain cycles, cross-domain table imports in services/,
 * cross-domain writer calls outside workflows/, components importing the call client, pending ones included), and
 * exits 1 if there is any violation not on the pending list, or a stale entry.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const COMPOSITION_FEATURES = new Set(['layout', 'home']);
const SKIP = new Set(['node_modules', '.next', 'test-results', 'drizzle']);
const EXTENSIONS = ['.ts', '.tsx', '.mts', '.js', '.mjs'];

function sourceFiles(dir, out = []) {
  for (const name of readdirSync(dir)) {
    if (SKIP.has(name) || name.startsWith('.')) continue;
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) sourceFiles(full, out);
    else if (/\.(tsx?|mts|mjs)$/.test(name) && !name.endsWith('.d.ts')) out.push(full);
  }
  return out;
}

const withoutComments = (text) => text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');

/** The value names an import clause binds, local name → imported name (`{ orders as o, type X }` → o → orders). */
function valueNames(clause) {
  const names = new Map();
  const braces = clause.match(/\{([^}]*)\}/);
  if (!braces) return names;
  for (const part of braces[1].split(',').map((p) => p.trim()).filter(Boolean)) {
    if (part.startsWith('type ')) continue;
    const [imported, local] = part.split(/\s+as\s+/).map((p) => p.trim());
    names.set(local ?? imported, imported);
  }
  return names;
}

/** The tables a file writes: `.insert(t)`, `.update(t)`, `.delete(t)` of a name bound to a table import. */
function tableWrites(text, tableNames) {
  const written = new Set();
  for (const m of withoutComments(text).matchAll(/\.(?:insert|update|delete)\(\s*([A-Za-z_$][\w$]*)\s*[,)]/g)) {
    if (tableNames.has(m[1])) written.add(tableNames.get(m[1]));
  }
  return written;
}

/**
 * The imports of a file: `import … from`, `export … from`, side-effect imports and `import()`, each with
 * `typeOnly` when it is erased at build time (`import type`, or only `type` names).
 */
function importsOf(text) {
  const code = withoutComments(text);
  const specs = [];
  const statement = /(?:^|;)\s*(import|export)\s+(type\s+)?([^'"]*?)\s*from\s*['"]([^'"]+)['"]/gm;
  for (const m of code.matchAll(statement)) {
    const typeOnly = Boolean(m[2]) || /^\{[^}]*\}$/.test(m[3].trim()) && m[3].replace(/[{}\s]/g, '').split(',').filter(Boolean).every((e) => e.startsWith('type'));
    specs.push({ spec: m[4], typeOnly, names: m[1] === 'import' && !typeOnly ? valueNames(m[3]) : new Map() });
  }
  for (const m of code.matchAll(/(?:^|;)\s*import\s+['"]([^'"]+)['"]/gm)) specs.push({ spec: m[1], typeOnly: false });
  for (const m of code.matchAll(/\bimport\(\s*['"]([^'"]+)['"]\s*\)/g)) specs.push({ spec: m[1], typeOnly: false });
  return specs;
}

function resolve(from, spec, alias) {
  let base;
  const prefix = Object.keys(alias).find((p) => spec.startsWith(p));
  if (prefix) base = alias[prefix] + spec.slice(prefix.length);
  else if (spec.startsWith('.')) base = path.resolve(path.dirname(from), spec);
  else return null;
  const stripped = base.replace(/\.(js|mjs)$/, '');
  for (const candidate of [base, ...EXTENSIONS.map((e) => stripped + e), ...EXTENSIONS.map((e) => path.join(base, 'index' + e))]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return null;
}

/** 'features/<name>', 'lib', 'ui', 'app' … for a storefront file. */
function webLayer(WEB, file) {
  const rel = path.relative(WEB, file).split(path.sep);
  if (rel[0] === 'features') return { layer: 'features', feature: rel[1] };
  return { layer: rel[0] };
}

/** The back-end zone of a file under packages/api/src: its first folder ('routes', 'services', 'lib', 'db' …). */
function apiZone(API, file) {
  const rel = path.relative(API, file).split(path.sep);
  return rel.length > 1 ? rel[0] : '';
}

/** What each back-end zone must not import (zones not listed: app.ts, server, cli/, seed/, testing/, demo/ — no rule). */
const API_FORBIDDEN = {
  lib: ['services', 'workflows', 'queries', 'routes', 'demo', 'cli', 'seed'],
  db: ['services', 'workflows', 'queries', 'routes', 'demo', 'cli', 'seed'],
  services: ['workflows', 'queries', 'routes', 'demo', 'cli', 'seed'],
  queries: ['workflows', 'routes', 'demo', 'cli', 'seed'],
  workflows: ['routes', 'demo', 'cli', 'seed'],
};

/**
 * The domain that owns each table (a services/ folder, or lib/): the only one that writes it; every other writer asks
 * the owner's face (issue 38 moved the last writes by other domains into their owners). A new table gets its line
 * here; db/schema's file names the area, this map the writer.
 */
export const TABLE_OWNERS = {
  // accounts
  members: 'auth', sessions: 'auth', verificationCodes: 'auth', companyInvitations: 'company',
  // acting for a buyer (issue 53): the consent and the acting session live beside the session they change
  actingConsents: 'auth', actingEvents: 'auth',
  // A company is born with its buyer account in auth (createBuyer) and the company domain builds on auth, so auth writes it.
  companies: 'auth',
  addresses: 'addressBook', newDesignRequests: 'access', memberCache: 'memberCache',
  // catalogue
  goods: 'catalog', goodsFacets: 'catalog', goodsImages: 'catalog', goodsSpecs: 'catalog', priceTiers: 'catalog',
  categories: 'catalogAdmin', facets: 'catalogAdmin', factories: 'catalogAdmin', homeBanners: 'catalogAdmin', popularSearches: 'catalogAdmin',
  searchMisses: 'search', searchSynonyms: 'search',
  complianceDocuments: 'compliance', companyTradeDefaults: 'tradeTerms', dutyRates: 'rates', exchangeRates: 'rates',
  uploads: 'files', orderFiles: 'files', contactLeads: 'contact', staffAudit: 'audit',
  // buying
  cartLines: 'cart',
  inquiries: 'inquiry', inquiryItems: 'inquiry', inquiryFiles: 'inquiry', inquiryMessages: 'inquiry', inquiryStatusHistory: 'inquiry',
  quotations: 'quotation', quotationLineAnswers: 'quotation', quotationOffers: 'quotation', quotationLineResponses: 'quotation',
  orders: 'order', orderItems: 'order', orderStatusHistory: 'order', orderMessages: 'order', orderProblems: 'order',
  paymentInstructions: 'payments', paymentNotices: 'payments', paymentReceipts: 'payments',
  orderProofs: 'proof', productionUpdates: 'production',
  orderShipments: 'shipment', orderShipmentLines: 'shipment', orderShipmentCartons: 'shipment', orderShipmentContainers: 'shipment',
  sampleCredits: 'samples', sampleSettings: 'samples',
  // company price lists (issue 51)
  priceLists: 'priceLists', priceListLines: 'priceLists', priceListCompanies: 'priceLists', goodsQuantityRules: 'priceLists', goodsExclusives: 'priceLists', companyAssortment: 'priceLists',
  // the margin floor (issue 52, point 6)
  goodsCosts: 'margin', marginFloors: 'margin', quotationApprovals: 'quotation',
  // events and webhooks (services/integration)
  integrationEndpoints: 'integration', integrationEvents: 'integration', integrationDeliveries: 'integration', integrationAttempts: 'integration',
  integrationApiKeys: 'integration', integrationIdempotency: 'integration', integrationExternalIds: 'integration',
  // below the domains: the outbox (lib/mailer.ts), the limits (lib/rateLimit.ts)
  mailOutbox: 'lib', mailOutboxFiles: 'lib', rateLimits: 'lib',
  // The once-only marks of scheduled work (lib/jobs/marks.ts): the jobs and the compliance reminders take them, and jobs → compliance.
  jobMarks: 'lib',
  // Which file store each running process uses (lib/storage/claim.ts).
  fileStoreProcesses: 'lib',
};

/** The zones whose table writes are checked (the others are fixtures and tools: demo/, seed/, cli/, testing/, db/). */
const WRITING_ZONES = new Set(['services', 'lib', 'routes', 'workflows', 'queries']);

/** The zones that reach domains only through their faces (routes: or through a workflow). */
const FACE_ONLY = new Set(['services', 'workflows', 'queries', 'routes']);

/** A back-end file's domain ('order' for services/order/place.ts) and whether it is the domain's face (index.ts). */
function apiDomain(API, file) {
  const rel = path.relative(API, file).split(path.sep);
  if (rel[0] !== 'services' || rel.length < 3) return null;
  return { name: rel[1], face: rel.length === 3 && /^index\.m?ts$/.test(rel[2]) };
}

/** The rules whose violations of the day may wait on the pending list (issue 50's new rules); every other is refused at once. */
export const PENDABLE = new Set(['service-table', 'writer-call', 'component-call-client', 'staff-domain', 'face-code', 'route-face']);

/** What features/staff/ may hold: the console's shell at its top, the catalogue and people. */
const STAFF_ENTRIES = new Set(['ConsoleLayout.tsx', 'ConsoleNav.tsx', 'api.server.ts', 'catalog', 'people']);

/** The call client a component must not import (its feature's api.ts does). */
const CALL_CLIENT = ['lib/backend/call.ts', 'lib/backend/lazyCall.ts'];

export const PENDING_FILE = 'scripts/check-imports.pending.json';

/** A face's re-exports: exported name → { from: the resolved file, name: the name there }, and its `export *` files. */
function reExportsOf(file, text) {
  const named = new Map();
  const stars = [];
  const code = withoutComments(text);
  for (const m of code.matchAll(/export\s+(?:type\s+)?\{([^}]*)\}\s*from\s*['"]([^'"]+)['"]/g)) {
    const from = resolve(file, m[2], {});
    if (!from) continue;
    for (const part of m[1].split(',').map((p) => p.trim()).filter(Boolean)) {
      if (part.startsWith('type ')) continue;
      const [imported, exported] = part.split(/\s+as\s+/).map((p) => p.trim());
      named.set(exported ?? imported, { from, name: imported });
    }
  }
  for (const m of code.matchAll(/export\s*\*\s*(?:as\s+[\w$]+\s*)?from\s*['"]([^'"]+)['"]/g)) {
    const from = resolve(file, m[1], {});
    if (from) stars.push(from);
  }
  return { named, stars };
}

/** The file that declares `name`, following re-exports from `file` (null when not found). */
function definingFile(file, name, seen = new Set()) {
  if (seen.has(file) || !existsSync(file)) return null;
  seen.add(file);
  const text = readFileSync(file, 'utf8');
  const { named, stars } = reExportsOf(file, text);
  if (named.has(name)) return definingFile(named.get(name).from, named.get(name).name, seen);
  const declares = new RegExp(`export\\s+(?:async\\s+)?(?:function\\*?|const|let|var|class)\\s+${name.replace(/\$/g, '\\$')}\\b`);
  if (declares.test(withoutComments(text))) return file;
  for (const star of stars) {
    const found = definingFile(star, name, seen);
    if (found) return found;
  }
  return null;
}

/** Whether a face holds anything but `export … from` re-exports (comments aside). */
function faceHoldsCode(text) {
  const rest = withoutComments(text)
    .replace(/export\s+(?:type\s+)?\{[^}]*\}\s*from\s*['"][^'"]+['"]\s*;?/g, '')
    .replace(/export\s+(?:type\s+)?\*\s*(?:as\s+[\w$]+\s*)?from\s*['"][^'"]+['"]\s*;?/g, '');
  return rest.trim() !== '';
}

/** The checks on one import of a back-end file (zones, faces, tables); records domain edges and writer candidates. */
function checkApiImport(ctx, file, { spec, typeOnly, names }, target, tableNames) {
  const { API, SCHEMA, counts, refuse, domainEdges } = ctx;
  const from = apiZone(API, file);
  const to = apiZone(API, target);
  const fromDomain = apiDomain(API, file);
  const toDomain = apiDomain(API, target);
  const where = `imports '${spec}'`;
  if (target.startsWith(SCHEMA) && !typeOnly) {
    for (const [local, table] of names) tableNames.set(local, table);
    if (fromDomain) {
      // A service reads and writes only its own domain's tables; a read across domains is a query (issue 50).
      for (const table of new Set(names.values())) {
        const owner = TABLE_OWNERS[table];
        if (!owner || owner === fromDomain.name) continue;
        counts.foreignTableImports += 1;
        refuse('service-table', file, table, `${where}: ${table} is ${owner === 'lib' ? 'lib/' : `services/${owner}/`}'s table; a service reads only its own domain's tables (a read across domains is a query in queries/, a write a workflow step)`);
      }
    }
    if (from === 'workflows' && names.size) {
      counts.tableImports += names.size;
      refuse('zone', file, spec, `${where}: workflows/ reads and writes tables only through the owning domain's face, never a table from db/schema (${[...names.values()].join(', ')})`);
    }
  }
  if (target.startsWith(API + path.sep) && API_FORBIDDEN[from]?.includes(to)) {
    refuse('zone', file, spec, `${where}: ${from}/ never imports ${to}/ (routes → workflows/, queries/ → services → lib/ and db/)`);
  }
  if (!toDomain || !FACE_ONLY.has(from) || fromDomain?.name === toDomain.name) return;
  if (!toDomain.face) {
    counts.deepImports += 1;
    const rule = from === 'routes' ? 'route-face' : 'face';
    refuse(rule, file, path.relative(ctx.root, target), `${where}: another domain is imported only through its face, services/${toDomain.name}/index.ts`);
  }
  if (fromDomain) {
    const edges = domainEdges.get(fromDomain.name) ?? new Map();
    if (!edges.has(toDomain.name)) edges.set(toDomain.name, path.relative(ctx.root, file));
    domainEdges.set(fromDomain.name, edges);
  }
  if (!typeOnly && toDomain.face && fromDomain && names?.size) {
    ctx.faceCalls.push({ file, face: target, domain: toDomain.name, names });
  }
}

/** The checks on one import of a storefront file (features, lib/, ui/, app/, the call client). */
function checkWebImport(ctx, file, spec, target) {
  const { WEB, refuse } = ctx;
  const from = webLayer(WEB, file);
  const to = webLayer(WEB, target);
  const where = `imports '${spec}'`;
  if (from.layer === 'features' && to.layer === 'features' && from.feature !== to.feature && !COMPOSITION_FEATURES.has(from.feature)) {
    refuse('web', file, spec, `${where}: a feature imports only lib/, ui/ and the protocol (only ${[...COMPOSITION_FEATURES].join(', ')} compose features)`);
  }
  if ((from.layer === 'lib' || from.layer === 'ui') && to.layer === 'features') refuse('web', file, spec, `${where}: ${from.layer}/ never imports a feature`);
  if (from.layer === 'lib' && to.layer === 'ui') refuse('web', file, spec, `${where}: lib/ never imports ui/`);
  if (from.layer !== 'app' && to.layer === 'app') refuse('web', file, spec, `${where}: nothing imports app/`);
  const component = (from.layer === 'features' || from.layer === 'ui') && file.endsWith('.tsx') && !file.endsWith('.test.tsx');
  const client = path.relative(WEB, target).split(path.sep).join('/');
  if (component && CALL_CLIENT.includes(client)) {
    ctx.counts.callClientImports += 1;
    refuse('component-call-client', file, client, `${where}: a component never imports the call client; it calls through its feature's api.ts (with useLoad for a loader)`);
  }
}

/** The tables a back-end file writes, each checked against its owner. */
function checkWrites(ctx, file, text, tableNames) {
  const { API, writers, refuse } = ctx;
  const zone = apiZone(API, file);
  if (!WRITING_ZONES.has(zone) || !tableNames.size) return;
  const writer = apiDomain(API, file)?.name ?? zone;
  const written = tableWrites(text, tableNames);
  if (written.size) ctx.writingFiles.add(file);
  for (const table of written) {
    writers.set(table, (writers.get(table) ?? new Set()).add(writer));
    const owner = TABLE_OWNERS[table];
    if (!owner) refuse('owner', file, table, `writes ${table}, which has no owner: name the domain that owns it in TABLE_OWNERS (scripts/check-imports.mjs)`);
    else if (writer !== owner) {
      refuse('owner', file, table, `writes ${table}: only its owner, ${owner === 'lib' ? 'lib/' : `services/${owner}/`}, writes it; ask the owner's face (a workflow step when the write belongs to a process across domains)`);
    }
  }
}

/**
 * Writes that record the caller's own change, in the caller's transaction, and hold no state another domain's rule
 * reads: an audit entry, and the link that lets an order's people read the files of one of its records. They are
 * the trail, not a write across domains (decision 0021), so any service may call them.
 */
export const TRAIL_WRITERS = new Set(['audit.recordAudit', 'files.attachOrderFiles']);

/** A service calling a writer of another domain's face: a write across domains outside workflows/. */
function checkWriterCalls(ctx) {
  for (const { file, face, domain, names } of ctx.faceCalls) {
    const code = withoutComments(readFileSync(file, 'utf8'));
    for (const [local, imported] of names) {
      if (TRAIL_WRITERS.has(`${domain}.${imported}`)) continue;
      const defining = definingFile(face, imported);
      if (!defining || !ctx.writingFiles.has(defining)) continue;
      if (!new RegExp(`(?<![\\w$.])${local.replace(/\$/g, '\\$')}\\s*\\(`).test(code)) continue;
      ctx.counts.writerCalls += 1;
      refuse(ctx, 'writer-call', file, `${domain}.${imported}`, `calls ${imported} of services/${domain}/, which writes its tables (${path.relative(ctx.root, defining)}): a write across domains is a workflow step in workflows/`);
    }
  }
}

/** Every face a plain list; features/staff/ only its allowed entries. */
function checkFacesAndStaff(ctx) {
  const services = path.join(ctx.API, 'services');
  for (const domain of existsSync(services) ? readdirSync(services) : []) {
    const face = path.join(services, domain, 'index.ts');
    if (existsSync(face) && faceHoldsCode(readFileSync(face, 'utf8'))) {
      ctx.refuse('face-code', face, '', `the face holds code: a face is a plain list of \`export … from\` re-exports; move the code into a named file of services/${domain}/`);
    }
  }
  const staff = path.join(ctx.WEB, 'features', 'staff');
  for (const entry of existsSync(staff) ? readdirSync(staff) : []) {
    // A shell file's own test sits beside it (ConsoleLayout.test.ts).
    if (STAFF_ENTRIES.has(entry) || STAFF_ENTRIES.has(entry.replace(/\.test\.tsx?$/, '.tsx')) || entry.startsWith('.')) continue;
    ctx.refuse('staff-domain', path.join(staff, entry), '', `features/staff/ takes no new domain (it keeps the console's shell, catalog/ and people/): a domain's desk goes in its own feature's desk/`);
  }
}

/** Pairs and longer loops among the domains. */
function checkDomainGraph(ctx) {
  const { domainEdges, counts } = ctx;
  counts.domainEdges = [...domainEdges.values()].reduce((sum, edges) => sum + edges.size, 0);
  counts.mutualPairs = 0;
  for (const [a, edges] of [...domainEdges].sort(([x], [y]) => x.localeCompare(y))) {
    for (const [b, byFile] of edges) {
      const back = domainEdges.get(b)?.get(a);
      if (!back || a > b) continue;
      counts.mutualPairs += 1;
      ctx.problems.push({ rule: 'domain-cycle', file: `services/${a} ↔ services/${b}`, detail: '', message: `services/${a} ↔ services/${b}: the domains import each other (${byFile}; ${back}); the process that needs both is a workflow, or the shared fact moves down` });
    }
  }
  // The domains must form a layered graph: a loop of any length, not only a pair, is refused.
  const domainGraph = new Map([...domainEdges].map(([from, edges]) => [from, [...edges.keys()]]));
  const domainCycles = cycles(domainGraph).filter((component) => component.length > 2);
  counts.domainCycles = domainCycles.length + counts.mutualPairs;
  for (const component of domainCycles) {
    const ring = component.sort();
    const through = ring.flatMap((from) => ring.filter((to) => domainEdges.get(from)?.has(to)).map((to) => `${from} → ${to} (${domainEdges.get(from).get(to)})`));
    const where = `services/{${ring.join(', ')}}`;
    ctx.problems.push({ rule: 'domain-cycle', file: where, detail: '', message: `${where}: the domains import each other in a loop: ${through.join('; ')}; move the read that closes it into queries/ or a workflow` });
  }
}

const refuse = (ctx, rule, file, detail, message) => {
  const rel = path.isAbsolute(file) ? path.relative(ctx.root, file) : file;
  ctx.problems.push({ rule, file: rel, detail, message: `${rel}: ${message}` });
};

/**
 * The violations in the repository at `root`, each { rule, file, detail, message }, empty when the rules hold.
 * @param {string} root
 * @param {object} [counts] filled with the figures: domains, domainEdges, deepImports (imports past a face),
 *   mutualPairs, domainCycles, tableImports (tables workflows/ import), foreignTableImports (another domain's tables
 *   a service imports), tablesWritten, foreignWrites (writes by another domain than the owner), writerCalls
 *   (another domain's writers called outside workflows/), callClientImports (components importing the call client)
 */
export function findViolations(root, counts = {}) {
  const WEB = path.join(root, 'apps/web');
  const API = path.join(root, 'packages/api/src');
  const TREES = [
    { dir: WEB, alias: { '@/': WEB + '/' } },
    { dir: path.join(root, 'packages/protocol/src'), alias: {} },
    { dir: API, alias: {} },
    { dir: path.join(root, 'bench'), alias: {} },
  ].filter((tree) => existsSync(tree.dir));
  Object.assign(counts, { deepImports: 0, tableImports: 0, foreignTableImports: 0, writerCalls: 0, callClientImports: 0 });
  const ctx = {
    root, WEB, API, SCHEMA: path.join(API, 'db', 'schema') + path.sep, counts, problems: [],
    /** Domain → the domains it imports (type imports included), each with the first file that does. */
    domainEdges: new Map(),
    /** Table → the owners (services/ folders, or a zone) that write it. */
    writers: new Map(),
    writingFiles: new Set(),
    /** Value imports of another domain's face by a service, checked for writer calls once every file's writes are known. */
    faceCalls: [],
  };
  ctx.refuse = (rule, file, detail, message) => refuse(ctx, rule, file, detail, message);
  const graph = new Map();
  for (const tree of TREES) {
    for (const file of sourceFiles(tree.dir)) {
      const targets = [];
      const text = readFileSync(file, 'utf8');
      /** The names this file binds to tables (local → table). */
      const tableNames = new Map();
      for (const imported of importsOf(text)) {
        const target = resolve(file, imported.spec, tree.alias);
        if (!target) continue;
        if (tree.dir === API) checkApiImport(ctx, file, imported, target, tableNames);
        // A type-only import still ties two files together: a cycle through one is a cycle (issue 50).
        targets.push(target);
        if (!imported.typeOnly && tree.dir === WEB) checkWebImport(ctx, file, imported.spec, target);
      }
      graph.set(file, targets);
      if (tree.dir === API) checkWrites(ctx, file, text, tableNames);
    }
  }
  counts.tablesWritten = ctx.writers.size;
  counts.foreignWrites = [...ctx.writers].reduce((sum, [table, by]) => sum + [...by].filter((writer) => TABLE_OWNERS[table] && writer !== TABLE_OWNERS[table]).length, 0);
  const servicesDir = path.join(API, 'services');
  counts.domains = new Set((existsSync(servicesDir) ? sourceFiles(servicesDir) : []).map((f) => apiDomain(API, f)?.name).filter(Boolean)).size;
  checkWriterCalls(ctx);
  checkFacesAndStaff(ctx);
  checkDomainGraph(ctx);
  for (const component of cycles(graph)) {
    const ring = component.map((file) => path.relative(root, file)).sort().join(' ↔ ');
    ctx.problems.push({ rule: 'file-cycle', file: ring, detail: '', message: `${ring}: import cycle` });
  }
  return ctx.problems;
}

/** The violations at `root` as `file: message` lines (the pending list not applied). */
export function findImportProblems(root, counts = {}) {
  return findViolations(root, counts).map((problem) => problem.message);
}

const keyOf = ({ rule, file, detail }) => `${rule}\u0000${file}\u0000${detail}`;

/** The pending list at `root` (an absent file is an empty list). */
export function readPending(root) {
  const file = path.join(root, PENDING_FILE);
  if (!existsSync(file)) return [];
  return JSON.parse(readFileSync(file, 'utf8')).pending ?? [];
}

/**
 * The rules applied with the pending list: `refused` (violations not on the list, and each stale or unpendable entry
 * as a line), `pending` (violations on the list, tolerated), `counts`.
 */
export function checkImports(root) {
  const counts = {};
  const violations = findViolations(root, counts);
  const pending = readPending(root);
  const listed = new Set(pending.map(keyOf));
  const found = new Set(violations.map(keyOf));
  const refused = violations.filter((v) => !listed.has(keyOf(v)) || !PENDABLE.has(v.rule)).map((v) => v.message);
  for (const entry of pending) {
    const what = `${PENDING_FILE}: pending entry ${JSON.stringify({ rule: entry.rule, file: entry.file, detail: entry.detail })}`;
    if (!PENDABLE.has(entry.rule)) refused.push(`${what}: rule ${entry.rule} takes no pending entry; it is refused at once`);
    else if (!found.has(keyOf(entry))) refused.push(`${what} no longer occurs: remove it (the list only shrinks)`);
  }
  return { refused, pending: violations.filter((v) => listed.has(keyOf(v)) && PENDABLE.has(v.rule)), counts };
}

/** Writes today's violations of the pendable rules as the pending list at `root`; returns how many. */
export function writePending(root) {
  const entries = findViolations(root)
    .filter((v) => PENDABLE.has(v.rule))
    .map(({ rule, file, detail }) => ({ rule, file, detail }))
    .sort((a, b) => keyOf(a).localeCompare(keyOf(b)));
  const note = "Violations of issue 50's rules the tree still has, tolerated until moved; regenerate with `node scripts/check-imports.mjs --write-pending` (scripts/check-imports.mjs). The list only shrinks.";
  // One entry a line, so that a merge or a shrinking list reads as lines.
  const lines = entries.map((entry) => `    ${JSON.stringify(entry)}`).join(',\n');
  mkdirSync(path.dirname(path.join(root, PENDING_FILE)), { recursive: true });
  writeFileSync(path.join(root, PENDING_FILE), `{\n  "note": ${JSON.stringify(note)},\n  "pending": [\n${lines}${lines ? '\n' : ''}  ]\n}\n`);
  return entries.length;
}

/** The strongly connected components of a graph (node → nodes) with more than one node or a self-loop (Tarjan). */
function cycles(graph) {
  let index = 0;
  const indices = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const found = [];
  function connect(node) {
    indices.set(node, index);
    low.set(node, index);
    index += 1;
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!indices.has(next)) {
        connect(next);
        low.set(node, Math.min(low.get(node), low.get(next)));
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node), indices.get(next)));
      }
    }
    if (low.get(node) !== indices.get(node)) return;
    const component = [];
    let member;
    do {
      member = stack.pop();
      onStack.delete(member);
      component.push(member);
    } while (member !== node);
    if (component.length > 1 || (graph.get(node) ?? []).includes(node)) found.push(component);
  }
  for (const node of graph.keys()) if (!indices.has(node)) connect(node);
  return found;
}


if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const rootAt = args.indexOf('--root');
  const root = rootAt >= 0 ? path.resolve(args[rootAt + 1] ?? '\u0000') : path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  if (!existsSync(root)) {
    console.error(`--root: no such folder, ${args[rootAt + 1] ?? '(none given)'}`);
    process.exit(2);
  }
  if (args.includes('--write-pending')) {
    console.log(`${PENDING_FILE}: ${writePending(root)} pending violation(s) written`);
    process.exit(0);
  }
  const { refused, pending, counts } = checkImports(root);
  for (const problem of refused) console.error(problem);
  console.log(
    `back-end domains: ${counts.domains} domains, ${counts.domainEdges} domain-to-domain edges, ` +
      `${counts.deepImports} imports past a face, ${counts.mutualPairs} pairs importing each other, ${counts.domainCycles} domain cycles`,
  );
  console.log(
    `back-end tables: ${counts.tableImports} table imports in workflows/, ` +
      `${counts.foreignTableImports} cross-domain table imports in services/, ${counts.tablesWritten} tables written, ` +
      `${counts.foreignWrites} writes by another domain than the owner, ${counts.writerCalls} cross-domain writer calls outside workflows/`,
  );
  console.log(`storefront: ${counts.callClientImports} components importing the call client`);
  const byRule = {};
  for (const { rule } of pending) byRule[rule] = (byRule[rule] ?? 0) + 1;
  console.log(`pending (${PENDING_FILE}): ${pending.length}${pending.length ? ` (${Object.entries(byRule).map(([rule, n]) => `${rule} ${n}`).join(', ')})` : ''}; refused: ${refused.length}`);
  if (refused.length) {
    console.error(`\n${refused.length} import rule violation(s); see docs/architecture.md.`);
    process.exit(1);
  }
  console.log('import rules: features, zones and faces kept, faces plain lists, tables read and written by their owners, writes across domains in workflows/, no domain loops, no cycles');
}
