import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  DOC,
  END,
  START,
  layersOf,
  mapIn,
  purposeOf,
  renderMap,
  replaceMap,
  writtenDoc,
} from '../module-map.mjs';

type TModules = Record<string, { purpose: string; imports: string[] }>;

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

describe("docs/ARCHITECTURE.md's module map", () => {
  let modules: TModules;
  beforeAll(async () => {
    // In a process of its own: the script runs dependency-cruiser from the API's folder.
    const { stdout } = await promisify(execFile)('node', ['scripts/module-map.mjs', '--json'], {
      cwd: ROOT,
      maxBuffer: 10 * 1024 * 1024,
    });
    modules = JSON.parse(stdout) as TModules;
  }, 60_000);

  it('is what `npm run docs:modules` writes from the code', async () => {
    const doc = readFileSync(DOC, 'utf8');
    expect(mapIn(doc), 'the module map is out of date: run `npm run docs:modules`').toBe(
      mapIn(await writtenDoc(doc, modules)),
    );
  });

  it('names every module with the purpose its index.ts opens with, and what it imports', () => {
    expect(Object.keys(modules)).toContain('applications');
    const applications = modules.applications;
    const index = readFileSync(`${ROOT}/apps/api/src/modules/applications/index.ts`, 'utf8');
    expect(applications.purpose).toBe(purposeOf(index));
    expect(applications.imports).toContain('application-state');
    // No module is still described by the placeholder every index.ts once had.
    expect(Object.values(modules).filter((m) => m.purpose.startsWith("The module's public face"))).toEqual(
      [],
    );
  });
});

describe('the module map script', () => {
  it('puts each module one layer above the highest it imports, those importing none in layer 1', () => {
    expect(layersOf({ a: [], b: ['a'], c: ['a', 'b'], d: [] })).toEqual({ a: 1, b: 2, c: 3, d: 1 });
  });

  it('refuses modules that import each other in a loop', () => {
    expect(() => layersOf({ a: ['b'], b: ['c'], c: ['a'] })).toThrow('a -> b -> c -> a');
  });

  it('lists the modules by layer, with the modules each uses', () => {
    const map = renderMap({
      forms: { purpose: 'Forms.', imports: [] },
      applications: { purpose: 'Applications.', imports: ['forms'] },
    });
    expect(map).toContain('**Layer 1** (imports no module):\n\n- `forms`: Forms.');
    expect(map).toContain('**Layer 2**:\n\n- `applications`: Applications. Uses `forms`.');
  });

  it('replaces only the text between the markers, so a stale map is told from a current one', () => {
    const doc = `# Title\n\n${START}\n\nold map\n\n${END}\n\nAfter.\n`;
    const written = replaceMap(doc, 'new map');
    expect(written).toBe(`# Title\n\n${START}\n\nnew map\n\n${END}\n\nAfter.\n`);
    expect(mapIn(doc)).not.toBe(mapIn(written));
    expect(() => replaceMap('# No markers\n', 'map')).toThrow('module-map:start');
  });

  it("reads a module's purpose from the first line of the comment its index.ts opens with", () => {
    expect(purposeOf("/** Applications: submit, decide. */\nexport { a } from './a';\n")).toBe(
      'Applications: submit, decide.',
    );
    expect(purposeOf('/**\n * Comments between the two sides.\n * More detail.\n */\nexport {};\n')).toBe(
      'Comments between the two sides.',
    );
    expect(purposeOf("export { a } from './a';\n")).toBeNull();
  });
});
