import type { AuditEntry } from '@parley/api-contract';

/**
 * Audit entries for the tests and stories (not product code): entry `n` renames role `r-n`
 * from Editors to Writers, so its difference is one changed key.
 */
export const auditEntryFixture = (n: number, overrides: Partial<AuditEntry> = {}): AuditEntry => ({
  auditEntryId: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  type: 'UserRole',
  aggregateRootId: `r-${n}`,
  userName: 'admin@parley.local',
  domainOperation: 'Updated',
  details: {
    before: { name: 'Editors', actions: ['AgentRead'] },
    after: { name: 'Writers', actions: ['AgentRead'] },
  },
  timeStamp: '2026-11-25T10:00:00.000Z',
  ...overrides,
});
