import { describe, expect, it } from 'vitest';
import {
  configStateSchema,
  configurationInputSchema,
  createConfigStateByTypeQuerySchema,
  updateConfigStateResponseSchema,
} from './config-state';
import { paths, routes } from './paths';
import { matchesRoute } from './test-support/route-matcher';

const validInput = {
  gptSystemName: 'HR helper',
  systemPrompt: 'Answer HR questions.',
  introduction: 'Ask me about leave.',
  deploymentName: 'gpt-4o',
  languageEngine: 'AzureOpenAI',
  temperature: 0.7,
  topP: 1,
  frequencyPenalty: 0,
  maxTokens: 800,
  capabilityTypes: ['FileSearch'],
  dataSources: [{ dataSourceId: 'ds-1', name: 'Handbook' }],
  restrictAnswerToInformationReturnedByTools: false,
  guidelinesDocumentId: null,
};

function firstIssue(input: unknown) {
  const parsed = configurationInputSchema.safeParse(input);
  const issue = parsed.error?.issues[0];
  return issue && { field: issue.path.join('.'), message: issue.message };
}

describe('config-state contract (admin-spec section 3, "Agent configuration state")', () => {
  it('accepts a configuration with every field of the spec', () => {
    expect(configurationInputSchema.parse(validInput)).toEqual(validInput);
  });

  it('requires the agent name and refuses 151 characters (chat-spec section 5)', () => {
    expect(firstIssue({ ...validInput, gptSystemName: '  ' })).toEqual({
      field: 'gptSystemName',
      message: 'Name is required',
    });
    expect(firstIssue({ ...validInput, gptSystemName: 'x'.repeat(151) })).toEqual({
      field: 'gptSystemName',
      message: 'Name exceeds the maximum limit of 150 characters',
    });
  });

  it('refuses a topP above 1, naming the field and the rule', () => {
    expect(firstIssue({ ...validInput, topP: 1.5 })).toEqual({
      field: 'topP',
      message: 'Top P must be at most 1',
    });
  });

  it('refuses a fractional maxTokens', () => {
    expect(firstIssue({ ...validInput, maxTokens: 10.5 })).toEqual({
      field: 'maxTokens',
      message: 'Max tokens must be a whole number',
    });
  });

  it('refuses a capability type given twice', () => {
    expect(firstIssue({ ...validInput, capabilityTypes: ['Vision', 'Vision'] })).toEqual({
      field: 'capabilityTypes',
      message: 'Capability types must not repeat',
    });
  });

  it('reads the update answer with its errors and warnings', () => {
    const answer = {
      configuration: { ...validInput, configStateId: 'cs-1', prompts: [] },
      gptSystem: null,
      gptSystemType: 'User',
      hasValidationErrors: true,
      avatarVersion: null,
      errors: [{ field: 'deploymentName', message: 'Unknown deployment' }],
      warnings: [],
    };
    expect(updateConfigStateResponseSchema.parse(answer).errors).toHaveLength(1);
    expect(configStateSchema.parse(answer).configuration.configStateId).toBe('cs-1');
  });

  it('reads forceCreate and hipaaCompliant as booleans and refuses other words', () => {
    expect(
      createConfigStateByTypeQuerySchema.parse({ forceCreate: 'true', hipaaCompliant: 'false' }),
    ).toEqual({ forceCreate: true, hipaaCompliant: false });
    const refused = createConfigStateByTypeQuerySchema.safeParse({ forceCreate: 'yes' });
    expect(refused.error?.issues[0]?.message).toBe('must be true or false');
  });
});

describe('config-state paths and routes agree (chat-spec section 7)', () => {
  it.each([
    [routes.configStates.one, paths.configStates.one('cs-1')],
    [routes.configStates.avatar, paths.configStates.avatar('cs-1', 2)],
    [routes.configStates.avatar, paths.configStates.avatarFile('cs-1')],
    [routes.configStates.traceLogs, paths.configStates.traceLogs('cs-1', 'c-1', 's-1')],
    [routes.configStates.byGptSystemType, paths.configStates.byGptSystemType('User')],
    [routes.configStates.byGptSystemId, paths.configStates.byGptSystemId('g-1')],
    [
      routes.configStates.dataSourcesAndCapabilities,
      paths.configStates.dataSourcesAndCapabilities('cs-1'),
    ],
    [routes.configStates.createGptSystem, paths.configStates.createGptSystem('cs-1')],
    [routes.configStates.updateGptSystem, paths.configStates.updateGptSystem('cs-1')],
    [routes.configStates.conversations, paths.configStates.conversations('cs-1')],
    [routes.configStates.conversation, paths.configStates.conversation('cs-1', 'c-1')],
    [routes.configStates.segments, paths.configStates.segments('cs-1', 'c-1')],
  ])('pattern %s matches %s', (pattern, url) => {
    expect(matchesRoute(pattern, url)).toBe(true);
  });

  it('keeps config-state calls under /api/internal/configStates/{configStateId}', () => {
    expect(paths.configStates.segments('cs/1', 'c-1')).toBe(
      '/api/internal/configStates/cs%2F1/conversations/c-1/segments',
    );
  });
});
