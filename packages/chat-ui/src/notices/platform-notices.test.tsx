import { paths } from '@parley/api-contract';
import type { Notice } from '@parley/api-contract';
import { renderWithProviders, startApiTestServer } from '@parley/app-shell/testing';
import type { ApiTestServer } from '@parley/app-shell/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { noticeMessages } from './notice-messages';
import { PlatformNotices } from './platform-notices';

const notice = (messageId: string, text: string, severity: Notice['severity']): Notice => ({
  messageId,
  text,
  severity,
  startsAt: '2026-11-29T08:00:00.000Z',
  endsAt: '2026-11-30T08:00:00.000Z',
});
const maintenance = notice('n-1', 'Maintenance tonight from 22:00', 'warning');
const welcome = notice('n-2', 'Welcome to Parley', 'info');
const listCall = `GET ${paths.messages()}`;

let server: ApiTestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function renderNotices(items: Notice[]) {
  server = await startApiTestServer({
    [listCall]: { body: { items } },
    [`POST ${paths.messages()}`]: { status: 204 },
  });
  renderWithProviders(<PlatformNotices />, { baseUrl: server.baseUrl, route: '/chat' });
  return server;
}

const gets = () => server?.calls.filter((call) => call === listCall).length ?? 0;

describe('PlatformNotices', () => {
  it('shows each current notice, named by its text, with Dismiss', async () => {
    await renderNotices([maintenance, welcome]);
    const region = await screen.findByRole('region', { name: noticeMessages.regionLabel });
    const notes = within(region).getAllByRole('note');
    expect(notes.map((note) => note.textContent)).toEqual([maintenance.text, welcome.text]);
    const warning = screen.getByRole('note', { name: maintenance.text });
    expect(within(warning).getByRole('button', { name: 'Dismiss notice' })).toBeInTheDocument();
    expect(warning).toHaveAttribute('data-severity', 'warning');
    expect(screen.getByRole('note', { name: welcome.text })).toHaveAttribute(
      'data-severity',
      'info',
    );
  });

  it('hides a dismissed notice at once and tells the server', async () => {
    const api = await renderNotices([maintenance, welcome]);
    const warning = await screen.findByRole('note', { name: maintenance.text });
    await userEvent.click(within(warning).getByRole('button', { name: noticeMessages.dismiss }));
    expect(screen.queryByRole('note', { name: maintenance.text })).not.toBeInTheDocument();
    expect(screen.getByRole('note', { name: welcome.text })).toBeInTheDocument();
    await waitFor(() => expect(api.calls).toContain(`POST ${paths.messages()}`));
    expect(
      within(screen.getByRole('note', { name: welcome.text })).getByRole('button', {
        name: noticeMessages.dismiss,
      }),
    ).toHaveFocus();
  });

  it('draws nothing without notices', async () => {
    const api = await renderNotices([]);
    await waitFor(() => expect(api.calls).toContain(listCall));
    expect(screen.queryByRole('region', { name: noticeMessages.regionLabel })).toBeNull();
    expect(screen.queryByRole('note')).toBeNull();
  });

  it('reads the notices again when the window regains focus', async () => {
    const api = await renderNotices([]);
    await waitFor(() => expect(gets()).toBe(1));
    api.routes = { ...api.routes, [listCall]: { body: { items: [welcome] } } };
    act(() => {
      window.dispatchEvent(new Event('focus'));
    });
    expect(await screen.findByRole('note', { name: welcome.text })).toBeInTheDocument();
    expect(gets()).toBe(2);
  });
});
