import { Fieldset, Stack, Text } from '@chakra-ui/react';
import { budgetLimits, budgetMessages as rules, budgetPeriods } from '@parley/api-contract';
import type {
  BudgetPeriod,
  BudgetSettings,
  BudgetState,
  UpdateBudgetSettingsRequest,
} from '@parley/api-contract';
import { NumberField, SelectField } from '@parley/app-shell';
import { array, mixed, number, object } from 'yup';
import { BudgetMeter } from './budget-meter';
import { budgetMessages as messages } from './budget-messages';
import { SettingsForm } from './settings-form';

interface BudgetRowValues {
  period: BudgetPeriod;
  /** Empty: no budget. */
  tokens: number | undefined;
  warningPercent: number | undefined;
}

export interface BudgetFormValues {
  instance: BudgetRowValues;
  brands: BudgetRowValues[];
}

const rowSchema = object({
  period: mixed<BudgetPeriod>().oneOf(budgetPeriods, rules.period).required(rules.period),
  tokens: number()
    .typeError(rules.tokens)
    .integer(rules.tokens)
    .min(1, rules.tokens)
    .max(budgetLimits.tokensMax, rules.tokens),
  warningPercent: number()
    .typeError(rules.warningPercent)
    .required(rules.warningPercent)
    .integer(rules.warningPercent)
    .min(budgetLimits.warningPercentMin, rules.warningPercent)
    .max(budgetLimits.warningPercentMax, rules.warningPercent),
});

/** The contract's rules (`updateBudgetSettingsRequestSchema`) in its words, for every row. */
export const budgetFormSchema = object({ instance: rowSchema, brands: array(rowSchema) });

const rowValues = (budget: BudgetState): BudgetRowValues => ({
  period: budget.period,
  tokens: budget.tokens ?? undefined,
  warningPercent: budget.warningPercent,
});

export function budgetFormValues(settings: BudgetSettings): BudgetFormValues {
  return { instance: rowValues(settings.instance), brands: settings.brands.map(rowValues) };
}

const rowRequest = (row: BudgetRowValues) => ({
  period: row.period,
  tokens: row.tokens ?? null,
  warningPercent: row.warningPercent ?? budgetLimits.defaultWarningPercent,
});

export function budgetRequest(
  settings: BudgetSettings,
  values: BudgetFormValues,
): UpdateBudgetSettingsRequest {
  return {
    instance: rowRequest(values.instance),
    brands: settings.brands.map((brand, index) => ({
      brandKey: brand.brandKey,
      ...rowRequest(values.brands[index] ?? rowValues(brand)),
    })),
  };
}

const periodOptions = budgetPeriods.map((period) => ({
  value: period,
  label: messages.periods[period],
}));

function BudgetFieldset({
  name,
  legend,
  budget,
  disabled,
}: {
  name: string;
  legend: string;
  budget: BudgetState;
  disabled: boolean;
}) {
  return (
    <Fieldset.Root borderWidth="1px" borderRadius="l2" p="4">
      <Fieldset.Legend fontWeight="semibold" px="1">
        {legend}
      </Fieldset.Legend>
      <Stack gap="4">
        <BudgetMeter name={legend} budget={budget} />
        <Stack gap="3" direction={{ base: 'column', md: 'row' }}>
          <SelectField
            name={`${name}.period`}
            label={messages.periodLabel}
            helperText={messages.periodHelp}
            options={periodOptions}
            disabled={disabled}
          />
          <NumberField
            name={`${name}.tokens`}
            label={messages.tokensLabel}
            helperText={messages.tokensHelp}
            min={1}
            step={1000}
            disabled={disabled}
          />
          <NumberField
            name={`${name}.warningPercent`}
            label={messages.warningLabel}
            helperText={messages.warningHelp}
            min={budgetLimits.warningPercentMin}
            max={budgetLimits.warningPercentMax}
            required
            disabled={disabled}
          />
        </Stack>
      </Stack>
    </Fieldset.Root>
  );
}

export interface BudgetFormProps {
  /** The budgets and their spend as stored. Read once: a refetch must not undo a change. */
  settings: BudgetSettings;
  /** Saves the budgets; rejects with the server's error (RTK Query's `unwrap()`), then shown. */
  onSubmit: (request: UpdateBudgetSettingsRequest) => Promise<void>;
  /** Why the user may not change the budgets: the form is read-only and says so. */
  readOnlyReason?: string;
}

/**
 * The budget tab (issue 17): for the instance and each brand, the spend of the current period
 * against its budget, and the budget's period, tokens and warning threshold. Cancel puts back
 * what is stored.
 */
export function BudgetForm({ settings, onSubmit, readOnlyReason }: BudgetFormProps) {
  return (
    <SettingsForm<BudgetFormValues>
      label={messages.formLabel}
      initialValues={budgetFormValues(settings)}
      validationSchema={budgetFormSchema}
      onSave={async (values) => {
        await onSubmit(budgetRequest(settings, values));
        return values;
      }}
      readOnlyReason={readOnlyReason}
      intro={<Text color="fg.muted">{messages.intro}</Text>}
      maxW="4xl"
    >
      {({ readOnly }) => (
        <>
          <BudgetFieldset
            name="instance"
            legend={messages.instanceLegend}
            budget={settings.instance}
            disabled={readOnly}
          />
          {settings.brands.map((brand, index) => (
            <BudgetFieldset
              key={brand.brandKey}
              name={`brands.${index}`}
              legend={messages.brandLegend(brand.name ?? brand.brandKey)}
              budget={brand}
              disabled={readOnly}
            />
          ))}
        </>
      )}
    </SettingsForm>
  );
}
