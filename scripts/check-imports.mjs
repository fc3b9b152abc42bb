#!/usr/bin/env node
/**
 * The import rules of docs/architecture.md, run by `npm run lint`:
 * - a feature imports only its own folder, lib/, ui/ and the protocol; only the composition features
 *   (layout, home) may import other features;
 * - lib/ and ui/ never import features; lib/ never imports ui/ (ui may read lib's state);
 * - the back-end's zones (packages/api/src), type imports included: routes → workflows/, queries/ → services → lib/ and db/;
 *   lib/ and db/ never import services/, workflows/, queries/, routes/, demo/, cli/ or seed/; services/ never import
 *   workflows/, queries/, routes/ or demo/; queries/ never import workflows/;
 * - the back-end's domains (services/<domain>/), type imports included: a file of one domain imports another domain
 *   only through its face, services/<domain>/index.ts, and so do workflows/ and queries/; no two domains import each
 *   other (in either direction, `import type` counted);
 * - workflows/ and queries/ reach tables only through the owning domains' faces: they import no table from db/schema
 *   (type imports, and db/client's Reader, Tx, are fine);
 * - a table is written (`.insert(t)`, `.update(t)`, `.delete(t)` of a table imported from db/schema) only by the domain
 *   TABLE_OWNERS names (lib/ for the outbox, the limits and the job marks); another domain asks the owner's face; a
 *   written table with no declared owner is refused too. demo/, seed/, cli/, testing/ and db/ (fixtures and tools)
 *   write freely. Raw SQL writes are not seen;
 * - no loop among the domains, of any length (a pair counts as one): each stands above the ones it asks;
 * - no import cycles between files (static, dynamic and type-only imports), in the storefront, both packages and bench/.
 * Prints each violation as `file: message` and exits 1 if there is any.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
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
  quotations: 'quotation',
  orders: 'order', orderItems: 'order', orderStatusHistory: 'order', orderMessages: 'order', orderProblems: 'order',
  paymentInstructions: 'payments', paymentNotices: 'payments', paymentReceipts: 'payments',
  orderProofs: 'proof', productionUpdates: 'production',
  orderShipments: 'shipment', orderShipmentLines: 'shipment', orderShipmentCartons: 'shipment', orderShipmentContainers: 'shipment',
  sampleCredits: 'samples', sampleSettings: 'samples',
  // events and webhooks (services/integration)
  integrationEndpoints: 'integration', integrationEvents: 'integration', integrationDeliveries: 'integration', integrationAttempts: 'integration',
  // below the domains: the outbox (lib/mailer.ts), the limits (lib/rateLimit.ts)
  mailOutbox: 'lib', mailOutboxFiles: 'lib', rateLimits: 'lib',
  // The once-only marks of scheduled work (lib/jobs/marks.ts): the jobs and the compliance reminders take them, and jobs → compliance.
  jobMarks: 'lib',
};

/** The zones whose table writes are checked (the others are fixtures and tools: demo/, seed/, cli/, testing/, db/). */
const WRITING_ZONES = new Set(['services', 'lib', 'routes', 'workflows', 'queries']);

/** The zones that reach domains only through their faces. */
const FACE_ONLY = new Set(['services', 'workflows', 'queries']);

/** A back-end file's domain ('order' for services/order/place.ts) and whether it is the domain's face (index.ts). */
function apiDomain(API, file) {
  const rel = path.relative(API, file).split(path.sep);
  if (rel[0] !== 'services' || rel.length < 3) return null;
  return { name: rel[1], face: rel.length === 3 && /^index\.m?ts$/.test(rel[2]) };
}

/**
 * The violations in the repository at `root`: a list of `file: message` lines, empty when the rules hold.
 * @param {string} root
 * @param {{ domains?: number, domainEdges?: number, deepImports?: number, mutualPairs?: number, tableImports?: number,
 *   tablesWritten?: number, foreignWrites?: number }} [counts] filled with the back-end's figures: its domains, the
 *   domain-to-domain edges, the imports past a face, the pairs importing each other, the tables workflows/ and queries/
 *   import, the tables written, and the writes by another domain than the owner (each one a violation)
 * @returns {string[]}
 */
export function findImportProblems(root, counts = {}) {
  const WEB = path.join(root, 'apps/web');
  const API = path.join(root, 'packages/api/src');
  const TREES = [
    { dir: WEB, alias: { '@/': WEB + '/' } },
    { dir: path.join(root, 'packages/protocol/src'), alias: {} },
    { dir: API, alias: {} },
    { dir: path.join(root, 'bench'), alias: {} },
  ].filter((tree) => existsSync(tree.dir));
  const problems = [];
  const graph = new Map();
  /** Domain → the domains it imports (type imports included), each with the first file that does. */
  const domainEdges = new Map();
  counts.deepImports = 0;
  counts.tableImports = 0;
  counts.foreignTableImports = 0;
  const SCHEMA = path.join(API, 'db', 'schema') + path.sep;
  /** Table → the owners (services/ folders, or a zone) that write it. */
  const writers = new Map();
  for (const tree of TREES) {
    for (const file of sourceFiles(tree.dir)) {
      const targets = [];
      const text = readFileSync(file, 'utf8');
      /** The names this file binds to tables (local → table). */
      const tableNames = new Map();
      for (const { spec, typeOnly, names } of importsOf(text)) {
        const target = resolve(file, spec, tree.alias);
        if (!target) continue;
        if (tree.dir === API) {
          const from = apiZone(API, file);
          const to = apiZone(API, target);
          if (target.startsWith(SCHEMA) && !typeOnly) {
            for (const [local, table] of names) tableNames.set(local, table);
            const reader = apiDomain(API, file)?.name;
            // Reads of another domain's tables: counted on the way to the rule that a service reads only its own (issue 50).
            if (reader) counts.foreignTableImports += [...names.values()].filter((table) => TABLE_OWNERS[table] && TABLE_OWNERS[table] !== reader).length;
            if ((from === 'workflows' || from === 'queries') && names.size) {
              counts.tableImports += names.size;
              problems.push(`${path.relative(root, file)}: imports '${spec}': ${from}/ reads and writes tables only through the owning domain's face, never a table from db/schema (${[...names.values()].join(', ')})`);
            }
          }
          if (target.startsWith(API + path.sep) && API_FORBIDDEN[from]?.includes(to)) {
            problems.push(`${path.relative(root, file)}: imports '${spec}': ${from}/ never imports ${to}/ (routes → workflows/, queries/ → services → lib/ and db/)`);
          }
          const fromDomain = apiDomain(API, file);
          const toDomain = apiDomain(API, target);
          if (toDomain && FACE_ONLY.has(from) && fromDomain?.name !== toDomain.name) {
            if (!toDomain.face) {
              counts.deepImports += 1;
              problems.push(`${path.relative(root, file)}: imports '${spec}': another domain is imported only through its face, services/${toDomain.name}/index.ts`);
            }
            if (fromDomain) {
              const edges = domainEdges.get(fromDomain.name) ?? new Map();
              if (!edges.has(toDomain.name)) edges.set(toDomain.name, path.relative(root, file));
              domainEdges.set(fromDomain.name, edges);
            }
          }
        }
        // A type-only import still ties two files together: a cycle through one is a cycle (issue 50).
        targets.push(target);
        if (typeOnly) continue;
        if (tree.dir !== WEB) continue;
        const from = webLayer(WEB, file);
        const to = webLayer(WEB, target);
        const where = `${path.relative(root, file)}: imports '${spec}'`;
        if (from.layer === 'features' && to.layer === 'features' && from.feature !== to.feature && !COMPOSITION_FEATURES.has(from.feature)) {
          problems.push(`${where}: a feature imports only lib/, ui/ and the protocol (only ${[...COMPOSITION_FEATURES].join(', ')} compose features)`);
        }
        if ((from.layer === 'lib' || from.layer === 'ui') && to.layer === 'features') {
          problems.push(`${where}: ${from.layer}/ never imports a feature`);
        }
        if (from.layer === 'lib' && to.layer === 'ui') problems.push(`${where}: lib/ never imports ui/`);
        if (from.layer !== 'app' && to.layer === 'app') problems.push(`${where}: nothing imports app/`);
      }
      graph.set(file, targets);
      const zone = tree.dir === API ? apiZone(API, file) : '';
      if (!WRITING_ZONES.has(zone) || !tableNames.size) continue;
      const writer = apiDomain(API, file)?.name ?? zone;
      for (const table of tableWrites(text, tableNames)) {
        writers.set(table, (writers.get(table) ?? new Set()).add(writer));
        const owner = TABLE_OWNERS[table];
        const where = `${path.relative(root, file)}: writes ${table}`;
        if (!owner) problems.push(`${where}, which has no owner: name the domain that owns it in TABLE_OWNERS (scripts/check-imports.mjs)`);
        else if (writer !== owner) {
          problems.push(`${where}: only its owner, ${owner === 'lib' ? 'lib/' : `services/${owner}/`}, writes it; ask the owner's face (a workflow step when the write belongs to a process across domains)`);
        }
      }
    }
  }
  counts.tablesWritten = writers.size;
  counts.foreignWrites = [...writers].reduce((sum, [table, by]) => sum + [...by].filter((writer) => TABLE_OWNERS[table] && writer !== TABLE_OWNERS[table]).length, 0);

  const servicesDir = path.join(API, 'services');
  counts.domains = new Set((existsSync(servicesDir) ? sourceFiles(servicesDir) : []).map((f) => apiDomain(API, f)?.name).filter(Boolean)).size;
  counts.domainEdges = [...domainEdges.values()].reduce((sum, edges) => sum + edges.size, 0);
  counts.mutualPairs = 0;
  for (const [a, edges] of [...domainEdges].sort(([x], [y]) => x.localeCompare(y))) {
    for (const [b, byFile] of edges) {
      const back = domainEdges.get(b)?.get(a);
      if (!back || a > b) continue;
      counts.mutualPairs += 1;
      problems.push(`services/${a} ↔ services/${b}: the domains import each other (${byFile}; ${back}); the process that needs both is a workflow, or the shared fact moves down`);
    }
  }

  for (const component of cycles(graph)) problems.push(`${component.map((file) => path.relative(root, file)).sort().join(' ↔ ')}: import cycle`);
  // The domains must form a layered graph: a loop of any length, not only a pair, is refused.
  const domainGraph = new Map([...domainEdges].map(([from, edges]) => [from, [...edges.keys()]]));
  const domainCycles = cycles(domainGraph).filter((component) => component.length > 2);
  counts.domainCycles = domainCycles.length + counts.mutualPairs;
  for (const component of domainCycles) {
    const ring = component.sort();
    const through = ring.flatMap((from) => ring.filter((to) => domainEdges.get(from)?.has(to)).map((to) => `${from} → ${to} (${domainEdges.get(from).get(to)})`));
    problems.push(`services/{${ring.join(', ')}}: the domains import each other in a loop: ${through.join('; ')}; move the read that closes it into queries/ or a workflow`);
  }
  return problems;
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
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const counts = {};
  const problems = findImportProblems(root, counts);
  for (const problem of problems) console.error(problem);
  console.log(
    `back-end domains: ${counts.domains} domains, ${counts.domainEdges} domain-to-domain edges, ` +
      `${counts.deepImports} imports past a face, ${counts.mutualPairs} pairs importing each other, ${counts.domainCycles} domain cycles`,
  );
  console.log(
    `back-end tables: ${counts.tableImports} table imports in workflows/ and queries/, ` +
      `${counts.foreignTableImports} imports of another domain's table in services/, ${counts.tablesWritten} tables written, ` +
      `${counts.foreignWrites} writes by another domain than the owner`,
  );
  if (problems.length) {
    console.error(`\n${problems.length} import rule violation(s); see docs/architecture.md.`);
    process.exit(1);
  }
  console.log('import rules: no cross-feature imports, back-end zones and faces kept, no domains importing each other, tables written by their owners, no cycles');
}
