import { mkdtempSync, readFileSync, rmSync, existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { ATOMICITY_FILES } from './atomicity-files';

declare module 'vitest' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- vitest's ProvidedContext is an interface
  export interface ProvidedContext {
    /** Where the checked files record the requests they checked. */
    apiAtomicityRecord: string;
    /** The files checked (atomicity-files.ts): their names without `.test.ts`. */
    apiAtomicityFiles: readonly string[];
  }
}

/**
 * The atomicity check (helpers/atomicity.ts) of the files atomicity-files.ts lists: a folder for the
 * requests each of them checked and the app's routes, and at the end a line saying how many routes
 * that change data were checked. The other files of the run are not checked.
 */
export default function setup(project: TestProject) {
  // A name that matches no file would leave that file unchecked without a word.
  const here = path.dirname(fileURLToPath(import.meta.url));
  const unknown = ATOMICITY_FILES.filter((file) => !existsSync(path.join(here, `${file}.test.ts`)));
  if (unknown.length > 0) {
    throw new Error(`atomicity-files.ts names test files that do not exist: ${unknown.join(', ')}`);
  }
  const dir = mkdtempSync(path.join(os.tmpdir(), 'docapply-atomicity-'));
  project.provide('apiAtomicityRecord', path.join(dir, 'checked.txt'));
  project.provide('apiAtomicityFiles', ATOMICITY_FILES);
  return () => {
    const read = (file: string) =>
      existsSync(file) ? readFileSync(file, 'utf8').split('\n').filter(Boolean) : [];
    const routes = [...new Set(read(path.join(dir, 'checked.txt.routes')))];
    const checked = read(path.join(dir, 'checked.txt'));
    const unchanged = read(path.join(dir, 'checked.txt.unchanged'));
    const matches = (route: string, requests: string[]) => {
      const [method, template] = route.split(' ');
      const pattern = new RegExp(`^${method} ${template.replace(/:[^/]+/g, '[^/]+')}$`);
      return requests.some((request) => pattern.test(request));
    };
    const missing = routes.filter((route) => !matches(route, checked)).sort();
    // A POST that only reads (a link checked before its form is shown) changed nothing when sent.
    const readOnly = missing.filter((route) => matches(route, unchanged));
    const unexercised = missing.filter((route) => !readOnly.includes(route));
    console.log(
      `Atomicity: ${routes.length - missing.length} of ${routes.length - readOnly.length} routes that change data ` +
        `were checked (a failure at commit left nothing behind).` +
        (readOnly.length > 0 ? ` Changed nothing when sent: ${readOnly.join(', ')}.` : '') +
        (unexercised.length > 0 ? ` Not exercised by these files: ${unexercised.join(', ')}` : ''),
    );
    rmSync(dir, { recursive: true, force: true });
  };
}
