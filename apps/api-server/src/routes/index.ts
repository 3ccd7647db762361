import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { EmbeddedIdp } from '../idp/embedded-idp-types';
import { adminRoutes } from './admin/admin-routes';
import { agentLookRoutes } from './agent-management/agent-look-routes';
import { agentManagementRoutes } from './agent-management/agent-management-routes';
import { attachmentRoutes } from './attachments/attachment-routes';
import { authorizationRoutes } from './authorization/authorization-routes';
import { brandRoutes } from './brands/brand-routes';
import { configStateAvatarRoutes } from './config-states/config-state-avatar-routes';
import { configStateRoutes } from './config-states/config-state-routes';
import { testChatRoutes } from './config-states/test-chat-routes';
import { conversationRoutes } from './conversations/conversation-routes';
import { segmentRoutes } from './conversations/segment-routes';
import { streamRoutes } from './conversations/stream-routes';
import { currentUserRoutes } from './current-user/current-user-routes';
import { generatedImageRoutes } from './generated-images/generated-image-routes';
import { gptSystemRoutes } from './gpt-systems/gpt-system-routes';
import { guidelinesRoutes } from './guidelines/guidelines-routes';
import { errorReportIntakeRoutes } from './error-reports/error-report-routes';
import { messageRoutes } from './messages/message-routes';
import { moderationReportRoutes } from './moderation/report-routes';
import { publicConversationRoutes } from './public-conversations/public-conversation-routes';
import { publicSessionRoutes } from './public-conversations/public-session-routes';
import type { RouteOptions } from './route-options';
import { settingsRoutes } from './settings/settings-routes';
import { speakingAvatarRoutes } from './text-to-speech/speaking-avatar-routes';
import { speechRoutes } from './text-to-speech/speech-routes';
import { userPromptRoutes } from './user-prompts/user-prompt-routes';
import { visionImageRoutes } from './vision-images/vision-image-routes';
import { voiceInputRoutes } from './voice-input/voice-input-routes';

/**
 * Every API area's routes, one plugin per `routes/<area>/` (health and the OpenAPI document are
 * registered first by the server, the identity provider before these). A new area is added here.
 */
export const apiRoutes: FastifyPluginAsyncZod<
  RouteOptions & { embeddedIdp: EmbeddedIdp | undefined }
> = async (app, { context, embeddedIdp }) => {
  const options = { context };
  await app.register(settingsRoutes, options);
  await app.register(brandRoutes, options);
  await app.register(authorizationRoutes, { context, embeddedIdp });
  await app.register(conversationRoutes, options);
  await app.register(streamRoutes, options);
  await app.register(segmentRoutes, options);
  await app.register(gptSystemRoutes, options);
  await app.register(configStateRoutes, options);
  await app.register(testChatRoutes, options);
  await app.register(agentManagementRoutes, options);
  await app.register(agentLookRoutes, options);
  await app.register(configStateAvatarRoutes, options);
  await app.register(currentUserRoutes, options);
  await app.register(userPromptRoutes, options);
  await app.register(guidelinesRoutes, options);
  await app.register(generatedImageRoutes, options);
  await app.register(visionImageRoutes, options);
  await app.register(attachmentRoutes, options);
  await app.register(publicSessionRoutes, options);
  await app.register(publicConversationRoutes, options);
  await app.register(moderationReportRoutes, options);
  await app.register(messageRoutes, options);
  await app.register(speechRoutes, options);
  await app.register(speakingAvatarRoutes, options);
  await app.register(voiceInputRoutes, options);
  await app.register(errorReportIntakeRoutes, options);
  await app.register(adminRoutes, options);
};
