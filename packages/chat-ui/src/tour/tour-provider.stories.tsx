import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor } from 'storybook/test';
import { chatTestIds } from '../test-ids';
import { useTour } from './tour-context';
import { TourProvider } from './tour-provider';
import type { TourStep } from './tour-steps';

const steps: TourStep[] = [
  { target: 'brand-logo', title: 'Welcome', content: 'The logo takes you back to the start.' },
  { target: 'missing', title: 'Missing', content: 'This target is not on the page.' },
  { target: 'message-input', title: 'Your message', content: 'Type your question here.' },
];

function DemoPage() {
  const tour = useTour();
  return (
    <Stack gap="6" p="6">
      <Text data-tour="brand-logo" fontWeight="bold">
        Parley
      </Text>
      <Text data-tour="message-input" borderWidth="1px" p="2">
        Ask anything
      </Text>
      <HStack>
        <Button data-tour="quick-start-tour" onClick={() => tour.start()}>
          Quick-start tour
        </Button>
        <Text role="status">Tour {tour.state.status}</Text>
      </HStack>
    </Stack>
  );
}

function TourDemo() {
  return (
    <TourProvider steps={steps}>
      <DemoPage />
    </TourProvider>
  );
}

const meta = {
  title: 'chat-ui/TourProvider',
  component: TourDemo,
} satisfies Meta<typeof TourDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The tooltip and spotlight load lazily when the tour first runs; on a loaded machine the dev
 * server's first transform of them takes longer than Testing Library's default 1 s.
 */
const firstRunTimeout = { timeout: 10_000 };

export const RunToTheEnd: Story = {
  play: async () => {
    const launcher = screen.getByRole('button', { name: 'Quick-start tour' });
    await userEvent.click(launcher);
    await screen.findByRole('dialog', { name: 'Welcome' }, firstRunTimeout);
    // The spotlight dims the page around the target with the theme's overlay colour.
    // The spotlight is a lazy part of its own: it may draw a moment after the tooltip.
    const spotlight = await screen.findByTestId(chatTestIds.tourSpotlight, {}, firstRunTimeout);
    await expect(getComputedStyle(spotlight).boxShadow).toMatch(/rgba/);
    await expect(getComputedStyle(spotlight).zIndex).toBe('10000');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    // The missing step is skipped in the direction of travel.
    await screen.findByRole('dialog', { name: 'Your message' });
    await userEvent.click(screen.getByRole('button', { name: 'Finish' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(launcher).toHaveFocus();
  },
};

export const CloseWithEscape: Story = {
  play: async () => {
    await userEvent.click(screen.getByRole('button', { name: 'Quick-start tour' }));
    await screen.findByRole('dialog', { name: 'Welcome' }, firstRunTimeout);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(screen.getByRole('status')).toHaveTextContent('Tour paused');
  },
};
