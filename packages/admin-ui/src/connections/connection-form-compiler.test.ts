import type { ConfigurationJsonSchema } from '@parley/api-contract';
import { describe, expect, it } from 'vitest';
import { ValidationError } from 'yup';
import { compileConfigurationForm, storedSecretNames } from './connection-form-compiler';

const jsonSchema: ConfigurationJsonSchema = {
  type: 'object',
  required: ['address', 'apiKey', 'pages', 'library'],
  properties: {
    notes: { type: 'string', title: 'Notes' },
    address: { type: 'string', title: 'Address', format: 'uri', maxLength: 40 },
    contact: { type: 'string', title: 'Contact', format: 'email', maxLength: 500 },
    apiKey: { type: 'string', title: 'API key', writeOnly: true },
    pages: { type: 'integer', title: 'Pages', minimum: 1, maximum: 500, default: 50 },
    verbose: { type: 'boolean', title: 'Verbose' },
    library: { type: 'string', title: 'Library', oneOf: [{ const: 'lib-1', title: 'Handbook' }] },
  },
};
const uiSchema = {
  'ui:order': ['address', 'apiKey'],
  address: { 'ui:help': 'Where it answers.', 'ui:placeholder': 'https://example.com' },
};
const valid = { address: 'https://example.com/v1', apiKey: 'sk-1', pages: 5, library: 'lib-1' };

/** The first message of each field that fails, as the form shows them. */
async function problems(values: Record<string, unknown>, stored = new Set<string>()) {
  const { schema } = compileConfigurationForm(jsonSchema, uiSchema, stored);
  try {
    await schema.validate(values, { abortEarly: false });
    return {};
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const found: Record<string, string> = {};
    for (const inner of error.inner) {
      if (inner.path && !(inner.path in found)) found[inner.path] = inner.message;
    }
    return found;
  }
}

describe('compileConfigurationForm (admin-spec section 5, the dynamic connection form)', () => {
  it('draws the settings in ui:order, then as the schema lists them, with help and placeholder', () => {
    const { fields } = compileConfigurationForm(jsonSchema, uiSchema);
    expect(fields.map((field) => [field.name, field.kind])).toEqual([
      ['address', 'text'],
      ['apiKey', 'secret'],
      ['notes', 'text'],
      ['contact', 'text'],
      ['pages', 'number'],
      ['verbose', 'boolean'],
      ['library', 'select'],
    ]);
    expect(fields[0]).toMatchObject({
      label: 'Address',
      helperText: 'Where it answers.',
      placeholder: 'https://example.com',
      required: true,
      inputType: 'url',
    });
  });

  it('accepts values that keep every rule', async () => {
    expect(await problems(valid)).toEqual({});
  });

  it("says '{title} is required' for each required setting left empty", async () => {
    expect(await problems({ address: '  ' })).toEqual({
      address: 'Address is required',
      apiKey: 'API key is required',
      pages: 'Pages is required',
      library: 'Library is required',
    });
  });

  it("limits text to the schema's maxLength: 'Must not exceed {n} characters'", async () => {
    expect(await problems({ ...valid, address: `https://example.com/${'a'.repeat(30)}` })).toEqual({
      address: 'Must not exceed 40 characters',
    });
  });

  it('limits text without a maxLength to 1000 characters', async () => {
    expect(await problems({ ...valid, notes: 'x'.repeat(1000) })).toEqual({});
    expect(await problems({ ...valid, notes: 'x'.repeat(1001) })).toEqual({
      notes: 'Must not exceed 1000 characters',
    });
  });

  it("says 'Invalid URL format' for a uri that is not an http or https address", async () => {
    expect(await problems({ ...valid, address: 'example.com' })).toEqual({
      address: 'Invalid URL format',
    });
    expect(await problems({ ...valid, address: 'ftp://example.com' })).toEqual({
      address: 'Invalid URL format',
    });
  });

  it("says 'Invalid email format' for an email that is not one", async () => {
    expect(await problems({ ...valid, contact: 'ops' })).toEqual({
      contact: 'Invalid email format',
    });
    expect(await problems({ ...valid, contact: 'ops@example.com' })).toEqual({});
  });

  it('draws text as multiline (3 rows) only when its limit is above 500', () => {
    const { fields } = compileConfigurationForm(jsonSchema, uiSchema);
    const multiline = Object.fromEntries(
      fields.flatMap((field) => (field.kind === 'text' ? [[field.name, field.multiline]] : [])),
    );
    expect(multiline).toEqual({ address: false, notes: true, contact: false });
  });

  it('keeps numbers within their bounds and whole for integers', async () => {
    expect(await problems({ ...valid, pages: 0 })).toEqual({ pages: 'Must be at least 1' });
    expect(await problems({ ...valid, pages: 501 })).toEqual({ pages: 'Must not exceed 500' });
    expect(await problems({ ...valid, pages: 2.5 })).toEqual({ pages: 'Must be a whole number' });
  });

  it('does not ask again for a secret the connection already stores', async () => {
    const stored = storedSecretNames(jsonSchema, { apiKey: '••••abcd' });
    expect(stored).toEqual(new Set(['apiKey']));
    expect(await problems({ ...valid, apiKey: undefined }, stored)).toEqual({});
    const { fields } = compileConfigurationForm(jsonSchema, uiSchema, stored);
    expect(fields.find((field) => field.name === 'apiKey')).toMatchObject({ required: false });
  });

  it('starts from the stored settings or the defaults, never from a secret', () => {
    const form = compileConfigurationForm(jsonSchema, uiSchema);
    expect(form.initialValues({})).toEqual({
      address: undefined,
      apiKey: undefined,
      notes: undefined,
      contact: undefined,
      pages: 50,
      verbose: false,
      library: undefined,
    });
    expect(form.initialValues({ address: 'https://a.example', apiKey: '••••abcd' })).toMatchObject({
      address: 'https://a.example',
      apiKey: undefined,
    });
  });

  it('sends the settings trimmed, without empty texts or an unreplaced secret', () => {
    const form = compileConfigurationForm(jsonSchema, uiSchema);
    expect(
      JSON.parse(
        form.configurationData({
          address: ' https://example.com ',
          apiKey: undefined,
          notes: '',
          pages: 5,
          verbose: false,
        }),
      ),
    ).toEqual({ address: 'https://example.com', pages: 5, verbose: false });
  });
});
