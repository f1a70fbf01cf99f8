// The PostgreSQL the API tests run on besides the embedded database (scripts/test.sh): DATABASE_URL
// when set, else a server answering on the usual local address. Prints the URL on stdout, or why
// there is none on stderr (exit 1). The tests make their own throwaway database on it and drop it.
import pg from 'pg';

const LOCAL = 'postgres://postgres@127.0.0.1:5432/postgres';
const url = process.env.DATABASE_URL || LOCAL;
const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
try {
  await client.connect();
  await client.query('select 1');
  console.log(url);
} catch (error) {
  const where = process.env.DATABASE_URL ? 'DATABASE_URL' : `no DATABASE_URL, and ${new URL(LOCAL).host}`;
  console.error(`${where}: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
} finally {
  await client.end().catch(() => undefined);
}
