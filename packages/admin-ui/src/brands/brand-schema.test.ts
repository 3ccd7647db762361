import { describe, expect, it } from 'vitest';
import { ValidationError } from 'yup';
import { brandFormSchema, brandInput, emptyBrandForm } from './brand-schema';

async function errorsOf(values: object): Promise<Record<string, string>> {
  try {
    await brandFormSchema.validate(values, { abortEarly: false });
    return {};
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    return Object.fromEntries(error.inner.map((inner) => [inner.path ?? '', inner.message]));
  }
}

describe('the brand form rules', () => {
  it('accepts the default colours and sends host names as a lower-case list', async () => {
    const values = {
      ...emptyBrandForm,
      brandKey: 'north',
      hostNames: 'Chat.North.Example\nnorth.example',
    };
    expect(await errorsOf(values)).toEqual({});
    expect(brandInput(values).hostNames).toEqual(['chat.north.example', 'north.example']);
  });

  it("refuses the contract's way: a key that is no slug, a bad host, unreadable menu text", async () => {
    const errors = await errorsOf({
      ...emptyBrandForm,
      brandKey: 'North Shore',
      hostNames: 'https://north.example',
      menu: '#222222',
      menuTextPrimary: '#555555',
    });
    expect(errors.brandKey).toMatch(/lower-case letters, digits and single hyphens/);
    expect(errors.hostNames).toMatch(/is not a host name/);
    expect(errors.menuTextPrimary).toBe(
      'Menu text colour: #555555 on #222222 (the menu colour) has a contrast of 2.13:1; text needs at least 4.5:1 (WCAG AA).',
    );
  });
});
