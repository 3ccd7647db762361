import type { ErrorBody, FieldError } from '@parley/api-contract';

/** What a failed call says: one sentence for the user and the fields it names, if any. */
export interface ServerErrorDescription {
  message: string;
  fields: FieldError[];
}

export const serverErrorMessages = {
  unreachable: 'The server could not be reached. Check the connection and try again.',
  timeout: 'The server took too long to answer. Try again.',
  unreadable: 'The server sent an answer that could not be read.',
  unknown: 'Something went wrong. Try again.',
} as const;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isFieldError(value: unknown): value is FieldError {
  return isRecord(value) && typeof value.field === 'string' && typeof value.message === 'string';
}

/** The contract's error body, also when a 500's body arrived as text (base query: read as text). */
function errorBody(data: unknown): Partial<ErrorBody> | undefined {
  if (typeof data === 'string') {
    try {
      return errorBody(JSON.parse(data));
    } catch {
      return undefined;
    }
  }
  return isRecord(data) && typeof data.message === 'string'
    ? (data as Partial<ErrorBody>)
    : undefined;
}

/**
 * Reads any error a call can fail with: an RTK Query `FetchBaseQueryError` carrying the
 * contract's body `{statusCode, error, message, fields?}` (or a 500's body as text), the
 * `CUSTOM_ERROR` whose `data` lists the fields the contract's schema refused before sending
 * (api-client's `sendValidated`), fetch, timeout and parsing failures, or a thrown `Error`.
 */
export function describeServerError(error: unknown): ServerErrorDescription {
  if (!isRecord(error)) return { message: serverErrorMessages.unknown, fields: [] };
  const { status } = error;
  if (status === 'CUSTOM_ERROR') {
    const fields = Array.isArray(error.data) ? error.data.filter(isFieldError) : [];
    const message = typeof error.error === 'string' && error.error ? error.error : undefined;
    return { message: message ?? serverErrorMessages.unknown, fields };
  }
  if (status === 'FETCH_ERROR') return { message: serverErrorMessages.unreachable, fields: [] };
  if (status === 'TIMEOUT_ERROR') return { message: serverErrorMessages.timeout, fields: [] };
  if (status === 'PARSING_ERROR') return { message: serverErrorMessages.unreadable, fields: [] };
  if (typeof status === 'number') {
    const body = errorBody(error.data);
    const fields = Array.isArray(body?.fields) ? body.fields.filter(isFieldError) : [];
    const text = typeof error.data === 'string' ? error.data.trim() : '';
    const message = body?.message ?? (text || `The server answered ${status}.`);
    return { message, fields };
  }
  // A SerializedError from unwrap(), or any thrown Error.
  if (typeof error.message === 'string' && error.message) {
    return { message: error.message, fields: [] };
  }
  return { message: serverErrorMessages.unknown, fields: [] };
}
