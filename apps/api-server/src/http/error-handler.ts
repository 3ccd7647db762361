import { STATUS_CODES } from 'node:http';
import { limits } from '@parley/api-contract';
import type { ErrorBody, FieldError } from '@parley/api-contract';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { HttpError } from './http-error';

export function errorBody(statusCode: number, message: string, fields?: FieldError[]): ErrorBody {
  return {
    statusCode,
    error: STATUS_CODES[statusCode] ?? 'Error',
    message,
    ...(fields ? { fields } : {}),
  };
}

const contextNames: Record<string, string> = {
  body: 'body',
  querystring: 'query parameter',
  params: 'path parameter',
  headers: 'header',
};

/** `/lineage/parentSegmentId` -> `lineage.parentSegmentId`; the whole body -> `body`. */
function fieldName(instancePath: string, context: string): string {
  const name = instancePath.split('/').filter(Boolean).join('.');
  return name || context;
}

/** The route's own body limit (a route may set a smaller one), else the server's. */
const bodyLimit = (request: FastifyRequest) =>
  request.routeOptions.bodyLimit ?? limits.jsonBodyMaxBytes;

/** Beyond this a client that keeps sending is cut off, answer read or not. */
const MAX_DRAINED_BYTES = 64 * 1024 * 1024;

/**
 * Fastify refuses a body over the limit with `Connection: close` before reading it, and a socket
 * closed with unread data resets: the client, still sending, never reads the 413. Keeping the
 * connection lets Node read and discard the rest of the body after the answer, so the client
 * gets it (up to a bound, after which closing is the lesser evil).
 */
function keepConnectionToDrain(request: FastifyRequest, reply: FastifyReply): void {
  const declared = Number(request.headers['content-length']);
  if (Number.isNaN(declared) || declared <= MAX_DRAINED_BYTES) reply.removeHeader('connection');
}

/**
 * Every failure answers with the contract's error body. Bad input is a 400 that names each field
 * and the rule it broke, never a 500; unexpected errors are logged and answered without details.
 */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const context = error.validationContext ?? 'body';
      const fields = error.validation.map((issue) => ({
        field: fieldName(issue.instancePath, context),
        message: issue.message ?? 'is invalid',
      }));
      const summary = fields.map((field) => `${field.field}: ${field.message}`).join('; ');
      return reply
        .code(400)
        .send(errorBody(400, `Invalid ${contextNames[context] ?? context}: ${summary}`, fields));
    }
    if (error instanceof HttpError) {
      return reply
        .code(error.statusCode)
        .send(errorBody(error.statusCode, error.message, error.fields));
    }
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      keepConnectionToDrain(request, reply);
      return reply
        .code(413)
        .send(errorBody(413, `The request body is larger than ${bodyLimit(request)} bytes.`));
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // Fastify's own client errors (malformed JSON, wrong content type) carry a usable message.
      return reply.code(status).send(errorBody(status, error.message));
    }
    request.log.error({ err: error }, 'request failed');
    return reply
      .code(500)
      .send(errorBody(500, 'The server failed to handle the request; it has been logged.'));
  });
}
