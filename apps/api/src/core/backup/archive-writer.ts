import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import { pipeline } from 'node:stream/promises';
import { constants, crc32, createDeflateRaw } from 'node:zlib';
import { Header } from 'tar';
import { Digest } from './manifest';

const BLOCK = 512;

export type TArchiveEntry = {
  path: string;
  /** The body's length, which the tar header states before it. */
  size: number;
  mode: number;
  mtime: Date;
  /**
   * Bytes compressed already (the documents: PDF, PNG and JPEG): deflate gains nothing on them and
   * runs at about 30 MB/s, so they go in stored blocks (gigabytes a second).
   */
  isCompressed: boolean;
};

/** A gzip member's header: deflate, no name, no time, made on Unix (RFC 1952). */
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 3]);

/**
 * A gzipped tar written one entry at a time, each body streamed through (never held whole) and
 * checksummed on the way. One gzip stream whose deflate level changes between entries (Node's
 * Gzip cannot change its level, its raw deflate can: the gzip header and trailer are ours), so
 * gzip, tar and the restore read it as any other .tar.gz.
 */
export class ArchiveWriter {
  // Output in large chunks: 16 KB ones (the default) cost a callback, a buffer and a write each.
  readonly #deflate = createDeflateRaw({ chunkSize: 256 * 1024 });
  readonly #written: Promise<void>;
  #level: number = constants.Z_DEFAULT_COMPRESSION;
  #crc = 0;
  #length = 0;

  constructor(file: string, mode: number) {
    const deflate = this.#deflate;
    // The trailer is made once deflate has ended, when every byte has gone through #write.
    const trailer = () => {
      const bytes = Buffer.alloc(8);
      bytes.writeUInt32LE(this.#crc, 0);
      bytes.writeUInt32LE(this.#length % 2 ** 32, 4);
      return bytes;
    };
    this.#written = pipeline(
      async function* () {
        yield GZIP_HEADER;
        for await (const chunk of deflate) {
          yield chunk as Buffer;
        }
        yield trailer();
      },
      createWriteStream(file, { mode }),
    );
    // Awaited by close, or by the next write; a failure before then is not unhandled.
    this.#written.catch(() => undefined);
  }

  async #write(chunk: Uint8Array): Promise<void> {
    this.#crc = crc32(chunk, this.#crc);
    this.#length += chunk.length;
    if (!this.#deflate.write(chunk)) {
      await Promise.race([once(this.#deflate, 'drain'), this.#written]);
    }
  }

  async #setLevel(level: number): Promise<void> {
    if (level !== this.#level) {
      this.#level = level;
      await new Promise<void>((resolve) => {
        this.#deflate.params(level, constants.Z_DEFAULT_STRATEGY, () => resolve());
      });
    }
  }

  /** Writes the header and the body, which must be exactly `size` bytes; returns their checksum. */
  async add(
    entry: TArchiveEntry,
    body: AsyncIterable<Uint8Array> | Iterable<Uint8Array>,
  ): Promise<{ bytes: number; sha256: string }> {
    await this.#setLevel(entry.isCompressed ? constants.Z_NO_COMPRESSION : constants.Z_DEFAULT_COMPRESSION);
    const header = new Header({ ...entry, type: 'File' });
    // Our paths (db/<table>.jsonl, files/<64 hex>, manifest.json) fit the header: no PAX entry.
    if (header.encode() || !header.block) {
      throw new Error(`The archive path ${entry.path} does not fit a tar header.`);
    }
    await this.#write(header.block);
    const digest = new Digest();
    for await (const chunk of body) {
      digest.update(chunk);
      if (digest.bytes > entry.size) {
        throw new Error(`${entry.path} has more than ${entry.size} bytes, which its header says.`);
      }
      await this.#write(chunk);
    }
    if (digest.bytes !== entry.size) {
      throw new Error(`${entry.path} has ${digest.bytes} bytes where its header says ${entry.size}.`);
    }
    const padding = (BLOCK - (entry.size % BLOCK)) % BLOCK;
    if (padding > 0) {
      await this.#write(Buffer.alloc(padding));
    }
    return digest.done();
  }

  /** The end-of-archive blocks; resolves once the file is written. */
  async close(): Promise<void> {
    await this.#write(Buffer.alloc(2 * BLOCK));
    this.#deflate.end();
    await this.#written;
  }

  /** Stops writing after a failure (the caller removes the file). */
  async abort(): Promise<void> {
    this.#deflate.destroy();
    await this.#written.catch(() => undefined);
  }
}
