import type { Db } from '../db/client.ts';

/**
 * A prepared statement per database (drizzle's `.prepare(name)`), built on first use: the SQL of a hot read is built
 * once instead of on every request (drizzle's query building was the largest share of the CPU profile of signed-in
 * reads, docs/decisions/012), and PostgreSQL parses and plans it once per connection. Each `name` must be unique
 * in the whole app. For reads whose shape is fixed: values go in as `sql.placeholder`s.
 */
export function preparedPerDb<Statement>(build: (db: Db) => Statement): (db: Db) => Statement {
  const byDb = new WeakMap<Db, Statement>();
  return (db) => {
    let statement = byDb.get(db);
    if (!statement) {
      statement = build(db);
      byDb.set(db, statement);
    }
    return statement;
  };
}
