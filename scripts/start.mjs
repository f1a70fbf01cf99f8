// `npm start`: builds what is not built, then runs the API server, which applies migrations,
// seeds an empty database and serves the portal at /, the admin site at /admin/ and the API at /api.
import { build } from './build.mjs';

build({ onlyStale: true });
await import('../apps/api/dist/server.js');
