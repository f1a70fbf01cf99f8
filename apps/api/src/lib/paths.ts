import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

// Works from src/ (tsx, vitest) and from the bundle in dist/: both sit inside apps/api.
const HERE = path.dirname(fileURLToPath(import.meta.url));

function findUp(start: string, isMatch: (dir: string) => boolean): string | null {
  let dir = start;
  for (;;) {
    if (isMatch(dir)) {
      return dir;
    }
    const parent = path.dirname(dir);
    if (parent === dir) {
      return null;
    }
    dir = parent;
  }
}

function readPackageJson(dir: string): { name?: string; workspaces?: unknown } | null {
  const file = path.join(dir, 'package.json');
  if (!existsSync(file)) {
    return null;
  }
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as { name?: string; workspaces?: unknown };
  } catch {
    return null;
  }
}

/** apps/api: the folder holding this workspace's package.json (and drizzle/). */
export function getApiRoot(): string {
  return findUp(HERE, (dir) => readPackageJson(dir)?.name === '@docapply/api') ?? process.cwd();
}

/** The monorepo root: the package.json that declares the workspaces. */
export function getRepoRoot(): string {
  return findUp(HERE, (dir) => Array.isArray(readPackageJson(dir)?.workspaces)) ?? process.cwd();
}

export function getMigrationsDir(): string {
  return path.join(getApiRoot(), 'drizzle');
}
