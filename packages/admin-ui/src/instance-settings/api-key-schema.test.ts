import { instanceApiKeyInputSchema } from '@parley/api-contract';
import { schemaParityMismatches } from '@parley/app-shell';
import { describe, expect, it } from 'vitest';
import { apiKeyFormSchema } from './api-key-schema';

describe('apiKeyFormSchema', () => {
  it('refuses bad keys in the same words as the contract (instanceApiKeyInputSchema)', async () => {
    const inputs = [
      { key: '' },
      { key: '   ' },
      { key: 'short' },
      { key: 'sk-ant with spaces' },
      { key: 'k'.repeat(501) },
      { key: '  sk-ant-api03-abcdefgh  ' },
    ];
    expect(
      await schemaParityMismatches({
        formSchema: apiKeyFormSchema,
        contractSchema: instanceApiKeyInputSchema,
        inputs,
      }),
    ).toEqual([]);
  });
});
