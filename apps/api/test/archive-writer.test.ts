import { execFileSync } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { createReadStream, existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { entries } from 'tar';
import { describe, expect, it } from 'vitest';
import { ArchiveWriter } from '@/core/backup/archive-writer';
import { makeTempDir } from './helpers/temp-dir';

const mtime = new Date('2026-11-01T00:00:00Z');
const entry = (name: string, size: number, isCompressed: boolean) => ({
  path: name,
  size,
  mode: 0o600,
  mtime,
  isCompressed,
});
const sha256 = (data: Uint8Array) => createHash('sha256').update(data).digest('hex');

async function* inChunks(data: Buffer, size: number) {
  for (let at = 0; at < data.length; at += size) {
    yield data.subarray(at, at + size);
  }
}

describe('the backup archive writer', () => {
  it('writes a .tar.gz that tar and gzip read, stored and deflated entries alike', async () => {
    const file = path.join(makeTempDir('docapply-archive-'), 'a.tar.gz');
    const rows = Buffer.from('{"id":1,"note":"a row"}\n'.repeat(5000));
    const scan = randomBytes(300_001);
    const archive = new ArchiveWriter(file, 0o600);
    expect(await archive.add(entry('db/users.jsonl', rows.length, false), inChunks(rows, 7000))).toEqual({
      bytes: rows.length,
      sha256: sha256(rows),
    });
    expect(await archive.add(entry('files/scan', scan.length, true), inChunks(scan, 65536))).toEqual({
      bytes: scan.length,
      sha256: sha256(scan),
    });
    await archive.add(entry('files/empty', 0, true), []);
    await archive.add(entry('manifest.json', 2, false), [Buffer.from('{}')]);
    await archive.close();

    const read: Record<string, string> = {};
    for await (const item of entries(createReadStream(file), { file })) {
      read[item.path] = sha256(await item.bytes());
    }
    expect(read).toEqual({
      'db/users.jsonl': sha256(rows),
      'files/scan': sha256(scan),
      'files/empty': sha256(Buffer.alloc(0)),
      'manifest.json': sha256(Buffer.from('{}')),
    });
    // The rows are deflated, the scan stored: the archive is the scan and a little more.
    const bytes = readFileSync(file).length;
    expect(bytes).toBeGreaterThan(scan.length);
    expect(bytes).toBeLessThan(scan.length + rows.length / 10);
    expect(gunzipSync(readFileSync(file)).length % 512).toBe(0);
    if (existsSync('/usr/bin/tar')) {
      expect(execFileSync('/usr/bin/tar', ['tzf', file], { encoding: 'utf8' }).trim().split('\n')).toEqual([
        'db/users.jsonl',
        'files/scan',
        'files/empty',
        'manifest.json',
      ]);
    }
  });

  it('refuses a body longer or shorter than its header says', async () => {
    const dir = makeTempDir('docapply-archive-');
    for (const size of [9, 11]) {
      const archive = new ArchiveWriter(path.join(dir, `${size}.tar.gz`), 0o600);
      await expect(archive.add(entry('files/x', size, true), [Buffer.alloc(10)])).rejects.toThrow(
        size === 9
          ? 'files/x has more than 9 bytes, which its header says.'
          : 'files/x has 10 bytes where its header says 11.',
      );
      await archive.abort();
    }
  });
});
