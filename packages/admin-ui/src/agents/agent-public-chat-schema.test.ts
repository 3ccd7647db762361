import { publicChatLimits, updateAgentPublicChatRequestSchema } from '@parley/api-contract';
import { schemaParityMismatches } from '@parley/app-shell';
import { describe, expect, it } from 'vitest';
import { agentPublicChatFormSchema, publicChatRequest } from './agent-public-chat-schema';

const valid = {
  enabled: true,
  allowedOrigins: ['https://shop.example.com', 'http://127.0.0.1:8080'],
  questionsPerMinutePerSession: 20,
  questionsPerMinutePerAddress: 60,
  questionsPerMinutePerEndpoint: 600,
  brandKey: null,
};

describe('agentPublicChatFormSchema', () => {
  it('refuses bad settings in the same words as the contract (updateAgentPublicChatRequestSchema)', async () => {
    const inputs = [
      valid,
      { ...valid, enabled: false, allowedOrigins: [] },
      { ...valid, allowedOrigins: ['https://shop.example.com/chat'] },
      { ...valid, allowedOrigins: ['https://ok.example', 'https://*.example.com'] },
      { ...valid, allowedOrigins: ['shop.example.com'] },
      { ...valid, allowedOrigins: ['https://shop.example.com:99999'] },
      { ...valid, allowedOrigins: ['https://a.example', 'https://A.example'] },
      {
        ...valid,
        allowedOrigins: Array.from(
          { length: publicChatLimits.allowedOriginsMax + 1 },
          (_, i) => `https://site${i}.example`,
        ),
      },
      { ...valid, questionsPerMinutePerSession: 0 },
      { ...valid, questionsPerMinutePerAddress: 2.5 },
      {
        ...valid,
        questionsPerMinutePerEndpoint: publicChatLimits.questionsPerMinutePerEndpointMax + 1,
      },
      { ...valid, brandKey: 'harbour' },
    ];
    expect(
      await schemaParityMismatches({
        formSchema: agentPublicChatFormSchema,
        contractSchema: updateAgentPublicChatRequestSchema,
        inputs,
      }),
    ).toEqual([]);
  });

  it('sends trimmed origins without the empty rows, and no brand as null', () => {
    expect(
      publicChatRequest({
        ...valid,
        regenerateEndpoint: false,
        allowedOrigins: [' https://shop.example.com ', ''],
        brandKey: '',
      }),
    ).toEqual({ ...valid, allowedOrigins: ['https://shop.example.com'], brandKey: null });
  });
});
