import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { fileURLToPath } from 'node:url';
import { checkImports, findImportProblems, findViolations, PENDING_FILE, TABLE_OWNERS, writePending } from './check-imports.mjs';

let root;
/** A domain's file that takes `dep`'s face and names it `name`. */
const reexporting = (name, dep) => `import { ${dep} } from '../${dep}';\nexport const ${name} = ${dep};\n`;
afterEach(() => rmSync(root, { recursive: true, force: true }));
/** A pending list's text. */
const pendingFile = (entries) => JSON.stringify({ note: 'test', pending: entries });

/** A throw-away repository with the given files (path → source). */
function repo(files) {
  root = mkdtempSync(path.join(os.tmpdir(), 'import-rules-'));
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  }
  return root;
}

describe('the import rules of docs/architecture.md', () => {
  it('accepts features that use lib/ and ui/, and composition features that use features', () => {
    const problems = findImportProblems(
      repo({
        'apps/web/lib/links.ts': "export const home = '/';\n",
        'apps/web/ui/Card.tsx': "import { home } from '@/lib/links';\nexport const Card = home;\n",
        'apps/web/features/catalog/List.tsx': "import { Card } from '@/ui/Card';\nexport const List = Card;\n",
        'apps/web/features/home/HomeView.tsx': "import { List } from '@/features/catalog/List';\nexport const HomeView = List;\n",
        'apps/web/features/oem/types.ts': "export type T = 1;\n",
        'apps/web/features/catalog/types.ts': "import type { T } from '@/features/oem/types';\nexport type U = T;\n",
      }),
    );
    expect(problems).toEqual([]);
  });

  it('refuses a feature importing another feature, and lib/ importing ui/ or a feature', () => {
    const problems = findImportProblems(
      repo({
        'apps/web/features/catalog/List.tsx': "export const List = 1;\n",
        'apps/web/features/oem/OemView.tsx': "import { List } from '../catalog/List';\nexport const OemView = List;\n",
        'apps/web/ui/Card.tsx': "export const Card = 1;\n",
        'apps/web/lib/state.ts': "import { Card } from '@/ui/Card';\nimport { List } from '@/features/catalog/List';\nexport const s = [Card, List];\n",
      }),
    );
    expect(problems).toHaveLength(3);
    expect(problems[0]).toMatch(/^apps\/web\/features\/oem\/OemView\.tsx: imports '\.\.\/catalog\/List': a feature imports only/);
    expect(problems.slice(1).join('\n')).toMatch(/lib\/ never imports ui\//);
    expect(problems.slice(1).join('\n')).toMatch(/lib\/ never imports a feature/);
  });

  it('refuses a cycle, also one closed by a dynamic import, in any workspace', () => {
    const problems = findImportProblems(
      repo({
        'apps/web/features/auth/Dialog.tsx': "import { close } from './store';\nexport const Dialog = close;\n",
        'apps/web/features/auth/store.ts': "export const close = () => import('./Dialog');\n",
        'packages/api/src/a.ts': "import { b } from './b';\nexport const a = b;\n",
        'packages/api/src/b.ts': "import { a } from './a.js';\nexport const b = a;\n",
      }),
    );
    expect(problems.sort()).toEqual([
      'apps/web/features/auth/Dialog.tsx ↔ apps/web/features/auth/store.ts: import cycle',
      'packages/api/src/a.ts ↔ packages/api/src/b.ts: import cycle',
    ]);
  });

  it('refuses a back-end import that breaks a zone, type imports included, and checks bench/', () => {
    const problems = findImportProblems(
      repo({
        'packages/api/src/db/client.ts': "export type Db = 1;\n",
        'packages/api/src/lib/errors.ts': "import type { Db } from '../db/client';\nexport type E = Db;\n",
        'packages/api/src/services/auth/sessions.ts': "import type { E } from '../../lib/errors';\nexport type Member = E;\n",
        'packages/api/src/services/auth/index.ts': "export type { Member } from './sessions';\n",
        'packages/api/src/routes/auth.ts': "import type { Member } from '../services/auth';\nexport type M = Member;\n",
        'packages/api/src/demo/index.ts': "export const seedCatalogue = 1;\n",
        'packages/api/src/lib/endpoint.ts': "import type { Member } from '../services/auth/sessions';\nexport type M = Member;\n",
        'packages/api/src/db/seed.ts': "import { seedCatalogue } from '../demo';\nexport const s = seedCatalogue;\n",
        'packages/api/src/services/cart/rules.ts': "import { M } from '../../routes/auth';\nexport const r = M;\n",
        'bench/a.ts': "import { b } from './b';\nexport const a = b;\n",
        'bench/b.ts': "import { a } from './a';\nexport const b = a;\n",
      }),
    );
    expect(problems.sort()).toEqual([
      'bench/a.ts ↔ bench/b.ts: import cycle',
      "packages/api/src/db/seed.ts: imports '../demo': db/ never imports demo/ (routes → workflows/, queries/ → services → lib/ and db/)",
      "packages/api/src/lib/endpoint.ts: imports '../services/auth/sessions': lib/ never imports services/ (routes → workflows/, queries/ → services → lib/ and db/)",
      "packages/api/src/services/cart/rules.ts: imports '../../routes/auth': services/ never imports routes/ (routes → workflows/, queries/ → services → lib/ and db/)",
    ]);
  });
});

describe("the back-end's domains: faces, workflows and queries", () => {
  const face = "export { loadOrder } from './rows';\nexport type { OrderRow } from './rows';\n";
  const rows = "export type OrderRow = { id: number };\nexport const loadOrder = (id: number): OrderRow => ({ id });\n";

  it('accepts domains, workflows and queries that import faces, and a domain that imports its own files', () => {
    const counts = {};
    const problems = findImportProblems(
      repo({
        'packages/api/src/services/order/index.ts': face,
        'packages/api/src/services/order/rows.ts': rows,
        'packages/api/src/services/payments/index.ts': "export { depositReceived } from './gate';\n",
        'packages/api/src/services/payments/gate.ts': "import type { OrderRow } from '../order';\nimport { own } from './own';\nexport const depositReceived = (o: OrderRow) => own(o.id);\n",
        'packages/api/src/services/payments/own.ts': 'export const own = (id: number) => id > 0;\n',
        'packages/api/src/workflows/startProduction.ts': "import { loadOrder } from '../services/order';\nimport { depositReceived } from '../services/payments/index';\nexport const start = () => depositReceived(loadOrder(1));\n",
        'packages/api/src/queries/orderDetail.ts': "import { loadOrder } from '../services/order/index.ts';\nexport const detail = () => loadOrder(1);\n",
        'packages/api/src/routes/orders.ts': "import { start } from '../workflows/startProduction';\nimport { detail } from '../queries/orderDetail';\nexport const r = [start, detail];\n",
      }),
      counts,
    );
    expect(problems).toEqual([]);
    expect(counts).toMatchObject({ domains: 2, domainEdges: 1, deepImports: 0, mutualPairs: 0 });
  });

  it("refuses a domain, a workflow or a query importing another domain's file past its face, type imports included", () => {
    const counts = {};
    const problems = findImportProblems(
      repo({
        'packages/api/src/services/order/index.ts': face,
        'packages/api/src/services/order/rows.ts': rows,
        'packages/api/src/services/payments/gate.ts': "import type { OrderRow } from '../order/rows';\nexport const paid = (o: OrderRow) => o.id > 0;\n",
        'packages/api/src/workflows/ship.ts': "import { loadOrder } from '../services/order/rows';\nexport const ship = loadOrder;\n",
        'packages/api/src/queries/list.ts': "import { loadOrder } from '../services/order/rows.js';\nexport const list = loadOrder;\n",
      }),
      counts,
    );
    expect(problems.sort()).toEqual([
      "packages/api/src/queries/list.ts: imports '../services/order/rows.js': another domain is imported only through its face, services/order/index.ts",
      "packages/api/src/services/payments/gate.ts: imports '../order/rows': another domain is imported only through its face, services/order/index.ts",
      "packages/api/src/workflows/ship.ts: imports '../services/order/rows': another domain is imported only through its face, services/order/index.ts",
    ]);
    expect(counts.deepImports).toBe(3);
  });

  it('refuses a domain importing workflows/ or queries/, and a query importing workflows/', () => {
    const problems = findImportProblems(
      repo({
        'packages/api/src/workflows/ship.ts': 'export const ship = 1;\n',
        'packages/api/src/queries/list.ts': "import { ship } from '../workflows/ship';\nexport const list = ship;\n",
        'packages/api/src/services/order/index.ts': "export { o } from './view';\n",
        'packages/api/src/services/order/view.ts': "import type { ship } from '../../workflows/ship';\nimport { list } from '../../queries/list';\nexport const o: typeof ship = list;\n",
      }),
    );
    expect(problems.sort()).toEqual([
      "packages/api/src/queries/list.ts: imports '../workflows/ship': queries/ never imports workflows/ (routes → workflows/, queries/ → services → lib/ and db/)",
      "packages/api/src/services/order/view.ts: imports '../../queries/list': services/ never imports queries/ (routes → workflows/, queries/ → services → lib/ and db/)",
      "packages/api/src/services/order/view.ts: imports '../../workflows/ship': services/ never imports workflows/ (routes → workflows/, queries/ → services → lib/ and db/)",
    ]);
  });

  it('refuses two domains that import each other through their faces, when one direction is only a type import', () => {
    const counts = {};
    const problems = findImportProblems(
      repo({
        'packages/api/src/services/order/index.ts': "export { gates } from './gates';\n",
        'packages/api/src/services/order/gates.ts': "import { depositReceived } from '../payments';\nexport type GateCheck = (id: number) => boolean;\nexport const gates = [depositReceived];\n",
        'packages/api/src/services/payments/index.ts': "export { depositReceived } from './gate';\n",
        'packages/api/src/services/payments/gate.ts': "import type { GateCheck } from '../order';\nexport const depositReceived: GateCheck = (id) => id > 0;\n",
      }),
      counts,
    );
    expect(problems.sort()).toEqual([
      'packages/api/src/services/order/gates.ts ↔ packages/api/src/services/order/index.ts ↔ packages/api/src/services/payments/gate.ts ↔ packages/api/src/services/payments/index.ts: import cycle',
      'services/order ↔ services/payments: the domains import each other (packages/api/src/services/order/gates.ts; packages/api/src/services/payments/gate.ts); the process that needs both is a workflow, or the shared fact moves down',
    ]);
    expect(counts).toMatchObject({ mutualPairs: 1, domainCycles: 1 });
  });

  it('refuses a loop of three domains, none of which imports another back, and names each edge of it', () => {
    const counts = {};
    const problems = findImportProblems(
      repo({
        'packages/api/src/services/catalog/index.ts': "export { catalog } from './detail';\n",
        'packages/api/src/services/catalog/detail.ts': reexporting('catalog', 'samples'),
        'packages/api/src/services/samples/index.ts': "export { samples } from './offer';\n",
        'packages/api/src/services/samples/offer.ts': reexporting('samples', 'inquiry'),
        'packages/api/src/services/inquiry/index.ts': "export { inquiry } from './goods';\n",
        'packages/api/src/services/inquiry/goods.ts': "export const inquiry = () => import('../catalog');\n",
        'packages/api/src/services/cart/index.ts': "export { cart } from './lines';\n",
        'packages/api/src/services/cart/lines.ts': reexporting('cart', 'catalog'),
      }),
      counts,
    );
    expect(problems.filter((line) => !line.endsWith('import cycle'))).toEqual([
      'services/{catalog, inquiry, samples}: the domains import each other in a loop: catalog → samples (packages/api/src/services/catalog/detail.ts); inquiry → catalog (packages/api/src/services/inquiry/goods.ts); samples → inquiry (packages/api/src/services/samples/offer.ts); move the read that closes it into queries/ or a workflow',
    ]);
    expect(counts).toMatchObject({ mutualPairs: 0, domainCycles: 1 });
  });

  it('refuses a file cycle closed by type-only imports', () => {
    const problems = findImportProblems(
      repo({
        'apps/web/ui/Thread.tsx': "import { Writer } from './Writer';\nexport type Draft = { body: string };\nexport const Thread = Writer;\n",
        'apps/web/ui/Writer.tsx': "import type { Draft } from './Thread';\nexport const Writer = (draft: Draft) => draft.body;\n",
      }),
    );
    expect(problems).toEqual(['apps/web/ui/Thread.tsx ↔ apps/web/ui/Writer.tsx: import cycle']);
  });
});

describe('the tables: a service reads its own, queries read any, workflows through faces, each table written by its owner', () => {
  const schema = "export const orders = { name: 'orders' };\nexport const orderItems = { name: 'order_items' };\nexport const drafts = { name: 'drafts' };\nexport type OrderRow = { id: number };\n";

  it('accepts the owner writing its table, a workflow asking its face, type imports of the schema, and the tools writing freely', () => {
    const counts = {};
    const problems = findImportProblems(
      repo({
        'packages/api/src/db/schema/index.ts': schema,
        'packages/api/src/db/client.ts': 'export type Tx = { insert: (t: unknown) => unknown; update: (t: unknown) => unknown };\n',
        'packages/api/src/services/order/index.ts': "export { moveOrder } from './writes';\n",
        'packages/api/src/services/order/writes.ts': "import type { Tx } from '../../db/client';\nimport { orders as o } from '../../db/schema';\nexport const moveOrder = (tx: Tx) => tx.update(o);\n",
        'packages/api/src/workflows/move.ts': "import type { Tx } from '../db/client';\nimport type { OrderRow } from '../db/schema';\nimport { moveOrder } from '../services/order';\nexport const move = (tx: Tx, row: OrderRow) => [moveOrder(tx), row];\n",
        'packages/api/src/queries/detail.ts': "import { type OrderRow } from '../db/schema';\nexport const detail = (row: OrderRow) => row.id;\n",
        'packages/api/src/seed/orders.ts': "import type { Tx } from '../db/client';\nimport { orders, drafts } from '../db/schema';\nexport const seed = (tx: Tx) => [tx.insert(orders), tx.insert(drafts)];\n",
      }),
      counts,
    );
    expect(problems).toEqual([]);
    expect(counts).toMatchObject({ tableImports: 0, tablesWritten: 1, foreignWrites: 0 });
  });

  it("refuses a service importing another domain's table (a read), and not its own or a type", () => {
    const counts = {};
    const violations = findViolations(
      repo({
        'packages/api/src/db/schema/index.ts': schema,
        'packages/api/src/services/order/view.ts': "import { orders, orderItems } from '../../db/schema';\nexport const view = [orders, orderItems];\n",
        'packages/api/src/services/payments/notices.ts': "import { orders, type OrderRow } from '../../db/schema';\nexport const read = (row: OrderRow) => [orders, row];\n",
        'packages/api/src/services/proof/decide.ts': "import type { OrderRow } from '../../db/schema';\nexport const decide = (row: OrderRow) => row.id;\n",
      }),
      counts,
    );
    expect(violations).toEqual([
      {
        rule: 'service-table',
        file: 'packages/api/src/services/payments/notices.ts',
        detail: 'orders',
        message: "packages/api/src/services/payments/notices.ts: imports '../../db/schema': orders is services/order/'s table; a service reads only its own domain's tables (a read across domains is a query in queries/, a write a workflow step)",
      },
    ]);
    expect(counts.foreignTableImports).toBe(1);
  });

  it('refuses a workflow importing a table from db/schema; a query may import and read tables, and never write one', () => {
    const counts = {};
    const problems = findImportProblems(
      repo({
        'packages/api/src/db/schema/index.ts': schema,
        'packages/api/src/db/schema/orders.ts': schema,
        'packages/api/src/workflows/move.ts': "import { orders, type OrderRow } from '../db/schema';\nexport const move = (row: OrderRow) => [orders, row];\n",
        'packages/api/src/queries/detail.ts': "import { orderItems, orders } from '../db/schema/orders';\nexport const detail = (db: any) => db.select().from(orders).innerJoin(orderItems);\n",
        'packages/api/src/queries/mark.ts': "import { orders } from '../db/schema';\nexport const mark = (db: any) => db.update(orders).set({ seen: true });\n",
      }),
      counts,
    );
    expect(problems.sort()).toEqual([
      "packages/api/src/queries/mark.ts: writes orders: only its owner, services/order/, writes it; ask the owner's face (a workflow step when the write belongs to a process across domains)",
      "packages/api/src/workflows/move.ts: imports '../db/schema': workflows/ reads and writes tables only through the owning domain's face, never a table from db/schema (orders)",
    ]);
    expect(counts.tableImports).toBe(1);
  });

  it("refuses a domain writing another domain's table (insert, update or delete), and a written table without an owner", () => {
    const counts = {};
    const problems = findImportProblems(
      repo({
        'packages/api/src/db/schema/index.ts': schema,
        'packages/api/src/services/payments/notices.ts': "import { orders } from '../../db/schema';\nexport const count = (tx: any) => tx\n  .update(orders)\n  .set({});\n",
        'packages/api/src/services/company/accept.ts': "import { orderItems as items, orders } from '../../db/schema';\nexport const move = (tx: any) => [tx.delete(items), tx.insert(orders, {})];\n",
        'packages/api/src/services/cart/drafts.ts': "import { drafts } from '../../db/schema';\nexport const save = (tx: any) => tx.insert(drafts);\n",
        'packages/api/src/lib/cleanup.ts': "import { orders } from '../db/schema';\nexport const prune = (tx: any) => tx.delete(orders);\n",
      }),
      counts,
    );
    expect(problems.filter((line) => line.includes(': writes ')).sort()).toEqual([
      'packages/api/src/lib/cleanup.ts: writes orders: only its owner, services/order/, writes it; ask the owner\'s face (a workflow step when the write belongs to a process across domains)',
      'packages/api/src/services/cart/drafts.ts: writes drafts, which has no owner: name the domain that owns it in TABLE_OWNERS (scripts/check-imports.mjs)',
      'packages/api/src/services/company/accept.ts: writes orderItems: only its owner, services/order/, writes it; ask the owner\'s face (a workflow step when the write belongs to a process across domains)',
      'packages/api/src/services/company/accept.ts: writes orders: only its owner, services/order/, writes it; ask the owner\'s face (a workflow step when the write belongs to a process across domains)',
      'packages/api/src/services/payments/notices.ts: writes orders: only its owner, services/order/, writes it; ask the owner\'s face (a workflow step when the write belongs to a process across domains)',
    ]);
    expect(counts).toMatchObject({ tablesWritten: 3, foreignWrites: 4 });
  });

  it('refuses the writes by other domains the older list allowed (issue 38), and names a real writer for every table', () => {
    const counts = {};
    const problems = findImportProblems(
      repo({
        'packages/api/src/db/schema/index.ts': schema,
        'packages/api/src/services/samples/credit.ts': "import { orderItems } from '../../db/schema';\nexport const credit = (tx: any) => tx.update(orderItems);\n",
      }),
      counts,
    );
    expect(problems.filter((line) => line.includes(': writes '))).toEqual([
      'packages/api/src/services/samples/credit.ts: writes orderItems: only its owner, services/order/, writes it; ask the owner\'s face (a workflow step when the write belongs to a process across domains)',
    ]);
    expect(counts).toMatchObject({ tablesWritten: 1, foreignWrites: 1 });
    const services = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../packages/api/src/services');
    for (const [table, owner] of Object.entries(TABLE_OWNERS)) {
      expect(owner === 'lib' || existsSync(path.join(services, owner)), `${table}: ${owner}`).toBe(true);
    }
  });
});

describe("issue 50's rules: writers, faces, routes, the call client, features/staff/", () => {
  const schema = "export const orders = { name: 'orders' };\nexport const orderItems = { name: 'order_items' };\n";
  /** The order domain: a face of re-exports, a writer two re-exports deep, a reader in a file that writes nothing. */
  const orderDomain = {
    'packages/api/src/db/schema/index.ts': schema,
    'packages/api/src/services/order/index.ts': "// The order's face.\nexport { loadOrder } from './rows';\nexport { moveOrder as move } from './writes';\nexport type { OrderRow } from './rows';\n",
    'packages/api/src/services/order/rows.ts': "import { orders } from '../../db/schema';\nexport type OrderRow = { id: number };\nexport const loadOrder = (db: any, id: number): OrderRow => db.select().from(orders).where(id);\n",
    'packages/api/src/services/order/writes.ts': "export * from './counters';\n",
    'packages/api/src/services/order/counters.ts': "import { orders } from '../../db/schema';\nexport async function moveOrder(tx: any) {\n  return tx.update(orders).set({});\n}\n",
  };

  it("refuses a service calling another domain's writer (the face's re-exports followed), and counts it", () => {
    const counts = {};
    const violations = findViolations(
      repo({
        ...orderDomain,
        'packages/api/src/services/payments/index.ts': "export { recordNotice, paidOrder } from './notices';\n",
        'packages/api/src/services/payments/notices.ts':
          "import { loadOrder, move } from '../order';\nexport const paidOrder = (db: any) => loadOrder(db, 1);\nexport const recordNotice = async (tx: any) => { await move(tx); };\n",
        // A workflow step is where a write across domains belongs; the owner calls its own writer.
        'packages/api/src/workflows/steps/count.ts': "import { move } from '../../services/order';\nexport const count = (tx: any) => move(tx);\n",
        'packages/api/src/services/order/ship.ts': "import { moveOrder } from './counters';\nexport const ship = (tx: any) => moveOrder(tx);\n",
      }),
      counts,
    );
    expect(violations.map(({ rule, file, detail }) => ({ rule, file, detail }))).toEqual([
      { rule: 'writer-call', file: 'packages/api/src/services/payments/notices.ts', detail: 'order.move' },
    ]);
    expect(violations[0].message).toMatch(/calls move of services\/order\/, which writes its tables \(packages\/api\/src\/services\/order\/counters\.ts\): a write across domains is a workflow step/);
    expect(counts.writerCalls).toBe(1);
  });

  it("lets any service call the trail's writers (an audit entry, an order's file links), and no other writer", () => {
    const audit = {
      'packages/api/src/db/schema/index.ts': "export const staffAudit = { name: 'staff_audit' };\nexport const orders = { name: 'orders' };\n",
      'packages/api/src/services/audit/index.ts': "export { recordAudit, pruneAudit } from './record';\n",
      'packages/api/src/services/audit/record.ts': "import { staffAudit } from '../../db/schema';\nexport const recordAudit = (tx: any) => tx.insert(staffAudit).values({});\nexport const pruneAudit = (tx: any) => tx.delete(staffAudit);\n",
      'packages/api/src/services/order/index.ts': "export { cancel } from './cancel';\n",
      'packages/api/src/services/order/cancel.ts':
        "import { orders } from '../../db/schema';\nimport { pruneAudit, recordAudit } from '../audit';\nexport async function cancel(tx: any) {\n  await tx.update(orders).set({});\n  await recordAudit(tx);\n  await pruneAudit(tx);\n}\n",
    };
    const violations = findViolations(repo(audit), {});
    expect(violations.map(({ rule, file, detail }) => ({ rule, file, detail }))).toEqual([
      { rule: 'writer-call', file: 'packages/api/src/services/order/cancel.ts', detail: 'audit.pruneAudit' },
    ]);
  });

  it('refuses a face holding code, and accepts a face of comments and re-exports', () => {
    const violations = findViolations(
      repo({
        ...orderDomain,
        'packages/api/src/services/cart/index.ts': "import { loadOrder } from '../order';\nexport { addLine } from './lines';\nexport const lineOf = loadOrder;\n",
        'packages/api/src/services/cart/lines.ts': 'export const addLine = 1;\n',
        'packages/api/src/services/catalog/index.ts': "/* The catalogue's face. */\nexport * from './list';\nexport type * from './types';\nexport * as specs from './specs';\n",
        'packages/api/src/services/catalog/list.ts': 'export const list = 1;\n',
        'packages/api/src/services/catalog/specs.ts': 'export const spec = 1;\n',
        'packages/api/src/services/catalog/types.ts': 'export type Goods = { id: number };\n',
      }),
    );
    expect(violations.map((v) => v.message)).toEqual([
      'packages/api/src/services/cart/index.ts: the face holds code: a face is a plain list of `export … from` re-exports; move the code into a named file of services/cart/',
    ]);
  });

  it('refuses a route importing a domain past its face, and accepts one through the face or a workflow', () => {
    const counts = {};
    const violations = findViolations(
      repo({
        ...orderDomain,
        'packages/api/src/workflows/ship.ts': "import { move } from '../services/order';\nexport const ship = move;\n",
        'packages/api/src/routes/orders.ts': "import { loadOrder } from '../services/order';\nimport { ship } from '../workflows/ship';\nexport const r = [loadOrder, ship];\n",
        'packages/api/src/routes/desk.ts': "import type { OrderRow } from '../services/order/rows';\nexport type R = OrderRow;\n",
      }),
      counts,
    );
    expect(violations).toEqual([
      {
        rule: 'route-face',
        file: 'packages/api/src/routes/desk.ts',
        detail: 'packages/api/src/services/order/rows.ts',
        message: "packages/api/src/routes/desk.ts: imports '../services/order/rows': another domain is imported only through its face, services/order/index.ts",
      },
    ]);
    expect(counts.deepImports).toBe(1);
  });

  it("refuses a component importing the call client; the feature's api.ts and a test may", () => {
    const counts = {};
    const problems = findImportProblems(
      repo({
        'apps/web/lib/backend/call.ts': 'export const call = 1;\n',
        'apps/web/lib/backend/lazyCall.ts': 'export const lazyCaller = 1;\n',
        'apps/web/features/cart/api.ts': "import { call } from '@/lib/backend/call';\nexport const addLine = call;\n",
        'apps/web/features/cart/AddButton.tsx': "import { addLine } from './api';\nimport { call } from '@/lib/backend/call';\nexport const AddButton = [addLine, call];\n",
        'apps/web/features/cart/AddButton.test.tsx': "import { call } from '@/lib/backend/call';\nexport const t = call;\n",
        'apps/web/ui/Picker.tsx': "import { lazyCaller } from '../lib/backend/lazyCall';\nexport const Picker = lazyCaller;\n",
      }),
      counts,
    );
    expect(problems.sort()).toEqual([
      "apps/web/features/cart/AddButton.tsx: imports '@/lib/backend/call': a component never imports the call client; it calls through its feature's api.ts (with useLoad for a loader)",
      "apps/web/ui/Picker.tsx: imports '../lib/backend/lazyCall': a component never imports the call client; it calls through its feature's api.ts (with useLoad for a loader)",
    ]);
    expect(counts.callClientImports).toBe(2);
  });

  it("refuses a new domain under features/staff/, and keeps the console's shell, catalog/ and people/", () => {
    const problems = findImportProblems(
      repo({
        'apps/web/features/staff/ConsoleLayout.tsx': 'export const ConsoleLayout = 1;\n',
        'apps/web/features/staff/catalog/GoodsList.tsx': 'export const GoodsList = 1;\n',
        'apps/web/features/staff/people/Members.tsx': 'export const Members = 1;\n',
        'apps/web/features/staff/rates/RatesDesk.tsx': 'export const RatesDesk = 1;\n',
        'apps/web/features/staff/RatesPage.tsx': 'export const RatesPage = 1;\n',
      }),
    );
    expect(problems.sort()).toEqual([
      "apps/web/features/staff/RatesPage.tsx: features/staff/ takes no new domain (it keeps the console's shell, catalog/ and people/): a domain's desk goes in its own feature's desk/",
      "apps/web/features/staff/rates: features/staff/ takes no new domain (it keeps the console's shell, catalog/ and people/): a domain's desk goes in its own feature's desk/",
    ]);
  });
});

describe('the pending list: counted and tolerated, never grown, and a stale entry refused', () => {
  const breaking = {
    'packages/api/src/db/schema/index.ts': "export const orders = { name: 'orders' };\n",
    'packages/api/src/services/payments/read.ts': "import { orders } from '../../db/schema';\nexport const read = orders;\n",
    'apps/web/features/staff/rates/RatesDesk.tsx': 'export const RatesDesk = 1;\n',
  };

  it("tolerates the listed violations and refuses one not listed, a stale entry and a rule that takes none", () => {
    const { refused, pending, counts } = checkImports(
      repo({
        ...breaking,
        [PENDING_FILE]: pendingFile([
          { rule: 'service-table', file: 'packages/api/src/services/payments/read.ts', detail: 'orders' },
          { rule: 'service-table', file: 'packages/api/src/services/payments/gone.ts', detail: 'orders' },
          { rule: 'file-cycle', file: 'a.ts ↔ b.ts', detail: '' },
        ]),
      }),
    );
    expect(pending.map((v) => v.file)).toEqual(['packages/api/src/services/payments/read.ts']);
    expect(counts.foreignTableImports).toBe(1);
    expect(refused).toEqual([
      "apps/web/features/staff/rates: features/staff/ takes no new domain (it keeps the console's shell, catalog/ and people/): a domain's desk goes in its own feature's desk/",
      `${PENDING_FILE}: pending entry {"rule":"service-table","file":"packages/api/src/services/payments/gone.ts","detail":"orders"} no longer occurs: remove it (the list only shrinks)`,
      `${PENDING_FILE}: pending entry {"rule":"file-cycle","file":"a.ts ↔ b.ts","detail":""}: rule file-cycle takes no pending entry; it is refused at once`,
    ]);
  });

  it('writes the pendable violations as the list, which then passes; the command prints the counts and fails on a new one', () => {
    const at = repo({
      ...breaking,
      'packages/api/src/a.ts': "import type { B } from './b';\nexport type A = B;\n",
      'packages/api/src/b.ts': "import type { A } from './a';\nexport type B = A;\n",
    });
    expect(writePending(at)).toBe(2);
    expect(JSON.parse(readFileSync(path.join(at, PENDING_FILE), 'utf8')).pending).toEqual([
      { rule: 'service-table', file: 'packages/api/src/services/payments/read.ts', detail: 'orders' },
      { rule: 'staff-domain', file: 'apps/web/features/staff/rates', detail: '' },
    ]);
    // The file cycle is no pending matter: still refused.
    expect(checkImports(at).refused).toEqual(['packages/api/src/a.ts ↔ packages/api/src/b.ts: import cycle']);
    rmSync(path.join(at, 'packages/api/src/b.ts'));
    const script = fileURLToPath(new URL('./check-imports.mjs', import.meta.url));
    const passing = spawnSync(process.execPath, [script, '--root', at], { encoding: 'utf8' });
    expect(passing.status, passing.stderr).toBe(0);
    expect(passing.stdout).toMatch(/0 domain cycles/);
    expect(passing.stdout).toMatch(/1 cross-domain table imports in services\//);
    expect(passing.stdout).toMatch(/0 cross-domain writer calls outside workflows\//);
    expect(passing.stdout).toMatch(/0 components importing the call client/);
    expect(passing.stdout).toMatch(/pending \(scripts\/check-imports\.pending\.json\): 2 \(service-table 1, staff-domain 1\); refused: 0/);
    writeFileSync(path.join(at, 'packages/api/src/services/payments/more.ts'), "import { orders } from '../../db/schema';\nexport const more = orders;\n");
    const failing = spawnSync(process.execPath, [script, '--root', at], { encoding: 'utf8' });
    expect(failing.status).toBe(1);
    expect(failing.stderr).toMatch(/^packages\/api\/src\/services\/payments\/more\.ts: imports '\.\.\/\.\.\/db\/schema': orders is services\/order\/'s table/m);
    expect(failing.stdout).toMatch(/refused: 1/);
  });

  it('passes a clean tree: every layer in its place, and no pending list', () => {
    const { refused, pending } = checkImports(
      repo({
        'packages/api/src/db/schema/index.ts': "export const orders = { name: 'orders' };\nexport const paymentNotices = { name: 'payment_notices' };\n",
        // A reader in a file of its own: a file that writes makes each of its names a writer.
        'packages/api/src/services/order/index.ts': "export { loadOrder } from './rows';\nexport { moveCounters } from './counters';\n",
        'packages/api/src/services/order/rows.ts': "import { orders } from '../../db/schema';\nexport const loadOrder = (db: any) => db.select().from(orders);\n",
        'packages/api/src/services/order/counters.ts': "import { orders } from '../../db/schema';\nexport const moveCounters = (tx: any) => tx.update(orders);\n",
        'packages/api/src/services/payments/index.ts': "export { recordNotice } from './notices';\n",
        'packages/api/src/services/payments/notices.ts': "import { paymentNotices } from '../../db/schema';\nimport { loadOrder } from '../order';\nexport const recordNotice = (tx: any) => [loadOrder(tx), tx.insert(paymentNotices)];\n",
        'packages/api/src/workflows/steps/notice.ts': "import { moveCounters } from '../../services/order';\nimport { recordNotice } from '../../services/payments';\nexport const notice = (tx: any) => [recordNotice(tx), moveCounters(tx)];\n",
        'packages/api/src/queries/receipt.ts': "import { orders, paymentNotices } from '../db/schema';\nexport const receipt = (db: any) => db.select().from(orders).innerJoin(paymentNotices);\n",
        'packages/api/src/routes/payments.ts': "import { notice } from '../workflows/steps/notice';\nimport { receipt } from '../queries/receipt';\nimport { loadOrder } from '../services/order';\nexport const r = [notice, receipt, loadOrder];\n",
        'apps/web/lib/backend/call.ts': 'export const call = 1;\n',
        'apps/web/features/orders/api.ts': "import { call } from '@/lib/backend/call';\nexport const pay = call;\n",
        'apps/web/features/orders/PayButton.tsx': "import { pay } from './api';\nexport const PayButton = pay;\n",
        'apps/web/features/staff/ConsoleNav.tsx': 'export const ConsoleNav = 1;\n',
      }),
    );
    expect(refused).toEqual([]);
    expect(pending).toEqual([]);
  });
});
