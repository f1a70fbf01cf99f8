// Benchmark (not a test): holding under load (issue 38). Against the built server on a PGlite data
// folder (bench-soak/server.ts), from its start: a light soak (7 requests a second for 60 s: the
// queue, a review, readiness, settings, now and then a committee packet) counting the 503s, those
// of the first 2 s apart; then 8 admins building committee packets at once for 20 s while liveness
// and readiness are asked every 100 ms (their latency: max, p99, how many over 1 s); then 4 bursts
// of 500 new connections at once (every one should be answered: 200 or 503, never reset).
// Run: npm run bench:soak
//      npm run bench:soak -- --server apps/api/dist/main-build/server.js --server apps/api/dist/server.js
//      (several bundles: each measured in turn, side by side in the table)
//      npm run bench:soak -- --seconds 20 --packet-seconds 10 --bursts 2
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { ensureServerBuilt } from './bench-api/bundle';
import { positive } from './bench-api/options';
import { cleanUpOnInterrupt, readLoadAverage } from './bench-api/processes';
import { runBursts, runPacketsWithProbes, runSoak } from './bench-soak/phases';
import { printSoakTable, type TSoakResult } from './bench-soak/report';
import { withSoakServer } from './bench-soak/server';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const SERVER_JS = path.join(ROOT, 'apps/api/dist/server.js');

const { values } = parseArgs({
  options: {
    server: { type: 'string', multiple: true },
    seconds: { type: 'string' },
    rate: { type: 'string' },
    'packet-seconds': { type: 'string' },
    clients: { type: 'string' },
    bursts: { type: 'string' },
    'burst-size': { type: 'string' },
    applications: { type: 'string' },
    build: { type: 'boolean', default: false },
  },
});
const options = {
  seconds: positive('seconds', values.seconds, 60),
  rate: positive('rate', values.rate, 7),
  packetSeconds: positive('packet-seconds', values['packet-seconds'], 20),
  clients: Math.round(positive('clients', values.clients, 8)),
  bursts: Math.round(positive('bursts', values.bursts, 4)),
  burstSize: Math.round(positive('burst-size', values['burst-size'], 500)),
  applications: Math.round(positive('applications', values.applications, 10_000)),
};
const bundles = (values.server ?? [SERVER_JS]).map((bundle) => path.resolve(bundle));
if (bundles.includes(SERVER_JS)) {
  ensureServerBuilt(ROOT, SERVER_JS, values.build);
}
cleanUpOnInterrupt('stopping the server, removing its data folder');

const results: TSoakResult[] = [];
for (const serverJs of bundles) {
  const label = path.relative(ROOT, serverJs);
  console.log(`\n${label}: seeding, starting (load ${readLoadAverage()})`);
  results.push(
    await withSoakServer({ serverJs, applications: options.applications }, async (server, target) => {
      console.log(`  soak: ${options.rate}/s for ${options.seconds} s`);
      const soak = await runSoak(target, options);
      console.log(
        `  packets: ${options.clients} at once for ${options.packetSeconds} s, health every 100 ms`,
      );
      const packets = await runPacketsWithProbes(target, {
        clients: options.clients,
        seconds: options.packetSeconds,
      });
      console.log(`  bursts: ${options.bursts} × ${options.burstSize} connections`);
      const bursts = await runBursts(target, { bursts: options.bursts, size: options.burstSize });
      return { label, soak, packets, bursts, alive: server.child.exitCode === null, load: readLoadAverage() };
    }),
  );
}
printSoakTable(results);
