import { guidelinesLimits } from '@parley/api-contract';
import type { GuidelinesSection } from '@parley/api-contract';
import { withRouter } from '@parley/app-shell/stories';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { serverFailure } from '../testing/console-fixtures';
import { sampleSections } from './guidelines-fixtures';
import { guidelinesConsoleMessages as messages } from './guidelines-messages';
import { GuidelinesSectionsPanel } from './guidelines-sections-panel';
import type { GuidelinesSectionsPanelProps } from './guidelines-sections-panel';

/** The panel over sections kept here, as the screen keeps them in the cache. */
function PanelWithSections(props: GuidelinesSectionsPanelProps) {
  const [sections, setSections] = useState<readonly GuidelinesSection[]>(props.sections);
  return (
    <GuidelinesSectionsPanel
      {...props}
      sections={sections}
      onAdd={async (section) => {
        await props.onAdd(section);
        setSections((current) => [
          ...current,
          { sectionId: `added-${current.length + 1}`, ...section },
        ]);
      }}
      onUpdate={async (sectionId, section) => {
        await props.onUpdate(sectionId, section);
        setSections((current) =>
          current.map((each) => (each.sectionId === sectionId ? { sectionId, ...section } : each)),
        );
      }}
      onDelete={async (sectionId) => {
        await props.onDelete(sectionId);
        setSections((current) => current.filter((each) => each.sectionId !== sectionId));
      }}
      onMove={async (sectionIds) => {
        setSections((current) =>
          sectionIds.flatMap((id) => current.find((each) => each.sectionId === id) ?? []),
        );
        await props.onMove(sectionIds);
      }}
    />
  );
}

const meta = {
  title: 'admin-ui/guidelines/GuidelinesSectionsPanel',
  decorators: [withRouter],
  component: GuidelinesSectionsPanel,
  render: (args) => <PanelWithSections {...args} />,
  args: {
    sections: sampleSections,
    onAdd: fn(async () => undefined),
    onUpdate: fn(async () => undefined),
    onDelete: fn(async () => undefined),
    onMove: fn(async () => undefined),
  },
} satisfies Meta<typeof GuidelinesSectionsPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

const titles = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('list', { name: messages.sectionsLabel }))
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);

/** Moved with the keyboard, a section keeps the focus on its button, step after step. */
export const MoveWithTheKeyboard: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('button', { name: messages.moveDownSection('What you may share') }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(
        canvas.getByRole('button', { name: messages.moveDownSection('What you may share') }),
      ).toHaveFocus(),
    );
    await userEvent.keyboard('{Enter}');
    // At the bottom Move down is disabled: its Move up holds the focus.
    await waitFor(() =>
      expect(
        canvas.getByRole('button', { name: messages.moveUpSection('What you may share') }),
      ).toHaveFocus(),
    );
    await expect(titles(canvasElement)).toEqual([
      '1. Checking answers',
      '2. Reporting problems',
      '3. What you may share',
    ]);
    await expect(args.onMove).toHaveBeenLastCalledWith([
      'section-check',
      'section-report',
      'section-share',
    ]);
  },
};

/** Add section opens the form at the end; saved, the focus goes to the new section. */
export const AddSection: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: messages.addSection }));
    const form = canvas.getByRole('form', { name: messages.newSectionHeading });
    await userEvent.type(within(form).getByRole('textbox', { name: /Section title/ }), 'Records');
    await userEvent.type(within(form).getByRole('textbox', { name: /Text/ }), 'Keep them.');
    await userEvent.click(within(form).getByRole('button', { name: messages.save }));
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: messages.editSection('Records') })).toHaveFocus(),
    );
    await expect(args.onAdd).toHaveBeenCalledWith({ title: 'Records', content: 'Keep them.' });
  },
};

/** Delete asks first, starting on Cancel; deleted, the focus goes to the next section. */
export const DeleteSection: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      canvas.getByRole('button', { name: messages.deleteSection('Checking answers') }),
    );
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('alertdialog', {
      name: messages.deleteSectionHeading,
    });
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus(),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(
        canvas.getByRole('button', { name: messages.editSection('Reporting problems') }),
      ).toHaveFocus(),
    );
    await expect(args.onDelete).toHaveBeenCalledWith('section-check');
  },
};

/** A refused change says why above the sections. */
export const ChangeRefused: Story = {
  args: { onMove: fn(async () => Promise.reject(serverFailure('The sections changed.'))) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      canvas.getByRole('button', { name: messages.moveUpSection('Reporting problems') }),
    );
    await expect(await canvas.findByRole('alert')).toHaveTextContent(messages.sectionChangeFailed);
  },
};

export const Empty: Story = {
  args: { sections: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(messages.noSections)).toBeVisible();
  },
};

export const Full: Story = {
  args: {
    sections: Array.from({ length: guidelinesLimits.sectionsMax }, (_, n) => ({
      sectionId: `section-${n}`,
      title: `Part ${n + 1}`,
      content: 'Text.',
    })),
  },
  play: async ({ canvasElement }) => {
    const add = within(canvasElement).getByRole('button', { name: messages.addSection });
    await expect(add).toBeDisabled();
    await expect(add).toHaveAccessibleDescription(messages.sectionsFull);
  },
};

export const ReadOnly: Story = {
  args: {
    readOnlyReason: 'You need the GuidelinesDocumentsWrite action to change guidelines documents.',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const edit = canvas.getByRole('button', { name: messages.editSection('Checking answers') });
    await expect(edit).toBeDisabled();
    await expect(edit).toHaveAccessibleDescription(
      'You need the GuidelinesDocumentsWrite action to change guidelines documents.',
    );
  },
};
