import { analyticsPaths, analyticsReports } from '@parley/api-contract';
import type { ApiAnswer, ApiRoutes, ApiTestServer } from '@parley/app-shell/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { errorAnswer, renderConsole } from '../testing/console-harness';
import { AnalyticsDashboardScreen } from './analytics-dashboard-screen';
import { sampleAgents, sampleReport } from './analytics-fixtures';
import { analyticsMessages as messages, reportSections } from './analytics-messages';

afterEach(() => {
  vi.restoreAllMocks();
});

const reportRoutes = (
  answer: (report: (typeof analyticsReports)[number]) => ApiAnswer = (report) => ({
    body: sampleReport(report),
  }),
): ApiRoutes =>
  Object.fromEntries([
    [`GET ${analyticsPaths.agents()}`, { body: { items: sampleAgents } }],
    ...analyticsReports.map((report) => [`GET ${analyticsPaths.report(report)}`, answer(report)]),
  ]);

const renderScreen = (api: ApiRoutes, route = '/') =>
  renderConsole({ route, pages: { '/': <AnalyticsDashboardScreen /> }, api });

/**
 * A bound for the dashboard's figures, not a wait: eight reports with their charts and tables
 * render at once (on first load and again when a filter changes), which has taken over 10 s on
 * two cores shared with other test runs.
 */
const firstLoad = { timeout: 30_000 };

const location = () => new URL(screen.getByLabelText('Location').textContent, 'http://console');
const queriesOf = (server: ApiTestServer, report: string) =>
  server.calls
    .filter((call) => call.startsWith(`GET ${analyticsPaths.report(report as 'summary')}`))
    .map((call) => new URL(call.slice(4), 'http://api').searchParams);

describe('AnalyticsDashboardScreen', () => {
  it('shows the summary figures and every report with a table for screen readers', async () => {
    await renderScreen(reportRoutes());
    expect(screen.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    const summary = screen.getByRole('region', { name: messages.summaryLabel });
    expect(await within(summary).findByText('1,284', {}, firstLoad)).toBeInTheDocument();
    expect(within(summary).getByText(messages.figures.estimated(3))).toBeInTheDocument();
    for (const section of reportSections) {
      const region = screen.getByRole('region', { name: section.title });
      expect(
        await within(region).findByRole('table', {
          name: messages.tableCaption(section.title, 'Last 7 days'),
        }),
      ).toBeInTheDocument();
    }
    const agents = screen.getByRole('region', { name: 'Agents' });
    expect(within(agents).getByRole('rowheader', { name: 'Parley Assistant' })).toBeInTheDocument();
    // The privacy report says what it counts.
    expect(screen.getByText(/anonymous visitors on an agent’s public chat/)).toBeInTheDocument();
  });

  it('keeps the period and agent in the URL and asks every report with them', async () => {
    const server = await renderScreen(reportRoutes());
    await screen.findByText('1,284', {}, firstLoad);
    await userEvent.selectOptions(screen.getByLabelText(messages.period), 'Last30Days');
    await userEvent.selectOptions(screen.getByLabelText(messages.agent), 'Handbook Search');
    await waitFor(() =>
      expect(location().searchParams.get('gptSystemId')).toBe(sampleAgents[1]?.gptSystemId),
    );
    expect(location().searchParams.get('reportingPeriod')).toBe('Last30Days');
    // Asked with both filters at once. Not "the last call": the request of the period alone may
    // still be in flight and reach the server after the one with both.
    const withBoth = (report: string) =>
      queriesOf(server, report).map(
        (query) => `${query.get('reportingPeriod')} ${query.get('gptSystemId')}`,
      );
    for (const report of analyticsReports) {
      await waitFor(
        () => expect(withBoth(report)).toContain(`Last30Days ${sampleAgents[1]?.gptSystemId}`),
        firstLoad,
      );
    }
    expect(screen.getByRole('option', { name: 'Old helper (deleted)' })).toBeInTheDocument();
  });

  it('reads its filters from the URL it is opened at', async () => {
    const agent = sampleAgents[0]?.gptSystemId ?? '';
    const server = await renderScreen(
      reportRoutes(),
      `/?reportingPeriod=Last24Hours&gptSystemId=${agent}`,
    );
    await screen.findByText('1,284', {}, firstLoad);
    expect(screen.getByLabelText(messages.period)).toHaveValue('Last24Hours');
    await waitFor(
      () => expect(screen.getByLabelText(messages.agent)).toHaveValue(agent),
      firstLoad,
    );
    expect(queriesOf(server, 'summary')[0]?.get('reportingPeriod')).toBe('Last24Hours');
  });

  it('switches a report between its chart and a visible table', async () => {
    await renderScreen(reportRoutes());
    const region = screen.getByRole('region', { name: 'Brands' });
    const toggle = await within(region).findByRole(
      'button',
      { name: messages.showTable },
      firstLoad,
    );
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(toggle);
    expect(within(region).getByRole('button', { name: messages.showChart })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(within(region).getByRole('rowheader', { name: 'Harbour' })).toBeVisible();
  });

  it('says when a period has no answers, and offers Retry when a report fails', async () => {
    await renderScreen(
      reportRoutes((report) =>
        report === 'model'
          ? errorAnswer(400, 'reportingPeriod must be one of Last24Hours.')
          : {
              body: sampleReport(report, {
                rows: [],
                ...(report === 'summary' ? {} : { totals: null }),
              }),
            },
      ),
    );
    const brands = screen.getByRole('region', { name: 'Brands' });
    expect(await within(brands).findByText(messages.empty, {}, firstLoad)).toBeInTheDocument();
    const models = screen.getByRole('region', { name: 'Models' });
    const alert = await within(models).findByRole('alert', {}, firstLoad);
    expect(alert).toHaveTextContent(messages.loadFailed('Models'));
    expect(alert).toHaveTextContent('reportingPeriod must be one of Last24Hours.');
    expect(within(alert).getByRole('button', { name: /retry/i })).toBeInTheDocument();
  });

  it('exports the filtered usage as analytics-export.csv', async () => {
    const csv = 'answeredAt,brandKey\r\n2026-11-29T12:00:00.000Z,default\r\n';
    const saved: { fileName: string; blob: Blob }[] = [];
    const blobs = new Map<string, Blob>();
    const { createObjectURL, revokeObjectURL } = URL;
    onTestFinished(() => {
      Object.assign(URL, { createObjectURL, revokeObjectURL });
    });
    URL.createObjectURL = (blob: Blob) => {
      const url = `blob:analytics-${blobs.size}`;
      blobs.set(url, blob);
      return url;
    };
    URL.revokeObjectURL = () => undefined;
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      const blob = blobs.get(this.href);
      if (blob) saved.push({ fileName: this.download, blob });
    });
    const agent = sampleAgents[0]?.gptSystemId ?? '';
    const server = await renderScreen(
      { ...reportRoutes(), [`GET ${analyticsPaths.export()}`]: { text: csv } },
      `/?reportingPeriod=Last7Days&gptSystemId=${agent}`,
    );
    await screen.findByText('1,284', {}, firstLoad);
    await userEvent.click(screen.getByRole('button', { name: messages.export }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]?.fileName).toBe('analytics-export.csv');
    expect(await saved[0]?.blob.text()).toBe(csv);
    const exported = server.calls.find((call) =>
      call.startsWith(`GET ${analyticsPaths.export()}?`),
    );
    const query = new URL(exported?.slice(4) ?? '', 'http://api').searchParams;
    expect(query.get('reportingPeriod')).toBe('Last7Days');
    expect(query.get('gptSystemId')).toBe(agent);
  });
});
