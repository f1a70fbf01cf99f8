// Run by the build (apps/api/build.mjs): runs PostgreSQL's initdb once, with the server's settings,
// and writes the empty cluster to dist/ for a first start to copy (see core/db/pglite-image.ts).
import { openPglite } from '@/core/db/client';
import { EMPTY_IMAGE_PATH, writeEmptyImage } from '@/core/db/pglite-image';

const database = await openPglite();
const image = await database.client.dumpDataDir('gzip');
await database.close();
await writeEmptyImage(image);
console.log(`Wrote ${EMPTY_IMAGE_PATH} (${Math.round(image.size / 1024)} KB)`);
