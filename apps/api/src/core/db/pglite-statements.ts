import {
  parse,
  protocol,
  type PGlite,
  type QueryOptions,
  type Results,
  type Transaction,
} from '@electric-sql/pglite';
import type { BackendMessage } from 'pg-protocol/dist/messages';
import { Parser } from 'pg-protocol/dist/parser';
import { SESSION_WRITE } from './session-writes';

/** How many statements the embedded database keeps prepared; past it, a statement runs unnamed. */
export const PGLITE_NAMED_STATEMENTS = 300;

const { serialize } = protocol;

/** The members of PGlite this layer uses that its typings mark internal. */
type TPgliteInternals = PGlite & {
  _runExclusiveQuery<T>(fn: () => Promise<T>): Promise<T>;
  _runExclusiveTransaction<T>(fn: () => Promise<T>): Promise<T>;
};

type TPrepared = { name: string; paramTypes: number[] };

function concat(parts: Uint8Array[]): Uint8Array {
  const message = new Uint8Array(parts.reduce((length, part) => length + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    message.set(part, offset);
    offset += part.length;
  }
  return message;
}

/** Options this layer does not handle (a blob for COPY, declared parameter types) go to PGlite. */
function isPlain(params: unknown[] | undefined, options: QueryOptions | undefined): params is unknown[] {
  return Array.isArray(params) && params.length > 0 && !options?.blob && !options?.paramTypes;
}

/**
 * PGlite's `query` sends each statement as six separate messages into its WebAssembly PostgreSQL
 * (parse, describe, bind, describe, execute, sync), and parses and plans the statement every time:
 * the auth lookup cost 1.2 ms and the queue's statement 8.4 ms, of which 3.1 ms planning. This
 * layer prepares each parameterised statement once under a name (its parameter types learned
 * then), and afterwards runs it with one message (bind, describe, execute, sync): 0.3 ms and
 * 2.9 ms. Values are serialised by PGlite's serialisers for the declared types and rows parsed
 * by PGlite's `parseResults` with the caller's options (drizzle's row mode and parsers), as `query`
 * does; the protocol's bytes are read by node-postgres' parser (see `runRaw`).
 *
 * Locking is PGlite's: a statement outside a transaction takes the transaction lock and the query
 * lock (as `query` does), one inside a transaction (its `tx.query`) the query lock alone, and only
 * a statement outside a transaction syncs the data folder. A statement that fails is not kept.
 * Statements without parameters (migrations, several commands in one text) run as before.
 */
export function withPreparedStatements(client: PGlite, limit = PGLITE_NAMED_STATEMENTS): PGlite {
  const pglite = client as TPgliteInternals;
  const prepared = new Map<string, TPrepared>();

  async function prepare(text: string): Promise<TPrepared | null> {
    const known = prepared.get(text);
    if (known || prepared.size >= limit) {
      return known ?? null;
    }
    const name = `p${prepared.size + 1}`;
    const messages = await pglite.execProtocolStream(
      concat([serialize.parse({ name, text }), serialize.describe({ type: 'S', name }), serialize.sync()]),
      { syncToFs: false },
    );
    const statement = { name, paramTypes: parse.parseDescribeStatementResults(messages) };
    prepared.set(text, statement);
    return statement;
  }

  /**
   * The statement's answer as bytes, parsed by node-postgres' protocol parser: PGlite's copies
   * every field into an ArrayBuffer of its own before decoding it, which cost more than running the
   * queue's statement (1.3 of 2.0 ms). Its own parser stays for statements that notify (live
   * updates, writes whose trigger notifies: PGlite hands the notification to its listeners while
   * parsing).
   */
  async function runRaw(message: Uint8Array, options: { syncToFs: boolean }): Promise<BackendMessage[]> {
    const chunks: Buffer[] = [];
    await pglite.execProtocolRawStream(message, {
      ...options,
      // A copy: the bytes are a view of PGlite's buffer, reused by the next write.
      onRawData: (bytes) => chunks.push(Buffer.from(bytes)),
    });
    const messages: BackendMessage[] = [];
    new Parser().parse(chunks.length === 1 ? chunks[0] : Buffer.concat(chunks), (msg) => messages.push(msg));
    const error = messages.find((msg) => msg.name === 'error');
    if (error) {
      throw error;
    }
    return messages;
  }

  async function run<T>(
    text: string,
    params: unknown[],
    options: QueryOptions | undefined,
    isInTransaction: boolean,
  ): Promise<Results<T> | null> {
    const statement = await prepare(text);
    if (!statement) {
      return null;
    }
    const values = params.map((param, i) => {
      if (param === null || param === undefined) {
        return null;
      }
      const type = statement.paramTypes[i];
      const serializer = options?.serializers?.[type] ?? pglite.serializers[type];
      return serializer ? serializer(param) : String(param);
    });
    const message = concat([
      serialize.bind({ statement: statement.name, values: values as string[] }),
      serialize.describe({ type: 'P' }),
      serialize.execute({}),
      serialize.sync(),
    ]);
    const runOptions = { syncToFs: !isInTransaction };
    // PGlite's own parser hands a NOTIFY to its listeners: for a statement that calls pg_notify, or
    // a write whose trigger does (migration 0015).
    const messages =
      text.includes('pg_notify') || SESSION_WRITE.test(text)
        ? await pglite.execProtocolStream(message, runOptions)
        : await runRaw(message, runOptions);
    // parseResults would copy PGlite's few hundred parsers into a new object with the caller's on
    // every call (drizzle always passes its own): the caller's few over PGlite's, by prototype.
    const parsers: typeof pglite.parsers = options?.parsers
      ? Object.assign(Object.create(pglite.parsers) as typeof pglite.parsers, options.parsers)
      : pglite.parsers;
    const results = parse.parseResults(messages as Parameters<typeof parse.parseResults>[0], parsers, {
      rowMode: options?.rowMode,
    });
    return results[0] as Results<T>;
  }

  function query<T>(
    fallback: () => Promise<Results<T>>,
    text: string,
    params: unknown[] | undefined,
    options: QueryOptions | undefined,
    isInTransaction: boolean,
  ): Promise<Results<T>> {
    if (!isPlain(params, options)) {
      return fallback();
    }
    const exclusive = async () => (await run<T>(text, params, options, isInTransaction)) ?? null;
    const result = isInTransaction
      ? pglite._runExclusiveQuery(exclusive)
      : pglite._runExclusiveTransaction(() => pglite._runExclusiveQuery(exclusive));
    return result.then((answer) => answer ?? fallback());
  }

  function wrapTransaction(tx: Transaction): Transaction {
    return new Proxy(tx, {
      get(target, property, receiver) {
        if (property === 'query') {
          return <T>(text: string, params?: unknown[], options?: QueryOptions) => {
            if (target.closed) {
              return target.query<T>(text, params, options);
            }
            return query<T>(() => target.query<T>(text, params, options), text, params, options, true);
          };
        }
        return Reflect.get(target, property, receiver) as unknown;
      },
    });
  }

  return new Proxy(pglite, {
    get(target, property) {
      if (property === 'query') {
        return <T>(text: string, params?: unknown[], options?: QueryOptions) =>
          query<T>(() => target.query<T>(text, params, options), text, params, options, false);
      }
      if (property === 'transaction') {
        return <T>(callback: (tx: Transaction) => Promise<T>) =>
          target.transaction((tx) => callback(wrapTransaction(tx)));
      }
      // PGlite's getters read its private fields: they run on the client itself, not on the proxy.
      const value = Reflect.get(target, property, target) as unknown;
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
}
