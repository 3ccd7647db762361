import { sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/** Where a newest-first list stopped: the last row's time and id (the id breaks ties). */
export interface ListPosition {
  at: Date;
  id: string;
}

/** Rows strictly after the position in newest-first (time, id) order, for keyset paging. */
export function after(time: AnyPgColumn, id: AnyPgColumn, position: ListPosition) {
  return sql`(${time}, ${id}) < (${position.at.toISOString()}::timestamptz, ${position.id}::uuid)`;
}
