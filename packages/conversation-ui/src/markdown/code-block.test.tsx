import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { removeAllToasts, Toaster } from '@parley/app-shell';
import { renderWithProviders } from '@parley/app-shell/testing';
import { CodeBlock } from './code-block';

describe('CodeBlock', () => {
  afterEach(() => {
    act(() => removeAllToasts());
    vi.restoreAllMocks();
  });

  it('names its language in the header', () => {
    renderWithProviders(<CodeBlock code="x = 1" language="python" finished />);
    expect(screen.getByText('python')).toBeInTheDocument();
  });

  it('calls a block without a language "text"', () => {
    renderWithProviders(<CodeBlock code="plain" language="" finished />);
    expect(screen.getByText('text')).toBeInTheDocument();
  });

  it('copies the code and shows "Copied to clipboard" (chat-spec section 8)', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <>
        <CodeBlock code={'const answer = 42;\nconsole.log(answer);'} language="js" finished />
        <Toaster />
      </>,
    );
    await user.click(screen.getByRole('button', { name: 'Copy code' }));
    expect(await navigator.clipboard.readText()).toBe('const answer = 42;\nconsole.log(answer);');
    expect(await screen.findByText('Copied to clipboard')).toBeInTheDocument();
  });

  it('says so when the clipboard refuses the copy', async () => {
    const user = userEvent.setup();
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('NotAllowedError'));
    renderWithProviders(
      <>
        <CodeBlock code="secret" language="" finished />
        <Toaster />
      </>,
    );
    await user.click(screen.getByRole('button', { name: 'Copy code' }));
    expect(await screen.findByText('Could not copy to the clipboard')).toBeInTheDocument();
  });

  it('highlights a finished block once the highlighter has loaded', async () => {
    const { container } = renderWithProviders(
      <CodeBlock code={'const answer = 42; // why'} language="ts" finished />,
    );
    expect(await screen.findByText('const')).toHaveClass('hljs-keyword');
    expect(container.querySelector('.hljs-comment')).toHaveTextContent('// why');
    expect(container.querySelector('pre')).toHaveTextContent('const answer = 42; // why');
  });

  it('leaves a block the stream is still writing unhighlighted', async () => {
    renderWithProviders(
      <>
        <CodeBlock code="let streaming = 1;" language="ts" finished={false} />
        <CodeBlock code="let finished = 2;" language="ts" finished />
      </>,
    );
    await screen.findByText('2');
    expect(screen.getByText('let streaming = 1;').tagName).toBe('CODE');
  });
});
