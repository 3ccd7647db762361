import type { FieldError } from '@parley/api-contract';

/** Server error text becomes JSON when it is JSON, and stays text otherwise (chat-spec section 5). */
export function parseErrorText(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function fromJson(json: unknown): FieldError[] | undefined {
  if (!isRecord(json)) return undefined;
  // Our own error body: { fields: [{ field, message }] }.
  if (Array.isArray(json.fields)) {
    return json.fields.filter(isRecord).map((entry) => ({
      field: String(entry.field ?? ''),
      message: String(entry.message ?? ''),
    }));
  }
  // A validation-problem body: { errors: { Field: ["message", ...] } }.
  if (isRecord(json.errors)) {
    return Object.entries(json.errors).flatMap(([field, messages]) =>
      (Array.isArray(messages) ? messages : [messages]).map((message) => ({
        field,
        message: String(message),
      })),
    );
  }
  if (typeof json.message === 'string') return [{ field: '', message: json.message }];
  return undefined;
}

/**
 * Turns the error text of a failed long-running (async) task into field and message pairs
 * (chat-spec section 5). It reads a JSON body with `fields` or `errors`, or lines written
 * "Field: message"; text it cannot split becomes one pair with an empty field.
 */
export function parseAsyncTaskErrors(text: string): FieldError[] {
  const json = parseErrorText(text);
  const fromBody = typeof json === 'string' ? undefined : fromJson(json);
  if (fromBody) return fromBody;
  return text
    .split(/\r?\n|;\s*/)
    .map((line) => line.trim())
    .filter((line) => line.length > 0)
    .map((line) => {
      const match = /^([\w.[\]-]+)\s*:\s*(.+)$/.exec(line);
      return match
        ? { field: match[1] ?? '', message: match[2] ?? '' }
        : { field: '', message: line };
    });
}
