import { describe, expect, it } from 'vitest';
import { auditDifferences, WHOLE_VALUE_KEY } from './audit-diff';

describe('auditDifferences', () => {
  it('marks each key as added, removed, changed or unchanged', () => {
    expect(
      auditDifferences(
        { name: 'Editors', actions: ['AgentRead'], description: 'Old' },
        { name: 'Writers', actions: ['AgentRead'], brandKey: 'north' },
      ),
    ).toEqual([
      { key: 'name', change: 'changed' },
      { key: 'actions', change: 'unchanged' },
      { key: 'brandKey', change: 'added' },
      { key: 'description', change: 'removed' },
    ]);
  });

  it('takes every key as added after a creation and removed after a deletion', () => {
    expect(auditDifferences(null, { name: 'Editors' })).toEqual([{ key: 'name', change: 'added' }]);
    expect(auditDifferences({ name: 'Editors' }, null)).toEqual([
      { key: 'name', change: 'removed' },
    ]);
  });

  it('compares nested values whole, whatever the order of their keys', () => {
    expect(auditDifferences({ owner: { a: 1, b: 2 } }, { owner: { b: 2, a: 1 } })).toEqual([
      { key: 'owner', change: 'unchanged' },
    ]);
    expect(auditDifferences({ roles: ['a'] }, { roles: ['a', 'b'] })).toEqual([
      { key: 'roles', change: 'changed' },
    ]);
  });

  it('compares a value that is not an object as one whole value', () => {
    expect(auditDifferences(['a'], ['b'])).toEqual([{ key: WHOLE_VALUE_KEY, change: 'changed' }]);
  });
});
