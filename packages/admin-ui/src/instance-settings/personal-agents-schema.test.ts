import { instancePersonalAgentSettingsSchema } from '@parley/api-contract';
import { schemaParityMismatches } from '@parley/app-shell';
import { describe, expect, it } from 'vitest';
import { personalAgentsFormSchema } from './personal-agents-schema';

describe('personalAgentsFormSchema', () => {
  it('refuses a bad most-agents figure in the same words as the contract', async () => {
    const settings = { allowUserCreatedGptSystems: true, allowAgentSharing: false };
    const inputs = [0, -1, 2.5, 1001, 1, 1000, null].map((maxAgentsPerUser) => ({
      ...settings,
      maxAgentsPerUser,
    }));
    expect(
      await schemaParityMismatches({
        formSchema: personalAgentsFormSchema,
        contractSchema: instancePersonalAgentSettingsSchema,
        inputs,
      }),
    ).toEqual([]);
  });
});
