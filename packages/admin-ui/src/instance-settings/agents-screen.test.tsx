import { actions, deploymentMessages, deploymentPaths } from '@parley/api-contract';
import type { Action, ModelDeploymentView } from '@parley/api-contract';
import type { ApiRoutes } from '@parley/app-shell/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { errorAnswer, recordRequestBodies, renderConsole } from '../testing/console-harness';
import { agentsSettingsMessages as messages } from './agents-messages';
import { AgentsSettingsScreen } from './agents-screen';

const offline: ModelDeploymentView = {
  deploymentName: 'offline',
  provider: 'offline',
  model: 'offline',
  baseURL: null,
  resourceName: null,
  apiVersion: null,
  maxRetries: 0,
  maskedApiKey: null,
  hipaaCompliant: true,
  availableToPersonalAgents: true,
  isDefault: true,
  source: 'builtin',
  agentCount: 3,
};
const cloud: ModelDeploymentView = {
  deploymentName: 'cloud-4o',
  provider: 'openai',
  model: 'gpt-4o',
  baseURL: null,
  resourceName: null,
  apiVersion: null,
  maxRetries: 2,
  maskedApiKey: '••••Qz7w',
  hipaaCompliant: false,
  availableToPersonalAgents: false,
  isDefault: false,
  source: 'environment',
  agentCount: 0,
};

const listed = (...items: ModelDeploymentView[]): ApiRoutes => ({
  [`GET ${deploymentPaths.list()}`]: { body: { items } },
});

function renderTab(api: ApiRoutes, held?: readonly Action[]) {
  return renderConsole({
    route: '/instanceSettings/agents',
    menuPath: '/admin/instanceSettings',
    pages: { '/instanceSettings/agents': <AgentsSettingsScreen /> },
    api,
    actions: held,
  });
}

const table = () => screen.getByRole('table', { name: messages.listHeading });
const rowOf = (name: string) => {
  const row = within(table())
    .getAllByRole('row')
    .find((candidate) => within(candidate).queryAllByText(name, { exact: true }).length > 0);
  if (!row) throw new Error(`No row for the deployment "${name}"`);
  return row;
};
const deploymentForm = (name: string | RegExp) => screen.getByRole('form', { name });
const field = (form: HTMLElement, label: string | RegExp) =>
  within(form).getByLabelText(label, { selector: 'input, select' });

describe('Instance settings: the agents tab (issue 17)', () => {
  it('lists the deployments with the default, their source, the key only masked and who may use them', async () => {
    await renderTab(listed(cloud, offline));
    expect(await screen.findByRole('tab', { name: messages.tab })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await screen.findByRole('table', { name: messages.listHeading });
    const cloudRow = rowOf('cloud-4o');
    expect(within(cloudRow).getByText(messages.sources.environment)).toBeVisible();
    expect(within(cloudRow).getByText('••••Qz7w')).toBeVisible();
    expect(within(cloudRow).getByText(messages.providers.openai)).toBeVisible();
    const cells = within(cloudRow).getAllByRole('cell');
    expect(cells[4]).toHaveTextContent(messages.no);
    expect(cells[5]).toHaveTextContent(messages.no);
    const offlineRow = rowOf('offline');
    expect(within(offlineRow).getByText(messages.defaultBadge)).toBeVisible();
    expect(within(offlineRow).getByRole('button', { name: messages.deleteLabel })).toBeDisabled();
    expect(within(offlineRow).getByText(messages.isDefault)).toBeVisible();
    expect(
      field(screen.getByRole('form', { name: messages.defaultForm }), /^Default deployment/),
    ).toHaveValue('offline');
  });

  it('adds an OpenAI-compatible deployment with its key, sent once, and shows it masked afterwards', async () => {
    const recorder = recordRequestBodies();
    const added: ModelDeploymentView = {
      ...cloud,
      deploymentName: 'local-llm',
      provider: 'openai-compatible',
      model: 'llama3.2',
      baseURL: 'http://127.0.0.1:11434/v1',
      maskedApiKey: '••••4Hn8',
      availableToPersonalAgents: true,
      source: 'console',
    };
    const server = await renderTab({
      ...listed(offline),
      [`POST ${deploymentPaths.list()}`]: { status: 201, body: added },
    });
    await userEvent.click(await screen.findByRole('button', { name: messages.add }));
    const form = deploymentForm(messages.newHeading);
    expect(within(form).getByRole('heading', { name: messages.newHeading })).toHaveFocus();
    // Only the OpenAI-compatible provider's settings are drawn.
    expect(within(form).queryByLabelText(/^Azure resource name/)).toBeNull();
    await userEvent.type(field(form, /^Name/), 'local-llm');
    await userEvent.type(field(form, /^Model/), 'llama3.2');
    await userEvent.type(field(form, /^Endpoint address/), 'http://127.0.0.1:11434/v1');
    await userEvent.type(field(form, /^API key/), 'sk-local-secret-key-4Hn8');
    server.routes = { ...server.routes, ...listed(added, offline) };
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText(messages.saved('local-llm'))).toBeInTheDocument();
    expect(recorder.bodiesOf(`POST ${deploymentPaths.list()}`)).toEqual([
      {
        deploymentName: 'local-llm',
        provider: 'openai-compatible',
        model: 'llama3.2',
        baseURL: 'http://127.0.0.1:11434/v1',
        resourceName: null,
        apiVersion: null,
        maxRetries: 2,
        apiKey: 'sk-local-secret-key-4Hn8',
        hipaaCompliant: false,
        availableToPersonalAgents: true,
      },
    ]);
    await waitFor(() => expect(within(rowOf('local-llm')).getByText('••••4Hn8')).toBeVisible());
    expect(screen.queryByText('sk-local-secret-key-4Hn8')).toBeNull();
  });

  it('refuses an OpenAI-compatible deployment without its endpoint on the spot, sending nothing', async () => {
    const server = await renderTab(listed(offline));
    await userEvent.click(await screen.findByRole('button', { name: messages.add }));
    const form = deploymentForm(messages.newHeading);
    await userEvent.type(field(form, /^Name/), 'no endpoint');
    await userEvent.type(field(form, /^Model/), 'llama3.2');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText(deploymentMessages.nameFormat)).toBeVisible();
    expect(within(form).getByText(deploymentMessages.baseUrlRequired)).toBeVisible();
    expect(server.calls).not.toContain(`POST ${deploymentPaths.list()}`);
  });

  it('shows a name the server finds taken on the name field', async () => {
    await renderTab({
      ...listed(offline),
      [`POST ${deploymentPaths.list()}`]: errorAnswer(409, deploymentMessages.nameTaken('dup'), [
        { field: 'deploymentName', message: deploymentMessages.nameTaken('dup') },
      ]),
    });
    await userEvent.click(await screen.findByRole('button', { name: messages.add }));
    const form = deploymentForm(messages.newHeading);
    await userEvent.type(field(form, /^Name/), 'dup');
    await userEvent.selectOptions(field(form, /^Provider/), 'offline');
    await userEvent.type(field(form, /^Model/), 'offline');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText(deploymentMessages.nameTaken('dup'))).toBeVisible();
    expect(field(form, /^Name/)).toHaveValue('dup');
  });

  it('edits a deployment keeping its key unless replaced, opens it to personal agents, and gives the focus back', async () => {
    const recorder = recordRequestBodies();
    const server = await renderTab({
      ...listed(cloud, offline),
      [`PUT ${deploymentPaths.one('cloud-4o')}`]: {
        body: { ...cloud, model: 'gpt-4o-mini', availableToPersonalAgents: true },
      },
    });
    const edit = await screen.findByRole('button', { name: messages.editLabel('cloud-4o') });
    await userEvent.click(edit);
    const form = deploymentForm(messages.editHeading('cloud-4o'));
    expect(within(form).queryByLabelText(/^Name/)).toBeNull();
    expect(field(form, /^API key/)).toHaveValue('••••Qz7w');
    const model = field(form, /^Model/);
    await userEvent.clear(model);
    await userEvent.type(model, 'gpt-4o-mini');
    await userEvent.click(
      within(form).getByRole('checkbox', { name: messages.availableToPersonalAgents }),
    );
    server.routes = {
      ...server.routes,
      ...listed({ ...cloud, model: 'gpt-4o-mini', availableToPersonalAgents: true }, offline),
    };
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(messages.saved('cloud-4o'))).toBeInTheDocument();
    const [body] = recorder.bodiesOf(`PUT ${deploymentPaths.one('cloud-4o')}`);
    expect(body).toMatchObject({ model: 'gpt-4o-mini', availableToPersonalAgents: true });
    expect(body).not.toHaveProperty('apiKey');
    await waitFor(() =>
      expect(screen.getByRole('button', { name: messages.editLabel('cloud-4o') })).toHaveFocus(),
    );
  });

  it('asks before deleting, then deletes; a deployment agents use cannot be deleted, saying why', async () => {
    const busy = { ...cloud, deploymentName: 'busy', agentCount: 2 };
    const server = await renderTab({
      ...listed(busy, cloud, offline),
      [`DELETE ${deploymentPaths.one('cloud-4o')}`]: { status: 204 },
    });
    await screen.findByRole('table', { name: messages.listHeading });
    expect(
      within(rowOf('busy')).getByRole('button', { name: messages.deleteLabel }),
    ).toBeDisabled();
    expect(within(rowOf('busy')).getByText(messages.inUse(2))).toBeVisible();
    await userEvent.click(
      within(rowOf('cloud-4o')).getByRole('button', { name: messages.deleteLabel }),
    );
    const dialog = await screen.findByRole('alertdialog', {
      name: messages.deleteFromEnvironment('cloud-4o'),
    });
    server.routes = { ...server.routes, ...listed(busy, offline) };
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(messages.deleted('cloud-4o'))).toBeInTheDocument();
    expect(server.calls).toContain(`DELETE ${deploymentPaths.one('cloud-4o')}`);
  });

  it('saves another default deployment', async () => {
    const recorder = recordRequestBodies();
    await renderTab({
      ...listed(cloud, offline),
      [`PUT ${deploymentPaths.defaultDeployment()}`]: { body: { ...cloud, isDefault: true } },
    });
    const form = await screen.findByRole('form', { name: messages.defaultForm });
    await userEvent.selectOptions(field(form, /^Default deployment/), 'cloud-4o');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(recorder.bodiesOf(`PUT ${deploymentPaths.defaultDeployment()}`)).toEqual([
        { deploymentName: 'cloud-4o' },
      ]),
    );
  });

  it('is read-only, saying why, for a user without InstanceSettingsWrite', async () => {
    await renderTab(listed(cloud, offline), [actions.InstanceSettingsRead]);
    const add = await screen.findByRole('button', { name: messages.add });
    expect(add).toBeDisabled();
    expect(
      within(rowOf('cloud-4o')).getByRole('button', { name: messages.deleteLabel }),
    ).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: messages.editLabel('cloud-4o') }));
    const form = deploymentForm(messages.editHeading('cloud-4o'));
    expect(within(form).getByText('Read only')).toBeVisible();
    expect(within(form).getByRole('button', { name: 'Save' })).toBeDisabled();
  });
});
