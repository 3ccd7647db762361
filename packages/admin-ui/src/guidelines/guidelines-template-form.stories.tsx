import { guidelinesMessages } from '@parley/api-contract';
import { withRouter } from '@parley/app-shell/stories';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { sampleTemplate } from './guidelines-fixtures';
import { guidelinesConsoleMessages as messages } from './guidelines-messages';
import { templateFormOf, templateInputOf } from './guidelines-schema';
import type { GuidelinesTemplateFormValues } from './guidelines-schema';
import { GuidelinesTemplateForm } from './guidelines-template-form';

const meta = {
  title: 'admin-ui/guidelines/GuidelinesTemplateForm',
  decorators: [withRouter],
  component: GuidelinesTemplateForm,
  args: {
    initialValues: templateFormOf(undefined),
    onSubmit: fn(async () => undefined),
    onCancel: fn(),
  },
} satisfies Meta<typeof GuidelinesTemplateForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const group = (canvasElement: HTMLElement, position: number) =>
  within(within(canvasElement).getByRole('group', { name: messages.templateSection(position) }));

/** Saved empty of a name and with a blank section: the contract's words on each field. */
export const New: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: messages.addSection }));
    await waitFor(() =>
      expect(group(canvasElement, 1).getByRole('textbox', { name: /Section title/ })).toHaveFocus(),
    );
    await userEvent.click(canvas.getByRole('button', { name: messages.save }));
    await expect(await canvas.findByText(guidelinesMessages.templateNameRequired)).toBeVisible();
    await expect(
      group(canvasElement, 1).getByText(guidelinesMessages.sectionContentRequired),
    ).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** A stored template's sections, moved with the keyboard and saved in their new order. */
export const Edit: Story = {
  args: { initialValues: templateFormOf(sampleTemplate()) },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('button', { name: messages.moveTemplateSectionDown(1) }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(
        canvas.getByRole('button', { name: messages.moveTemplateSectionDown(2) }),
      ).toHaveFocus(),
    );
    await userEvent.click(canvas.getByRole('button', { name: messages.save }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalled());
    const [values] = (args.onSubmit as ReturnType<typeof fn>).mock.lastCall as [
      GuidelinesTemplateFormValues,
    ];
    await expect(templateInputOf(values).sections.map((section) => section.title)).toEqual([
      'Checking answers',
      'What you may share',
      'Reporting problems',
    ]);
  },
};

export const ReadOnly: Story = {
  args: {
    initialValues: templateFormOf(sampleTemplate()),
    readOnlyReason: 'You need the GuidelinesDocumentsWrite action to change templates.',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: /Name/ })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: messages.addSection })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: messages.removeSection(1) })).toBeDisabled();
  },
};
