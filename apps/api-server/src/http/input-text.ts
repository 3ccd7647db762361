import { NUL_CHARACTER_MESSAGE, nulCharacterPaths } from '@parley/api-contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isApiPath } from './api-path';
import { HttpError } from './http-error';

const parts = [
  ['params', 'path parameter'],
  ['query', 'query parameter'],
  ['body', 'body'],
] as const;

/** The fields of a request that hold a NUL character, by where they arrived. */
function nulCharacterFields(request: FastifyRequest) {
  return parts.flatMap(([part, label]) =>
    nulCharacterPaths(request[part]).map((field) => ({ label, field: field || part })),
  );
}

/**
 * Applies the contract's text rule to every API request once, before validation and before any
 * route or query sees it: text holding U+0000 is a 400 naming each field (PostgreSQL cannot store
 * it, so it used to fail inside a query as a 500).
 */
export function installInputTextRule(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    if (!isApiPath(request.url)) return;
    const found = nulCharacterFields(request);
    if (found.length === 0) return;
    const fields = found.map(({ field }) => ({ field, message: NUL_CHARACTER_MESSAGE }));
    const summary = found.map(({ label, field }) => `${label} ${field}`).join(', ');
    throw new HttpError(400, `Invalid input: ${summary} ${NUL_CHARACTER_MESSAGE}.`, fields);
  });
}
