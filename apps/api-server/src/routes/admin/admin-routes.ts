import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RouteOptions } from '../route-options';
import { analyticsAdminRoutes } from './analytics-routes';
import { auditRoutes } from './audit-routes';
import { budgetRoutes } from './budget-routes';
import { hipaaRoutes } from './hipaa-routes';
import { adminBrandRoutes } from './brand-routes';
import { chatAccessPolicyRoutes } from './chat-access-policy-routes';
import { connectionAdminRoutes } from './connection-routes';
import { dataSourceAdminRoutes } from './data-source-routes';
import { errorReportAdminRoutes } from './error-report-routes';
import { deploymentAdminRoutes } from './deployment-routes';
import { guidelinesDocumentRoutes } from './guidelines-routes';
import { guidelinesTemplateRoutes } from './guidelines-template-routes';
import { moderationAdminRoutes } from './moderation-routes';
import { noticeAdminRoutes } from './notice-routes';
import { adminGptSystemRoutes } from './gpt-system-routes';
import { instanceApiKeyRoutes } from './instance-api-key-routes';
import { instanceSettingsRoutes } from './instance-settings-routes';
import { userRoleRoutes } from './user-role-routes';
import { adminUserRoutes } from './user-routes';

/**
 * The administration API under `/api/internal/admin` (ARCHITECTURE section 12). Every route
 * states the actions that open it, and every change writes its audit entry in its transaction.
 */
export const adminRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, options) => {
  await app.register(userRoleRoutes, options);
  await app.register(adminUserRoutes, options);
  await app.register(chatAccessPolicyRoutes, options);
  await app.register(adminGptSystemRoutes, options);
  await app.register(auditRoutes, options);
  await app.register(instanceSettingsRoutes, options);
  await app.register(instanceApiKeyRoutes, options);
  await app.register(adminBrandRoutes, options);
  await app.register(budgetRoutes, options);
  await app.register(hipaaRoutes, options);
  await app.register(deploymentAdminRoutes, options);
  await app.register(dataSourceAdminRoutes, options);
  await app.register(guidelinesDocumentRoutes, options);
  await app.register(guidelinesTemplateRoutes, options);
  await app.register(connectionAdminRoutes, options);
  await app.register(moderationAdminRoutes, options);
  await app.register(analyticsAdminRoutes, options);
  await app.register(noticeAdminRoutes, options);
  await app.register(errorReportAdminRoutes, options);
};
