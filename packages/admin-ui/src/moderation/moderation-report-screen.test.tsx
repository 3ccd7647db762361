import { actions, moderationPaths, paths } from '@parley/api-contract';
import type { ApiRoutes } from '@parley/app-shell/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  errorAnswer,
  pasteInto,
  recordRequestBodies,
  renderConsole,
} from '../testing/console-harness';
import {
  sampleReport,
  sampleReportSummary,
  sampleResolvedReport,
  sampleSegment,
} from './moderation-fixtures';
import { ModerationListScreen } from './moderation-list-screen';
import { moderationConsoleMessages as messages } from './moderation-messages';
import { ModerationReportScreen } from './moderation-report-screen';

const id = 'report-1';
const decisionCall = `POST ${moderationPaths.decision(id)}`;

const moderationApi = (routes: ApiRoutes = {}): ApiRoutes => ({
  [`GET ${paths.features()}`]: {
    body: { AllowUserCreatedGptSystems: true, AllowConnections: false, ShowFooter: false },
  },
  [`GET ${moderationPaths.list()}`]: { body: { items: [sampleReportSummary()] } },
  [`GET ${moderationPaths.openCount()}`]: { body: { count: 3 } },
  [`GET ${moderationPaths.one(id)}`]: { body: sampleReport() },
  [`GET ${moderationPaths.conversation(id)}`]: {
    body: {
      conversationId: 'conversation-1',
      title: 'Travel',
      conversationSegments: Array.from({ length: 10 }, (_, index) => sampleSegment(index + 3)),
    },
  },
  ...routes,
});

async function renderReport(
  routes: ApiRoutes = {},
  held = [actions.ModerationRead, actions.ModerationWrite],
) {
  const bodies = recordRequestBodies();
  const api = await renderConsole({
    route: `/moderation/report/${id}/view`,
    menuPath: messages.menuPath,
    pages: {
      '/moderation': <ModerationListScreen />,
      '/moderation/report/:moderationReportId/view': <ModerationReportScreen />,
    },
    api: moderationApi(routes),
    actions: held,
  });
  await screen.findByRole('heading', { name: messages.decisionSection });
  return { api, bodies };
}

const select = (name: RegExp) => screen.getByRole('combobox', { name });

describe('ModerationReportScreen', () => {
  it('shows what section 2 lists, and the last 10 messages with the conversation components', async () => {
    await renderReport();
    expect(screen.getByText("Sam's notes")).toBeInTheDocument();
    expect(screen.getByText('Sam Staff')).toBeInTheDocument();
    expect(screen.getByText('It invented a travel policy.')).toBeInTheDocument();
    expect(screen.getByText('False or misleading information')).toBeInTheDocument();
    const log = await screen.findByRole('log', { name: messages.conversationLabel });
    expect(within(log).getByText('Question 3')).toBeInTheDocument();
    expect(within(log).getByText('Question 12')).toBeInTheDocument();
  });

  it("says 'No details provided' for a report without details", async () => {
    await renderReport({
      [`GET ${moderationPaths.one(id)}`]: { body: sampleReport({ details: '' }) },
    });
    expect(screen.getByText(messages.noDetails)).toBeInTheDocument();
  });

  it("requires both actions and limits notes to 500, in section 5's words", async () => {
    const { api } = await renderReport();
    await pasteInto(screen.getByRole('textbox', { name: /Notes/ }), 'x'.repeat(501));
    await userEvent.click(screen.getByRole('button', { name: messages.submit }));
    expect(await screen.findByText(messages.agentActionRequired)).toBeInTheDocument();
    expect(screen.getByText(messages.creatorActionRequired)).toBeInTheDocument();
    expect(screen.getByText(messages.notesTooLong)).toBeInTheDocument();
    expect(api.calls.filter((call) => call.startsWith('POST'))).toEqual([]);
  });

  it('asks before a ban, saying it is permanent, and submits it in bulk', async () => {
    const { bodies } = await renderReport({
      [decisionCall]: { body: sampleResolvedReport() },
    });
    await userEvent.selectOptions(select(/Agent action/), 'BanAgent');
    await userEvent.selectOptions(select(/Creator action/), 'TakeNoAction');
    await pasteInto(screen.getByRole('textbox', { name: /Notes/ }), 'Spreads rumours.');
    await userEvent.click(screen.getByRole('button', { name: messages.submit }));
    const dialog = await screen.findByRole('alertdialog', { name: messages.banQuestion });
    expect(dialog).toHaveTextContent('is permanent and cannot be undone');
    await userEvent.click(within(dialog).getByRole('button', { name: messages.banConfirm }));
    expect(await screen.findByText(messages.submitted)).toBeInTheDocument();
    expect(bodies.bodiesOf(decisionCall)).toEqual([
      {
        agentModerationAction: 'BanAgent',
        userModerationAction: 'TakeNoAction',
        moderationNotes: 'Spreads rumours.',
        isBulkResolution: true,
      },
    ]);
  });

  it('asks whether TakeNoAction closes this report or all of the agent’s', async () => {
    const { bodies } = await renderReport({ [decisionCall]: { body: sampleResolvedReport() } });
    await userEvent.selectOptions(select(/Agent action/), 'TakeNoAction');
    await userEvent.selectOptions(select(/Creator action/), 'BlockAgentSharing');
    await pasteInto(screen.getByRole('textbox', { name: /Notes/ }), ' Warned. ');
    await userEvent.click(screen.getByRole('button', { name: messages.submit }));
    const dialog = await screen.findByRole('alertdialog', { name: messages.closeQuestion });
    await userEvent.click(within(dialog).getByRole('button', { name: messages.closeAll }));
    await screen.findByText(messages.submitted);
    expect(bodies.bodiesOf(decisionCall)).toEqual([
      {
        agentModerationAction: 'TakeNoAction',
        userModerationAction: 'BlockAgentSharing',
        moderationNotes: 'Warned.',
        isBulkResolution: true,
      },
    ]);
  });

  it('offers no block sharing when the owner is blocked from sharing, saying so', async () => {
    await renderReport({
      [`GET ${moderationPaths.one(id)}`]: {
        body: sampleReport({
          personalAgentSettings: {
            isBannedFromCreatingAgents: false,
            isBannedFromSharingAgents: true,
          },
        }),
      },
    });
    const options = within(select(/Creator action/))
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(options).toEqual(['Choose an action', 'Take no action', 'Block agent creation']);
    expect(screen.getByText(messages.alreadyBlockedFromSharing)).toBeInTheDocument();
  });

  it('offers no block at all when the owner is blocked from creating, saying so', async () => {
    await renderReport({
      [`GET ${moderationPaths.one(id)}`]: {
        body: sampleReport({
          personalAgentSettings: {
            isBannedFromCreatingAgents: true,
            isBannedFromSharingAgents: false,
          },
        }),
      },
    });
    const options = within(select(/Creator action/))
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(options).toEqual(['Choose an action', 'Take no action']);
    expect(screen.getByText(messages.alreadyBlockedFromCreating)).toBeInTheDocument();
  });

  it("says 'Failed to submit decision' and shows the other moderator's decision after a 409", async () => {
    const { api } = await renderReport({
      [decisionCall]: errorAnswer(409, messages.alreadyResolved),
    });
    await userEvent.selectOptions(select(/Agent action/), 'TakeNoAction');
    await userEvent.selectOptions(select(/Creator action/), 'TakeNoAction');
    await pasteInto(screen.getByRole('textbox', { name: /Notes/ }), 'Looks fine.');
    api.routes[`GET ${moderationPaths.one(id)}`] = { body: sampleResolvedReport() };
    await userEvent.click(screen.getByRole('button', { name: messages.submit }));
    const dialog = await screen.findByRole('alertdialog', { name: messages.closeQuestion });
    await userEvent.click(within(dialog).getByRole('button', { name: messages.closeThis }));
    expect(await screen.findByText(messages.submitFailed)).toBeInTheDocument();
    expect(await screen.findByText('Invents policies again and again.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: messages.submit })).toBeNull();
  });

  it('shows a Resolved report’s decision read-only', async () => {
    await renderConsole({
      route: `/moderation/report/${id}/view`,
      menuPath: messages.menuPath,
      pages: { '/moderation/report/:moderationReportId/view': <ModerationReportScreen /> },
      api: moderationApi({ [`GET ${moderationPaths.one(id)}`]: { body: sampleResolvedReport() } }),
    });
    expect(await screen.findByText('Invents policies again and again.')).toBeInTheDocument();
    expect(screen.getByText('Ban agent')).toBeInTheDocument();
    expect(screen.getByText('Ada Admin')).toBeInTheDocument();
    expect(screen.queryByRole('combobox')).toBeNull();
  });

  it('keeps Submit disabled for a user without ModerationWrite', async () => {
    await renderReport({}, [actions.ModerationRead]);
    expect(screen.getByRole('button', { name: messages.submit })).toBeDisabled();
  });

  it("tells a user without ModerationRead 'You do not have permissions to read the moderation reports'", async () => {
    await renderConsole({
      route: '/moderation',
      menuPath: messages.menuPath,
      pages: { '/moderation': <ModerationListScreen /> },
      api: moderationApi(),
      actions: [actions.AgentRead, actions.UserRead],
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.noReadPermission);
  });
});

describe('ModerationListScreen', () => {
  it('lists the reports with the agent’s reasons counted, each opening its report', async () => {
    await renderConsole({
      route: '/moderation',
      menuPath: messages.menuPath,
      pages: {
        '/moderation': <ModerationListScreen />,
        '/moderation/report/:moderationReportId/view': <p>Report page</p>,
      },
      api: moderationApi(),
    });
    const table = await screen.findByRole('table', { name: messages.listLabel });
    expect(
      await within(table).findByText('False or misleading information (2)'),
    ).toBeInTheDocument();
    expect(within(table).getByText('Open')).toBeInTheDocument();
    await userEvent.click(within(table).getByRole('link', { name: "Sam's notes" }));
    expect(screen.getByRole('status', { name: 'Location' })).toHaveTextContent(
      `/moderation/report/${id}/view`,
    );
  });
});
