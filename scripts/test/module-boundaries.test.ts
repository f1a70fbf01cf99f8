import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { cruise, type IConfiguration, type ICruiseResult } from 'dependency-cruiser';
import { afterEach, describe, expect, it } from 'vitest';

const API = fileURLToPath(new URL('../../apps/api', import.meta.url));
const config = createRequire(import.meta.url)(path.join(API, '.dependency-cruiser.cjs')) as IConfiguration;

let dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs) {
    rmSync(dir, { recursive: true, force: true });
  }
  dirs = [];
});

/** The rules the API's lint stage runs, over a tree of files written for the test. */
async function violationsOf(files: Record<string, string>): Promise<string[]> {
  const root = mkdtempSync(path.join(os.tmpdir(), 'docapply-boundaries-'));
  dirs.push(root);
  for (const [name, code] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, name)), { recursive: true });
    writeFileSync(path.join(root, name), code);
  }
  const result = await cruise(['src'], {
    baseDir: root,
    validate: true,
    ruleSet: { forbidden: config.forbidden },
    tsPreCompilationDeps: true,
    includeOnly: '^src/',
  });
  const output = result.output as ICruiseResult;
  return output.summary.violations.map((v) => `${v.rule.name}: ${v.from} -> ${v.to}`);
}

const leaf = (name: string) => `export const ${name} = 1;\n`;

describe("the API's module rules", () => {
  it('pass modules that import each other through index.ts, downwards only', async () => {
    expect(
      await violationsOf({
        'src/core/audit.ts': leaf('audit'),
        'src/modules/a/index.ts': "export { a } from './a';\n",
        'src/modules/a/a.ts': "import { audit } from '../../core/audit';\nexport const a = audit;\n",
        'src/modules/b/index.ts': "export { b } from './b';\n",
        'src/modules/b/b.ts': "import { a } from '../a';\nexport const b = a;\n",
      }),
    ).toEqual([]);
  });

  it("refuse an import of another module's internals", async () => {
    expect(
      await violationsOf({
        'src/modules/a/index.ts': "export { a } from './a';\n",
        'src/modules/a/a.ts': leaf('a'),
        'src/modules/b/index.ts': "import { a } from '../a/a';\nexport const b = a;\n",
      }),
    ).toEqual(['module-public-face: src/modules/b/index.ts -> src/modules/a/a.ts']);
  });

  it('refuse two modules that reach each other, even through a third', async () => {
    const violations = await violationsOf({
      'src/modules/a/index.ts': "import { b } from '../b';\nexport const a = 1;\nexport const ab = b;\n",
      'src/modules/b/index.ts': "export { b } from './b';\n",
      'src/modules/b/b.ts': "import { c } from '../c';\nexport const b = c;\n",
      'src/modules/c/index.ts': "import { a } from '../a';\nexport const c = a;\n",
    });
    expect(violations.filter((v) => v.startsWith('no-module-cycle'))).not.toEqual([]);
  });

  it('refuse core importing a module, and lib importing core', async () => {
    expect(
      await violationsOf({
        'src/lib/x.ts': "import { audit } from '../core/audit';\nexport const x = audit;\n",
        'src/core/audit.ts': "import { a } from '../modules/a';\nexport const audit = a;\n",
        'src/modules/a/index.ts': leaf('a'),
      }),
    ).toEqual([
      'core-knows-no-module: src/core/audit.ts -> src/modules/a/index.ts',
      'foundation-knows-nothing-above: src/lib/x.ts -> src/core/audit.ts',
    ]);
  });
});
