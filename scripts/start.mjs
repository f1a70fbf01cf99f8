// `npm start`: builds what is not built, then runs the API server, which applies migrations,
// seeds an empty database and serves the portal at /, the admin site at /admin/ and the API at /api.
import { build } from './build.mjs';

// A build is a lap of its own in the server's "Ready in" line (its laps count from Node's start).
const started = performance.now();
if (build({ onlyStale: true }) > 0) {
  performance.measure('docapply:build', { start: started, end: performance.now() });
}
await import('../apps/api/dist/server.js');
