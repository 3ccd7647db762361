import {
  errorReportInputSchema,
  errorReportLimits,
  errorReportMessages,
  errorReportRoutes,
} from '@parley/api-contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { insertErrorReport, pruneErrorReports } from '../../db/queries/error-reports';
import { errorFingerprint, reportedPath } from '../../domain/error-reports';
import { createRateLimiter } from '../../domain/rate-limit';
import type { RateLimit } from '../../domain/rate-limit';
import { HttpError } from '../../http/http-error';
import { visitBrandKey } from '../../http/visit-brand';
import type { RouteOptions } from '../route-options';

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;
/** Old reports are dropped once every this many reports of a process. */
const pruneEvery = 100;

/**
 * `POST /api/internal/errorReports` (chat-spec section 8, issue 20): the apps' error-reporting
 * endpoint. Signed-in users and anonymous public-chat visitors alike may report; the user id comes
 * from the token when one is sent, never from the body. At most `errorReportLimits.bodyMaxBytes`
 * per report (413), `perMinute` per address and per user (429 with Retry-After). Kept
 * `keptDays` days and at most `keptMax` reports.
 */
export const errorReportIntakeRoutes: FastifyPluginAsyncZod<RouteOptions> = async (
  app,
  { context },
) => {
  const limiter = createRateLimiter(() => context.services.db, 'error-report', MINUTE_MS);
  let reports = 0;

  app.post(
    errorReportRoutes.report,
    {
      config: { access: 'signedIn', publicSession: true },
      bodyLimit: errorReportLimits.bodyMaxBytes,
      schema: {
        tags: ['error reports'],
        body: errorReportInputSchema,
        response: { 204: z.null().describe('Reported.') },
      },
    },
    async (request, reply) => {
      const { db } = context.services;
      const user = request.currentUser;
      const limits: RateLimit[] = [
        { key: `address:${request.ip}`, limit: errorReportLimits.perMinute },
        ...(user ? [{ key: `user:${user.userId}`, limit: errorReportLimits.perMinute }] : []),
      ];
      const decision = await limiter.hit(limits);
      if (!decision.allowed) {
        reply.header('retry-after', String(decision.retryAfterSeconds));
        throw new HttpError(429, errorReportMessages.rateLimited(decision.retryAfterSeconds));
      }
      const report = request.body;
      await insertErrorReport(db, {
        app: report.app,
        environment: report.environment,
        release: report.release,
        message: report.message,
        stack: report.stack ?? null,
        path: reportedPath(report.path),
        source: report.source ?? null,
        userId: user?.userId ?? null,
        brandKey: await visitBrandKey(context.services, request),
        fingerprint: errorFingerprint(report),
      });
      reports += 1;
      if (reports % pruneEvery === 0) {
        await pruneErrorReports(db, {
          keptSince: new Date(Date.now() - errorReportLimits.keptDays * DAY_MS),
          keptMax: errorReportLimits.keptMax,
        });
      }
      return reply.code(204).send(null);
    },
  );
};
