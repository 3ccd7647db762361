import { actions, guidelinesPaths } from '@parley/api-contract';
import type { Action } from '@parley/api-contract';
import { chooseMenuItem } from '@parley/app-shell/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderConsole } from '../testing/console-harness';
import { sampleDocuments } from './guidelines-fixtures';
import { guidelinesConsoleMessages as messages } from './guidelines-messages';
import { guidelinesListsApi, guidelinesScreens } from './guidelines-screen-harness';

const renderList = (held?: readonly Action[]) =>
  renderConsole({
    ...guidelinesScreens,
    route: '/guidelines',
    api: {
      ...guidelinesListsApi,
      [`GET ${guidelinesPaths.documents()}`]: { body: { items: sampleDocuments } },
    },
    actions: held,
  });

const location = () => screen.getByRole('status', { name: 'Location' });

describe('GuidelinesListScreen', () => {
  it("is headed by the menu item's title and lists each document's consent, sections, version, agents and change", async () => {
    await renderList();
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Guidelines');
    await screen.findByRole('link', { name: 'Acceptable use of AI assistants' });
    const rows = within(screen.getByRole('table', { name: messages.listLabel }))
      .getAllByRole('row')
      .slice(1)
      .map((row) =>
        within(row)
          .getAllByRole('cell')
          .slice(0, 5)
          .map((cell) => cell.textContent),
      );
    expect(rows).toEqual([
      ['Acceptable use of AI assistants', 'Yes', '3', '4', 'Policy Guide'],
      ['About this chat', 'No', '1', '1', messages.noAgents],
    ]);
    expect(screen.getByRole('link', { name: 'Acceptable use of AI assistants' })).toHaveAttribute(
      'href',
      '/guidelines/document-acceptable-use/edit',
    );
  });

  it('starts a new document from a template chosen in New from template', async () => {
    await renderList();
    const user = userEvent.setup();
    await chooseMenuItem(
      user,
      await screen.findByRole('button', { name: messages.newFromTemplate }),
      'Public chat notice',
    );
    await waitFor(() =>
      expect(location()).toHaveTextContent('/guidelines/new?templateId=template-public'),
    );
    expect(await screen.findByRole('textbox', { name: /Title/ })).toHaveValue('Public chat notice');
    expect(screen.getByRole('combobox', { name: messages.templateLabel })).toHaveValue(
      'template-public',
    );
  });

  it('links to the templates', async () => {
    await renderList();
    await userEvent.click(await screen.findByRole('link', { name: messages.templatesLink }));
    await waitFor(() => expect(location()).toHaveTextContent(/^\/guidelines\/templates$/));
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(
      messages.templatesTitle,
    );
  });

  it('keeps New document and New from template disabled for a reader, saying why', async () => {
    await renderList([actions.GuidelinesDocumentsRead]);
    const reason = 'You need the GuidelinesDocumentsCreate action to create guidelines documents.';
    const newDocument = await screen.findByRole('button', { name: messages.newDocument });
    await waitFor(() => expect(newDocument).toHaveAccessibleDescription(reason));
    expect(newDocument).toBeDisabled();
    const fromTemplate = screen.getByRole('button', { name: messages.newFromTemplate });
    expect(fromTemplate).toBeDisabled();
    expect(fromTemplate).toHaveAccessibleDescription(reason);
  });
});
