import type { SQL } from 'drizzle-orm';
import type { Database } from '../database';

/** The one row a statement that must produce one (an insert ... returning, say) produced. */
export function onlyRow<Row>(rows: readonly Row[], what: string): Row {
  const [row] = rows;
  if (row === undefined) throw new Error(`Expected ${what}, got no row.`);
  return row;
}

/** The rows of a raw statement. */
export async function rowsOf<Row>(db: Database, query: SQL): Promise<Row[]> {
  // node-postgres and PGlite both answer `{ rows }`; drizzle's common type does not say so.
  const result = (await db.execute(query)) as unknown as { rows: Row[] };
  return result.rows;
}
