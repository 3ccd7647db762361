import { actions, brandMessages as contractMessages, paths } from '@parley/api-contract';
import { formActionsMessages } from '@parley/app-shell';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { errorAnswer, renderConsole } from '../testing/console-harness';
import { BrandEditScreen } from './brand-edit-screen';
import { sampleBrand } from './brand-fixtures';
import { BrandListScreen } from './brand-list-screen';
import { brandMessages } from './brand-messages';

const harbour = sampleBrand;

const pages = {
  '/brand': <BrandListScreen />,
  '/brand/new': <BrandEditScreen />,
  '/brand/:brandKey/edit': <BrandEditScreen />,
};

describe('the brand screens', () => {
  it('list every brand, the default marked, each linking to its edit page', async () => {
    await renderConsole({
      route: '/brand',
      pages,
      api: {
        [`GET ${paths.admin.brands()}`]: {
          body: {
            items: [
              {
                ...harbour,
                brandKey: 'default',
                name: null,
                hostNames: [],
                isInstanceDefault: true,
              },
              harbour,
            ],
          },
        },
      },
    });
    const table = await screen.findByRole('table', { name: brandMessages.listTitle });
    const [defaultRow, harbourRow] = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => within(row));
    expect(defaultRow?.getByText(brandMessages.defaultBadge)).toBeVisible();
    expect(harbourRow?.queryByText(brandMessages.defaultBadge)).toBeNull();
    expect(harbourRow?.getByRole('link', { name: 'harbour' })).toHaveAttribute(
      'href',
      '/brand/harbour/edit',
    );
  });

  it("shows the server's refusal of a host name on the field, keeping what was typed", async () => {
    const api = await renderConsole({
      route: '/brand/harbour/edit',
      pages,
      api: {
        [`GET ${paths.admin.brand('harbour')}`]: { body: harbour },
        [`PUT ${paths.admin.brand('harbour')}`]: errorAnswer(
          409,
          contractMessages.hostNameTaken('chat.example', 'north'),
          [
            {
              field: 'hostNames',
              message: contractMessages.hostNameTaken('chat.example', 'north'),
            },
          ],
        ),
      },
    });
    const hosts = await screen.findByRole('textbox', { name: /^Host names/ });
    await userEvent.clear(hosts);
    await userEvent.type(hosts, 'chat.example');
    await userEvent.click(screen.getByRole('button', { name: formActionsMessages.save }));
    expect(
      await screen.findAllByText(contractMessages.hostNameTaken('chat.example', 'north')),
    ).not.toHaveLength(0);
    expect(hosts).toHaveValue('chat.example');
    expect(api.calls).toContain(`PUT ${paths.admin.brand('harbour')}`);
  });

  it('leaves nothing unsaved after a save: Save is off again and leaving does not ask', async () => {
    const api = await renderConsole({
      route: '/brand/harbour/edit',
      pages,
      api: {
        [`GET ${paths.admin.brand('harbour')}`]: { body: harbour },
        [`PUT ${paths.admin.brand('harbour')}`]: {
          body: { ...harbour, hostNames: ['chat.example'] },
        },
        [`GET ${paths.admin.brands()}`]: { body: { items: [harbour] } },
      },
    });
    const hosts = await screen.findByRole('textbox', { name: /^Host names/ });
    await userEvent.clear(hosts);
    await userEvent.type(hosts, 'chat.example');
    const save = screen.getByRole('button', { name: formActionsMessages.save });
    await userEvent.click(save);
    await waitFor(() => expect(save).toBeDisabled());
    expect(api.calls).toContain(`PUT ${paths.admin.brand('harbour')}`);
    await userEvent.click(screen.getByRole('button', { name: formActionsMessages.cancel }));
    expect(await screen.findByRole('table', { name: brandMessages.listTitle })).toBeVisible();
  });

  it('keeps the form and Make default brand disabled for a reader without BrandsWrite', async () => {
    const api = await renderConsole({
      route: '/brand/harbour/edit',
      pages,
      actions: [actions.BrandsRead],
      api: {
        [`GET ${paths.admin.brand('harbour')}`]: { body: harbour },
      },
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Edit Brand: harbour' }),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: brandMessages.makeDefault })).toBeDisabled();
    expect(screen.getByRole('textbox', { name: /^Name/ })).toBeDisabled();
    await waitFor(() => expect(api.calls).toContain(`GET ${paths.admin.brand('harbour')}`));
  });

  it('keeps Make default brand disabled, saying why, for a brand writer without InstanceSettingsWrite', async () => {
    await renderConsole({
      route: '/brand/harbour/edit',
      pages,
      actions: [actions.BrandsRead, actions.BrandsWrite],
      api: { [`GET ${paths.admin.brand('harbour')}`]: { body: harbour } },
    });
    const makeDefault = await screen.findByRole('button', { name: brandMessages.makeDefault });
    expect(makeDefault).toBeDisabled();
    expect(makeDefault).toHaveAccessibleDescription(
      'You need the InstanceSettingsWrite action to choose the default brand.',
    );
    expect(screen.getByRole('textbox', { name: /^Name/ })).toBeEnabled();
  });
});
