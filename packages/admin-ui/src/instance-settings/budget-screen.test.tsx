import { actions, budgetMessages as rules, paths } from '@parley/api-contract';
import type { Action, BudgetSettings } from '@parley/api-contract';
import type { ApiRoutes } from '@parley/app-shell/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { recordRequestBodies, renderConsole } from '../testing/console-harness';
import { budgetMessages as messages } from './budget-messages';
import { BudgetSettingsScreen } from './budget-screen';
import { instanceSettingsMessages } from './instance-settings-messages';

const call = paths.admin.budgetSettings();
const period = { periodStart: '2026-11-01T00:00:00.000Z', periodEnd: '2026-12-01T00:00:00.000Z' };
const stored: BudgetSettings = {
  instance: { period: 'Monthly', tokens: 1000, warningPercent: 80, spentTokens: 850, ...period },
  brands: [
    {
      brandKey: 'default',
      name: null,
      period: 'Monthly',
      tokens: 100,
      warningPercent: 80,
      spentTokens: 120,
      ...period,
    },
    {
      brandKey: 'harbour',
      name: 'Harbour',
      period: 'Monthly',
      tokens: null,
      warningPercent: 80,
      spentTokens: 0,
      ...period,
    },
  ],
};

function renderBudget(api: ApiRoutes, held?: readonly Action[]) {
  return renderConsole({
    route: '/instanceSettings/budget',
    menuPath: instanceSettingsMessages.menuPath,
    pages: { '/instanceSettings/budget': <BudgetSettingsScreen /> },
    api: { [`GET ${call}`]: { body: stored }, ...api },
    actions: held,
  });
}

const form = () => screen.getByRole('form', { name: messages.formLabel });
const group = (name: string) => within(form()).getByRole('group', { name });

describe('Instance settings: the budget tab (issue 17)', () => {
  it('shows each budget with its spend this period as a bar with numbers, and the warning or spent state in words', async () => {
    await renderBudget({});
    await screen.findByRole('form', { name: messages.formLabel });
    const tab = screen.getByRole('tab', { name: 'Budget' });
    expect(tab).toHaveAttribute('aria-selected', 'true');

    const instance = group(messages.instanceLegend);
    const bar = within(instance).getByRole('progressbar', {
      name: messages.spendLabel(messages.instanceLegend),
    });
    expect(bar).toHaveAttribute('aria-valuenow', '850');
    expect(bar).toHaveAttribute('aria-valuemax', '1000');
    expect(within(instance).getByText('850 tokens of 1,000 tokens (85%)')).toBeVisible();
    expect(within(instance).getByText(messages.warning(80))).toBeVisible();
    expect(
      within(instance).getByText('From 1 November 2026 until 1 December 2026, 00:00 UTC.'),
    ).toBeVisible();

    const spent = group(messages.brandLegend('default'));
    expect(within(spent).getByText(messages.spent(period.periodEnd))).toBeVisible();
    expect(within(spent).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');

    const unlimited = group(messages.brandLegend('Harbour'));
    expect(within(unlimited).queryByRole('progressbar')).toBeNull();
    expect(within(unlimited).getByText(messages.spendNoBudget(0))).toBeVisible();
    expect(within(unlimited).getByRole('spinbutton', { name: messages.tokensLabel })).toHaveValue(
      null,
    );
  });

  it('saves a changed budget for the instance and every brand, and says "Settings saved"', async () => {
    const recorder = recordRequestBodies();
    await renderBudget({ [`PUT ${call}`]: { body: stored } });
    await screen.findByRole('form', { name: messages.formLabel });
    const harbour = group(messages.brandLegend('Harbour'));
    await userEvent.type(
      within(harbour).getByRole('spinbutton', { name: messages.tokensLabel }),
      '5000',
    );
    await userEvent.selectOptions(
      within(harbour).getByRole('combobox', { name: messages.periodLabel }),
      'Daily',
    );
    await userEvent.click(
      within(form()).getByRole('button', { name: instanceSettingsMessages.save }),
    );

    expect(await screen.findByText(instanceSettingsMessages.saved)).toBeInTheDocument();
    expect(recorder.bodiesOf(`PUT ${call}`)).toEqual([
      {
        instance: { period: 'Monthly', tokens: 1000, warningPercent: 80 },
        brands: [
          { brandKey: 'default', period: 'Monthly', tokens: 100, warningPercent: 80 },
          { brandKey: 'harbour', period: 'Daily', tokens: 5000, warningPercent: 80 },
        ],
      },
    ]);
  });

  it('refuses a threshold over 100% and a budget of 0 in the contract’s words, sending nothing', async () => {
    const recorder = recordRequestBodies();
    await renderBudget({ [`PUT ${call}`]: { body: stored } });
    await screen.findByRole('form', { name: messages.formLabel });
    const instance = group(messages.instanceLegend);
    const tokens = within(instance).getByRole('spinbutton', { name: messages.tokensLabel });
    const warning = within(instance).getByRole('spinbutton', {
      name: new RegExp(messages.warningLabel.replace(/[()%]/g, '.')),
    });
    await userEvent.clear(tokens);
    await userEvent.type(tokens, '0');
    await userEvent.clear(warning);
    await userEvent.type(warning, '120');
    await userEvent.click(
      within(form()).getByRole('button', { name: instanceSettingsMessages.save }),
    );

    expect(await within(instance).findByText(rules.tokens)).toBeVisible();
    expect(within(instance).getByText(rules.warningPercent)).toBeVisible();
    expect(recorder.bodiesOf(`PUT ${call}`)).toEqual([]);
  });

  it('is read-only without InstanceSettingsWrite, saying why', async () => {
    await renderBudget({}, [actions.InstanceSettingsRead]);
    await screen.findByRole('form', { name: messages.formLabel });
    expect(within(form()).getByText(instanceSettingsMessages.readOnly)).toBeVisible();
    await waitFor(() =>
      expect(
        within(group(messages.instanceLegend)).getByRole('spinbutton', {
          name: messages.tokensLabel,
        }),
      ).toBeDisabled(),
    );
  });
});
