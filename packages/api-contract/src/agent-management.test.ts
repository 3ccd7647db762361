import { describe, expect, it } from 'vitest';
import {
  agentPromptInputSchema,
  identiconFileName,
  updatePublishingRequestSchema,
} from './agent-management';
import { paths, routes } from './paths';
import { matchesRoute } from './test-support/route-matcher';

describe('agent-management contract (chat-spec section 7, "Agent management")', () => {
  it('names the agent-icon upload {configStateId}_identicon.svg (chat-spec section 7)', () => {
    expect(identiconFileName('cs-1')).toBe('cs-1_identicon.svg');
  });

  it('refuses an agent prompt without a title, naming the field', () => {
    const refused = agentPromptInputSchema.safeParse({ title: ' ', text: 'Summarise' });
    expect(refused.error?.issues[0]).toMatchObject({
      path: ['title'],
      message: 'Title is required',
    });
  });

  it('refuses a prompt text above 4000 characters', () => {
    const refused = agentPromptInputSchema.safeParse({ title: 'T', text: 'x'.repeat(4_001) });
    expect(refused.error?.issues[0]?.message).toBe('Prompt text must be at most 4000 characters');
  });

  it('accepts only Draft or Published as the publishing state', () => {
    expect(updatePublishingRequestSchema.safeParse({ publishingState: 'Published' }).success).toBe(
      true,
    );
    expect(updatePublishingRequestSchema.safeParse({ publishingState: 'Public' }).success).toBe(
      false,
    );
  });
});

describe('agent-management paths and routes agree (chat-spec section 7)', () => {
  it.each([
    [routes.agentManagement.personalList, paths.agentManagement.personalList()],
    [routes.agentManagement.personalOne, paths.agentManagement.personalOne('g-1')],
    [routes.agentManagement.publishing, paths.agentManagement.publishing('g-1')],
    [routes.agentManagement.commonOne, paths.agentManagement.commonOne('g-1')],
    [routes.agentManagement.prompts, paths.agentManagement.prompts('g-1')],
    [routes.agentManagement.prompt, paths.agentManagement.prompt('g-1', 'p-1')],
    [routes.agentManagement.avatar, paths.agentManagement.avatar('g-1')],
  ])('pattern %s matches %s', (pattern, url) => {
    expect(matchesRoute(pattern, url)).toBe(true);
  });

  it('follows the spec: personal and common management under /api/internal/gptSystems', () => {
    expect(paths.agentManagement.personalOne('g-1')).toBe(
      '/api/internal/gptSystems/personal/management/g-1',
    );
    expect(paths.agentManagement.commonOne('g-1')).toBe(
      '/api/internal/gptSystems/common/management/g-1',
    );
  });

  it('uploads the avatar where it is fetched from, without the version', () => {
    expect(paths.gptSystems.avatar('g-1', 4).split('?')[0]).toBe(
      paths.agentManagement.avatar('g-1'),
    );
  });
});
