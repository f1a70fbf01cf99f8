import { existsSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { openPglite, openPgliteFolder } from '@/core/db/client';
import { writeEmptyImage } from '@/core/db/pglite-image';
import { makeTempDir } from './helpers/temp-dir';

const root = makeTempDir('docapply-image-');
const imagePath = path.join(root, 'empty-cluster.tar.gz');

// The embedded database only: PostgreSQL servers are never made from the image.
describe.skipIf(process.env.API_TEST_BACKEND === 'pg')('the built empty database', () => {
  beforeAll(async () => {
    // What the build does (src/scripts/make-pglite-image.ts).
    const built = await openPglite();
    // A mark that shows a database came from this image, not from a new initdb.
    await built.client.query('create table made_from_image (id int)');
    await writeEmptyImage(await built.client.dumpDataDir('gzip'), imagePath);
    await built.close();
  });

  it('gives a first start a working database with the server settings, kept on disk', async () => {
    const dataDir = path.join(root, 'first-start', 'db');
    const first = await openPgliteFolder(dataDir, {}, imagePath);
    expect(existsSync(path.join(dataDir, 'PG_VERSION'))).toBe(true);
    const mark = await first.client.query(`select to_regclass('made_from_image') as mark`);
    expect(mark.rows).toEqual([{ mark: 'made_from_image' }]);
    const settings = await first.client.query<{ shared_buffers: string }>('show shared_buffers');
    expect(settings.rows[0]?.shared_buffers).toBe('16MB');
    await first.migrate();
    await first.client.query(
      `insert into hospitals (name, slug, city, state) values ('Image General', 'image-general', 'Springfield', 'IL')`,
    );
    await first.close();

    // The next start finds the database and leaves it as it is: the image is not applied again.
    const second = await openPgliteFolder(dataDir, {}, imagePath);
    const rows = await second.client.query<{ name: string }>(
      `select name from hospitals where name = 'Image General'`,
    );
    expect(rows.rows).toEqual([{ name: 'Image General' }]);
    await second.close();
  });

  it('falls back to creating the database when the image cannot be read', async () => {
    const brokenImage = path.join(root, 'broken.tar.gz');
    writeFileSync(brokenImage, 'not a database image');
    const dataDir = path.join(root, 'broken-image', 'db');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const database = await openPgliteFolder(dataDir, {}, brokenImage);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('could not be used'));
    warn.mockRestore();
    const mark = await database.client.query(`select to_regclass('made_from_image') as mark`);
    expect(mark.rows).toEqual([{ mark: null }]);
    await database.close();
  });
});
