import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { WarningAlerts } from './warning-alerts';

const meta = {
  title: 'app-shell/server-errors/WarningAlerts',
  component: WarningAlerts,
  args: {
    warnings: [
      { property: 'deploymentName', message: 'The deployment is being retired next month' },
      { property: 'temperature', message: 'Above 1 answers wander' },
    ],
  },
} satisfies Meta<typeof WarningAlerts>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TwoWarnings: Story = {};

export const OneDismissed: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      canvas.getByRole('button', { name: 'Dismiss the warning about temperature' }),
    );
    await expect(canvas.queryByText('Above 1 answers wander')).not.toBeInTheDocument();
    await expect(canvas.getByText('The deployment is being retired next month')).toBeVisible();
  },
};
