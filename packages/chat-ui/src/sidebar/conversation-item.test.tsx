import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { chooseMenuItem } from '@parley/app-shell/testing';
import { renderWithProviders } from '@parley/app-shell/testing';
import { ConversationItem } from './conversation-item';
import type { ConversationItemProps } from './conversation-item';

function renderItem(props: Partial<ConversationItemProps> = {}) {
  const handlers = {
    onSelect: vi.fn(),
    onRename: vi.fn(),
    onArchive: vi.fn(),
    onUnarchive: vi.fn(),
    onDelete: vi.fn(),
    onExport: vi.fn(),
  };
  renderWithProviders(
    <ConversationItem
      title="Budget review"
      archived={false}
      selected={false}
      selectable
      exportable
      {...handlers}
      {...props}
    />,
  );
  return handlers;
}

const user = userEvent.setup();

async function chooseOption(name: string) {
  const trigger = screen.getByRole('button', { name: 'Options for Budget review' });
  await chooseMenuItem(user, trigger, name);
}

describe('ConversationItem', () => {
  it('selects the conversation on click', async () => {
    const { onSelect } = renderItem();
    await user.click(screen.getByRole('button', { name: 'Budget review' }));
    expect(onSelect).toHaveBeenCalledTimes(1);
  });

  it('cannot be selected while a tour runs (chat-spec section 4)', () => {
    renderItem({ selectable: false });
    expect(screen.getByRole('button', { name: 'Budget review' })).toBeDisabled();
  });

  it('saves the trimmed title on Enter and leaves edit mode (chat-spec section 4)', async () => {
    const { onRename } = renderItem();
    await chooseOption('Rename');
    const field = await screen.findByRole('textbox', { name: 'Conversation title' });
    await user.clear(field);
    await user.type(field, '  Budget 2027 {Enter}');
    expect(onRename).toHaveBeenCalledWith('Budget 2027');
    expect(screen.queryByRole('textbox', { name: 'Conversation title' })).not.toBeInTheDocument();
  });

  it('cancels the rename when clicking outside (chat-spec section 4)', async () => {
    const { onRename } = renderItem();
    await chooseOption('Rename');
    const field = await screen.findByRole('textbox', { name: 'Conversation title' });
    await user.type(field, ' draft');
    await user.click(document.body);
    expect(onRename).not.toHaveBeenCalled();
    expect(screen.queryByRole('textbox', { name: 'Conversation title' })).not.toBeInTheDocument();
  });

  it('accepts at most 50 characters in the title (chat-spec section 5)', async () => {
    renderItem();
    await chooseOption('Rename');
    const field = await screen.findByRole('textbox', { name: 'Conversation title' });
    await user.clear(field);
    await user.type(field, 'x'.repeat(60));
    expect(field).toHaveValue('x'.repeat(50));
  });

  it('archives an active conversation from its menu', async () => {
    const { onArchive } = renderItem();
    await chooseOption('Archive');
    expect(onArchive).toHaveBeenCalledTimes(1);
  });

  it('unarchives an archived conversation from its menu', async () => {
    const { onUnarchive } = renderItem({ archived: true });
    await chooseOption('Unarchive');
    expect(onUnarchive).toHaveBeenCalledTimes(1);
  });

  it('hides Export for a banned or blocked agent (chat-spec section 6)', async () => {
    renderItem({ exportable: false });
    await user.click(screen.getByRole('button', { name: 'Options for Budget review' }));
    await screen.findByRole('menuitem', { name: 'Rename' });
    expect(screen.queryByRole('menuitem', { name: 'Export' })).not.toBeInTheDocument();
  });

  it('deletes only after confirmation', async () => {
    const { onDelete } = renderItem();
    await chooseOption('Delete');
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete chat?' });
    expect(onDelete).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(onDelete).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });
});
