import { describe, expect, it } from 'vitest';
import { paths, routes } from './paths';

/** Turns a Fastify pattern into a matcher, to prove builders and patterns describe the same URLs. */
function matches(pattern: string, url: string): boolean {
  const regex = new RegExp(`^${pattern.replace(/:[A-Za-z]+/g, '[^/]+')}$`);
  return regex.test(url.split('?')[0] ?? url);
}

describe('paths and routes agree', () => {
  it.each([
    [routes.conversations.updateTitle, paths.userConversations.updateTitle('c-1')],
    [routes.conversations.segments, paths.userConversations.segments('c-1')],
    [routes.conversations.byGptSystemId, paths.userConversations.byGptSystemId('g-1')],
    [routes.conversations.feedback, paths.userConversations.feedback('c-1', 's-1')],
    [routes.conversations.traceLogs, paths.userConversations.traceLogs('c-1', 's-1')],
    [routes.currentUser.pinnedGptSystem, paths.currentUser.pinnedGptSystem('g-1')],
    [routes.generateToken, paths.authorization.generateToken('EntraId')],
    [routes.admin.userRole, paths.admin.userRole('r-1')],
    [routes.admin.userRoleUser, paths.admin.userRoleUser('r-1', 'u-1')],
    [routes.admin.user, paths.admin.user('u-1')],
    [routes.admin.chatAccessPolicy, paths.admin.chatAccessPolicy('p-1')],
    [routes.admin.gptSystem, paths.admin.gptSystem('g-1')],
    [routes.currentUser.gptSystemSharedWithMe, paths.currentUser.gptSystemSharedWithMe('g-1')],
    [routes.admin.auditExport, paths.admin.auditExport()],
    [routes.admin.auditEntry, paths.admin.auditEntry('e-1')],
    [routes.admin.personalAgentSettings, paths.admin.personalAgentSettings()],
    [routes.admin.budgetSettings, paths.admin.budgetSettings()],
    [routes.admin.hipaaSettings, paths.admin.hipaaSettings()],
    [routes.gptSystems.avatar, paths.gptSystems.avatar('g-1', 3)],
    [routes.configStates.restoreVersion, paths.configStates.restoreVersion('c-1', 2)],
    [routes.configStates.deployments, paths.configStates.deployments()],
    [routes.configStates.template, paths.configStates.template('User')],
    [routes.configStates.traceLogs, paths.configStates.traceLogs('c-1', 'v-1', 's-1')],
    [
      routes.configStates.executionDetails,
      paths.configStates.executionDetails('c-1', 'v-1', 's-1'),
    ],
    [routes.agentManagement.versions, paths.agentManagement.versions('g-1')],
    [routes.generatedImages, paths.generatedImages('c-1', 's-1', 'k', 'chart.png')],
    [routes.conversations.openAIFile, paths.userConversations.openAIFile('c-1', 's-1', 'f-1')],
    [routes.visionImages.upload, paths.visionImages.upload()],
    [routes.visionImages.base64, paths.visionImages.base64('v-1', 'photo.png')],
    [routes.attachments.upload, paths.attachments.upload()],
    [routes.attachments.one, paths.attachments.one('a-1')],
    [routes.attachments.base64, paths.attachments.base64('a-1')],
    [
      routes.publicConversations.guidelinesConsents,
      paths.publicConversations.guidelinesConsents('p-1'),
    ],
  ])('pattern %s matches %s', (pattern, url) => {
    expect(matches(pattern, url)).toBe(true);
  });

  it('encodes ids so that a slash in an id cannot reach another route', () => {
    expect(paths.userConversations.one('a/b')).toBe('/api/internal/userConversations/a%2Fb');
  });

  it('puts nearly every call under /api/internal (chat-spec section 7)', () => {
    expect(paths.instanceSettings()).toBe('/api/internal/InstanceSettings');
    expect(paths.currentUser.availableGptSystems()).toBe(
      '/api/internal/currentUser/AvailableGptSystems',
    );
  });
});
