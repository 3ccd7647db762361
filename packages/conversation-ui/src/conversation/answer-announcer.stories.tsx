import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { expect, waitFor } from 'storybook/test';
import { AnswerAnnouncer } from './answer-announcer';

const answer =
  'You get 25 days of paid leave a year. You can carry over up to 5 days. Ask your manager before you book';

const meta = {
  title: 'conversation-ui/conversation/AnswerAnnouncer',
  component: AnswerAnnouncer,
  args: { answer, finished: false },
} satisfies Meta<typeof AnswerAnnouncer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The announcer draws nothing visible: its one element is the live region. */
function liveRegion(canvasElement: HTMLElement): HTMLElement {
  const region = canvasElement.querySelector<HTMLElement>('[aria-live]');
  if (!region) throw new Error('The announcer rendered no live region');
  return region;
}

export const MidSentence: Story = {
  play: async ({ canvasElement }) => {
    const region = liveRegion(canvasElement);
    await expect(region).toHaveAttribute('aria-live', 'polite');
    await expect(region).toHaveAttribute('aria-atomic', 'true');
    // Whole sentences only: the unfinished one waits for its end.
    await waitFor(() =>
      expect(region).toHaveTextContent(
        /^You get 25 days of paid leave a year\. You can carry over up to 5 days\.$/,
      ),
    );
  },
};

export const BeforeTheFirstSentenceEnds: Story = {
  args: { answer: 'You get 25 days' },
  play: async ({ canvasElement }) => {
    const region = liveRegion(canvasElement);
    await expect(region).toHaveAttribute('aria-live', 'polite');
    await expect(region.textContent).toBe('');
  },
};

export const Finished: Story = {
  args: { finished: true },
  play: async ({ canvasElement }) => {
    // A finished answer is read to its end, unfinished last sentence included.
    await waitFor(() => expect(liveRegion(canvasElement).textContent).toBe(answer));
  },
};

const growingStep = 6;

/** Reveals the answer a few characters per frame, then finishes it, as a stream would. */
function GrowingAnswer({ answer: fullAnswer }: { answer: string }) {
  const [length, setLength] = useState(0);
  useEffect(() => {
    if (length >= fullAnswer.length) return;
    const frame = requestAnimationFrame(() => setLength((shown) => shown + growingStep));
    return () => cancelAnimationFrame(frame);
  }, [length, fullAnswer.length]);
  return (
    <AnswerAnnouncer answer={fullAnswer.slice(0, length)} finished={length >= fullAnswer.length} />
  );
}

export const Streamed: Story = {
  render: (args) => <GrowingAnswer answer={args.answer} />,
  play: async ({ canvasElement }) => {
    const region = liveRegion(canvasElement);
    // Each announcement is only what is new: at the end, the rest after the last sentence.
    await waitFor(() => expect(region.textContent).toBe('Ask your manager before you book'), {
      timeout: 5_000,
    });
    await expect(region).toHaveAttribute('aria-live', 'polite');
  },
};
