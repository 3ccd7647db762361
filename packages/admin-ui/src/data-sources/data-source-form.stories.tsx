import { dataSourceMessages } from '@parley/api-contract';
import { withRouter } from '@parley/app-shell/stories';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { sampleLibrary } from './data-source-fixtures';
import { DataSourceForm } from './data-source-form';
import { dataSourceConsoleMessages as messages } from './data-source-messages';
import { dataSourceFormOf } from './data-source-schema';

const meta = {
  title: 'admin-ui/data-sources/DataSourceForm',
  component: DataSourceForm,
  decorators: [withRouter],
  args: {
    initialValues: dataSourceFormOf(undefined, 'Default'),
    deploymentNames: ['embeddings', 'gpt-4o'],
    canChangeEndpoints: false,
    onSubmit: fn(async () => {}),
    onCancel: fn(),
  },
} satisfies Meta<typeof DataSourceForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const save = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('button', { name: messages.save });

/** A new library: the contract's defaults; a blank name is refused in its words. */
export const New: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('spinbutton', { name: /Chunk size/ })).toHaveValue(1200);
    await userEvent.type(canvas.getByRole('textbox', { name: /Name/ }), ' ');
    await userEvent.click(save(canvasElement));
    await expect(await canvas.findByText(dataSourceMessages.nameRequired)).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** An overlap over half the chunk is refused on its field. */
export const OverlapTooLarge: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: /Name/ }), 'Handbook');
    const overlap = canvas.getByRole('spinbutton', { name: /Chunk overlap/ });
    await userEvent.clear(overlap);
    await userEvent.type(overlap, '700');
    await userEvent.click(save(canvasElement));
    await expect(await canvas.findByText(dataSourceMessages.chunkOverlapRange)).toBeVisible();
  },
};

/** Explicit endpoints name their embedding deployment. */
export const ExplicitEndpoints: Story = {
  args: {
    initialValues: dataSourceFormOf(sampleLibrary(), 'Default'),
    canChangeEndpoints: true,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(
      canvas.getByRole('combobox', { name: messages.endpointsLabel }),
      'Explicit',
    );
    const deployment = canvas.getByRole('combobox', { name: /Embedding deployment/ });
    await userEvent.click(save(canvasElement));
    await expect(await canvas.findByText(dataSourceMessages.embeddingRequired)).toBeVisible();
    await userEvent.selectOptions(deployment, 'embeddings');
    await expect(canvas.queryByText(dataSourceMessages.embeddingRequired)).toBeNull();
  },
};

/** A user who may not change libraries sees the settings, read-only, and why. */
export const ReadOnly: Story = {
  args: {
    initialValues: dataSourceFormOf(sampleLibrary(), 'Default'),
    readOnlyReason: 'You need the DataSourcesWrite action to change file libraries.',
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: /Name/ })).toBeDisabled();
  },
};
