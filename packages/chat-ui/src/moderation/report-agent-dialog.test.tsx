import { moderationReportPaths, reportMessages } from '@parley/api-contract';
import { removeAllToasts, Toaster } from '@parley/app-shell';
import { renderWithProviders, startApiTestServer } from '@parley/app-shell/testing';
import type { ApiAnswer, ApiTestServer } from '@parley/app-shell/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { ReportAgentDialog } from './report-agent-dialog';

const reportCall = `POST ${moderationReportPaths.report()}`;
let server: ApiTestServer | undefined;
afterEach(async () => {
  removeAllToasts();
  await server?.close();
  server = undefined;
});

async function renderDialog(answer: ApiAnswer) {
  // What the dialog sends, read where the request leaves (the loopback server records no bodies).
  const sent: unknown[] = [];
  const realFetch = globalThis.fetch;
  const spy = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const request = new Request(input, init);
    if (request.method === 'POST') sent.push(JSON.parse(await request.clone().text()));
    return realFetch(request);
  });
  onTestFinished(() => spy.mockRestore());
  server = await startApiTestServer({ [reportCall]: answer });
  const onClose = vi.fn();
  renderWithProviders(
    <>
      <ReportAgentDialog
        agent={{ gptSystemId: 'agent-notes', name: "Sam's notes" }}
        conversationId="conversation-1"
        open
        onClose={onClose}
      />
      <Toaster />
    </>,
    { baseUrl: server.baseUrl },
  );
  const dialog = await screen.findByRole('dialog', { name: 'Report "Sam\'s notes"' });
  return { dialog, onClose, sent };
}

describe('ReportAgentDialog', () => {
  it('opens on the reason, requires one, and sends the report with its conversation', async () => {
    const { dialog, onClose, sent } = await renderDialog({
      status: 201,
      body: { moderationReportId: 'report-1' },
    });
    const reason = within(dialog).getByRole('combobox', { name: /Reason/ });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(await within(dialog).findByText(reportMessages.reasonRequired)).toBeInTheDocument();
    expect(sent).toEqual([]);

    await userEvent.selectOptions(reason, 'Misinformation');
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: 'Details (optional)' }),
      ' Made up a policy. ',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(await screen.findByText(reportMessages.reported)).toBeInTheDocument();
    expect(sent).toEqual([
      {
        gptSystemId: 'agent-notes',
        conversationId: 'conversation-1',
        reportReason: 'Misinformation',
        details: 'Made up a policy.',
      },
    ]);
    expect(onClose).toHaveBeenCalled();
  });

  it("says the report failed, with the server's reason, and stays open", async () => {
    const { dialog, onClose } = await renderDialog({
      status: 403,
      body: { statusCode: 403, error: 'Forbidden', message: reportMessages.ownAgent },
    });
    await userEvent.selectOptions(
      within(dialog).getByRole('combobox', { name: /Reason/ }),
      'Other',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(await screen.findByText(reportMessages.reportFailed)).toBeInTheDocument();
    expect(screen.getByText(reportMessages.ownAgent)).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });
});
