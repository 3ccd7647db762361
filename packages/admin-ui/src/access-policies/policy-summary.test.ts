import { describe, expect, it } from 'vitest';
import { agentsSummary, brandSummary, summariseNames, whoSummary } from './policy-summary';

describe('policy summaries', () => {
  it('shows three names, then how many more there are', () => {
    expect(summariseNames([])).toBe('');
    expect(summariseNames(['Finance', 'Legal', 'Sales'])).toBe('Finance, Legal, Sales');
    expect(summariseNames(['Finance', 'Legal', 'Sales', 'HR', 'IT'])).toBe(
      'Finance, Legal, Sales and 2 more',
    );
  });

  it("says 'All agents' for a policy over every agent, the agents' names otherwise", () => {
    expect(agentsSummary({ allAgents: true, gptSystems: [] })).toBe('All agents');
    expect(
      agentsSummary({
        allAgents: false,
        gptSystems: [
          { gptSystemId: 'a-1', name: 'Handbook Search' },
          { gptSystemId: 'a-2', name: 'Policy Guide' },
        ],
      }),
    ).toBe('Handbook Search, Policy Guide');
  });

  it('lists roles, groups and users by kind, leaving out the kinds the policy does not name', () => {
    expect(
      whoSummary({
        userRoles: [{ userRoleId: 'r-1', name: 'Staff' }],
        groups: [],
        users: [
          { userId: 'u-1', userName: 'sam@parley.local', displayName: 'Sam Staff' },
          { userId: 'u-2', userName: 'ada@parley.local', displayName: 'Ada Admin' },
        ],
      }),
    ).toEqual([
      { kind: 'Roles', names: 'Staff' },
      { kind: 'Users', names: 'Sam Staff, Ada Admin' },
    ]);
  });

  it("says 'All brands' for a policy on every brand, the brand's key otherwise", () => {
    expect(brandSummary({ brandKey: null })).toBe('All brands');
    expect(brandSummary({ brandKey: 'harbour' })).toBe('harbour');
  });
});
