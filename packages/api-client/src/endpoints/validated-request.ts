import type { FieldError } from '@parley/api-contract';
import type {
  BaseQueryFn,
  FetchArgs,
  FetchBaseQueryError,
  FetchBaseQueryMeta,
} from '@reduxjs/toolkit/query/react';

/** The part of a contract (zod) schema this needs: a safe parse that names failing fields. */
interface RequestSchema<Body> {
  safeParse(
    input: unknown,
  ):
    | { success: true; data: Body }
    | { success: false; error: { issues: { path: PropertyKey[]; message: string }[] } };
}

/** The base query as `queryFn` receives it: already bound to the endpoint's api. */
type Send = (
  args: FetchArgs,
) => ReturnType<BaseQueryFn<FetchArgs, unknown, FetchBaseQueryError, object, FetchBaseQueryMeta>>;

/** Bad input never leaves the client: it fails with the field and the rule it broke. */
export function invalidInput(issues: { path: PropertyKey[]; message: string }[]): {
  error: FetchBaseQueryError;
} {
  const fields: FieldError[] = issues.map((issue) => ({
    field: issue.path.map(String).join('.'),
    message: issue.message,
  }));
  return {
    error: {
      status: 'CUSTOM_ERROR',
      error: fields.map(({ field, message }) => `${field}: ${message}`).join('; '),
      data: fields,
    },
  };
}

/**
 * Validates a request body with the contract's schema, then sends it. The endpoint's
 * `responseSchema` validates what comes back, so the answer is typed as `Result` here.
 */
export async function sendValidated<Body, Result>(
  schema: RequestSchema<Body>,
  input: unknown,
  toRequest: (body: Body) => FetchArgs,
  send: Send,
): Promise<{ data: Result } | { error: FetchBaseQueryError }> {
  const parsed = schema.safeParse(input);
  if (!parsed.success) return invalidInput(parsed.error.issues);
  const result = await send(toRequest(parsed.data));
  return result.error ? { error: result.error } : { data: result.data as Result };
}
