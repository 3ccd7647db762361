import { guidelinesMessages } from '@parley/api-contract';
import { withRouter } from '@parley/app-shell/stories';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { guidelinesConsoleMessages as messages } from './guidelines-messages';
import { emptySectionForm } from './guidelines-schema';
import { GuidelinesSectionForm } from './guidelines-section-form';

const meta = {
  title: 'admin-ui/guidelines/GuidelinesSectionForm',
  decorators: [withRouter],
  component: GuidelinesSectionForm,
  args: {
    heading: messages.newSectionHeading,
    initialValues: emptySectionForm,
    onSubmit: fn(async () => undefined),
    onCancel: fn(),
  },
} satisfies Meta<typeof GuidelinesSectionForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Opens on its title field; saved blank, it says what is missing in the contract's words. */
export const New: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const title = canvas.getByRole('textbox', { name: /Section title/ });
    await waitFor(() => expect(title).toHaveFocus());
    await userEvent.type(title, ' ');
    await userEvent.click(canvas.getByRole('button', { name: messages.save }));
    await expect(await canvas.findByText(guidelinesMessages.sectionTitleRequired)).toBeVisible();
    await expect(canvas.getByText(guidelinesMessages.sectionContentRequired)).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Edit: Story = {
  args: {
    heading: messages.editSectionHeading('Checking answers'),
    initialValues: { title: 'Checking answers', content: 'Answers can be **wrong**.' },
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: /Text/ }), ' Check them.');
    await userEvent.click(canvas.getByRole('button', { name: messages.save }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({
        title: 'Checking answers',
        content: 'Answers can be **wrong**. Check them.',
      }),
    );
  },
};
