import { describe, expect, it } from 'vitest';
import { adminMenu } from './actions';
import {
  errorReportInputSchema,
  errorReportLimits,
  errorReportMessages,
  errorReportPaths,
  errorReportRoutes,
  errorSampling,
  parseFullTraceTargets,
} from './error-reports';
import { matchesRoute } from './test-support/route-matcher';

const messagesOf = (result: {
  success: boolean;
  error?: { issues: { message: string; path: PropertyKey[] }[] };
}) => result.error?.issues.map((issue) => [issue.path.join('.'), issue.message]) ?? [];

const report = {
  app: 'chat',
  environment: 'production',
  release: '2.2513.3849',
  message: 'Cannot read properties of undefined',
  stack: 'TypeError: Cannot read properties of undefined\n    at Row (row.tsx:12:3)',
  path: '/chat/123',
  source: 'window',
};

describe('error reports (chat-spec section 8, issue 20)', () => {
  it.each([
    [errorReportRoutes.report, errorReportPaths.report()],
    [errorReportRoutes.list, errorReportPaths.list()],
    [errorReportRoutes.one, errorReportPaths.one('r-1')],
  ])('route %s matches its builder', (pattern, url) => {
    expect(matchesRoute(pattern, url)).toBe(true);
  });

  it('accepts a report with or without its stack and source', () => {
    expect(messagesOf(errorReportInputSchema.safeParse(report))).toEqual([]);
    const bare = { ...report, stack: undefined, source: undefined };
    expect(messagesOf(errorReportInputSchema.safeParse(bare))).toEqual([]);
  });

  it('names each field that is missing, too long or not one of the apps', () => {
    expect(
      messagesOf(
        errorReportInputSchema.safeParse({
          ...report,
          app: 'desktop',
          message: '',
          environment: '',
          path: 'p'.repeat(errorReportLimits.pathMaxLength + 1),
          stack: 's'.repeat(errorReportLimits.stackMaxLength + 1),
        }),
      ),
    ).toEqual([
      ['app', errorReportMessages.appInvalid],
      ['environment', errorReportMessages.environmentRequired],
      ['message', errorReportMessages.messageRequired],
      ['stack', errorReportMessages.stackTooLong],
      ['path', errorReportMessages.pathTooLong],
    ]);
    expect(errorReportMessages.appInvalid).toBe('app must be one of chat, admin, public-chat');
  });

  it('allows a message of the limit and refuses one beyond it', () => {
    const at = (length: number) =>
      messagesOf(errorReportInputSchema.safeParse({ ...report, message: 'm'.repeat(length) }));
    expect(at(errorReportLimits.messageMaxLength)).toEqual([]);
    expect(at(errorReportLimits.messageMaxLength + 1)).toEqual([
      ['message', errorReportMessages.messageTooLong],
    ]);
  });

  it('lists Error Reports in the console menu beside the audit log, for ErrorReportsRead', () => {
    const titles = adminMenu.map((item) => item.title);
    expect(titles.indexOf('Error Reports')).toBe(titles.indexOf('Audit Logs') + 1);
    expect(adminMenu.find((item) => item.title === 'Error Reports')).toMatchObject({
      path: '/admin/errorReports',
      actions: ['ErrorReportsRead'],
    });
  });
});

describe('error sampling (chat-spec section 9)', () => {
  const fullTraces = parseFullTraceTargets('Contoso/production, Fabrikam/staging');

  it('reports every error and samples replays and traces at 0 by default', () => {
    expect(
      errorSampling({ organizationName: 'Contoso', environment: 'staging' }, fullTraces),
    ).toEqual({ errors: 1, replays: 0, traces: 0 });
  });

  it('traces in full for the listed organisation/environment combinations only', () => {
    expect(
      errorSampling({ organizationName: 'Contoso', environment: 'production' }, fullTraces),
    ).toEqual({ errors: 1, replays: 0, traces: 1 });
    expect(
      errorSampling({ organizationName: 'Fabrikam', environment: 'staging' }, fullTraces),
    ).toEqual({ errors: 1, replays: 0, traces: 1 });
  });

  it('reads the list as organisation/environment pairs, skipping malformed entries', () => {
    expect(parseFullTraceTargets('A/B/prod, nope, /x, y/, ')).toEqual([
      { organizationName: 'A/B', environment: 'prod' },
    ]);
    expect(parseFullTraceTargets(undefined)).toEqual([]);
  });
});
