import { connectionPaths } from '@parley/api-contract';
import type { ApiRoutes } from '@parley/app-shell/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  errorAnswer,
  pasteInto as fill,
  recordRequestBodies,
  renderConsole,
} from '../testing/console-harness';
import { sampleConnection } from './connection-fixtures';
import { connectionConsoleMessages as messages } from './connection-messages';
import { connectionListsApi, connectionScreens } from './connection-screen-harness';

const createCall = `POST ${connectionPaths.list()}`;
const connection = sampleConnection();
const connectionPath = connectionPaths.one(connection.connectionId);

async function renderAt(route: string, routes: ApiRoutes = {}) {
  const bodies = recordRequestBodies();
  const api = await renderConsole({
    ...connectionScreens,
    route,
    api: {
      ...connectionListsApi,
      [`GET ${connectionPath}`]: { body: connection },
      ...routes,
    },
  });
  return { api, bodies };
}

const location = () => screen.getByRole('status', { name: 'Location' });
const save = () => screen.getByRole('button', { name: messages.save });
const textbox = (name: RegExp) => screen.getByRole('textbox', { name });

describe('ConnectionEditScreen', () => {
  it("shows each of section 5's messages for bad input and saves nothing", async () => {
    const { api } = await renderAt('/connection/new?providerType=openai-compatible');
    const address = await screen.findByRole(
      'textbox',
      { name: /Endpoint address/ },
      { timeout: 10_000 },
    );
    await fill(textbox(/^Name/), 'x'.repeat(301));
    await fill(address, 'not an address');
    await fill(textbox(/Contact e-mail/), 'nobody');
    await fill(textbox(/Deployment name prefix/), 'y'.repeat(21));
    await fill(textbox(/Notes/), 'z'.repeat(1001));
    // Notes allows 1000 characters: above 500, a 3-row text area.
    expect(textbox(/Notes/).tagName).toBe('TEXTAREA');
    expect(textbox(/Notes/)).toHaveAttribute('rows', '3');
    await userEvent.click(save());

    for (const message of [
      'Must not exceed 300 characters',
      'Connection description is required',
      'Choose at least one user role',
      'Invalid URL format',
      'Invalid email format',
      'Must not exceed 20 characters',
      'Must not exceed 1000 characters',
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    await fill(address, ' ');
    await userEvent.clear(address);
    await userEvent.click(save());
    expect(await screen.findByText('Endpoint address is required')).toBeInTheDocument();
    expect(api.calls.filter((call) => call.startsWith('POST'))).toEqual([]);
  });

  it('creates a connection, says so and goes back to the list', async () => {
    const { bodies } = await renderAt('/connection/new?providerType=openai-compatible', {
      [createCall]: { status: 201, body: connection },
    });
    await fill(await screen.findByRole('textbox', { name: /Endpoint address/ }), 'http://gpu/v1');
    await fill(textbox(/^Name/), ' Lab models ');
    await fill(textbox(/Description/), 'The GPU box.');
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Integrations' }));
    await fill(screen.getByLabelText(/API key/), 'sk-secret-1234');
    await userEvent.click(save());

    expect(await screen.findByText(messages.saved)).toBeInTheDocument();
    await waitFor(() => expect(location()).toHaveTextContent(/^\/connection$/));
    expect(bodies.bodiesOf(createCall)).toEqual([
      {
        name: 'Lab models',
        description: 'The GPU box.',
        userRoleIds: ['role-integrations'],
        connectionProviderType: 'openai-compatible',
        dynamicConfigurationData: JSON.stringify({
          baseUrl: 'http://gpu/v1',
          apiKey: 'sk-secret-1234',
        }),
      },
    ]);
  });

  it('keeps Save disabled while the provider schema has not loaded', async () => {
    await renderAt('/connection/new?providerType=website', {
      [`GET ${connectionPaths.providerConfiguration('website')}`]: errorAnswer(500, 'Down'),
    });
    await fill(await screen.findByRole('textbox', { name: /^Name/ }), 'Intranet');
    expect(await screen.findByText(messages.settingsLoadFailed)).toBeInTheDocument();
    expect(save()).toBeDisabled();
  });

  it('shows a stored secret masked, never sends it, and says when a save fails', async () => {
    const putCall = `PUT ${connectionPath}`;
    const { api, bodies } = await renderAt(`/connection/${connection.connectionId}/edit`, {
      [putCall]: errorAnswer(409, 'A connection named "Lab models" already exists.', [
        { field: 'name', message: 'A connection named "Lab models" already exists.' },
      ]),
    });
    const masked = await screen.findByDisplayValue('••••abcd');
    expect(masked).toHaveAttribute('readonly');
    expect(screen.getByRole('button', { name: 'Replace API key' })).toBeInTheDocument();
    expect(screen.getByText(/2 models added/)).toBeInTheDocument();
    await fill(textbox(/Description/), ' Moved.');
    await userEvent.click(save());

    expect(await screen.findByText(messages.saveFailed)).toBeInTheDocument();
    expect(
      await screen.findByText('A connection named "Lab models" already exists.'),
    ).toBeInTheDocument();
    expect(bodies.bodiesOf(putCall)).toEqual([
      {
        name: 'Lab models',
        description: 'The GPU box in the lab. Moved.',
        userRoleIds: ['role-administrator'],
        connectionProviderType: 'openai-compatible',
        dynamicConfigurationData: JSON.stringify({
          baseUrl: 'http://gpu.lab.example/v1',
          deploymentPrefix: 'lab-',
        }),
      },
    ]);
    expect(JSON.stringify(bodies.sent)).not.toContain('••••');

    api.routes[putCall] = { body: connection };
    await userEvent.click(save());
    expect(await screen.findByText(messages.saved)).toBeInTheDocument();
  });

  it('deletes a connection after confirmation, saying so, and offers Delete on edit only', async () => {
    const deleteCall = `DELETE ${connectionPath}`;
    await renderAt(`/connection/${connection.connectionId}/edit`, {
      [deleteCall]: { status: 204 },
    });
    await userEvent.click(await screen.findByRole('button', { name: messages.deleteConnection }));
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(messages.deleted)).toBeInTheDocument();
    await waitFor(() => expect(location()).toHaveTextContent(/^\/connection$/));
  });

  it('says when a delete fails', async () => {
    await renderAt(`/connection/${connection.connectionId}/edit`, {
      [`DELETE ${connectionPath}`]: errorAnswer(409, 'Agents answer with its deployments.'),
    });
    await userEvent.click(await screen.findByRole('button', { name: messages.deleteConnection }));
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    // The snackbar, and the alert that stays above the form.
    await waitFor(() => expect(screen.getAllByText(messages.deleteFailed)).toHaveLength(2));
  });

  it('offers no Delete on a new connection', async () => {
    await renderAt('/connection/new?providerType=website');
    expect(await screen.findByRole('spinbutton', { name: /Page limit/ })).toHaveValue(50);
    expect(screen.queryByRole('button', { name: messages.deleteConnection })).toBeNull();
  });
});
