import {
  configurationMessages,
  isEmailAddress,
  isHttpAddress,
  isSecretSetting,
  orderedSettings,
  settingMaxLength,
  uiOption,
} from '@parley/api-contract';
import type {
  ConfigurationJsonSchema,
  ConfigurationSetting,
  ConfigurationUiSchema,
  StringSetting,
} from '@parley/api-contract';
import { isMultilineLimit } from '@parley/app-shell';
import { boolean, number, object, string } from 'yup';
import type { AnyObject, ObjectSchema, Schema } from 'yup';

/*
 * The connection form's provider part (admin-spec sections 3 and 5), compiled from the provider's
 * JSON Schema and uiSchema into field descriptors the form draws with our Formik fields, and a yup
 * schema applying section 5's rules in its words: text at most its maxLength or 1000 ('Must not
 * exceed {n} characters'), format uri ('Invalid URL format') and email ('Invalid email format'),
 * required ('{title} is required'), multiline above 500 characters (3 rows). The server checks
 * the same rules with the contract's `configurationProblems`.
 */

/** What the form draws for one setting. */
export type ConfigurationField =
  | {
      kind: 'text';
      name: string;
      label: string;
      helperText?: string;
      placeholder?: string;
      required: boolean;
      maxLength: number;
      multiline: boolean;
      inputType: 'text' | 'url' | 'email';
    }
  | { kind: 'secret'; name: string; label: string; helperText?: string; required: boolean }
  | {
      kind: 'select';
      name: string;
      label: string;
      helperText?: string;
      required: boolean;
      options: { value: string; label: string }[];
    }
  | {
      kind: 'number';
      name: string;
      label: string;
      helperText?: string;
      required: boolean;
      min?: number;
      max?: number;
      step: number;
    }
  | { kind: 'boolean'; name: string; label: string; helperText?: string };

export type ConfigurationValues = Record<string, string | number | boolean | undefined>;

export interface CompiledConfigurationForm {
  fields: ConfigurationField[];
  schema: ObjectSchema<AnyObject>;
  /** The form's starting values: the stored settings (secrets left empty), else the defaults. */
  initialValues(stored: Readonly<Record<string, unknown>>): ConfigurationValues;
  /** The form's values as the server takes them: empty texts and unreplaced secrets left out. */
  configurationData(values: ConfigurationValues): string;
}

function fieldOf(
  name: string,
  setting: ConfigurationSetting,
  required: boolean,
  uiSchema: ConfigurationUiSchema,
  hasStoredSecret: boolean,
): ConfigurationField {
  const label = setting.title;
  const helperText = uiOption(uiSchema, name, 'ui:help') ?? setting.description;
  const common = { name, label, ...(helperText === undefined ? {} : { helperText }) };
  if (setting.type === 'boolean') return { kind: 'boolean', ...common };
  if (setting.type === 'integer' || setting.type === 'number') {
    return {
      kind: 'number',
      ...common,
      required,
      ...(setting.minimum === undefined ? {} : { min: setting.minimum }),
      ...(setting.maximum === undefined ? {} : { max: setting.maximum }),
      step: setting.type === 'integer' ? 1 : 0.1,
    };
  }
  if (isSecretSetting(setting)) {
    return { kind: 'secret', ...common, required: required && !hasStoredSecret };
  }
  // What is left is text (TypeScript does not narrow the zod union's enum discriminant).
  return textFieldOf(name, setting as StringSetting, required, uiSchema, common);
}

function textFieldOf(
  name: string,
  setting: StringSetting,
  required: boolean,
  uiSchema: ConfigurationUiSchema,
  common: { name: string; label: string; helperText?: string },
): ConfigurationField {
  if (setting.oneOf) {
    return {
      kind: 'select',
      ...common,
      required,
      options: setting.oneOf.map((choice) => ({ value: choice.const, label: choice.title })),
    };
  }
  const maxLength = settingMaxLength(setting);
  const placeholder = uiOption(uiSchema, name, 'ui:placeholder');
  return {
    kind: 'text',
    ...common,
    ...(placeholder === undefined ? {} : { placeholder }),
    required,
    maxLength,
    multiline: isMultilineLimit(maxLength),
    inputType: setting.format === 'uri' ? 'url' : setting.format === 'email' ? 'email' : 'text',
  };
}

function ruleOf(
  setting: ConfigurationSetting,
  required: boolean,
  hasStoredSecret: boolean,
): Schema {
  const requiredMessage = configurationMessages.required(setting.title);
  if (setting.type === 'boolean') return boolean();
  if (setting.type === 'integer' || setting.type === 'number') {
    let rule = number().typeError(configurationMessages.notNumber);
    if (setting.type === 'integer') rule = rule.integer(configurationMessages.notWholeNumber);
    if (setting.minimum !== undefined) {
      rule = rule.min(setting.minimum, configurationMessages.tooSmall(setting.minimum));
    }
    if (setting.maximum !== undefined) {
      rule = rule.max(setting.maximum, configurationMessages.tooLarge(setting.maximum));
    }
    return required ? rule.required(requiredMessage) : rule;
  }
  return textRuleOf(setting as StringSetting, required, hasStoredSecret);
}

function textRuleOf(setting: StringSetting, required: boolean, hasStoredSecret: boolean): Schema {
  const requiredMessage = configurationMessages.required(setting.title);
  const maxLength = settingMaxLength(setting);
  let rule = string().trim().max(maxLength, configurationMessages.tooLong(maxLength));
  if (setting.format === 'uri') {
    rule = rule.test('uri', configurationMessages.invalidUrl, (value) =>
      value ? isHttpAddress(value) : true,
    );
  }
  if (setting.format === 'email') {
    rule = rule.test('email', configurationMessages.invalidEmail, (value) =>
      value ? isEmailAddress(value) : true,
    );
  }
  if (setting.oneOf) {
    const choices = setting.oneOf.map((choice) => choice.const);
    rule = rule.test('choice', configurationMessages.notAChoice, (value) =>
      value ? choices.includes(value) : true,
    );
  }
  // A stored secret left unreplaced (undefined) is kept by the server: it counts as given.
  return required && !(isSecretSetting(setting) && hasStoredSecret)
    ? rule.required(requiredMessage)
    : rule;
}

/**
 * Compiles a provider's configuration. `storedSecrets` names the secrets the connection already
 * has (edit): they are not required again, and stay stored unless replaced.
 */
export function compileConfigurationForm(
  jsonSchema: ConfigurationJsonSchema,
  uiSchema: ConfigurationUiSchema,
  storedSecrets: ReadonlySet<string> = new Set(),
): CompiledConfigurationForm {
  const required = new Set(jsonSchema.required ?? []);
  const settings = orderedSettings(jsonSchema, uiSchema);
  const fields = settings.map(([name, setting]) =>
    fieldOf(name, setting, required.has(name), uiSchema, storedSecrets.has(name)),
  );
  const schema = object(
    Object.fromEntries(
      settings.map(([name, setting]) => [
        name,
        ruleOf(setting, required.has(name), storedSecrets.has(name)),
      ]),
    ),
  );
  return {
    fields,
    schema,
    initialValues(stored) {
      const values: ConfigurationValues = {};
      for (const [name, setting] of settings) {
        const value = stored[name];
        if (isSecretSetting(setting)) values[name] = undefined;
        else if (
          typeof value === 'string' ||
          typeof value === 'number' ||
          typeof value === 'boolean'
        ) {
          values[name] = value;
        } else if (setting.type === 'boolean') values[name] = setting.default ?? false;
        else values[name] = setting.default;
      }
      return values;
    },
    configurationData(values) {
      const data: Record<string, unknown> = {};
      for (const [name] of settings) {
        const value = values[name];
        const trimmed = typeof value === 'string' ? value.trim() : value;
        if (trimmed !== undefined && trimmed !== '') data[name] = trimmed;
      }
      return JSON.stringify(data);
    },
  };
}

/** The names of the secrets a stored configuration holds (masked): the provider's writeOnly ones. */
export function storedSecretNames(
  jsonSchema: ConfigurationJsonSchema,
  stored: Readonly<Record<string, unknown>>,
): Set<string> {
  return new Set(
    Object.entries(jsonSchema.properties)
      .filter(([name, setting]) => isSecretSetting(setting) && typeof stored[name] === 'string')
      .map(([name]) => name),
  );
}
