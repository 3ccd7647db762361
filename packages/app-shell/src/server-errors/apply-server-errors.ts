import { getIn, setIn } from 'formik';
import type { FormikErrors } from 'formik';
import { describeServerError } from './describe-server-error';

export interface ServerErrorTarget<Values> {
  /** The values the form submitted: a field the server names counts as the form's if it is here. */
  values: Values;
  setErrors: (errors: FormikErrors<Values>) => void;
}

export interface ApplyServerErrorsOptions {
  /**
   * The form's field names, when its values do not tell (a field whose value is undefined is
   * still the form's if listed here).
   */
  fields?: readonly string[];
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The form field a server's field path lands on, if the form has one: the path itself
 * (`name`, `settings.apiKey`), or the list it points into (`actions.3` lands on `actions`, where
 * a multi-select shows its one message).
 */
function formFieldFor(
  path: string,
  values: unknown,
  fields: readonly string[] | undefined,
): string | undefined {
  const segments = path.split('.');
  if (fields) {
    for (let length = segments.length; length > 0; length -= 1) {
      const candidate = segments.slice(0, length).join('.');
      if (fields.includes(candidate)) return candidate;
    }
    return undefined;
  }
  let current: unknown = values;
  for (const [index, segment] of segments.entries()) {
    if (!isRecord(current) || !(segment in current)) return undefined;
    current = current[segment];
    const reached = segments.slice(0, index + 1).join('.');
    if (Array.isArray(current)) return reached;
  }
  return isRecord(current) ? undefined : path;
}

/**
 * Puts a failed save's errors where the user will see them: every error naming a field the form
 * has becomes that field's Formik error; the rest come back as form-level messages for an
 * `ErrorAlertList` ("roleIds: No user role has the id ..." for a field the form lacks, the
 * server's sentence when it names no field). Returns an empty list when every error found a field.
 */
export function applyServerErrors<Values>(
  error: unknown,
  { values, setErrors }: ServerErrorTarget<Values>,
  { fields }: ApplyServerErrorsOptions = {},
): string[] {
  const description = describeServerError(error);
  if (description.fields.length === 0) return [description.message];

  let errors: FormikErrors<Values> = {};
  const formLevel: string[] = [];
  for (const { field, message } of description.fields) {
    const target = field ? formFieldFor(field, values, fields) : undefined;
    if (target === undefined) {
      formLevel.push(field && field !== 'body' ? `${field}: ${message}` : message);
      continue;
    }
    const earlier: unknown = getIn(errors, target);
    const joined =
      typeof earlier === 'string' && earlier !== message ? `${earlier}; ${message}` : message;
    errors = setIn(errors, target, joined);
  }
  setErrors(errors);
  return formLevel;
}
