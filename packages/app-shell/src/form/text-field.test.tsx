import { limits } from '@parley/api-contract';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { object, string } from 'yup';
import { FormHarness } from '../testing/form-harness';
import { renderWithProviders } from '../testing/render-with-providers';
import { isMultilineLimit, TextField } from './text-field';

const schema = object({
  name: string().trim().required('Name is required').max(10, 'Name must be at most 10 characters'),
});

function renderName(onSubmit = vi.fn()) {
  renderWithProviders(
    <FormHarness initialValues={{ name: '' }} validationSchema={schema} onSubmit={onSubmit}>
      <TextField name="name" label="Name" helperText="Shown to every user" required />
    </FormHarness>,
  );
  return { input: screen.getByRole('textbox', { name: /Name/ }), onSubmit };
}

describe('TextField', () => {
  it('is labelled, marked required without native validation, and described by its helper text', () => {
    const { input } = renderName();
    expect(input).toHaveAttribute('aria-required', 'true');
    expect(input).not.toHaveAttribute('required');
    expect(input).toHaveAccessibleDescription('Shown to every user');
    expect(screen.getByText('*')).toHaveAttribute('aria-hidden', 'true');
  });

  it('shows no error before the field is touched, and the schema message once it is', async () => {
    const user = userEvent.setup();
    const { input } = renderName();
    await user.click(input);
    expect(screen.queryByText('Name is required')).not.toBeInTheDocument();
    await user.tab();
    expect(await screen.findByText('Name is required')).toBeVisible();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Shown to every user Name is required');
  });

  it('shows the error of an untouched field after a submit, and does not submit', async () => {
    const user = userEvent.setup();
    const { input, onSubmit } = renderName();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Name is required')).toBeVisible();
    expect(onSubmit).not.toHaveBeenCalled();
    await user.type(input, 'Much too long a name');
    expect(await screen.findByText('Name must be at most 10 characters')).toBeVisible();
  });

  it('submits the typed text', async () => {
    const user = userEvent.setup();
    const { input, onSubmit } = renderName();
    await user.type(input, 'Editors');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({ name: 'Editors' });
  });

  it(`becomes a 3-row text area when more than ${limits.dynamicMultilineAbove} characters are allowed`, () => {
    expect(isMultilineLimit(limits.dynamicMultilineAbove)).toBe(false);
    expect(isMultilineLimit(limits.dynamicMultilineAbove + 1)).toBe(true);
    renderWithProviders(
      <FormHarness initialValues={{ short: '', long: '' }}>
        <TextField name="short" label="Short" maxLength={limits.dynamicMultilineAbove} />
        <TextField name="long" label="Long" maxLength={limits.dynamicMultilineAbove + 1} />
      </FormHarness>,
    );
    expect(screen.getByRole('textbox', { name: 'Short' }).tagName).toBe('INPUT');
    const long = screen.getByRole('textbox', { name: 'Long' });
    expect(long.tagName).toBe('TEXTAREA');
    expect(long).toHaveAttribute('rows', '3');
  });
});
