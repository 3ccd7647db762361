import { adminLimits, chatAccessPolicyInputSchema } from '@parley/api-contract';
import { schemaParityMismatches } from '@parley/app-shell';
import { describe, expect, it } from 'vitest';
import { accessPolicyFormSchema, emptyAccessPolicyForm } from './access-policy-schema';

const valid = {
  ...emptyAccessPolicyForm,
  name: 'Finance agents',
  gptSystemIds: ['a-1'],
  userRoleIds: ['r-1'],
};

describe('accessPolicyFormSchema', () => {
  it('refuses bad policies in the same words as the contract (chatAccessPolicyInputSchema)', async () => {
    const inputs = [
      valid,
      { ...valid, name: '  ' },
      { ...emptyAccessPolicyForm },
      { ...valid, name: 'n'.repeat(adminLimits.policyNameMaxLength + 1) },
      { ...valid, description: 'd'.repeat(adminLimits.policyDescriptionMaxLength + 1) },
      { ...valid, gptSystemIds: [] },
      { ...valid, gptSystemIds: [], allAgents: true },
      { ...valid, userRoleIds: [] },
      { ...valid, userRoleIds: [], groupIds: ['g-1'] },
      { ...valid, userRoleIds: [], userIds: ['u-1'] },
      {
        ...valid,
        userIds: Array.from({ length: adminLimits.policyMembersMax + 1 }, (_, i) => `u-${i}`),
      },
      { ...valid, brandKey: 'harbour' },
    ];
    expect(
      await schemaParityMismatches({
        formSchema: accessPolicyFormSchema,
        contractSchema: chatAccessPolicyInputSchema,
        inputs,
      }),
    ).toEqual([]);
  });
});
