import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent } from 'storybook/test';
import type { TourStep } from './tour-steps';
import { TourTooltip } from './tour-tooltip';

const welcome: TourStep = { target: 'brand-logo', title: 'Welcome', content: 'A quick tour.' };
const newChat: TourStep = { target: 'new-chat-button', title: 'New chat', content: 'Start one.' };
const again: TourStep = {
  target: 'quick-start-tour',
  title: 'Take the tour again',
  content: 'Restart it here.',
};

const meta = {
  title: 'chat-ui/TourTooltip',
  component: TourTooltip,
  args: {
    step: newChat,
    index: 1,
    total: 12,
    placement: { top: 40, left: 40, width: 380 },
    closeOnEscape: true,
    onNext: fn(),
    onPrev: fn(),
    onRestart: fn(),
    onClose: fn(),
  },
} satisfies Meta<typeof TourTooltip>;

export default meta;
type Story = StoryObj<typeof meta>;

export const MiddleStep: Story = {
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'New chat' });
    await expect(dialog).toHaveTextContent('2 of 12');
    await expect(screen.getByRole('button', { name: 'Next' })).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    await expect(args.onPrev).toHaveBeenCalledOnce();
    await userEvent.click(screen.getByRole('button', { name: 'Restart' }));
    await expect(args.onRestart).toHaveBeenCalledOnce();
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalled();
  },
};

export const FirstStep: Story = {
  args: { step: welcome, index: 0 },
  play: async () => {
    await screen.findByRole('dialog', { name: 'Welcome' });
    await expect(screen.queryByRole('button', { name: 'Restart' })).not.toBeInTheDocument();
    await expect(screen.queryByRole('button', { name: 'Back' })).not.toBeInTheDocument();
  },
};

export const LastStep: Story = {
  args: { step: again, index: 11 },
  play: async ({ args }) => {
    await screen.findByRole('dialog', { name: 'Take the tour again' });
    await userEvent.click(screen.getByRole('button', { name: 'Finish' }));
    await expect(args.onNext).toHaveBeenCalledOnce();
  },
};
