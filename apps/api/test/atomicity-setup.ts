import { mkdtempSync, readFileSync, rmSync, existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- vitest's ProvidedContext is an interface
  export interface ProvidedContext {
    /** Set in the api-atomicity project only: where its files record the requests they checked. */
    apiAtomicityRecord: string;
  }
}

/**
 * The api-atomicity project (helpers/atomicity.ts): a folder for the requests each file checked and
 * the app's routes, and at the end a line saying how many routes that change data were checked.
 */
export default function setup(project: TestProject) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'docapply-atomicity-'));
  // Provided to this project's files only: the api project in the same run is not checked.
  project.provide('apiAtomicityRecord', path.join(dir, 'checked.txt'));
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
