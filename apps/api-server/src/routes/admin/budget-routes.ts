import {
  actions,
  auditEntityTypes,
  budgetMessages,
  budgetSettingsSchema,
  routes,
  updateBudgetSettingsRequestSchema,
} from '@parley/api-contract';
import type { BudgetSettings } from '@parley/api-contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { recordAudit } from '../../db/queries/audit';
import { listBrandBudgets, saveBrandBudget } from '../../db/queries/budgets';
import { findInstanceSettings, updateInstanceSettings } from '../../db/queries/instance-settings';
import type { Database } from '../../db/database';
import { auditActor } from '../../domain/administration';
import { budgetOf, budgetState } from '../../domain/budget';
import { signedInUser } from '../../http/authorization';
import { badRequest } from '../../http/http-error';
import type { RouteOptions } from '../route-options';

/** The budget tab: every budget with what its current period has spent (`domain/budget.ts`). */
async function budgetSettings(db: Database, now = new Date()): Promise<BudgetSettings> {
  const instance = await budgetState(db, budgetOf(await findInstanceSettings(db)), now);
  const brands = await Promise.all(
    (await listBrandBudgets(db)).map(async (row) => ({
      brandKey: row.brandKey,
      name: row.name,
      ...(await budgetState(db, budgetOf(row), now, row.brandKey)),
    })),
  );
  return { instance, brands };
}

/** The settings alone, as the audit records them. */
const auditedBudgets = ({ instance, brands }: BudgetSettings) => ({
  instance: {
    period: instance.period,
    tokens: instance.tokens,
    warningPercent: instance.warningPercent,
  },
  brands: brands.map(({ brandKey, period, tokens, warningPercent }) => ({
    brandKey,
    period,
    tokens,
    warningPercent,
  })),
});

/**
 * The budget tab of the instance settings (issue 17): GET with the spend of each budget's current
 * period, PUT of the instance's budget and the listed brands' (others keep theirs), audited.
 */
export const budgetRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { context }) => {
  const tags = ['administration: instance settings'];

  app.get(
    routes.admin.budgetSettings,
    {
      config: { access: actions.InstanceSettingsRead },
      schema: { tags, response: { 200: budgetSettingsSchema } },
    },
    async () => budgetSettings(context.services.db),
  );

  app.put(
    routes.admin.budgetSettings,
    {
      config: { access: actions.InstanceSettingsWrite },
      schema: {
        tags,
        body: updateBudgetSettingsRequestSchema,
        response: { 200: budgetSettingsSchema },
      },
    },
    async (request) => {
      const actor = auditActor(signedInUser(request));
      const { instance, brands } = request.body;
      return context.services.db.transaction(async (tx) => {
        const before = await budgetSettings(tx);
        const known = new Set(before.brands.map((brand) => brand.brandKey));
        const unknown = brands.find((brand) => !known.has(brand.brandKey));
        if (unknown) throw badRequest(budgetMessages.unknownBrand(unknown.brandKey));
        await updateInstanceSettings(tx, {
          budgetTokens: instance.tokens,
          budgetPeriod: instance.period,
          budgetWarningPercent: instance.warningPercent,
        });
        for (const brand of brands) {
          await saveBrandBudget(tx, {
            brandKey: brand.brandKey,
            budgetTokens: brand.tokens,
            budgetPeriod: brand.period,
            budgetWarningPercent: brand.warningPercent,
          });
        }
        const after = await budgetSettings(tx);
        await recordAudit(tx, actor, {
          entityType: auditEntityTypes.instanceSettings,
          entityId: 'budget',
          operation: 'Updated',
          before: auditedBudgets(before),
          after: auditedBudgets(after),
        });
        return after;
      });
    },
  );
};
