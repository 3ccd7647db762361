import { and, desc, eq, gte, ilike, lte, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { Database } from '../database';
import { auditEntries } from '../schema';
import { isUuid } from './ids';
import { containing } from './like';
import { after } from './paging';
import type { ListPosition } from './paging';

/** Who made an administrative change. */
export interface AuditActor {
  userId: string;
  userName: string;
}

/** One administrative change: which entity, what was done, and its values before and after. */
export interface AuditChange {
  /** The entity's kind (`auditEntityTypes` of the contract). */
  entityType: string;
  entityId: string;
  /** `Created`, `Updated`, `Deleted`, ... */
  operation: string;
  /** `null` before a creation. */
  before: unknown;
  /** `null` after a deletion. */
  after: unknown;
}

/**
 * Writes the audit entry of a change. Call it with the transaction that makes the change, so the
 * change and its entry are stored together or not at all (ARCHITECTURE section 12).
 */
export async function recordAudit(
  tx: Database,
  actor: AuditActor,
  change: AuditChange,
): Promise<void> {
  await tx.insert(auditEntries).values({
    actorUserId: actor.userId,
    actorUserName: actor.userName,
    action: change.operation,
    entityType: change.entityType,
    entityId: change.entityId,
    before: change.before ?? null,
    after: change.after ?? null,
  });
}

export interface AuditFilter {
  type?: string | undefined;
  aggregateRootId?: string | undefined;
  userName?: string | undefined;
  domainOperation?: string | undefined;
  /** Text anywhere in the before or after values, any case. */
  details?: string | undefined;
  from: Date;
  to: Date;
}

function conditions(filter: AuditFilter): SQL[] {
  const where: SQL[] = [
    gte(auditEntries.occurredAt, filter.from),
    lte(auditEntries.occurredAt, filter.to),
  ];
  if (filter.type) where.push(eq(auditEntries.entityType, filter.type));
  if (filter.aggregateRootId) where.push(eq(auditEntries.entityId, filter.aggregateRootId));
  if (filter.userName) where.push(ilike(auditEntries.actorUserName, containing(filter.userName)));
  if (filter.domainOperation) where.push(eq(auditEntries.action, filter.domainOperation));
  if (filter.details) {
    const pattern = containing(filter.details);
    where.push(
      sql`(coalesce(${auditEntries.before}::text, '') ilike ${pattern} or coalesce(${auditEntries.after}::text, '') ilike ${pattern})`,
    );
  }
  return where;
}

export type AuditRow = typeof auditEntries.$inferSelect;

/** Audit entries matching the filter, newest first, `limit` of them after `position`. */
export async function listAuditEntries(
  db: Database,
  filter: AuditFilter,
  position: ListPosition | undefined,
  limit: number,
): Promise<AuditRow[]> {
  const where = conditions(filter);
  if (position) where.push(after(auditEntries.occurredAt, auditEntries.auditEntryId, position));
  return db
    .select()
    .from(auditEntries)
    .where(and(...where))
    .orderBy(desc(auditEntries.occurredAt), desc(auditEntries.auditEntryId))
    .limit(limit);
}

/** One audit entry by its id, whatever its time (a permalink may point outside any window). */
export async function findAuditEntry(
  db: Database,
  auditEntryId: string,
): Promise<AuditRow | undefined> {
  if (!isUuid(auditEntryId)) return undefined;
  const [row] = await db
    .select()
    .from(auditEntries)
    .where(eq(auditEntries.auditEntryId, auditEntryId));
  return row;
}
