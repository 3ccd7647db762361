import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { GuidelinesDocumentFacts } from './guidelines-document-facts';
import { sampleDocument } from './guidelines-fixtures';
import { guidelinesConsoleMessages as messages } from './guidelines-messages';

const meta = {
  title: 'admin-ui/guidelines/GuidelinesDocumentFacts',
  component: GuidelinesDocumentFacts,
  args: { document: sampleDocument() },
} satisfies Meta<typeof GuidelinesDocumentFacts>;

export default meta;
type Story = StoryObj<typeof meta>;

export const UsedByAnAgent: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(messages.version(4))).toBeVisible();
    await expect(canvas.getByText('Policy Guide')).toBeVisible();
  },
};

export const UsedByNone: Story = {
  args: { document: sampleDocument({ agents: [], version: 1 }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(messages.usedByNone)).toBeVisible();
  },
};
