// Prints, over all Vitest JSON reports: each stage's time, the slowest test files, and one closing
// line "N passed, N failed, N skipped" (exit 1 on a failure or when nothing passed).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const dir = process.argv[2];
let passed = 0;
let failed = 0;
let skipped = 0;
const files = [];
for (const file of readdirSync(dir).filter((f) => f.endsWith('.json'))) {
  const report = JSON.parse(readFileSync(join(dir, file), 'utf8'));
  passed += report.numPassedTests;
  failed += report.numFailedTests;
  skipped += report.numPendingTests + (report.numTodoTests ?? 0);
  for (const result of report.testResults ?? []) {
    files.push({
      run: file.replace(/\.json$/, ''),
      name: relative(process.cwd(), result.name),
      ms: result.endTime - result.startTime,
    });
  }
}

const stages = join(dir, 'stages.tsv');
if (existsSync(stages)) {
  console.log('\nTime per stage:');
  for (const line of readFileSync(stages, 'utf8').trim().split('\n')) {
    const [name, seconds] = line.split('\t');
    console.log(`  ${seconds.padStart(5)} s  ${name}`);
  }
}
if (files.length > 0) {
  console.log('\nSlowest test files:');
  for (const f of files.sort((a, b) => b.ms - a.ms).slice(0, 10)) {
    console.log(`  ${(f.ms / 1000).toFixed(1).padStart(6)} s  ${f.run.padEnd(6)} ${f.name}`);
  }
}
console.log(`\n${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failed > 0 || passed === 0 ? 1 : 0);
