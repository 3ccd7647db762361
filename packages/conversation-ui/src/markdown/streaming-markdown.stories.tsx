import { Box } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { expect, screen, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { Toaster } from '@parley/app-shell';
import { everyBlockAnswer, SCRIPT_RAN_FLAG, unsafeAnswer } from './markdown-samples';
import chartUrl from './sample-chart.svg?no-inline';
import { StreamingMarkdown } from './streaming-markdown';

const meta = {
  title: 'conversation-ui/markdown/StreamingMarkdown',
  component: StreamingMarkdown,
  args: { text: everyBlockAnswer, streaming: false },
  decorators: [
    (Story) => (
      <Box maxW="2xl" p="4">
        <Story />
        <Toaster />
      </Box>
    ),
  ],
} satisfies Meta<typeof StreamingMarkdown>;

export default meta;
type Story = StoryObj<typeof meta>;

export const EveryBlockType: Story = {
  args: { text: `${everyBlockAnswer}\n\n![A generated chart](${chartUrl})` },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Quarterly report' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 3, name: 'Steps' })).toBeVisible();
    await expect(canvas.getAllByRole('list')).toHaveLength(3);
    await expect(canvas.getByRole('checkbox', { name: 'Done' })).toBeChecked();
    await expect(canvas.getByRole('cell', { name: '1,200' })).toBeVisible();
    await expect(canvasElement.querySelector('blockquote')).toHaveTextContent('provisional');
    await expect(canvas.getByRole('separator')).toBeInTheDocument();
    const link = canvas.getByRole('link', { name: 'the methodology' });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    const chart = canvas.getByRole('img', { name: 'A generated chart' });
    await expect(chart).toHaveAttribute('loading', 'lazy');
    await expect(getComputedStyle(chart).maxHeight).toBe('400px');
    // Highlighting arrives lazily, as its own chunk.
    // A bound for a chunk that never loads, not a speed check: beside the other runners the
    // highlighter's chunk has taken over 5 s.
    await waitFor(() => expect(canvas.getByText('export')).toHaveClass('hljs-keyword'), {
      timeout: 30_000,
    });
  },
};

const growingStep = 24;

/** Reveals an answer a few characters per frame, as a stream would. */
function GrowingAnswer({ answer }: { answer: string }) {
  const [length, setLength] = useState(0);
  useEffect(() => {
    if (length >= answer.length) return;
    const frame = requestAnimationFrame(() => setLength((shown) => shown + growingStep));
    return () => cancelAnimationFrame(frame);
  }, [length, answer.length]);
  return <StreamingMarkdown text={answer.slice(0, length)} streaming={length < answer.length} />;
}

export const Streaming: Story = {
  render: (args) => <GrowingAnswer answer={args.text} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // While the fence is open the code block shows as being written, unhighlighted.
    await waitFor(() =>
      expect(canvasElement.querySelector('pre[aria-busy="true"]')).not.toBeNull(),
    );
    await waitFor(
      () => expect(canvas.getByRole('link', { name: 'write to finance' })).toBeVisible(),
      {
        timeout: 5_000,
      },
    );
    // A bound for a chunk that never loads, not a speed check: beside the other runners the
    // highlighter's chunk has taken over 5 s.
    await waitFor(() => expect(canvas.getByText('export')).toHaveClass('hljs-keyword'), {
      timeout: 30_000,
    });
    await expect(canvasElement.querySelector('[aria-busy]')).toBeNull();
  },
};

export const UnsafeAnswer: Story = {
  args: { text: unsafeAnswer },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/<script>window\./)).toBeVisible();
    await expect(canvasElement.querySelector('script, iframe, img, svg[onload]')).toBeNull();
    // The refused link keeps its words; clicking them does nothing.
    await expect(canvas.queryByRole('link', { name: 'Claim your prize' })).toBeNull();
    await userEvent.click(canvas.getByText('Claim your prize'));
    // The external image is only a link, so the browser asked the tracker for nothing.
    await expect(canvas.getByRole('link', { name: 'Tracking pixel' })).toHaveAttribute(
      'href',
      'https://tracker.example/pixel.png?leak=secret',
    );
    const requested = performance
      .getEntriesByType('resource')
      .filter((entry) => entry.name.includes('tracker.example'));
    await expect(requested).toEqual([]);
    await expect((window as unknown as Record<string, unknown>)[SCRIPT_RAN_FLAG]).toBeUndefined();
  },
};

export const CopyCode: Story = {
  args: { text: 'Run this:\n\n```sh\npnpm --filter @parley/chat-ui test\n```' },
  // Headless Chromium grants no clipboard permission, so the clipboard is the one stand-in here.
  beforeEach: () => {
    const writeText = spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
    return () => writeText.mockRestore();
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Copy code' }));
    await waitFor(() => expect(screen.getByText('Copied to clipboard')).toBeVisible());
    await expect(navigator.clipboard.writeText).toHaveBeenCalledWith(
      'pnpm --filter @parley/chat-ui test',
    );
  },
};

export const RightToLeft: Story = {
  args: { text: 'الإجابة هنا.\n\n```js\nconst answer = 42;\n```' },
  parameters: { language: 'ar' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(getComputedStyle(canvas.getByText('الإجابة هنا.')).direction).toBe('rtl');
    await expect(getComputedStyle(canvasElement.querySelector('pre') as Element).direction).toBe(
      'ltr',
    );
  },
};
