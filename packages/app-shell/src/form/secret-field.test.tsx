import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { object, string } from 'yup';
import { FormHarness } from '../testing/form-harness';
import { renderWithProviders } from '../testing/render-with-providers';
import { SecretField } from './secret-field';

interface ConnectionValues {
  name: string;
  apiKey?: string;
}

function renderSecret(maskedValue: string | null, onSubmit = vi.fn()) {
  renderWithProviders(
    <FormHarness<ConnectionValues>
      initialValues={{ name: 'OpenAI', apiKey: undefined }}
      validationSchema={object({
        apiKey: string().min(8, 'API key must be at least 8 characters'),
      })}
      onSubmit={onSubmit}
    >
      <SecretField name="apiKey" label="API key" maskedValue={maskedValue} />
    </FormHarness>,
  );
  return onSubmit;
}

const save = () => screen.getByRole('button', { name: 'Save' });

describe('SecretField', () => {
  it('shows the stored secret masked and read-only, and leaves it out of the saved values', async () => {
    const user = userEvent.setup();
    const onSubmit = renderSecret('••••••abcd');
    const masked = screen.getByRole('textbox', { name: 'API key' });
    expect(masked).toHaveValue('••••••abcd');
    expect(masked).toHaveAttribute('readonly');
    await user.click(save());
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({ name: 'OpenAI', apiKey: undefined });
  });

  it('Replace opens an empty, focused input whose text is saved', async () => {
    const user = userEvent.setup();
    const onSubmit = renderSecret('••••••abcd');
    await user.click(screen.getByRole('button', { name: 'Replace API key' }));
    const input = screen.getByLabelText('API key');
    expect(input).toHaveAttribute('type', 'password');
    expect(input).toHaveValue('');
    await vi.waitFor(() => expect(input).toHaveFocus());
    await user.type(input, 'sk-new-secret');
    await user.click(save());
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({ name: 'OpenAI', apiKey: 'sk-new-secret' });
  });

  it('Cancel restores the masked value and the undefined form value, errors and all', async () => {
    const user = userEvent.setup();
    const onSubmit = renderSecret('••••••abcd');
    await user.click(screen.getByRole('button', { name: 'Replace API key' }));
    await user.type(screen.getByLabelText('API key'), 'short');
    await user.click(save());
    expect(await screen.findByText('API key must be at least 8 characters')).toBeVisible();
    expect(onSubmit).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Cancel replacing API key' }));
    expect(screen.getByRole('textbox', { name: 'API key' })).toHaveValue('••••••abcd');
    await vi.waitFor(() =>
      expect(screen.queryByText('API key must be at least 8 characters')).not.toBeInTheDocument(),
    );
    await user.click(save());
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({ name: 'OpenAI', apiKey: undefined });
  });

  it('asks for the secret at once when none is stored', () => {
    renderSecret(null);
    expect(screen.getByLabelText('API key')).toHaveAttribute('type', 'password');
    expect(screen.queryByRole('button', { name: /Replace/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Cancel/ })).not.toBeInTheDocument();
  });
});
