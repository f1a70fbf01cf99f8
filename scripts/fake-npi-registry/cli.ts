import { parseArgs } from 'node:util';
import { DEACTIVATED_NPI, MATCHING_NPI, SEVERAL_RESULTS_NPI, UNKNOWN_NPI } from './fixtures';
import { startFakeNpiRegistry } from './server';

/**
 * `npm run fake:npi-registry -- --port 4010`: the fake NPPES NPI Registry for development. Start the
 * API with NPI_REGISTRY_URL set to the URL printed, and the NPI item's check asks it instead of CMS.
 */
const { values } = parseArgs({
  options: { port: { type: 'string', default: '4010' }, host: { type: 'string', default: '127.0.0.1' } },
});
const port = Number(values.port);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`--port must be a port number, not ${values.port}`);
  process.exit(1);
}

const registry = await startFakeNpiRegistry({ port, host: values.host });
console.log(`Fake NPPES NPI Registry (API 2.1) at ${registry.url}`);
console.log(`Start the API with NPI_REGISTRY_URL=${registry.url}`);
console.log(`  ${MATCHING_NPI}  Ada N. Okafor, M.D., active, Internal Medicine, IL and CA licences`);
console.log(`  ${UNKNOWN_NPI}  no result`);
console.log(`  ${SEVERAL_RESULTS_NPI}  several results`);
console.log(`  ${DEACTIVATED_NPI}  deactivated`);
console.log('  a number that is not 10 digits: the registry refuses it (Errors)');

const stop = () => {
  void registry.close().then(() => process.exit(0));
};
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
