import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@parley/app-shell/testing';
import { QuickCreateAgentDialog, validateAgentName } from './quick-create-agent-dialog';

describe('validateAgentName (chat-spec section 5)', () => {
  it('requires a name: "Name is required", also for blanks', () => {
    expect(validateAgentName('   ')).toBe('Name is required');
  });

  it('accepts 150 characters after trimming', () => {
    expect(validateAgentName(` ${'a'.repeat(150)} `)).toBeUndefined();
  });

  it('refuses 151 characters: "Name exceeds the maximum limit of 150 characters"', () => {
    expect(validateAgentName('a'.repeat(151))).toBe(
      'Name exceeds the maximum limit of 150 characters',
    );
  });
});

describe('QuickCreateAgentDialog', () => {
  it('shows the rule broken when "Let\'s go" is pressed without a name', async () => {
    const user = userEvent.setup();
    const onCreate = vi.fn();
    renderWithProviders(<QuickCreateAgentDialog open onClose={vi.fn()} onCreate={onCreate} />);
    await user.click(await screen.findByRole('button', { name: "Let's go" }));
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(onCreate).not.toHaveBeenCalled();
  });

  it('hands over the trimmed name and closes once the agent is made', async () => {
    const user = userEvent.setup();
    const onCreate = vi.fn(async () => undefined);
    const onClose = vi.fn();
    renderWithProviders(<QuickCreateAgentDialog open onClose={onClose} onCreate={onCreate} />);
    await user.type(await screen.findByRole('textbox', { name: /Agent name/ }), '  Helper ');
    await user.click(screen.getByRole('button', { name: "Let's go" }));
    expect(onCreate).toHaveBeenCalledWith('Helper');
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it('stays open with the name when the agent could not be made', async () => {
    const user = userEvent.setup();
    const onCreate = vi.fn(async () => {
      throw new Error('refused');
    });
    const onClose = vi.fn();
    renderWithProviders(<QuickCreateAgentDialog open onClose={onClose} onCreate={onCreate} />);
    const field = await screen.findByRole('textbox', { name: /Agent name/ });
    await user.type(field, 'Helper');
    await user.click(screen.getByRole('button', { name: "Let's go" }));
    await waitFor(() => expect(onCreate).toHaveBeenCalled());
    expect(await screen.findByRole('button', { name: "Let's go" })).toBeEnabled();
    expect(field).toHaveValue('Helper');
    expect(onClose).not.toHaveBeenCalled();
  });
});
