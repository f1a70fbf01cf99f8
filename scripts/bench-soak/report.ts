// What `npm run bench:soak` prints: one column per bundle, one row per figure.
import { formatRow } from '../bench-api/report';
import { countLabels, percentile, type TAnswer } from './http';
import type { TPacketsAndProbes, TSoak } from './phases';

export type TSoakResult = {
  label: string;
  soak: TSoak;
  packets: TPacketsAndProbes;
  bursts: Record<string, number>[];
  alive: boolean;
  load: string;
};

const num = (value: number) => (Number.isFinite(value) ? value.toFixed(0) : '-');

function describe(counts: Record<string, number>): string {
  return Object.entries(counts)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([label, n]) => `${n}×${label}`)
    .join(' ');
}

const ms = (answers: TAnswer[]) => answers.filter((a) => a.status !== null).map((a) => a.ms);

function figures(result: TSoakResult): [string, string][] {
  const { soak, packets, bursts } = result;
  const refused = soak.answers.filter((answer) => answer.status === 503).length;
  const probeMs = ms(packets.probes);
  const packetMs = ms(packets.packets.filter((answer) => answer.status === 200));
  const unanswered = (counts: Record<string, number>) =>
    Object.entries(counts).reduce((sum, [label, n]) => sum + (/^\d/.test(label) ? 0 : n), 0);
  return [
    ['soak: requests', String(soak.answers.length)],
    ['soak: answers', describe(countLabels(soak.answers))],
    ['soak: 503s', String(refused)],
    ['soak: 503s in first 2 s', String(soak.earlyRefused)],
    ['soak: p99 ms', num(percentile(ms(soak.answers), 99))],
    ['packets: answers', describe(countLabels(packets.packets))],
    ['packets: p50 ms (200s)', num(percentile(packetMs, 50))],
    ['health: checks', String(packets.probes.length)],
    ['health: answers', describe(countLabels(packets.probes))],
    ['health: max ms', num(Math.max(...probeMs))],
    ['health: p99 ms', num(percentile(probeMs, 99))],
    ['health: over 1 s', String(probeMs.filter((value) => value > 1000).length)],
    ...bursts.map((counts, n): [string, string] => [`burst ${n + 1}`, describe(counts)]),
    ['bursts: reset or unanswered', String(bursts.reduce((sum, counts) => sum + unanswered(counts), 0))],
    ['server still running', result.alive ? 'yes' : 'no'],
    ['load average after', result.load],
  ];
}

export function printSoakTable(results: TSoakResult[]): void {
  const rows = results.map(figures);
  const width = Math.max(
    30,
    ...results.flatMap((r, i) => [r.label.length, ...rows[i].map(([, v]) => v.length)]),
  );
  const columns = [['', 28] as const, ...results.map((r) => [r.label, width + 2] as const)];
  console.log(
    `\n${formatRow(
      columns,
      columns.map(([name]) => name),
    )}`,
  );
  for (let line = 0; line < rows[0].length; line++) {
    console.log(formatRow(columns, [rows[0][line][0], ...rows.map((row) => row[line][1])]));
  }
}
