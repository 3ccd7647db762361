import { actions, noticeMessages, noticePaths } from '@parley/api-contract';
import type { Action } from '@parley/api-contract';
import type { ApiRoutes } from '@parley/app-shell/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  errorAnswer,
  pasteInto as fill,
  recordRequestBodies,
  renderConsole,
} from '../testing/console-harness';
import { sampleNotice } from './notice-fixtures';
import { fromLocalInput, toLocalInput } from './notice-local-time';
import { noticeScreenMessages as messages } from './notice-messages';
import { noticeChoicesApi, noticeScreens } from './notice-screen-harness';

const publishCall = `POST ${noticePaths.list()}`;
const notice = sampleNotice();
const noticePath = noticePaths.one(notice.noticeId);

async function renderAt(route: string, routes: ApiRoutes, held?: readonly Action[]) {
  const bodies = recordRequestBodies();
  const api = await renderConsole({
    ...noticeScreens,
    route,
    api: {
      ...noticeChoicesApi,
      [`GET ${noticePaths.list()}`]: { body: { items: [] } },
      ...routes,
    },
    actions: held,
  });
  return { api, bodies };
}

const location = () => screen.getByRole('status', { name: 'Location' });
const save = () => screen.getByRole('button', { name: messages.save });
const text = () => screen.getByRole('textbox', { name: /Text/ });
const setDateTime = (label: RegExp, local: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value: local } });

describe('NoticeEditScreen', () => {
  it('publishes a notice for one brand, toasts "Notice published" and goes back to the list', async () => {
    const { bodies } = await renderAt('/notices/new', {
      [publishCall]: { status: 201, body: notice },
    });
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('New notice');
    await fill(text(), '  Maintenance tonight ');
    expect(screen.getByText('22 of 1000 characters')).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Severity' }), 'Warning');
    await userEvent.selectOptions(
      await screen.findByRole('combobox', { name: /Brand/ }),
      await screen.findByRole('option', { name: 'harbour' }),
    );
    setDateTime(/Start/, '2026-12-01T08:00');
    setDateTime(/End/, '2026-12-02T18:30');
    await userEvent.click(save());

    expect(await screen.findByText(messages.published)).toBeInTheDocument();
    await waitFor(() => expect(location()).toHaveTextContent(/^\/notices$/));
    expect(bodies.bodiesOf(publishCall)).toEqual([
      {
        text: 'Maintenance tonight',
        severity: 'warning',
        brandKey: 'harbour',
        startsAt: new Date('2026-12-01T08:00').toISOString(),
        endsAt: new Date('2026-12-02T18:30').toISOString(),
      },
    ]);
  });

  it('starts a new notice now for all brands, ending a day later', async () => {
    await renderAt('/notices/new', {});
    await screen.findByRole('heading', { level: 1 });
    const start = Date.parse(
      fromLocalInput((screen.getByLabelText(/Start/) as HTMLInputElement).value),
    );
    const end = Date.parse(
      fromLocalInput((screen.getByLabelText(/End/) as HTMLInputElement).value),
    );
    expect(Math.abs(start - Date.now())).toBeLessThan(2 * 60_000);
    expect(end - start).toBe(24 * 60 * 60_000);
    expect(screen.getByRole('combobox', { name: /Brand/ })).toHaveDisplayValue('All brands');
  });

  it("refuses an empty text and an end before the start, in the contract's words, sending nothing", async () => {
    const { bodies } = await renderAt('/notices/new', {});
    await fill(await screen.findByRole('textbox', { name: /Text/ }), ' ');
    setDateTime(/Start/, '2026-12-02T08:00');
    setDateTime(/End/, '2026-12-01T08:00');
    await userEvent.click(save());
    expect(await screen.findByText('Text is required')).toBeInTheDocument();
    expect(screen.getByText('The end must be after the start')).toBeInTheDocument();
    expect(bodies.sent).toEqual([]);
  });

  it('says a text above 1000 characters is too long', async () => {
    await renderAt('/notices/new', {});
    await fill(await screen.findByRole('textbox', { name: /Text/ }), 'x'.repeat(1001));
    await userEvent.click(save());
    expect(await screen.findByText(noticeMessages.textTooLong)).toBeInTheDocument();
    expect(noticeMessages.textTooLong).toBe('Text must be at most 1000 characters');
  });

  it('saves a changed notice, toasts "Notice saved" and goes back to the list', async () => {
    const { bodies } = await renderAt(`/notices/${notice.noticeId}/edit`, {
      [`GET ${noticePath}`]: { body: notice },
      [`PUT ${noticePath}`]: { body: { ...notice, text: 'Moved to Friday' } },
    });
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Edit notice');
    expect(await screen.findByDisplayValue(notice.text)).toBeInTheDocument();
    expect((screen.getByLabelText(/Start/) as HTMLInputElement).value).toBe(
      toLocalInput(notice.startsAt),
    );
    await userEvent.clear(text());
    await fill(text(), 'Moved to Friday');
    await userEvent.click(save());
    expect(await screen.findByText(messages.saved)).toBeInTheDocument();
    await waitFor(() => expect(location()).toHaveTextContent(/^\/notices$/));
    expect(bodies.bodiesOf(`PUT ${noticePath}`)).toEqual([
      {
        text: 'Moved to Friday',
        severity: 'warning',
        brandKey: null,
        startsAt: notice.startsAt,
        endsAt: notice.endsAt,
      },
    ]);
  });

  it('withdraws a notice after confirmation, toasts "Notice withdrawn" and goes back to the list', async () => {
    const { api } = await renderAt(`/notices/${notice.noticeId}/edit`, {
      [`GET ${noticePath}`]: { body: notice },
      [`DELETE ${noticePath}`]: { status: 204 },
    });
    await userEvent.click(await screen.findByRole('button', { name: messages.deleteNotice }));
    const dialog = await screen.findByRole('alertdialog', { name: messages.deleteHeading });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(messages.withdrawn)).toBeInTheDocument();
    await waitFor(() => expect(location()).toHaveTextContent(/^\/notices$/));
    expect(api.calls).toContain(`DELETE ${noticePath}`);
  });

  it("puts the server's refusal on the field it names and toasts the failure", async () => {
    await renderAt('/notices/new', {
      [publishCall]: errorAnswer(400, 'No brand has the key "harbour".', [
        { field: 'brandKey', message: 'No brand has the key "harbour".' },
      ]),
    });
    await fill(await screen.findByRole('textbox', { name: /Text/ }), 'Hello');
    await userEvent.click(save());
    expect(await screen.findByText(messages.saveFailed)).toBeInTheDocument();
    expect(
      await screen.findAllByText('No brand has the key "harbour".', { exact: false }),
    ).not.toHaveLength(0);
    expect(location()).toHaveTextContent('/notices/new');
  });

  it('is read-only, saying why, for a user without InstanceSettingsWrite', async () => {
    await renderAt(
      `/notices/${notice.noticeId}/edit`,
      { [`GET ${noticePath}`]: { body: notice } },
      [actions.InstanceSettingsRead],
    );
    expect(await screen.findByDisplayValue(notice.text)).toBeDisabled();
    expect(screen.getByRole('button', { name: messages.deleteNotice })).toBeDisabled();
    expect(screen.getByRole('button', { name: messages.deleteNotice })).toHaveAccessibleDescription(
      'You need the InstanceSettingsWrite action to withdraw notices.',
    );
  });
});
