import { Stack, Text } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { DataTableSearch } from './data-table-filters';
import type { DataTableSearchProps } from './data-table-filters';

/** The search box with the search in force shown under it (a screen keeps it in the URL). */
function SearchWithValue(props: Omit<DataTableSearchProps, 'value' | 'onValueChange'>) {
  const [search, setSearch] = useState('');
  return (
    <Stack gap="2">
      <DataTableSearch {...props} value={search} onValueChange={setSearch} />
      <Text>Searching for: {search || 'everything'}</Text>
    </Stack>
  );
}

const meta = {
  title: 'app-shell/data-table/DataTableSearch',
  component: SearchWithValue,
  args: { label: 'Search users', placeholder: 'Name or user name' },
} satisfies Meta<typeof SearchWithValue>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TypingPauses: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search users' }), 'ada');
    await waitFor(() => expect(canvas.getByText('Searching for: ada')).toBeVisible());
  },
};
