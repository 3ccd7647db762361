import { HStack, Progress, Stack, Text } from '@chakra-ui/react';
import { budgetWarns } from '@parley/api-contract';
import type { BudgetState } from '@parley/api-contract';
import { budgetMessages as messages } from './budget-messages';

export interface BudgetMeterProps {
  /** Whose budget: the instance or a brand's name, in the bar's accessible name. */
  name: string;
  budget: BudgetState;
}

/** Where a budget's spend stands: how far along the state is, shown in words as well as colour. */
export type BudgetStanding = 'none' | 'ok' | 'warning' | 'spent';

export function budgetStanding(budget: BudgetState): BudgetStanding {
  if (budget.tokens === null) return 'none';
  if (budget.spentTokens >= budget.tokens) return 'spent';
  return budgetWarns(budget, budget.spentTokens) ? 'warning' : 'ok';
}

const palette: Record<BudgetStanding, string> = {
  none: 'gray',
  ok: 'green',
  warning: 'orange',
  spent: 'red',
};

/**
 * The spend of a budget's current period against it: a progress bar with the numbers, the period,
 * and past the threshold a warning (or that the budget is spent), in words, not colour alone.
 */
export function BudgetMeter({ name, budget }: BudgetMeterProps) {
  const standing = budgetStanding(budget);
  const { tokens, spentTokens } = budget;
  const numbers =
    tokens === null ? messages.spendNoBudget(spentTokens) : messages.spendOf(spentTokens, tokens);
  return (
    <Stack gap="1" data-standing={standing}>
      {tokens !== null && (
        <Progress.Root
          value={Math.min(spentTokens, tokens)}
          max={tokens}
          colorPalette={palette[standing]}
          size="sm"
        >
          <Progress.Track aria-label={messages.spendLabel(name)} aria-valuetext={numbers}>
            <Progress.Range />
          </Progress.Track>
        </Progress.Root>
      )}
      <HStack justify="space-between" wrap="wrap" gap="2">
        <Text textStyle="sm" fontWeight="medium">
          {numbers}
        </Text>
        <Text textStyle="xs" color="fg.muted">
          {messages.periodRange(budget.periodStart, budget.periodEnd)}
        </Text>
      </HStack>
      {standing === 'warning' && (
        <Text textStyle="sm" color="orange.fg">
          {messages.warning(budget.warningPercent)}
        </Text>
      )}
      {standing === 'spent' && (
        <Text textStyle="sm" color="red.fg" fontWeight="medium">
          {messages.spent(budget.periodEnd)}
        </Text>
      )}
    </Stack>
  );
}
