import { actions, guidelinesMessages, guidelinesPaths } from '@parley/api-contract';
import type { Action, AdminGuidelinesDocument } from '@parley/api-contract';
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
import { sampleDocument, sampleSections } from './guidelines-fixtures';
import { guidelinesConsoleMessages as messages } from './guidelines-messages';
import { guidelinesListsApi, guidelinesScreens } from './guidelines-screen-harness';

const document = sampleDocument();
const id = document.guidelinesDocumentId;
const documentCall = `GET ${guidelinesPaths.document(id)}`;
const [share, check, report] = sampleSections as [
  (typeof sampleSections)[number],
  (typeof sampleSections)[number],
  (typeof sampleSections)[number],
];

async function renderAt(route: string, routes: ApiRoutes, held?: readonly Action[]) {
  const bodies = recordRequestBodies();
  const api = await renderConsole({
    ...guidelinesScreens,
    route,
    api: { ...guidelinesListsApi, ...routes },
    actions: held,
  });
  return { api, bodies, user: userEvent.setup() };
}

/** The document as the edit page reads it, and a change answered with `after`. */
const editing = (routes: ApiRoutes = {}, before: AdminGuidelinesDocument = document) =>
  renderAt(`/guidelines/${id}/edit`, { [documentCall]: { body: before }, ...routes });

const location = () => screen.getByRole('status', { name: 'Location' });
const sectionList = () => screen.getByRole('list', { name: messages.sectionsLabel });
const sectionTitles = () =>
  within(sectionList())
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);

describe('NewGuidelinesScreen', () => {
  it("says what is missing in the contract's words, then creates the document and opens it", async () => {
    const created = sampleDocument({ title: 'Travel rules', version: 1, sections: [] });
    const { bodies, user } = await renderAt('/guidelines/new', {
      [`POST ${guidelinesPaths.documents()}`]: { status: 201, body: created },
      [documentCall]: { body: created },
    });
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(messages.newTitle);
    await user.click(await screen.findByRole('checkbox', { name: messages.requireConsentLabel }));
    await user.click(screen.getByRole('button', { name: messages.save }));
    expect(await screen.findByText(guidelinesMessages.titleRequired)).toBeVisible();
    expect(bodies.sent).toEqual([]);

    await fill(screen.getByRole('textbox', { name: /Title/ }), '  Travel rules ');
    await user.click(screen.getByRole('button', { name: messages.save }));
    expect(await screen.findByText(messages.created)).toBeInTheDocument();
    await waitFor(() => expect(location()).toHaveTextContent(`/guidelines/${id}/edit`));
    expect(bodies.bodiesOf(`POST ${guidelinesPaths.documents()}`)).toEqual([
      { title: 'Travel rules', requireConsent: true, templateId: null },
    ]);
  });

  it('starts from a template: its name as the title, its sections copied by the server', async () => {
    const { bodies, user } = await renderAt('/guidelines/new', {
      [`POST ${guidelinesPaths.documents()}`]: { status: 201, body: document },
    });
    const template = await screen.findByRole('combobox', { name: messages.templateLabel });
    await user.selectOptions(template, 'Acceptable use (starter)');
    expect(screen.getByRole('textbox', { name: /Title/ })).toHaveValue('Acceptable use (starter)');
    expect(template).toHaveAccessibleDescription(messages.templateHelp(3));
    await user.click(screen.getByRole('button', { name: messages.save }));
    await waitFor(() => expect(location()).toHaveTextContent(`/guidelines/${id}/edit`));
    expect(bodies.bodiesOf(`POST ${guidelinesPaths.documents()}`)).toEqual([
      { title: 'Acceptable use (starter)', requireConsent: false, templateId: 'template-starter' },
    ]);
  });
});

describe('GuidelinesEditScreen', () => {
  it('shows the version, when it changed and the agents using it, and saves the title and consent', async () => {
    const saved = sampleDocument({ title: 'Acceptable use', requireConsent: false, version: 5 });
    const { bodies, user } = await editing({
      [`PUT ${guidelinesPaths.document(id)}`]: { body: saved },
    });
    expect(await screen.findByText(messages.version(4))).toBeVisible();
    expect(screen.getByText('Policy Guide')).toBeVisible();
    const title = screen.getByRole('textbox', { name: /Title/ });
    expect(title).toHaveValue('Acceptable use of AI assistants');
    expect(screen.getByRole('button', { name: messages.save })).toBeDisabled();
    await user.clear(title);
    await fill(title, 'Acceptable use');
    await user.click(screen.getByRole('checkbox', { name: messages.requireConsentLabel }));
    await user.click(screen.getByRole('button', { name: messages.save }));

    expect(await screen.findByText(messages.saved)).toBeInTheDocument();
    expect(await screen.findByText(messages.version(5))).toBeVisible();
    expect(bodies.bodiesOf(`PUT ${guidelinesPaths.document(id)}`)).toEqual([
      { title: 'Acceptable use', requireConsent: false },
    ]);
    // Saved, the form starts again from what was stored.
    await waitFor(() => expect(screen.getByRole('button', { name: messages.save })).toBeDisabled());
  });

  it('adds a section, then gives the focus to the new section', async () => {
    const added = { sectionId: 'section-new', title: 'Keeping records', content: 'Keep them.' };
    const after = sampleDocument({ version: 5, sections: [...sampleSections, added] });
    const { bodies, user } = await editing({
      [`POST ${guidelinesPaths.sections(id)}`]: { body: after },
    });
    await user.click(await screen.findByRole('button', { name: messages.addSection }));
    const form = screen.getByRole('form', { name: messages.newSectionHeading });
    const title = within(form).getByRole('textbox', { name: /Section title/ });
    await waitFor(() => expect(title).toHaveFocus());
    // Saved blank, the form says what is missing in the contract's words and sends nothing.
    await fill(title, '   ');
    await user.click(within(form).getByRole('button', { name: messages.save }));
    expect(await within(form).findByText(guidelinesMessages.sectionTitleRequired)).toBeVisible();
    expect(within(form).getByText(guidelinesMessages.sectionContentRequired)).toBeVisible();
    expect(bodies.sent).toEqual([]);

    await user.clear(title);
    await fill(title, 'Keeping records');
    await fill(within(form).getByRole('textbox', { name: /Text/ }), 'Keep them.');
    await user.click(within(form).getByRole('button', { name: messages.save }));
    await waitFor(() =>
      expect(
        screen.getByRole('button', { name: messages.editSection('Keeping records') }),
      ).toHaveFocus(),
    );
    expect(bodies.bodiesOf(`POST ${guidelinesPaths.sections(id)}`)).toEqual([
      { title: 'Keeping records', content: 'Keep them.' },
    ]);
    expect(screen.getByText(messages.version(5))).toBeVisible();
  });

  it('edits a section in its place and gives the focus back to its Edit', async () => {
    const changed = { ...check, content: 'Check every figure.' };
    const after = sampleDocument({ version: 5, sections: [share, changed, report] });
    const { bodies, user } = await editing({
      [`PUT ${guidelinesPaths.section(id, check.sectionId)}`]: { body: after },
    });
    await user.click(
      await screen.findByRole('button', { name: messages.editSection(check.title) }),
    );
    const form = screen.getByRole('form', { name: messages.editSectionHeading(check.title) });
    const text = within(form).getByRole('textbox', { name: /Text/ });
    expect(text).toHaveValue(check.content);
    await user.clear(text);
    await fill(text, 'Check every figure.');
    await user.click(within(form).getByRole('button', { name: messages.save }));

    const edit = await screen.findByRole('button', { name: messages.editSection(check.title) });
    await waitFor(() => expect(edit).toHaveFocus());
    expect(bodies.bodiesOf(`PUT ${guidelinesPaths.section(id, check.sectionId)}`)).toEqual([
      { title: check.title, content: 'Check every figure.' },
    ]);
    expect(screen.getByText('Check every figure.')).toBeVisible();
  });

  it('moves a section with the keyboard, keeping the focus on the moved section and saying where it went', async () => {
    const order = `PUT ${guidelinesPaths.sectionOrder(id)}`;
    const { api, bodies, user } = await editing({
      [order]: { body: sampleDocument({ version: 5, sections: [check, share, report] }) },
    });
    const down = await screen.findByRole('button', { name: messages.moveDownSection(share.title) });
    expect(
      screen.getByRole('button', { name: messages.moveUpSection(share.title) }),
    ).toBeDisabled();
    down.focus();
    await user.keyboard('{Enter}');

    await waitFor(() =>
      expect(sectionTitles()).toEqual([
        `1. ${check.title}`,
        `2. ${share.title}`,
        `3. ${report.title}`,
      ]),
    );
    await waitFor(() =>
      expect(
        screen.getByRole('button', { name: messages.moveDownSection(share.title) }),
      ).toHaveFocus(),
    );
    expect(screen.getByText(messages.moved(share.title, 2, 3))).toBeInTheDocument();

    // Moved to the bottom, Move down is disabled: the focus goes to the section's Move up.
    api.routes = {
      ...api.routes,
      [order]: { body: sampleDocument({ version: 6, sections: [check, report, share] }) },
    };
    await user.keyboard('{Enter}');
    await waitFor(() =>
      expect(sectionTitles()).toEqual([
        `1. ${check.title}`,
        `2. ${report.title}`,
        `3. ${share.title}`,
      ]),
    );
    await waitFor(() =>
      expect(
        screen.getByRole('button', { name: messages.moveUpSection(share.title) }),
      ).toHaveFocus(),
    );
    expect(bodies.bodiesOf(order)).toEqual([
      { sectionIds: [check.sectionId, share.sectionId, report.sectionId] },
      { sectionIds: [check.sectionId, report.sectionId, share.sectionId] },
    ]);
    expect(await screen.findByText(messages.version(6))).toBeVisible();
  });

  it('puts the sections back and says why when the server refuses an order', async () => {
    const order = `PUT ${guidelinesPaths.sectionOrder(id)}`;
    const { user } = await editing({
      [order]: errorAnswer(409, guidelinesMessages.sectionOrderMismatch, [
        { field: 'sectionIds', message: guidelinesMessages.sectionOrderMismatch },
      ]),
    });
    await user.click(
      await screen.findByRole('button', { name: messages.moveUpSection(report.title) }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      guidelinesMessages.sectionOrderMismatch,
    );
    expect(sectionTitles()).toEqual([
      `1. ${share.title}`,
      `2. ${check.title}`,
      `3. ${report.title}`,
    ]);
  });

  it('deletes a section after asking, and gives the focus to the next section', async () => {
    const remove = `DELETE ${guidelinesPaths.section(id, check.sectionId)}`;
    const { api, user } = await editing({
      [remove]: { body: sampleDocument({ version: 5, sections: [share, report] }) },
    });
    await user.click(
      await screen.findByRole('button', { name: messages.deleteSection(check.title) }),
    );
    const dialog = await screen.findByRole('alertdialog', { name: messages.deleteSectionHeading });
    expect(dialog).toHaveTextContent(`“${check.title}” will be deleted.`);
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    await waitFor(() =>
      expect(
        screen.getByRole('button', { name: messages.editSection(report.title) }),
      ).toHaveFocus(),
    );
    expect(sectionTitles()).toEqual([`1. ${share.title}`, `2. ${report.title}`]);
    expect(api.calls).toContain(remove);
  });

  it('shows in a red alert why the server refused to delete the document, and stays', async () => {
    const refusal = guidelinesMessages.inUse(document.title, ['Travel desk (draft)']);
    const { user } = await editing(
      { [`DELETE ${guidelinesPaths.document(id)}`]: errorAnswer(409, refusal) },
      sampleDocument({ agents: [] }),
    );
    await user.click(await screen.findByRole('button', { name: messages.deleteDocument }));
    const dialog = await screen.findByRole('alertdialog', { name: messages.deleteHeading });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(messages.deleteFailed);
    expect(alert).toHaveTextContent(refusal);
    expect(location()).toHaveTextContent(`/guidelines/${id}/edit`);
  });

  it('deletes a document no agent uses, and goes back to the list', async () => {
    const { user } = await editing(
      { [`DELETE ${guidelinesPaths.document(id)}`]: { status: 204 } },
      sampleDocument({ agents: [] }),
    );
    await user.click(await screen.findByRole('button', { name: messages.deleteDocument }));
    const dialog = await screen.findByRole('alertdialog', { name: messages.deleteHeading });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(messages.deleted)).toBeInTheDocument();
    await waitFor(() => expect(location()).toHaveTextContent(/^\/guidelines$/));
  });

  it('keeps Delete disabled while agents use the document, saying so', async () => {
    await editing();
    const remove = await screen.findByRole('button', { name: messages.deleteDocument });
    expect(remove).toBeDisabled();
    expect(remove).toHaveAccessibleDescription(messages.inUseReason(1));
  });

  it('asks before leaving with a section half written', async () => {
    const { user } = await editing();
    await user.click(await screen.findByRole('button', { name: messages.addSection }));
    await fill(screen.getByRole('textbox', { name: /Section title/ }), 'Half');
    const form = screen.getByRole('form', { name: messages.newSectionHeading });
    await user.click(within(form).getByRole('button', { name: messages.cancel }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: messages.addSection }));
    await fill(screen.getByRole('textbox', { name: /Section title/ }), 'Half again');
    // The document form's Cancel leaves the page: the unsaved section makes it ask first.
    const cancels = screen.getAllByRole('button', { name: messages.cancel });
    await user.click(cancels[0] as HTMLElement);
    expect(
      await screen.findByRole('alertdialog', { name: 'Leave without saving?' }),
    ).toBeInTheDocument();
  });

  it('keeps everything read-only for a reader, saying why', async () => {
    await renderAt(`/guidelines/${id}/edit`, { [documentCall]: { body: document } }, [
      actions.GuidelinesDocumentsRead,
    ]);
    const reason = 'You need the GuidelinesDocumentsWrite action to change guidelines documents.';
    const add = await screen.findByRole('button', { name: messages.addSection });
    await waitFor(() => expect(add).toHaveAccessibleDescription(reason));
    expect(add).toBeDisabled();
    const edit = screen.getByRole('button', { name: messages.editSection(share.title) });
    expect(edit).toBeDisabled();
    expect(edit).toHaveAccessibleDescription(reason);
  });

  it('says why a document could not be loaded and leads back to the list', async () => {
    const { user } = await renderAt(`/guidelines/${id}/edit`, {
      [documentCall]: errorAnswer(404, guidelinesMessages.documentNotFound(id)),
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(messages.loadFailed);
    expect(alert).toHaveTextContent(guidelinesMessages.documentNotFound(id));
    await user.click(screen.getByRole('link', { name: messages.backToList }));
    await waitFor(() => expect(location()).toHaveTextContent(/^\/guidelines$/));
  });
});
