import { validateYupSchema, yupToFormErrors } from 'formik';
import type { AnySchema, ValidationError } from 'yup';

/** The part of a contract (zod) schema this needs: a safe parse that reports issues by path. */
export interface ContractSchema {
  safeParse(
    input: unknown,
  ): { success: true } | { success: false; error: { issues: ContractIssue[] } };
}

interface ContractIssue {
  path: PropertyKey[];
  message: string;
}

/** The message each field shows, by dotted path (`name`, `settings.apiKey`, `actions.0`). */
export type FieldMessages = Record<string, string>;

/** One input on which the form's schema and the contract's disagree. */
export interface SchemaParityMismatch {
  input: unknown;
  form: FieldMessages;
  contract: FieldMessages;
}

function flatten(errors: unknown, prefix: string, into: FieldMessages): FieldMessages {
  if (typeof errors === 'string') into[prefix] = errors;
  else if (errors !== null && typeof errors === 'object') {
    for (const [key, value] of Object.entries(errors)) {
      flatten(value, prefix ? `${prefix}.${key}` : key, into);
    }
  }
  return into;
}

/**
 * What a Formik form with this yup schema shows for `values`: validated as Formik validates
 * (empty strings read as absent, every field checked), one message per field, the first.
 */
export async function formFieldMessages(schema: AnySchema, values: object): Promise<FieldMessages> {
  try {
    await validateYupSchema(values, schema);
    return {};
  } catch (error) {
    return flatten(yupToFormErrors(error as ValidationError), '', {});
  }
}

/** What the contract's schema (the server's 400) says for `input`: the first message per field. */
export function contractFieldMessages(schema: ContractSchema, input: unknown): FieldMessages {
  const result = schema.safeParse(input);
  if (result.success) return {};
  const messages: FieldMessages = {};
  for (const issue of result.error.issues) {
    const path = issue.path.map(String).join('.');
    messages[path] ??= issue.message;
  }
  return messages;
}

/**
 * Gives each input to the form's yup schema and to the contract's zod schema and returns the
 * inputs on which they name other fields or other words (ARCHITECTURE section 12: the same bad
 * input gets the same messages in the browser and from the server). Empty when they agree.
 */
export async function schemaParityMismatches({
  formSchema,
  contractSchema,
  inputs,
}: {
  formSchema: AnySchema;
  contractSchema: ContractSchema;
  inputs: readonly object[];
}): Promise<SchemaParityMismatch[]> {
  const mismatches: SchemaParityMismatch[] = [];
  for (const input of inputs) {
    const form = await formFieldMessages(formSchema, input);
    const contract = contractFieldMessages(contractSchema, input);
    const same =
      Object.keys(form).length === Object.keys(contract).length &&
      Object.entries(form).every(([field, message]) => contract[field] === message);
    if (!same) mismatches.push({ input, form, contract });
  }
  return mismatches;
}
