import { serverErrorMessages } from '@parley/app-shell';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { AssignUserPicker } from './assign-user-picker';
import { adaLovelace, sampleUserSummaries, userSummary } from '../testing/console-fixtures';
import { roleMessages } from './role-messages';

const meta = {
  title: 'admin-ui/roles/AssignUserPicker',
  component: AssignUserPicker,
  args: {
    candidates: sampleUserSummaries,
    status: 'ready',
    hasMore: false,
    onSearchChange: fn(),
    holderIds: new Set(['user-noor']),
    onAssign: fn(async () => true),
  },
} satisfies Meta<typeof AssignUserPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Typing searches (once typing pauses); a user is chosen from the list, then assigned. */
export const ChooseAndAssign: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const assign = canvas.getByRole('button', { name: roleMessages.assignUser });
    await expect(assign).toBeDisabled();
    const finder = canvas.getByRole('combobox', { name: roleMessages.findUser });
    await userEvent.type(finder, 'ad');
    await waitFor(() => expect(args.onSearchChange).toHaveBeenLastCalledWith('ad'));
    await userEvent.click(await screen.findByRole('option', { name: /Ada Lovelace/ }));
    await userEvent.click(assign);
    await expect(args.onAssign).toHaveBeenCalledWith(userSummary(adaLovelace));
    await waitFor(() => expect(finder).toHaveValue(''));
  },
};

/** A user who holds the role already is listed as such and cannot be chosen. */
export const HolderNotOffered: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(
      within(canvasElement).getByRole('combobox', { name: roleMessages.findUser }),
    );
    const noor = await screen.findByRole('option', { name: /Noor Haddad/ });
    await expect(noor).toHaveAttribute('aria-disabled', 'true');
    await expect(noor).toHaveTextContent(roleMessages.alreadyHolds);
  },
};

/** What the search says (searching, nothing found, failed) shows under the box, not in the list. */
export const Searching: Story = {
  args: { candidates: [], status: 'loading' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('combobox', { name: roleMessages.findUser }), 'ad');
    await expect(canvas.getByRole('status')).toHaveTextContent(roleMessages.searchingUsers);
  },
};

export const NoMatch: Story = {
  args: { candidates: [] },
  play: async ({ canvasElement }) => {
    await userEvent.type(
      within(canvasElement).getByRole('combobox', { name: roleMessages.findUser }),
      'nobody',
    );
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      roleMessages.noUserFound,
    );
  },
};

export const SearchFailed: Story = {
  args: {
    candidates: [],
    status: 'error',
    error: { status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('combobox', { name: roleMessages.findUser }), 'ad');
    await expect(canvas.getByRole('status')).toHaveTextContent(
      `${roleMessages.searchFailed}: ${serverErrorMessages.unreachable}`,
    );
  },
};

export const MoreMatch: Story = {
  args: { hasMore: true },
  play: async ({ canvasElement }) => {
    await userEvent.click(
      within(canvasElement).getByRole('combobox', { name: roleMessages.findUser }),
    );
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      roleMessages.moreUsers,
    );
  },
};

/** Refused: the choice stays for another try. */
export const AssignRefused: Story = {
  args: { onAssign: fn(async () => false) },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const finder = canvas.getByRole('combobox', { name: roleMessages.findUser });
    await userEvent.click(finder);
    await userEvent.click(await screen.findByRole('option', { name: /Zoë Brandt/ }));
    await userEvent.click(canvas.getByRole('button', { name: roleMessages.assignUser }));
    await expect(args.onAssign).toHaveBeenCalledOnce();
    await expect(finder).toHaveValue('Zoë Brandt (zoe@parley.local)');
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('combobox', { name: roleMessages.findUser }),
    ).toBeDisabled();
  },
};
