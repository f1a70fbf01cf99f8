// temporary: bytes per source (package) in a chunk, from its source map
import { readFileSync } from 'node:fs';
import { TraceMap, originalPositionFor } from '@jridgewell/trace-mapping';
import { gzipSync } from 'node:zlib';
const [file, depth = '3'] = process.argv.slice(2);
const code = readFileSync(file, 'utf8');
const map = new TraceMap(JSON.parse(readFileSync(file + '.map', 'utf8')));
const lines = code.split('\n');
const sizes = new Map();
lines.forEach((line, li) => {
  let last = null, lastCol = 0;
  for (let col = 0; col <= line.length; col += 1) {
    if (col === line.length || col % 1 === 0) {
      const pos = col < line.length ? originalPositionFor(map, { line: li + 1, column: col }) : null;
      const src = pos?.source ?? last;
      if (src !== last || col === line.length) {
        if (last !== null) sizes.set(last, (sizes.get(last) ?? 0) + (col - lastCol));
        last = src; lastCol = col;
      }
    }
  }
});
const groups = new Map();
for (const [src, n] of sizes) {
  const s = String(src).replace(/.*node_modules\//, 'nm:');
  const key = s.startsWith('nm:') ? s.split('/').slice(0, s.startsWith('nm:@') ? Number(depth) : Number(depth) - 1).join('/') : s.replace(/.*\/(apps|packages)\//, '$1/');
  groups.set(key, (groups.get(key) ?? 0) + n);
}
const total = code.length, gz = gzipSync(code, { level: 9 }).length;
console.log(`${file}: ${(total/1024).toFixed(1)} KiB raw, ${(gz/1024).toFixed(1)} gzip`);
for (const [k, n] of [...groups].sort((a, b) => b[1] - a[1]).slice(0, 40)) console.log((n / 1024).toFixed(1).padStart(7), k);
