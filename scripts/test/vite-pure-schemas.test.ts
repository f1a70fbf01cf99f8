import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Rolldown } from 'vite';
import { afterAll, describe, expect, it } from 'vitest';
import { pureSchemas } from '../vite-pure-schemas';

const CONTRACTS = fileURLToPath(new URL('../../packages/contracts/src/index.ts', import.meta.url));
const folder = mkdtempSync(path.join(os.tmpdir(), 'docapply-pure-schemas-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

/** The modules of a page that shows one label of a contracts module full of derived schemas. */
async function bundleLabelPage(plugins: ReturnType<typeof pureSchemas>[]): Promise<string[]> {
  const entry = path.join(folder, 'page.js');
  writeFileSync(
    entry,
    `import { MEETING_STATE_LABELS } from ${JSON.stringify(CONTRACTS)};\ndocument.title = MEETING_STATE_LABELS.scheduled;\n`,
  );
  const output = (await build({
    configFile: false,
    logLevel: 'silent',
    plugins,
    build: {
      write: false,
      minify: false,
      rolldownOptions: {
        input: entry,
        // As the sites' config says of our packages (scripts/vite-site-config.ts).
        treeshake: { moduleSideEffects: [{ test: /packages[\\/]contracts[\\/]/, sideEffects: false }] },
      },
    },
  })) as Rolldown.RolldownOutput;
  return output.output.flatMap((chunk) => (chunk.type === 'chunk' ? chunk.moduleIds : []));
}

const fromZod = (ids: string[]) => ids.filter((id) => /node_modules[\\/]zod[\\/]/.test(id));

describe('pure schemas', () => {
  it('leaves zod and the schemas out of a page that uses a label beside them', async () => {
    // Without the plugin, the meetings module's derived schemas (`.extend(…)`, `trimmedText(…)`)
    // keep theirs in.
    expect(fromZod(await bundleLabelPage([]))).not.toEqual([]);
    expect(fromZod(await bundleLabelPage([pureSchemas()]))).toEqual([]);
  });
});
