import * as z from 'zod/mini';
import type { FieldError } from './common';
import { limits } from './constants';

/*
 * A connection provider's configuration form (admin-spec sections 3 and 5): the provider publishes
 * a JSON Schema and a uiSchema; the console compiles them into its fields and a yup schema, the
 * server checks what is saved with `configurationProblems`. Both apply the rules of section 5 in
 * the words below. Only the subset of JSON Schema described here is accepted: a flat object of
 * string, integer, number and boolean settings. A validator library (ajv) compiles schemas with
 * `new Function`, which the console's Content-Security-Policy forbids (CONSOLE.md).
 */

/** The rules' words (admin-spec section 5, and this product's for numbers and choices). */
export const configurationMessages = {
  tooLong: (maxLength: number) => `Must not exceed ${maxLength} characters`,
  invalidUrl: 'Invalid URL format',
  invalidEmail: 'Invalid email format',
  required: (title: string) => `${title} is required`,
  notNumber: 'Must be a number',
  notWholeNumber: 'Must be a whole number',
  tooSmall: (minimum: number) => `Must be at least ${minimum}`,
  tooLarge: (maximum: number) => `Must not exceed ${maximum}`,
  notAChoice: 'Choose one of the listed values',
  notText: 'Must be text',
  notTrueOrFalse: 'Must be true or false',
  unknownSetting: 'Not a setting of this provider',
} as const;

/** A choice of a string setting: the value stored and the words shown. */
export const configurationChoiceSchema = z.object({ const: z.string(), title: z.string() });

const described = {
  /** The label, and the `{title}` of "{title} is required". */
  title: z.string(),
  description: z.optional(z.string()),
};

/**
 * A text setting. Longer than `maxLength` (else `limits.dynamicStringDefaultMaxLength`) is refused;
 * `format` `uri` takes an absolute http or https address, `email` an e-mail address. `writeOnly`
 * marks a secret (JSON Schema's keyword for a value sent and never read back): it is sealed at
 * rest and answered only masked. `oneOf` limits it to the listed choices.
 */
export const stringSettingSchema = z.object({
  type: z.literal('string'),
  ...described,
  maxLength: z.optional(z.number().check(z.int(), z.gte(1))),
  format: z.optional(z.enum(['uri', 'email'])),
  writeOnly: z.optional(z.boolean()),
  default: z.optional(z.string()),
  oneOf: z.optional(z.array(configurationChoiceSchema)),
});

/** A number setting, whole with `integer`, within `minimum` and `maximum` when given. */
export const numberSettingSchema = z.object({
  type: z.enum(['integer', 'number']),
  ...described,
  minimum: z.optional(z.number()),
  maximum: z.optional(z.number()),
  default: z.optional(z.number()),
});

export const booleanSettingSchema = z.object({
  type: z.literal('boolean'),
  ...described,
  default: z.optional(z.boolean()),
});

export const configurationSettingSchema = z.union([
  stringSettingSchema,
  numberSettingSchema,
  booleanSettingSchema,
]);

/** A provider's JSON Schema: one object whose properties are its settings. */
export const configurationJsonSchemaSchema = z.object({
  type: z.literal('object'),
  properties: z.record(z.string(), configurationSettingSchema),
  required: z.optional(z.array(z.string())),
});

/**
 * How the settings are drawn, in rjsf's shape: `ui:order` lists the settings in order (the rest
 * follow as the schema has them), and each setting's key may hold `ui:help` (helper text) and
 * `ui:placeholder`. Anything else is ignored.
 */
export const configurationUiSchemaSchema = z.record(z.string(), z.unknown());

export type ConfigurationChoice = z.infer<typeof configurationChoiceSchema>;
export type StringSetting = z.infer<typeof stringSettingSchema>;
export type NumberSetting = z.infer<typeof numberSettingSchema>;
export type BooleanSetting = z.infer<typeof booleanSettingSchema>;
export type ConfigurationSetting = z.infer<typeof configurationSettingSchema>;
export type ConfigurationJsonSchema = z.infer<typeof configurationJsonSchemaSchema>;
export type ConfigurationUiSchema = z.infer<typeof configurationUiSchemaSchema>;

/** The longest text a string setting takes: its `maxLength`, else the spec's default of 1000. */
export function settingMaxLength(setting: StringSetting): number {
  return setting.maxLength ?? limits.dynamicStringDefaultMaxLength;
}

/** Whether a setting is a secret (`writeOnly`). */
export function isSecretSetting(setting: ConfigurationSetting): boolean {
  return setting.type === 'string' && setting.writeOnly === true;
}

/** An absolute http or https address (format `uri`). */
export function isHttpAddress(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/** An e-mail address (format `email`): something, an at sign, a domain with a dot. */
export function isEmailAddress(value: string): boolean {
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value);
}

/** The settings in the order the uiSchema gives, then the rest as the schema lists them. */
export function orderedSettings(
  jsonSchema: ConfigurationJsonSchema,
  uiSchema: ConfigurationUiSchema,
): [string, ConfigurationSetting][] {
  const order = uiSchema['ui:order'];
  const named = Array.isArray(order)
    ? order.filter(
        (name): name is string => typeof name === 'string' && name in jsonSchema.properties,
      )
    : [];
  const rest = Object.keys(jsonSchema.properties).filter((name) => !named.includes(name));
  return [...named, ...rest].map((name) => [
    name,
    jsonSchema.properties[name] as ConfigurationSetting,
  ]);
}

/** A setting's `ui:help` or `ui:placeholder`, when its uiSchema entry has one. */
export function uiOption(
  uiSchema: ConfigurationUiSchema,
  name: string,
  option: 'ui:help' | 'ui:placeholder',
): string | undefined {
  const entry = uiSchema[name];
  if (typeof entry !== 'object' || entry === null) return undefined;
  const value = (entry as Record<string, unknown>)[option];
  return typeof value === 'string' ? value : undefined;
}

/** What one value breaks of its setting's rules: the first rule broken, or nothing. */
function settingProblem(setting: ConfigurationSetting, value: unknown): string | undefined {
  switch (setting.type) {
    case 'string': {
      if (typeof value !== 'string') return configurationMessages.notText;
      const maxLength = settingMaxLength(setting);
      if (value.length > maxLength) return configurationMessages.tooLong(maxLength);
      if (setting.format === 'uri' && !isHttpAddress(value))
        return configurationMessages.invalidUrl;
      if (setting.format === 'email' && !isEmailAddress(value)) {
        return configurationMessages.invalidEmail;
      }
      if (setting.oneOf && !setting.oneOf.some((choice) => choice.const === value)) {
        return configurationMessages.notAChoice;
      }
      return undefined;
    }
    case 'integer':
    case 'number': {
      if (typeof value !== 'number' || !Number.isFinite(value)) {
        return configurationMessages.notNumber;
      }
      if (setting.type === 'integer' && !Number.isInteger(value)) {
        return configurationMessages.notWholeNumber;
      }
      if (setting.minimum !== undefined && value < setting.minimum) {
        return configurationMessages.tooSmall(setting.minimum);
      }
      if (setting.maximum !== undefined && value > setting.maximum) {
        return configurationMessages.tooLarge(setting.maximum);
      }
      return undefined;
    }
    case 'boolean':
      return typeof value === 'boolean' ? undefined : configurationMessages.notTrueOrFalse;
  }
}

/**
 * The problems of a configuration against its provider's schema, one per setting (the first rule
 * it breaks), each naming the setting. Text is expected trimmed and an empty text absent, as
 * `normalizedConfiguration` leaves it. `kept` names secrets that are stored already and not sent
 * again: they count as given.
 */
export function configurationProblems(
  jsonSchema: ConfigurationJsonSchema,
  data: Readonly<Record<string, unknown>>,
  kept: ReadonlySet<string> = new Set(),
): FieldError[] {
  const problems: FieldError[] = [];
  const required = new Set(jsonSchema.required ?? []);
  for (const [name, setting] of Object.entries(jsonSchema.properties)) {
    const value = data[name];
    if (value === undefined || value === null) {
      if (required.has(name) && !kept.has(name)) {
        problems.push({ field: name, message: configurationMessages.required(setting.title) });
      }
      continue;
    }
    const problem = settingProblem(setting, value);
    if (problem) problems.push({ field: name, message: problem });
  }
  for (const name of Object.keys(data)) {
    if (!(name in jsonSchema.properties)) {
      problems.push({ field: name, message: configurationMessages.unknownSetting });
    }
  }
  return problems;
}

/** The configuration with its texts trimmed and empty texts left out, as it is checked and stored. */
export function normalizedConfiguration(
  data: Readonly<Record<string, unknown>>,
): Record<string, unknown> {
  const normalized: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(data)) {
    const trimmed = typeof value === 'string' ? value.trim() : value;
    if (trimmed !== '' && trimmed !== null && trimmed !== undefined) normalized[name] = trimmed;
  }
  return normalized;
}
