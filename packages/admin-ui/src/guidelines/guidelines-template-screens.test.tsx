import { actions, guidelinesMessages, guidelinesPaths } from '@parley/api-contract';
import type { Action } from '@parley/api-contract';
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
import { sampleTemplate } from './guidelines-fixtures';
import { guidelinesConsoleMessages as messages } from './guidelines-messages';
import { guidelinesListsApi, guidelinesScreens } from './guidelines-screen-harness';

const template = sampleTemplate();
const templatePath = guidelinesPaths.template(template.guidelinesTemplateId);

async function renderAt(route: string, routes: ApiRoutes = {}, held?: readonly Action[]) {
  const bodies = recordRequestBodies();
  const api = await renderConsole({
    ...guidelinesScreens,
    route,
    api: { ...guidelinesListsApi, [`GET ${templatePath}`]: { body: template }, ...routes },
    actions: held,
  });
  return { api, bodies, user: userEvent.setup() };
}

const location = () => screen.getByRole('status', { name: 'Location' });
const sectionGroup = (position: number) =>
  screen.getByRole('group', { name: messages.templateSection(position) });

describe('GuidelinesTemplateListScreen', () => {
  it('lists the templates with their sections and links each to its form', async () => {
    await renderAt('/guidelines/templates');
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(
      messages.templatesTitle,
    );
    const link = await screen.findByRole('link', { name: 'Acceptable use (starter)' });
    expect(link).toHaveAttribute('href', '/guidelines/template/template-starter/edit');
    const row = link.closest('tr');
    expect(row && within(row).getAllByRole('cell')[2]).toHaveTextContent('3');
  });

  it('keeps New template disabled for a reader, saying why', async () => {
    await renderAt('/guidelines/templates', {}, [actions.GuidelinesDocumentsRead]);
    const add = await screen.findByRole('button', { name: messages.newTemplate });
    await waitFor(() =>
      expect(add).toHaveAccessibleDescription(
        'You need the GuidelinesDocumentsCreate action to create templates.',
      ),
    );
    expect(add).toBeDisabled();
  });
});

describe('GuidelinesTemplateEditScreen', () => {
  it('creates a template with sections added, filled and reordered, keeping the focus on the moved one', async () => {
    const create = `POST ${guidelinesPaths.templates()}`;
    const { bodies, user } = await renderAt('/guidelines/template/new', {
      [create]: { status: 201, body: template },
    });
    await fill(await screen.findByRole('textbox', { name: /Name/ }), 'Starter');
    const add = screen.getByRole('button', { name: messages.addSection });
    await user.click(add);
    const firstTitle = within(sectionGroup(1)).getByRole('textbox', { name: /Section title/ });
    await waitFor(() => expect(firstTitle).toHaveFocus());
    await fill(firstTitle, 'One');
    await fill(within(sectionGroup(1)).getByRole('textbox', { name: /Text/ }), 'First.');
    await user.click(screen.getByRole('button', { name: messages.addSection }));
    await fill(within(sectionGroup(2)).getByRole('textbox', { name: /Section title/ }), 'Two');
    await fill(within(sectionGroup(2)).getByRole('textbox', { name: /Text/ }), 'Second.');

    screen.getByRole('button', { name: messages.moveTemplateSectionUp(2) }).focus();
    await user.keyboard('{Enter}');
    // Section "Two" is first now; it has no Move up left, so its Move down holds the focus.
    expect(within(sectionGroup(1)).getByRole('textbox', { name: /Section title/ })).toHaveValue(
      'Two',
    );
    await waitFor(() =>
      expect(
        screen.getByRole('button', { name: messages.moveTemplateSectionDown(1) }),
      ).toHaveFocus(),
    );

    await user.click(screen.getByRole('button', { name: messages.save }));
    expect(await screen.findByText(messages.templateCreated)).toBeInTheDocument();
    await waitFor(() => expect(location()).toHaveTextContent(/^\/guidelines\/templates$/));
    expect(bodies.bodiesOf(create)).toEqual([
      {
        name: 'Starter',
        description: '',
        sections: [
          { title: 'Two', content: 'Second.' },
          { title: 'One', content: 'First.' },
        ],
      },
    ]);
  });

  it("says what is missing in the contract's words, on the field it concerns", async () => {
    const { bodies, user } = await renderAt('/guidelines/template/new');
    await fill(await screen.findByRole('textbox', { name: 'Description' }), 'For later');
    await user.click(screen.getByRole('button', { name: messages.addSection }));
    await user.click(screen.getByRole('button', { name: messages.save }));
    expect(await screen.findByText(guidelinesMessages.templateNameRequired)).toBeVisible();
    expect(
      within(sectionGroup(1)).getByText(guidelinesMessages.sectionTitleRequired),
    ).toBeVisible();
    expect(bodies.sent).toEqual([]);
  });

  it('changes a template: removes a section and saves', async () => {
    const { bodies, user } = await renderAt(
      `/guidelines/template/${template.guidelinesTemplateId}/edit`,
      {
        [`PUT ${templatePath}`]: { body: template },
      },
    );
    expect(await screen.findByRole('textbox', { name: /Name/ })).toHaveValue(template.name);
    await user.click(screen.getByRole('button', { name: messages.removeSection(2) }));
    // The next section takes the removed one's place, and the focus.
    await waitFor(() =>
      expect(screen.getByRole('button', { name: messages.removeSection(2) })).toHaveFocus(),
    );
    await user.click(screen.getByRole('button', { name: messages.save }));
    expect(await screen.findByText(messages.templateSaved)).toBeInTheDocument();
    const [sent] = bodies.bodiesOf(`PUT ${templatePath}`) as { sections: { title: string }[] }[];
    expect(sent?.sections.map((section) => section.title)).toEqual([
      'What you may share',
      'Reporting problems',
    ]);
  });

  it('deletes a template after asking, and goes back to the templates', async () => {
    const { api, user } = await renderAt(
      `/guidelines/template/${template.guidelinesTemplateId}/edit`,
      {
        [`DELETE ${templatePath}`]: { status: 204 },
      },
    );
    await user.click(await screen.findByRole('button', { name: messages.deleteTemplate }));
    const dialog = await screen.findByRole('alertdialog', { name: messages.deleteTemplateHeading });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(messages.templateDeleted)).toBeInTheDocument();
    await waitFor(() => expect(location()).toHaveTextContent(/^\/guidelines\/templates$/));
    expect(api.calls).toContain(`DELETE ${templatePath}`);
  });

  it('says why a template could not be loaded and leads back to the templates', async () => {
    const message = guidelinesMessages.templateNotFound(template.guidelinesTemplateId);
    const { user } = await renderAt(`/guidelines/template/${template.guidelinesTemplateId}/edit`, {
      [`GET ${templatePath}`]: errorAnswer(404, message),
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(messages.templateLoadFailed);
    expect(alert).toHaveTextContent(message);
    await user.click(screen.getByRole('link', { name: messages.backToTemplates }));
    await waitFor(() => expect(location()).toHaveTextContent(/^\/guidelines\/templates$/));
  });
});
