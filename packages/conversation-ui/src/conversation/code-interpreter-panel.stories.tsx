import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { CODE_INTERPRETER_LABEL, CodeInterpreterPanel } from './code-interpreter-panel';

const meta = {
  title: 'conversation-ui/conversation/CodeInterpreterPanel',
  component: CodeInterpreterPanel,
  args: { output: 'import math\nprint(math.pi)\n3.141592653589793', running: false },
} satisfies Meta<typeof CodeInterpreterPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Folds: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const output = canvas.getByRole('region', { name: CODE_INTERPRETER_LABEL });
    await expect(output).toHaveTextContent('3.141592653589793');
    await expect(output).toHaveStyle({ whiteSpace: 'pre-wrap' });
    const trigger = canvas.getByRole('button', { name: CODE_INTERPRETER_LABEL });
    await userEvent.click(trigger);
    await waitFor(() => expect(trigger).toHaveAttribute('aria-expanded', 'false'));
  },
};
