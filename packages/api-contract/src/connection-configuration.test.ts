import { describe, expect, it } from 'vitest';
import {
  configurationJsonSchemaSchema,
  configurationMessages,
  configurationProblems,
  normalizedConfiguration,
  orderedSettings,
  uiOption,
} from './connection-configuration';
import type { ConfigurationJsonSchema } from './connection-configuration';

const schema: ConfigurationJsonSchema = {
  type: 'object',
  required: ['address', 'apiKey', 'pages', 'library'],
  properties: {
    address: { type: 'string', title: 'Address', format: 'uri', maxLength: 40 },
    contact: { type: 'string', title: 'Contact', format: 'email' },
    notes: { type: 'string', title: 'Notes' },
    apiKey: { type: 'string', title: 'API key', writeOnly: true, maxLength: 100 },
    pages: { type: 'integer', title: 'Pages', minimum: 1, maximum: 500 },
    ratio: { type: 'number', title: 'Ratio', minimum: 0, maximum: 1 },
    verbose: { type: 'boolean', title: 'Verbose' },
    library: {
      type: 'string',
      title: 'Library',
      oneOf: [{ const: 'lib-1', title: 'Handbook' }],
    },
  },
};

const valid = { address: 'https://example.com/v1', apiKey: 'sk-1', pages: 50, library: 'lib-1' };

const problemsOf = (data: Record<string, unknown>, kept?: ReadonlySet<string>) =>
  Object.fromEntries(
    configurationProblems(schema, data, kept).map((problem) => [problem.field, problem.message]),
  );

describe('configurationProblems (admin-spec section 5, the dynamic connection form)', () => {
  it('accepts a configuration that keeps every rule', () => {
    expect(configurationProblems(schema, valid)).toEqual([]);
    expect(
      problemsOf({ ...valid, contact: 'ops@example.com', notes: 'x', ratio: 0.5, verbose: true }),
    ).toEqual({});
  });

  it("says '{title} is required' for each required setting left out", () => {
    expect(problemsOf({})).toEqual({
      address: 'Address is required',
      apiKey: 'API key is required',
      pages: 'Pages is required',
      library: 'Library is required',
    });
  });

  it('counts a stored secret that is not sent again as given', () => {
    expect(problemsOf({ ...valid, apiKey: undefined }, new Set(['apiKey']))).toEqual({});
  });

  it("limits text to its maxLength, else to 1000: 'Must not exceed {n} characters'", () => {
    expect(problemsOf({ ...valid, address: `https://example.com/${'a'.repeat(30)}` })).toEqual({
      address: 'Must not exceed 40 characters',
    });
    expect(problemsOf({ ...valid, notes: 'n'.repeat(1000) })).toEqual({});
    expect(problemsOf({ ...valid, notes: 'n'.repeat(1001) })).toEqual({
      notes: 'Must not exceed 1000 characters',
    });
  });

  it("refuses an address that is not absolute http(s): 'Invalid URL format'", () => {
    for (const address of ['example.com', 'ftp://example.com/', 'http://', 'not a url']) {
      expect(problemsOf({ ...valid, address })).toEqual({ address: 'Invalid URL format' });
    }
  });

  it("refuses a malformed e-mail address: 'Invalid email format'", () => {
    for (const contact of ['ops', 'ops@', 'ops@example', 'o ps@example.com']) {
      expect(problemsOf({ ...valid, contact })).toEqual({ contact: 'Invalid email format' });
    }
  });

  it('keeps numbers whole and within their bounds, and choices among theirs', () => {
    expect(problemsOf({ ...valid, pages: 0 })).toEqual({ pages: 'Must be at least 1' });
    expect(problemsOf({ ...valid, pages: 501 })).toEqual({ pages: 'Must not exceed 500' });
    expect(problemsOf({ ...valid, pages: 2.5 })).toEqual({ pages: 'Must be a whole number' });
    expect(problemsOf({ ...valid, pages: '5' })).toEqual({ pages: 'Must be a number' });
    expect(problemsOf({ ...valid, ratio: 1.5 })).toEqual({ ratio: 'Must not exceed 1' });
    expect(problemsOf({ ...valid, library: 'lib-2' })).toEqual({
      library: configurationMessages.notAChoice,
    });
    expect(problemsOf({ ...valid, verbose: 'yes' })).toEqual({
      verbose: configurationMessages.notTrueOrFalse,
    });
  });

  it('refuses a setting the provider does not have', () => {
    expect(problemsOf({ ...valid, extra: 1 })).toEqual({
      extra: configurationMessages.unknownSetting,
    });
  });

  it('checks trimmed text, with empty text as absent', () => {
    expect(normalizedConfiguration({ a: '  x  ', b: '   ', c: null, d: 0, e: false })).toEqual({
      a: 'x',
      d: 0,
      e: false,
    });
  });
});

describe('provider schemas and uiSchemas', () => {
  it('accepts only the supported subset of JSON Schema', () => {
    expect(configurationJsonSchemaSchema.safeParse(schema).success).toBe(true);
    expect(
      configurationJsonSchemaSchema.safeParse({
        type: 'object',
        properties: { list: { type: 'array', title: 'List' } },
      }).success,
    ).toBe(false);
  });

  it('orders settings by ui:order, then as the schema lists them, and reads their options', () => {
    const ui = { 'ui:order': ['pages', 'missing', 'address'], pages: { 'ui:help': 'At most 500' } };
    expect(orderedSettings(schema, ui).map(([name]) => name)).toEqual([
      'pages',
      'address',
      'contact',
      'notes',
      'apiKey',
      'ratio',
      'verbose',
      'library',
    ]);
    expect(uiOption(ui, 'pages', 'ui:help')).toBe('At most 500');
    expect(uiOption(ui, 'address', 'ui:help')).toBeUndefined();
  });
});
