// `npm run docs:modules`: writes the API's module map into docs/ARCHITECTURE.md (between its
// module-map markers) and prints it. Each module of apps/api/src/modules with its purpose (the first
// line of the comment at the top of its index.ts) and the modules it imports, found by
// dependency-cruiser with the rules' own configuration (apps/api/.dependency-cruiser.cjs), grouped
// in layers: a module's layer is 1 + the highest layer of the modules it imports (1: none).
// `--check` writes nothing and exits 1 when the document's map is not what it would write;
// `--json` prints the modules as JSON (scripts/test/module-map.test.ts reads it).
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const API = path.join(ROOT, 'apps/api');
export const DOC = path.join(ROOT, 'docs/ARCHITECTURE.md');
export const START = '<!-- module-map:start -->';
export const END = '<!-- module-map:end -->';
const MODULE_FILE = /^src\/modules\/([^/]+)\//;

/** The first line of the comment block that opens `source` (an index.ts), or null. */
export function purposeOf(source) {
  const comment = /^\s*\/\*\*?([\s\S]*?)\*\//.exec(source);
  const first = comment?.[1]
    .split('\n')
    .map((line) => line.replace(/^\s*\*?\s?/, '').trim())
    .find((line) => line !== '');
  return first ?? null;
}

/** `{ name: [imported module, …] }` from dependency-cruiser's modules (sources under src/). */
export function importsOf(names, cruisedModules) {
  const imports = Object.fromEntries(names.map((name) => [name, new Set()]));
  for (const { source, dependencies } of cruisedModules) {
    const from = MODULE_FILE.exec(source)?.[1];
    for (const dependency of from ? dependencies : []) {
      const to = MODULE_FILE.exec(dependency.resolved)?.[1];
      if (to && to !== from && imports[from]) {
        imports[from].add(to);
      }
    }
  }
  return Object.fromEntries(Object.entries(imports).map(([name, set]) => [name, [...set].sort()]));
}

/** Each module's layer: 1 + the highest layer of what it imports. A cycle is an error (lint names it too). */
export function layersOf(imports) {
  const layers = {};
  const visiting = [];
  const layerOf = (name) => {
    if (layers[name] !== undefined) {
      return layers[name];
    }
    if (visiting.includes(name)) {
      const cycle = [...visiting.slice(visiting.indexOf(name)), name].join(' -> ');
      throw new Error(
        `module-map: the modules import each other in a loop (${cycle}); see npm run lint:modules`,
      );
    }
    visiting.push(name);
    layers[name] = 1 + Math.max(0, ...(imports[name] ?? []).map(layerOf));
    visiting.pop();
    return layers[name];
  };
  Object.keys(imports).forEach(layerOf);
  return layers;
}

/** The Markdown between the markers: one list per layer, modules by name. */
export function renderMap(modules) {
  const imports = Object.fromEntries(Object.entries(modules).map(([name, m]) => [name, m.imports]));
  const layers = layersOf(imports);
  const top = Math.max(0, ...Object.values(layers));
  const parts = ['<!-- Written by `npm run docs:modules`: edit the modules, not this list. -->'];
  for (let layer = 1; layer <= top; layer += 1) {
    const names = Object.keys(modules)
      .filter((name) => layers[name] === layer)
      .sort();
    parts.push(`**Layer ${layer}**${layer === 1 ? ' (imports no module)' : ''}:`);
    parts.push(
      names
        .map((name) => {
          const uses = modules[name].imports.map((other) => `\`${other}\``).join(', ');
          return `- \`${name}\`: ${modules[name].purpose}${uses ? ` Uses ${uses}.` : ''}`;
        })
        .join('\n'),
    );
  }
  return parts.join('\n\n');
}

/** `doc` with the text between the markers replaced by `map`. */
export function replaceMap(doc, map) {
  const start = doc.indexOf(START);
  const end = doc.indexOf(END);
  if (start < 0 || end < start) {
    throw new Error(`module-map: docs/ARCHITECTURE.md needs the markers ${START} and ${END}`);
  }
  return `${doc.slice(0, start + START.length)}\n\n${map}\n\n${doc.slice(end)}`;
}

/** The text between the markers. */
export function mapIn(doc) {
  const start = doc.indexOf(START);
  const end = doc.indexOf(END);
  return start < 0 || end < start ? null : doc.slice(start + START.length, end).trim();
}

/** Every module's purpose and imports, read from the API's code. */
export async function readModules() {
  const require = createRequire(import.meta.url);
  const config = require(path.join(API, '.dependency-cruiser.cjs'));
  const { cruise } = await import('dependency-cruiser');
  const { default: extractTSConfig } = await import('dependency-cruiser/config-utl/extract-ts-config');
  const names = readdirSync(path.join(API, 'src/modules'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
  // dependency-cruiser resolves the tsconfig's `@/` paths from the working folder: the API's, as in
  // `npm run lint:modules`.
  const cwd = process.cwd();
  process.chdir(API);
  let result;
  try {
    result = await cruise(
      ['src'],
      config.options,
      {},
      { tsConfig: extractTSConfig(config.options.tsConfig.fileName) },
    );
  } finally {
    process.chdir(cwd);
  }
  const imports = importsOf(names, result.output.modules);
  return Object.fromEntries(
    names.map((name) => {
      const index = path.join('apps/api/src/modules', name, 'index.ts');
      const purpose = purposeOf(readFileSync(path.join(ROOT, index), 'utf8'));
      if (!purpose) {
        throw new Error(`module-map: ${index} opens with no comment; write the module's purpose there`);
      }
      return [name, { purpose, imports: imports[name] }];
    }),
  );
}

/** The whole document with the map in place, formatted as `npm run format` would. */
export async function writtenDoc(doc, modules) {
  const prettier = await import('prettier');
  const options = await prettier.resolveConfig(DOC);
  return prettier.format(replaceMap(doc, renderMap(modules)), { ...options, filepath: DOC });
}

async function main() {
  const args = process.argv.slice(2);
  const modules = await readModules();
  if (args.includes('--json')) {
    console.log(JSON.stringify(modules, null, 2));
    return;
  }
  const doc = readFileSync(DOC, 'utf8');
  const written = await writtenDoc(doc, modules);
  if (args.includes('--check')) {
    if (mapIn(written) !== mapIn(doc)) {
      console.error('docs/ARCHITECTURE.md: the module map is out of date; run `npm run docs:modules`.');
      process.exitCode = 1;
    }
    return;
  }
  if (written !== doc) {
    writeFileSync(DOC, written);
  }
  console.log(mapIn(written));
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  await main();
}
