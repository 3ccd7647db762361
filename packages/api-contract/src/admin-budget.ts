import * as z from 'zod/mini';

/**
 * The budget tab of the instance settings (issue 17, `/admin/instanceSettings/budget`): a token
 * budget per period for the instance and for each brand, each with a warning threshold. A spent
 * budget refuses questions before any model call (429 with `budgetMessages.spent`). The shape is
 * this product's design: admin-spec section 3 does not show the fields.
 */

/** Periods run in UTC: a day from midnight, a week from Monday, a month from its first day. */
export const budgetPeriods = ['Daily', 'Weekly', 'Monthly'] as const;
export type BudgetPeriod = (typeof budgetPeriods)[number];

export const budgetLimits = {
  /** A budget of at most a trillion tokens a period (beyond it, set no budget). */
  tokensMax: 1_000_000_000_000,
  warningPercentMin: 1,
  warningPercentMax: 100,
  defaultWarningPercent: 80,
} as const;

const periodNoun: Record<BudgetPeriod, string> = {
  Daily: "today's",
  Weekly: "this week's",
  Monthly: "this month's",
};

/** The messages the console form and the server's answers show. */
export const budgetMessages = {
  tokens: `The budget must be a whole number of tokens from 1 to ${budgetLimits.tokensMax.toLocaleString('en')}, or empty for no budget.`,
  warningPercent: `The warning threshold must be a whole percentage from ${budgetLimits.warningPercentMin} to ${budgetLimits.warningPercentMax}.`,
  period: 'The period must be Daily, Weekly or Monthly.',
  unknownBrand: (brandKey: string) => `No brand has the key "${brandKey}".`,
  repeatedBrand: (brandKey: string) => `The brand "${brandKey}" is listed twice.`,
  /**
   * Why a question is refused: whose budget, which period, and when questions are answered again
   * (`resumesAt`, an ISO moment, shown in UTC).
   */
  spent: (scope: 'instance' | 'brand', period: BudgetPeriod, resumesAt: string) =>
    `${scope === 'instance' ? 'This service has used' : 'This brand has used'} ${periodNoun[period]} token budget, so questions cannot be answered until ${resumesAt.slice(0, 10)} 00:00 UTC. Your question was not sent; please try again then, or ask your administrator.`,
} as const;

const periodSchema = z.enum(budgetPeriods, budgetMessages.period);

/** One budget as the administrator sets it. */
export const budgetSettingSchema = z.object({
  period: periodSchema,
  /** Input and output tokens of all answers per period; null: no budget. */
  tokens: z.nullable(
    z
      .number(budgetMessages.tokens)
      .check(
        z.int(budgetMessages.tokens),
        z.gte(1, budgetMessages.tokens),
        z.lte(budgetLimits.tokensMax, budgetMessages.tokens),
      ),
  ),
  /** The share of the budget (percent) past which the console shows a warning. */
  warningPercent: z
    .number(budgetMessages.warningPercent)
    .check(
      z.int(budgetMessages.warningPercent),
      z.gte(budgetLimits.warningPercentMin, budgetMessages.warningPercent),
      z.lte(budgetLimits.warningPercentMax, budgetMessages.warningPercent),
    ),
});

/** A budget with what its current period has spent so far. */
export const budgetStateSchema = z.extend(budgetSettingSchema, {
  /** Input and output tokens answered since `periodStart`. */
  spentTokens: z.number(),
  /** The current period, ISO moments in UTC: from `periodStart` until `periodEnd`. */
  periodStart: z.string(),
  periodEnd: z.string(),
});

/** `GET .../admin/instanceSettings/budget`. */
export const budgetSettingsSchema = z.object({
  instance: budgetStateSchema,
  brands: z.array(
    z.extend(budgetStateSchema, {
      brandKey: z.string(),
      /** The brand's display name; null: none set. */
      name: z.nullable(z.string()),
    }),
  ),
});

/** `PUT .../admin/instanceSettings/budget`: the instance's budget and each listed brand's. */
export const updateBudgetSettingsRequestSchema = z.object({
  instance: budgetSettingSchema,
  brands: z.array(z.extend(budgetSettingSchema, { brandKey: z.string() })).check(
    z.refine((brands) => repeatedKey(brands) === undefined, {
      error: (issue) =>
        budgetMessages.repeatedBrand(repeatedKey(issue.input as { brandKey: string }[]) ?? ''),
    }),
  ),
});

function repeatedKey(brands: readonly { brandKey: string }[]): string | undefined {
  const seen = new Set<string>();
  for (const { brandKey } of brands) {
    if (seen.has(brandKey)) return brandKey;
    seen.add(brandKey);
  }
  return undefined;
}

/** Whether a spend has passed the warning threshold of its budget. */
export function budgetWarns(
  budget: { tokens: number | null; warningPercent: number },
  spent: number,
) {
  return budget.tokens !== null && spent * 100 >= budget.tokens * budget.warningPercent;
}

export type BudgetSetting = z.infer<typeof budgetSettingSchema>;
export type BudgetState = z.infer<typeof budgetStateSchema>;
export type BudgetSettings = z.infer<typeof budgetSettingsSchema>;
export type UpdateBudgetSettingsRequest = z.infer<typeof updateBudgetSettingsRequestSchema>;
