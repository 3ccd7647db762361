import type {
  AdminGptSystemList,
  ChatAccessPolicy,
  DirectoryGroup,
  Role,
} from '@parley/api-contract';
import {
  adaLovelace,
  administratorRole,
  financeRole,
  roleRef,
  staffRole,
  userSummary,
} from '../testing/console-fixtures';

// Policies and their choices as the server answers them, for the policy screens' tests and stories.

const agent = (gptSystemId: string, name: string): AdminGptSystemList['items'][number] => ({
  gptSystemId,
  name,
  status: 'Active',
  publishedVersion: 1,
  createdAt: '2026-01-05T09:00:00.000Z',
});

export const sampleAgents: AdminGptSystemList['items'] = [
  agent('agent-handbook', 'Handbook Search'),
  agent('agent-assistant', 'Parley Assistant'),
  agent('agent-guide', 'Policy Guide'),
];

/** The roles a policy chooses from. */
export const sampleRoles: readonly Role[] = [administratorRole, financeRole, staffRole];

export const sampleGroups: readonly DirectoryGroup[] = [
  { id: 'group-legal', displayName: 'Legal', description: null, memberCount: 4 },
  { id: 'group-sales', displayName: 'Sales', description: 'Field sales', memberCount: 12 },
];

export function samplePolicy(overrides: Partial<ChatAccessPolicy> = {}): ChatAccessPolicy {
  return {
    chatAccessPolicyId: 'policy-handbook',
    name: 'Handbook for finance',
    description: 'Only finance reads the handbook.',
    allAgents: false,
    gptSystems: [{ gptSystemId: 'agent-handbook', name: 'Handbook Search' }],
    userRoles: [roleRef(financeRole)],
    groups: [],
    users: [userSummary(adaLovelace)],
    brandKey: null,
    createdAt: '2026-03-01T09:00:00.000Z',
    updatedAt: '2026-03-14T09:30:00.000Z',
    ...overrides,
  };
}

export const samplePolicies: readonly ChatAccessPolicy[] = [
  samplePolicy({
    chatAccessPolicyId: 'policy-everyone-staff',
    name: 'Everything for staff',
    description: '',
    allAgents: true,
    gptSystems: [],
    userRoles: [roleRef(staffRole)],
    users: [],
    brandKey: 'harbour',
    updatedAt: '2026-02-10T12:00:00.000Z',
  }),
  samplePolicy(),
  samplePolicy({
    chatAccessPolicyId: 'policy-guide',
    name: 'Guide for legal and sales',
    gptSystems: [
      { gptSystemId: 'agent-guide', name: 'Policy Guide' },
      { gptSystemId: 'agent-assistant', name: 'Parley Assistant' },
    ],
    userRoles: [],
    groups: [
      { groupId: 'group-legal', displayName: 'Legal' },
      { groupId: 'group-sales', displayName: 'Sales' },
    ],
    users: [],
  }),
];
