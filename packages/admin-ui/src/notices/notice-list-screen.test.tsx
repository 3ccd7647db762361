import { actions, noticePaths } from '@parley/api-contract';
import type { Action } from '@parley/api-contract';
import { dataTableMessages } from '@parley/app-shell';
import type { ApiAnswer } from '@parley/app-shell/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { formatDateTime } from '../components/date-time-text';
import { errorAnswer, renderConsole } from '../testing/console-harness';
import { sampleNotices } from './notice-fixtures';
import { noticeScreenMessages as messages } from './notice-messages';
import { noticeChoicesApi, noticeScreens } from './notice-screen-harness';

const noticesRoute = `GET ${noticePaths.list()}`;

const renderList = (answer: ApiAnswer, held?: readonly Action[]) =>
  renderConsole({
    ...noticeScreens,
    route: '/notices',
    api: { ...noticeChoicesApi, [noticesRoute]: answer },
    actions: held,
  });

const rowTexts = () =>
  within(screen.getByRole('table', { name: messages.listLabel }))
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    );

describe('NoticeListScreen', () => {
  it("is headed by the menu item's title, Notices, also in the document title", async () => {
    await renderList({ body: { items: sampleNotices } });
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Notices');
    expect(messages.listTitle).toBe('Notices');
    expect(document.title).toMatch(/^Notices \| /);
  });

  it('lists each notice with its brand or All brands, its start and end in local time, and its state', async () => {
    await renderList({ body: { items: sampleNotices } });
    await screen.findByRole('link', { name: 'Welcome to Parley.' });
    expect(rowTexts()).toEqual(
      sampleNotices.map((notice) => [
        notice.text,
        notice.brandKey ?? 'All brands',
        formatDateTime(notice.startsAt),
        formatDateTime(notice.endsAt),
        notice.state,
      ]),
    );
    expect(rowTexts().map((row) => row[4])).toEqual(['Scheduled', 'Current', 'Ended']);
  });

  it('says so when there are no notices', async () => {
    await renderList({ body: { items: [] } });
    expect(await screen.findByText(messages.listEmpty)).toBeInTheDocument();
  });

  it("shows a failed load's reason with Retry, which loads the list again", async () => {
    const server = await renderList(errorAnswer(500, 'The database is away.'));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(messages.listLoadFailed);
    expect(alert).toHaveTextContent('The database is away.');
    server.routes = { ...server.routes, [noticesRoute]: { body: { items: sampleNotices } } };
    await userEvent.click(within(alert).getByRole('button', { name: dataTableMessages.retry }));
    expect(await screen.findByRole('link', { name: 'Welcome to Parley.' })).toBeInTheDocument();
  });

  it("opens a notice's edit page from its text", async () => {
    await renderList({ body: { items: sampleNotices } });
    await userEvent.click(await screen.findByRole('link', { name: 'Welcome to Parley.' }));
    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'Location' })).toHaveTextContent(
        '/notices/notice-welcome/edit',
      ),
    );
  });

  it('offers New notice, leading to the new notice page, to a user who may publish', async () => {
    await renderList({ body: { items: sampleNotices } });
    await userEvent.click(await screen.findByRole('link', { name: messages.newNotice }));
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(messages.newTitle);
  });

  it('disables New notice, saying why, for a user without InstanceSettingsWrite', async () => {
    await renderList({ body: { items: sampleNotices } }, [actions.InstanceSettingsRead]);
    const button = await screen.findByRole('button', { name: messages.newNotice });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription(
      'You need the InstanceSettingsWrite action to publish notices.',
    );
    expect(screen.queryByRole('link', { name: messages.newNotice })).not.toBeInTheDocument();
  });
});
