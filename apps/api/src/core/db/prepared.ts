import type { TDb } from './client';

/**
 * A statement drizzle builds once per database and runs with new values (its `prepare`, with
 * `sql.placeholder` for the values): a query run on every request (the session check) is not
 * rebuilt from its query builder each time. `build` gets the database (or transaction) it runs on.
 */
export function preparedFor<T>(build: (db: TDb) => T): (db: TDb) => T {
  const built = new WeakMap<TDb, T>();
  return (db) => {
    let query = built.get(db);
    if (!query) {
      query = build(db);
      built.set(db, query);
    }
    return query;
  };
}
