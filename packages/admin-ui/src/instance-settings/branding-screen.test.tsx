import { actions, paths } from '@parley/api-contract';
import type { Action } from '@parley/api-contract';
import type { ApiRoutes } from '@parley/app-shell/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { errorAnswer, recordRequestBodies, renderConsole } from '../testing/console-harness';
import { brandingMessages as messages } from './branding-messages';
import { BrandingSettingsScreen } from './branding-screen';

const settingsCall = paths.admin.brandingSettings();
const defaultCall = paths.admin.defaultBrandKey();
const stored = {
  name: 'Parley',
  organizationName: 'Parley',
  showFooter: true,
  allowConnections: false,
};
const brand = {
  primary: '#1d4ed8',
  menu: '#0f172a',
  navigationLogoFileName: null,
  hostNames: [],
  isInstanceDefault: false,
};
const api: ApiRoutes = {
  [`GET ${settingsCall}`]: { body: stored },
  [`GET ${defaultCall}`]: { body: { defaultBrandKey: 'default' } },
  [`GET ${paths.admin.brands()}`]: {
    body: {
      items: [
        { ...brand, brandKey: 'default', name: null, isInstanceDefault: true },
        { ...brand, brandKey: 'harbour', name: 'Harbour', hostNames: ['harbour.example'] },
      ],
    },
  },
};

function renderAt(routes: ApiRoutes, held?: readonly Action[]) {
  return renderConsole({
    route: '/instanceSettings/branding',
    menuPath: '/admin/instanceSettings',
    pages: { '/instanceSettings/branding': <BrandingSettingsScreen /> },
    api: routes,
    actions: held,
  });
}

const form = () => screen.getByRole('form', { name: messages.form });
const nameField = () => within(form()).getByRole('textbox', { name: /^Application name/ });
const defaultBrand = () => within(form()).getByRole('combobox', { name: messages.defaultBrand });
const save = () => within(form()).getByRole('button', { name: 'Save' });

describe('Instance settings: the branding tab (issue 17)', () => {
  it('shows the names, the default brand among the brands and the two switches as stored', async () => {
    await renderAt(api);
    await screen.findByRole('form', { name: messages.form });
    expect(screen.getByRole('tab', { name: messages.tab })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(nameField()).toHaveValue('Parley');
    const brand = within(form()).getByRole('combobox', { name: messages.defaultBrand });
    await waitFor(() => expect(within(brand).getAllByRole('option')).toHaveLength(2));
    expect(brand).toHaveValue('default');
    expect(within(form()).getByRole('checkbox', { name: messages.showFooter })).toBeChecked();
    expect(
      within(form()).getByRole('checkbox', { name: messages.allowConnections }),
    ).not.toBeChecked();
    expect(save()).toBeDisabled();
  });

  it('saves the names trimmed and the switches, and the default brand through its own call', async () => {
    const recorder = recordRequestBodies();
    const changed = { ...stored, name: 'Harbour Assist', showFooter: false };
    await renderAt({
      ...api,
      [`PUT ${settingsCall}`]: { body: changed },
      [`PUT ${defaultCall}`]: { body: { defaultBrandKey: 'harbour' } },
    });
    await screen.findByRole('form', { name: messages.form });
    await userEvent.clear(nameField());
    await userEvent.type(nameField(), ' Harbour Assist ');
    await userEvent.click(within(form()).getByRole('checkbox', { name: messages.showFooter }));
    const brand = within(form()).getByRole('combobox', { name: messages.defaultBrand });
    await waitFor(() => expect(within(brand).getAllByRole('option')).toHaveLength(2));
    await userEvent.selectOptions(brand, 'harbour');
    await userEvent.click(save());
    expect(await screen.findByText('Settings saved')).toBeInTheDocument();
    expect(recorder.bodiesOf(`PUT ${defaultCall}`)).toEqual([{ defaultBrandKey: 'harbour' }]);
    expect(recorder.bodiesOf(`PUT ${settingsCall}`)).toEqual([changed]);
  });

  it('compares the default brand with the last save: choosing the first one again saves it', async () => {
    const recorder = recordRequestBodies();
    const server = await renderAt({ ...api, [`PUT ${settingsCall}`]: { body: stored } });
    await screen.findByRole('form', { name: messages.form });
    const brand = within(form()).getByRole('combobox', { name: messages.defaultBrand });
    await waitFor(() => expect(within(brand).getAllByRole('option')).toHaveLength(2));
    server.routes = {
      ...server.routes,
      [`PUT ${defaultCall}`]: { body: { defaultBrandKey: 'harbour' } },
    };
    await userEvent.selectOptions(defaultBrand(), 'harbour');
    await userEvent.click(save());
    expect(await screen.findByText('Settings saved')).toBeInTheDocument();
    server.routes = {
      ...server.routes,
      [`PUT ${defaultCall}`]: { body: { defaultBrandKey: 'default' } },
    };
    await userEvent.selectOptions(defaultBrand(), 'default');
    await userEvent.click(save());
    await waitFor(() =>
      expect(recorder.bodiesOf(`PUT ${defaultCall}`)).toEqual([
        { defaultBrandKey: 'harbour' },
        { defaultBrandKey: 'default' },
      ]),
    );
  });

  it('refuses an empty application name on the spot, sending nothing', async () => {
    const server = await renderAt(api);
    await screen.findByRole('form', { name: messages.form });
    await userEvent.clear(nameField());
    await userEvent.click(save());
    expect(await within(form()).findByText('Enter the application name.')).toBeVisible();
    expect(server.calls).not.toContain(`PUT ${settingsCall}`);
  });

  it('shows a refused save in a red alert', async () => {
    await renderAt({
      ...api,
      [`PUT ${settingsCall}`]: errorAnswer(500, 'The database is not answering.'),
    });
    await screen.findByRole('form', { name: messages.form });
    await userEvent.click(within(form()).getByRole('checkbox', { name: messages.showFooter }));
    await userEvent.click(save());
    expect(await within(form()).findByRole('alert')).toHaveTextContent(
      'The database is not answering.',
    );
  });

  it('is read-only for a user without InstanceSettingsWrite', async () => {
    await renderAt(api, [actions.InstanceSettingsRead]);
    await screen.findByRole('form', { name: messages.form });
    expect(nameField()).toBeDisabled();
    expect(within(form()).getByRole('checkbox', { name: messages.showFooter })).toBeDisabled();
    expect(save()).toBeDisabled();
  });
});
