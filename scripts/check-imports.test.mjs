import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { findImportProblems } from './check-imports.mjs';

let root;
afterEach(() => rmSync(root, { recursive: true, force: true }));

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
});
