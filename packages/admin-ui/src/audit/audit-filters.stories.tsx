import { Stack, Text } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AuditFilters, auditFilterLabels } from './audit-filters';
import { emptyAuditFilters } from './audit-window';
import type { AuditFilterValues } from './audit-window';

/** The filters with the values in force shown under them (the screen keeps them in the URL). */
function FiltersWithValues({ initial }: { initial: Partial<AuditFilterValues> }) {
  const [values, setValues] = useState<AuditFilterValues>({ ...emptyAuditFilters, ...initial });
  const set = Object.entries(values).filter(([, value]) => value);
  return (
    <Stack gap="4">
      <AuditFilters
        values={values}
        onChange={(changes) => setValues((current) => ({ ...current, ...changes }))}
      />
      <Text>
        In force:{' '}
        {set.length > 0 ? set.map(([key, value]) => `${key}=${value}`).join(' ') : 'nothing'}
      </Text>
    </Stack>
  );
}

const meta = {
  title: 'admin-ui/audit/AuditFilters',
  component: FiltersWithValues,
  args: { initial: {} },
} satisfies Meta<typeof FiltersWithValues>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The default window, said in words; a typed filter applies once typing pauses. */
export const DefaultWindow: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Showing the last 30 days')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Last 30 days' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await userEvent.type(canvas.getByRole('textbox', { name: auditFilterLabels.userName }), 'ada');
    await waitFor(() => expect(canvas.getByText('In force: userName=ada')).toBeVisible());
  },
};

/** A preset replaces chosen ends, and the words follow. */
export const ChoosingAPreset: Story = {
  args: { initial: { timeStampFrom: '2026-11-01T08:00:00.000Z', type: 'UserRole' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/^Showing .* to now$/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Last 24 hours' }));
    await expect(canvas.getByText('Showing the last 24 hours')).toBeVisible();
    await expect(canvas.getByText('In force: type=UserRole last=24h')).toBeVisible();
    await expect(canvas.getByLabelText(auditFilterLabels.timeStampFrom)).toHaveValue('');
  },
};

/** A type the console does not know (from a shared link) stays choosable. */
export const UnknownType: Story = {
  args: { initial: { type: 'Brand', aggregateRootId: 'north' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('combobox', { name: auditFilterLabels.type })).toHaveValue(
      'Brand',
    );
    await userEvent.click(canvas.getByRole('button', { name: auditFilterLabels.reset }));
    await expect(canvas.getByText('In force: nothing')).toBeVisible();
    await expect(
      canvas.getByRole('textbox', { name: auditFilterLabels.aggregateRootId }),
    ).toHaveValue('');
  },
};
