import { Button, Stack } from '@chakra-ui/react';
import { retryAlertMessages } from '@parley/app-shell';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Form, Formik } from 'formik';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  adaLovelace,
  noorHaddad,
  sampleUserSummaries,
  sourceOf,
  userSummary,
} from '../testing/console-fixtures';
import { policyMessages } from './policy-messages';
import { PolicyUsersField } from './policy-users-field';

const noor = userSummary(noorHaddad);
const ada = userSummary(adaLovelace);

const meta = {
  title: 'admin-ui/access-policies/PolicyUsersField',
  component: PolicyUsersField,
  args: {
    name: 'userIds',
    label: policyMessages.usersLabel,
    initialUsers: [],
    search: '',
    onSearchChange: fn(),
    results: sourceOf({ rows: sampleUserSummaries }),
  },
  render: (args) => (
    // A form of its own: app-shell's FormHarness comes with its Node-only test helpers.
    <Formik
      initialValues={{ userIds: args.initialUsers.map((user) => user.userId) }}
      onSubmit={() => undefined}
    >
      <Form noValidate aria-label="Example form">
        <Stack gap="4" maxW="lg">
          <PolicyUsersField {...args} />
          <Button type="submit" alignSelf="flex-start" colorPalette="brand">
            Save
          </Button>
        </Stack>
      </Form>
    </Formik>
  ),
} satisfies Meta<typeof PolicyUsersField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NoneChosen: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(policyMessages.noUsersChosen)).toBeVisible();
  },
};

/** Ticking a match adds the user to the chosen list; Remove takes them off again. */
export const ChooseAndRemove: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const matches = canvas.getByRole('group', { name: policyMessages.matchingUsers });
    await userEvent.click(
      within(matches).getByRole('checkbox', { name: 'Noor Haddad (noor@parley.local)' }),
    );
    const remove = await canvas.findByRole('button', { name: 'Remove Noor Haddad' });
    await userEvent.click(remove);
    await expect(canvas.getByText(policyMessages.noUsersChosen)).toBeVisible();
    await expect(
      within(matches).getByRole('checkbox', { name: 'Noor Haddad (noor@parley.local)' }),
    ).not.toBeChecked();
  },
};

/** Users chosen before keep their names though no search shows them. */
export const ChosenEarlier: Story = {
  args: {
    initialUsers: [noor, ada],
    results: sourceOf(),
    search: 'nobody',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Remove Ada Lovelace' })).toBeVisible();
    await expect(canvas.getByText(policyMessages.noUserFound)).toBeVisible();
  },
};

/** The search is sent once typing pauses, and at once on Enter. */
export const Searching: Story = {
  args: { results: sourceOf({ status: 'loading' }) },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent(policyMessages.usersLoading);
    await userEvent.type(canvas.getByRole('searchbox', { name: policyMessages.findUsers }), 'ad');
    await waitFor(() => expect(args.onSearchChange).toHaveBeenCalledWith('ad'));
    await userEvent.type(
      canvas.getByRole('searchbox', { name: policyMessages.findUsers }),
      'a{Enter}',
    );
    await expect(args.onSearchChange).toHaveBeenLastCalledWith('ada');
  },
};

export const SearchFailed: Story = {
  args: {
    results: sourceOf({
      status: 'error',
      error: { status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' },
      retry: fn(),
    }),
  },
  play: async ({ args, canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent(policyMessages.usersLoadFailed);
    await userEvent.click(within(alert).getByRole('button', { name: retryAlertMessages.retry }));
    await expect(args.results.retry).toHaveBeenCalledTimes(1);
  },
};

export const MoreMatches: Story = {
  args: {
    results: sourceOf({ rows: sampleUserSummaries, hasNextPage: true, fetchNextPage: fn() }),
  },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: policyMessages.moreUsers }),
    );
    await expect(args.results.fetchNextPage).toHaveBeenCalledTimes(1);
  },
};

export const ReadOnly: Story = {
  args: { disabled: true, initialUsers: [ada] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Remove Ada Lovelace' })).toBeDisabled();
    await expect(canvas.queryByRole('searchbox')).not.toBeInTheDocument();
  },
};
