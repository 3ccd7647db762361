import { actions, paths } from '@parley/api-contract';
import type { Action } from '@parley/api-contract';
import { dataTableMessages } from '@parley/app-shell';
import type { ApiAnswer } from '@parley/app-shell/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { errorAnswer, renderConsole } from '../testing/console-harness';
import { samplePolicies } from './policy-fixtures';
import { policyMessages } from './policy-messages';
import { policyChoicesApi, policyScreens } from './policy-screen-harness';

const policiesRoute = `GET ${paths.admin.chatAccessPolicies()}`;

const renderList = (answer: ApiAnswer, held?: readonly Action[]) =>
  renderConsole({
    ...policyScreens,
    route: '/chatAccessPolicy',
    api: { ...policyChoicesApi, [policiesRoute]: answer },
    actions: held,
  });

const rowTexts = () =>
  within(screen.getByRole('table', { name: policyMessages.listLabel }))
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    );

describe('AccessPolicyListScreen', () => {
  it("is headed by the menu item's title, Chat Access Policies, also in the document title", async () => {
    await renderList({ body: { items: samplePolicies } });
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(
      'Chat Access Policies',
    );
    expect(policyMessages.listTitle).toBe('Chat Access Policies');
    expect(document.title).toMatch(/^Chat Access Policies \| /);
  });

  it('explains the rule: an agent no policy names is open to everyone, a named one only to those granted it', async () => {
    await renderList({ body: { items: samplePolicies } });
    expect(
      await screen.findByText(
        'An agent that no policy names is open to every signed-in user. Once a policy names it, only the people some policy grants it to see it.',
      ),
    ).toBeVisible();
  });

  it('lists each policy with its agents, who it grants them to, its brand and when it changed', async () => {
    await renderList({ body: { items: samplePolicies } });
    await screen.findByRole('link', { name: 'Handbook for finance' });
    const updated = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });
    expect(rowTexts()).toEqual([
      [
        'Everything for staff',
        'All agents',
        'Roles: Staff',
        'harbour',
        updated.format(new Date('2026-02-10T12:00:00Z')),
      ],
      [
        'Handbook for finance',
        'Handbook Search',
        'Roles: FinanceUsers: Ada Lovelace',
        'All brands',
        updated.format(new Date('2026-03-14T09:30:00Z')),
      ],
      [
        'Guide for legal and sales',
        'Policy Guide, Parley Assistant',
        'Groups: Legal, Sales',
        'All brands',
        updated.format(new Date('2026-03-14T09:30:00Z')),
      ],
    ]);
  });

  it('says so when there are no policies', async () => {
    await renderList({ body: { items: [] } });
    expect(await screen.findByText(policyMessages.listEmpty)).toBeInTheDocument();
  });

  it("shows a failed load's reason with Retry, which loads the list again", async () => {
    const server = await renderList(errorAnswer(500, 'The database is away.'));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(policyMessages.listLoadFailed);
    expect(alert).toHaveTextContent('The database is away.');
    server.routes = { ...server.routes, [policiesRoute]: { body: { items: samplePolicies } } };
    await userEvent.click(within(alert).getByRole('button', { name: dataTableMessages.retry }));
    expect(await screen.findByRole('link', { name: 'Handbook for finance' })).toBeInTheDocument();
  });

  it("opens a policy's edit page from its name", async () => {
    await renderList({ body: { items: samplePolicies } });
    await userEvent.click(await screen.findByRole('link', { name: 'Handbook for finance' }));
    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'Location' })).toHaveTextContent(
        '/chatAccessPolicy/policy-handbook/edit',
      ),
    );
  });

  it('offers New policy, leading to the new policy page, to a user who may create policies', async () => {
    await renderList({ body: { items: samplePolicies } });
    await userEvent.click(await screen.findByRole('link', { name: policyMessages.newPolicy }));
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(
      policyMessages.newTitle,
    );
  });

  it('disables New policy, saying why, for a user without ChatAccessPoliciesCreate', async () => {
    await renderList({ body: { items: samplePolicies } }, [actions.ChatAccessPoliciesRead]);
    const button = await screen.findByRole('button', { name: policyMessages.newPolicy });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription(
      'You need the ChatAccessPoliciesCreate action to create policies.',
    );
    expect(screen.queryByRole('link', { name: policyMessages.newPolicy })).not.toBeInTheDocument();
  });
});
