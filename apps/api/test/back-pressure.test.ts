import { EventEmitter } from 'node:events';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { enterRequestContext } from '@/core/context';
import type { TDatabase } from '@/core/db/client';
import { expectError } from './helpers/auth';
import { openTestDatabase } from './helpers/test-db';
import { createTestApp, type TTestApp } from './helpers/test-app';

const isPostgres = process.env.API_TEST_BACKEND === 'pg';
/** PostgreSQL's SQLSTATE for a statement stopped by a timeout or a cancel request. */
const QUERY_CANCELED = '57014';

/** A stand-in for a request's response: `close` before it finished means the client went away. */
function createClientConnection() {
  const response = Object.assign(new EventEmitter(), { writableFinished: false });
  return { request: {}, response, leave: () => response.emit('close') };
}

function inRequest<T>(
  connection: ReturnType<typeof createClientConnection>,
  work: () => Promise<T>,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    enterRequestContext(connection.request, connection.response, () => {
      work().then(resolve, reject);
    });
  });
}

function createGate() {
  let open = () => {};
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { opened, open };
}

/** Keeps the database busy (PGlite: its one connection; PostgreSQL: a pool of one) until `gate` opens. */
function occupy(database: TDatabase, gate: ReturnType<typeof createGate>): Promise<unknown> {
  return database.db.transaction(async (tx) => {
    await tx.execute(sql`select 1`);
    await gate.opened;
  });
}

describe('back-pressure between requests and the database', () => {
  let database: TDatabase;
  beforeAll(async () => {
    database = await openTestDatabase({ backPressure: { maxQueue: 2 } });
  });
  afterAll(async () => {
    await database.close();
  });

  it.skipIf(isPostgres)(
    'refuses a statement at once when the queue is full, and runs the queued ones',
    async () => {
      const gate = createGate();
      const busy = occupy(database, gate);
      await new Promise((resolve) => setTimeout(resolve, 20));
      // drizzle's queries start when awaited: Promise.resolve starts them now.
      const waiting = [sql`select 1`, sql`select 2`].map((query) =>
        Promise.resolve(database.db.execute(query)),
      );
      await expect(database.db.execute(sql`select 3`)).rejects.toMatchObject({
        cause: { statusCode: 503, code: 'SERVICE_UNAVAILABLE' },
      });
      gate.open();
      await busy;
      await expect(Promise.all(waiting)).resolves.toHaveLength(2);
    },
  );

  it.skipIf(isPostgres)('never runs a statement of a request whose client has gone', async () => {
    const gate = createGate();
    const busy = occupy(database, gate);
    await new Promise((resolve) => setTimeout(resolve, 20));
    const connection = createClientConnection();
    const marker = `gone-${Date.now()}`;
    const abandoned = inRequest(connection, () =>
      database.db.execute(sql`insert into system_settings (key, value) values (${marker}, '"x"'::jsonb)`),
    );
    connection.leave();
    gate.open();
    await busy;
    await expect(abandoned).rejects.toMatchObject({ cause: { statusCode: 503 } });
    const rows = await database.db.execute(sql`select 1 from system_settings where key = ${marker}`);
    expect((rows as unknown as { rows: unknown[] }).rows).toHaveLength(0);
  });
});

describe.skipIf(isPostgres)('a queue of statements for PGlite', () => {
  let database: TDatabase;
  beforeAll(async () => {
    database = await openTestDatabase({ backPressure: { maxQueue: 100 } });
  });
  afterAll(async () => {
    await database.close();
  });

  // PGlite works inside this process: statements run back to back (each awaits the one before)
  // would keep the event loop from seeing anything, new requests and closed connections alike,
  // until the whole queue had run.
  it('lets the event loop turn between statements', async () => {
    let done = 0;
    const statements = Array.from({ length: 8 }, () =>
      Promise.resolve(database.db.execute(sql`select pg_sleep(0.01)`)).then(() => done++),
    );
    const doneWhenTimerFired = await new Promise<number>((resolve) => setTimeout(() => resolve(done), 0));
    await Promise.all(statements);
    expect(doneWhenTimerFired).toBeLessThan(statements.length);
  });

  it('goes on with work a request does after its answer', async () => {
    const connection = createClientConnection();
    // As a response closes once written (an injected one, too, without writableFinished).
    const statements = Array.from({ length: 4 }, () =>
      inRequest(connection, () => database.db.execute(sql`select pg_sleep(0.01)`)),
    );
    connection.response.emit('finish');
    setTimeout(connection.leave, 0);
    await expect(Promise.all(statements)).resolves.toHaveLength(4);
  });

  it('drops the queued statements of a client that leaves while the database is busy', async () => {
    const connection = createClientConnection();
    const statements = Array.from({ length: 8 }, () =>
      inRequest(connection, () => database.db.execute(sql`select pg_sleep(0.01)`)),
    );
    // The client goes as soon as the event loop turns (a closed socket is seen no sooner).
    setTimeout(connection.leave, 0);
    const settled = await Promise.allSettled(statements);
    const ran = settled.filter((result) => result.status === 'fulfilled').length;
    expect(ran).toBeLessThan(statements.length);
    for (const result of settled.filter((r) => r.status === 'rejected')) {
      expect(result.reason).toMatchObject({ cause: { statusCode: 503 } });
    }
  });
});

/**
 * PostgreSQL: holds all 4 connections of the test database's pool until `gate` opens, taken one
 * after the other (connects asked for together briefly count as waiting, and maxQueue is 1 there).
 */
async function occupyEveryConnection(database: TDatabase, gate: ReturnType<typeof createGate>) {
  const held: Promise<unknown>[] = [];
  for (let i = 0; i < 4; i++) {
    const started = createGate();
    held.push(
      database.db.transaction(async (tx) => {
        await tx.execute(sql`select 1`);
        started.open();
        await gate.opened;
      }),
    );
    await started.opened;
  }
  return held;
}

describe.runIf(isPostgres)('back-pressure on PostgreSQL', () => {
  let database: TDatabase;
  beforeAll(async () => {
    database = await openTestDatabase({ backPressure: { maxQueue: 1 }, statementTimeoutMs: 500 });
  });
  afterAll(async () => {
    await database.close();
  });

  it('stops a statement that runs longer than the timeout', async () => {
    await expect(database.db.execute(sql`select pg_sleep(3)`)).rejects.toMatchObject({
      cause: { code: QUERY_CANCELED, message: expect.stringMatching(/statement timeout/) },
    });
  });

  it('never runs the statement of a request whose client left while it waited for a connection', async () => {
    const gate = createGate();
    const busy = await occupyEveryConnection(database, gate);
    const connection = createClientConnection();
    const marker = `gone-${Date.now()}`;
    const waiting = inRequest(connection, () =>
      database.db.execute(sql`insert into system_settings (key, value) values (${marker}, '"x"'::jsonb)`),
    ).then(
      () => null,
      (error: unknown) => error,
    );
    await new Promise((resolve) => setTimeout(resolve, 20));
    connection.leave();
    gate.open();
    await Promise.all(busy);
    expect(await waiting).toMatchObject({ cause: { statusCode: 503 } });
    const rows = await database.db.execute(sql`select 1 from system_settings where key = ${marker}`);
    expect((rows as unknown as { rows: unknown[] }).rows).toHaveLength(0);
  });

  it('watches a request that sends many statements without piling up listeners, and still cancels its last', async () => {
    const warnings: string[] = [];
    const onWarning = (warning: Error) => warnings.push(`${warning.name}: ${warning.message}`);
    process.on('warning', onWarning);
    try {
      const connection = createClientConnection();
      const query = inRequest(connection, async () => {
        for (let i = 0; i < 15; i += 1) {
          await database.db.execute(sql`select 1`);
        }
        setTimeout(connection.leave, 100);
        return database.db.execute(sql`select pg_sleep(0.4)`);
      });
      await expect(query).rejects.toMatchObject({ cause: { code: QUERY_CANCELED } });
      await new Promise((resolve) => setImmediate(resolve));
      expect(warnings.filter((text) => text.startsWith('MaxListenersExceededWarning'))).toEqual([]);
    } finally {
      process.off('warning', onWarning);
    }
  });

  it('cancels the running query of a request whose client has gone', async () => {
    const connection = createClientConnection();
    const started = Date.now();
    const query = inRequest(connection, () => database.db.execute(sql`select pg_sleep(0.4)`));
    setTimeout(connection.leave, 100);
    await expect(query).rejects.toMatchObject({
      cause: { code: QUERY_CANCELED, message: expect.stringMatching(/cancel/) },
    });
    expect(Date.now() - started).toBeLessThan(400);
  });
});

describe('a full database queue seen by a client', () => {
  let t: TTestApp;
  beforeAll(async () => {
    t = await createTestApp({ database: { backPressure: { maxQueue: 1 } } });
  });
  afterAll(async () => {
    await t.close();
  });

  it.skipIf(isPostgres)('answers 503 in the error shape, then serves again', async () => {
    const gate = createGate();
    const busy = t.db.transaction(async (tx) => {
      await tx.execute(sql`select 1`);
      await gate.opened;
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    const queued = t.app.inject({ method: 'GET', url: '/api/systemSettings/all' });
    await new Promise((resolve) => setTimeout(resolve, 20));
    // Readiness says why: the database answers, but takes no more work now.
    const health = expectError(
      await t.app.inject({ method: 'GET', url: '/api/health' }),
      503,
      'SERVICE_UNAVAILABLE',
    );
    expect(health).toMatchObject({
      message: 'Not ready: the database is busy.',
      fields: { database: 'Busy' },
    });
    const refused = await t.app.inject({ method: 'GET', url: '/api/systemSettings/all' });
    const error = expectError(refused, 503, 'SERVICE_UNAVAILABLE');
    expect(error.message).toBe('The service is very busy right now. Please try again in a moment.');
    expect(refused.headers['retry-after']).toBe('1');
    // A request refused at one of its statements may have run others: not marked as safe to resend.
    expect(refused.headers['x-request-unprocessed']).toBeUndefined();
    gate.open();
    await busy;
    expect((await queued).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/systemSettings/all' })).statusCode).toBe(200);
  });
});

describe.runIf(isPostgres)('a statement past the timeout seen by a client', () => {
  let t: TTestApp;
  beforeAll(async () => {
    t = await createTestApp({
      database: { statementTimeoutMs: 300 },
      prepare: (app) => {
        app.get('/api/test/slow', async () => t.db.execute(sql`select pg_sleep(2)`));
      },
    });
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers 503 in the error shape with a Retry-After, not 500', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/test/slow' });
    const error = expectError(response, 503, 'SERVICE_UNAVAILABLE');
    expect(error.message).toBe('The service is very busy right now. Please try again in a moment.');
    expect(response.headers['retry-after']).toBe('1');
    expect(response.headers['x-request-unprocessed']).toBeUndefined();
  });
});
