import { createHash } from 'node:crypto';
import type pg from 'pg';

/** How many statements one connection keeps prepared; past it, a statement runs unnamed. */
export const NAMED_STATEMENTS_PER_CONNECTION = 500;

type TQueryConfig = { text?: unknown; name?: unknown; values?: unknown };

/** `query(config, values)` as drizzle calls it, or `query({ text, values })`. */
function isParameterised(config: unknown, values: unknown): config is TQueryConfig & { text: string } {
  if (typeof config !== 'object' || config === null) {
    return false;
  }
  const { text, name, values: own } = config as TQueryConfig;
  const params = Array.isArray(values) ? values : own;
  // A statement without parameters may hold several commands (migrations), which only the simple
  // protocol runs; a named one goes through parse, which takes one.
  return typeof text === 'string' && name === undefined && Array.isArray(params) && params.length > 0;
}

/**
 * PostgreSQL's client, preparing each parameterised statement once per connection: the server keeps
 * its parse and, after five runs, may keep a generic plan, so a list's statement (the queue's is
 * long, and planning it cost more than running it) is no longer parsed and planned on every
 * request. The name is the text's hash, so the same text is the same statement on any connection.
 * Plans follow schema changes by themselves (PostgreSQL invalidates them).
 */
export function createNamedStatementClient(
  driver: typeof pg,
  limit = NAMED_STATEMENTS_PER_CONNECTION,
): typeof pg.Client {
  class NamedStatementClient extends driver.Client {
    private readonly named = new Set<string>();

    override query(...args: unknown[]): never {
      const [config, values] = args;
      if (isParameterised(config, values)) {
        const name = `s${createHash('sha1').update(config.text).digest('base64url')}`;
        if (this.named.has(name) || this.named.size < limit) {
          this.named.add(name);
          args[0] = { ...config, name };
        }
      }
      return (super.query as (...a: unknown[]) => never)(...args);
    }
  }
  return NamedStatementClient;
}
