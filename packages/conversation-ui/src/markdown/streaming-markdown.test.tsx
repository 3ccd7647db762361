import { render, screen, within } from '@testing-library/react';
import { BrandProvider } from '@parley/theme-brands';
import { Lexer } from 'marked';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@parley/app-shell/testing';
import { StreamingMarkdown } from './streaming-markdown';

function renderMarkdown(text: string, streaming = false) {
  return renderWithProviders(<StreamingMarkdown text={text} streaming={streaming} />);
}

/** A part with props only: the brand wrapper stays around it on `rerender`, as the stream grows. */
function renderStream(text: string) {
  return render(<StreamingMarkdown text={text} streaming />, { wrapper: BrandProvider });
}

describe('StreamingMarkdown: GFM blocks (issue 6)', () => {
  it('renders headings at their levels', () => {
    renderMarkdown('# One\n\n## Two\n\n### Three');
    expect(screen.getByRole('heading', { level: 1, name: 'One' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Two' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Three' })).toBeInTheDocument();
  });

  it('renders emphasis, strong, strikethrough and inline code', () => {
    const { container } = renderMarkdown('Some *em*, **strong**, ~~gone~~ and `code()`.');
    expect(container.querySelector('em')).toHaveTextContent('em');
    expect(container.querySelector('strong')).toHaveTextContent('strong');
    expect(container.querySelector('del')).toHaveTextContent('gone');
    expect(container.querySelector('code')).toHaveTextContent('code()');
  });

  it('decodes character references in text', () => {
    renderMarkdown('AT&amp;T &copy; 2026');
    expect(screen.getByText('AT&T © 2026')).toBeInTheDocument();
  });

  it('renders ordered lists from their start number and nested unordered lists', () => {
    renderMarkdown('3. three\n4. four\n   - nested');
    const [outer, inner] = screen.getAllByRole('list');
    expect(outer?.tagName).toBe('OL');
    expect(outer).toHaveAttribute('start', '3');
    expect(inner?.tagName).toBe('UL');
    expect(within(inner as HTMLElement).getByRole('listitem')).toHaveTextContent('nested');
  });

  it('renders task list items with read-only checkboxes', () => {
    renderMarkdown('- [x] written\n- [ ] reviewed');
    expect(screen.getByRole('checkbox', { name: 'Done' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Not done' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Done' })).toBeDisabled();
  });

  it('renders tables in a scrolling area reachable by keyboard', () => {
    renderMarkdown('| Name | Size |\n| :-- | --: |\n| a.txt | 12 |');
    const region = screen.getByRole('group', { name: 'Table' });
    expect(region).toHaveAttribute('tabindex', '0');
    const table = within(region).getByRole('table');
    expect(within(table).getByRole('columnheader', { name: 'Size' })).toBeInTheDocument();
    expect(within(table).getByRole('cell', { name: 'a.txt' })).toBeInTheDocument();
  });

  it('renders blockquotes and horizontal rules', () => {
    const { container } = renderMarkdown('> quoted words\n\n---\n\nafter');
    expect(container.querySelector('blockquote')).toHaveTextContent('quoted words');
    expect(screen.getByRole('separator')).toBeInTheDocument();
  });

  it('renders hard line breaks', () => {
    const { container } = renderMarkdown('first line  \nsecond line');
    expect(container.querySelector('p br')).not.toBeNull();
  });

  it('renders a fenced code block with its language', () => {
    renderMarkdown('```ts\nconst answer = 42;\n```');
    expect(screen.getByText('ts')).toBeInTheDocument();
    expect(screen.getByText('const answer = 42;').closest('pre')).not.toBeNull();
  });

  it('renders an unclosed fence while streaming as a code block in progress', () => {
    renderMarkdown('Here:\n\n```python\nprint("hi")', true);
    const pre = screen.getByText('print("hi")').closest('pre');
    expect(pre).toHaveAttribute('aria-busy', 'true');
  });

  it('keeps code blocks left to right on a right-to-left page, the rest takes its own direction', () => {
    const { container } = render(
      <BrandProvider direction="rtl">
        <StreamingMarkdown text={'نص عربي\n\n```js\nlet a;\n```'} streaming={false} />
      </BrandProvider>,
    );
    expect(container.querySelector('pre')).toHaveAttribute('dir', 'ltr');
    // The browser resolves `auto` from the first letters (the Arabic journey checks an English answer).
    expect(screen.getByText('نص عربي').closest('[dir]')).toHaveAttribute('dir', 'auto');
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
  });
});

describe('StreamingMarkdown: incremental rendering (issue 6, ARCHITECTURE section 11)', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('parses only the unfinished tail when streamed text grows', () => {
    const head = '# Title\n\nA finished paragraph.\n\n';
    const { rerender } = renderStream(`${head}The tail`);
    const lex = vi.spyOn(Lexer.prototype, 'lex');
    rerender(<StreamingMarkdown text={`${head}The tail grows`} streaming />);
    expect(lex.mock.calls.map(([source]) => source)).toEqual(['The tail grows']);
    expect(screen.getByText('The tail grows')).toBeInTheDocument();
  });

  it('keeps the DOM of finished blocks while the tail changes', () => {
    const head = 'A finished paragraph.\n\n';
    const { rerender } = renderStream(`${head}Tail`);
    const finished = screen.getByText('A finished paragraph.');
    rerender(<StreamingMarkdown text={`${head}Tail and more`} streaming />);
    rerender(<StreamingMarkdown text={`${head}Tail and more.\n\nAnother`} streaming />);
    expect(screen.getByText('A finished paragraph.')).toBe(finished);
  });

  it('draws a stopped answer whose stored copy is longer exactly as the stored copy drawn afresh (no paragraph break mid-sentence)', () => {
    const streamed = 'Leave:\n\nParental leave is sixteen';
    const stored = 'Leave:\n\nParental leave is sixteen weeks, paid in full.';
    const { container, rerender } = renderStream(streamed);
    rerender(<StreamingMarkdown text={streamed} streaming={false} />);
    rerender(<StreamingMarkdown text={stored} streaming={false} />);
    const live = container.innerHTML;
    const { container: afresh } = render(
      <BrandProvider>
        <StreamingMarkdown text={stored} streaming={false} />
      </BrandProvider>,
    );
    expect(live).toBe(afresh.innerHTML);
    expect(container.querySelectorAll('p')).toHaveLength(2);
  });

  it('finishes the last block when the stream ends', () => {
    const answer = 'Run:\n\n```sh\nls\n```';
    const { rerender } = renderStream(answer);
    expect(screen.getByText('ls').closest('pre')).toHaveAttribute('aria-busy', 'true');
    rerender(<StreamingMarkdown text={answer} streaming={false} />);
    expect(screen.getByText('ls').closest('pre')).not.toHaveAttribute('aria-busy');
  });
});

describe('StreamingMarkdown: rendering safety (issue 6)', () => {
  afterEach(() => {
    delete (window as { parleyScriptRan?: boolean }).parleyScriptRan;
  });

  it('shows a raw HTML block as text and creates no script element', () => {
    const { container } = renderMarkdown('<script>window.parleyScriptRan = true</script>');
    expect(screen.getByText('<script>window.parleyScriptRan = true</script>')).toBeInTheDocument();
    expect(container.querySelector('script')).toBeNull();
    expect((window as { parleyScriptRan?: boolean }).parleyScriptRan).toBeUndefined();
  });

  it('shows inline HTML with an event handler as text and creates no img element', () => {
    const { container } = renderMarkdown(
      'Look <img src="x" onerror="window.parleyScriptRan = true"> here',
    );
    expect(container.querySelector('img')).toBeNull();
    expect(container).toHaveTextContent('<img src="x" onerror="window.parleyScriptRan = true">');
  });

  it('shows an iframe as text and creates no iframe', () => {
    const { container } = renderMarkdown('<iframe src="https://evil.example"></iframe>');
    expect(container.querySelector('iframe')).toBeNull();
    expect(container).toHaveTextContent('<iframe src="https://evil.example"></iframe>');
  });

  it('renders a javascript: link as plain text', () => {
    renderMarkdown('[click me](javascript:alert(1))');
    expect(screen.getByText('click me')).toBeInTheDocument();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('opens http, https and mailto links in a new tab with noopener', () => {
    renderMarkdown('[site](https://example.com) or [write to us](mailto:help@example.com)');
    const site = screen.getByRole('link', { name: 'site' });
    expect(site).toHaveAttribute('href', 'https://example.com/');
    expect(site).toHaveAttribute('target', '_blank');
    expect(site).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByRole('link', { name: 'write to us' })).toHaveAttribute(
      'href',
      'mailto:help@example.com',
    );
  });

  it('shows a same-origin image lazily, at most 400 px tall, with its alt text (chat-spec section 9)', () => {
    renderMarkdown('![Sales chart](/api/internal/generatedImages/c/s/k/chart.png)');
    const image = screen.getByRole('img', { name: 'Sales chart' });
    expect(image).toHaveAttribute(
      'src',
      `${window.location.origin}/api/internal/generatedImages/c/s/k/chart.png`,
    );
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(getComputedStyle(image).maxHeight).toBe('400px');
  });

  it('shows an image from another origin as a link with its alt text, never as an image', () => {
    renderMarkdown('![tracking pixel](https://tracker.example/p.png?q=secret)');
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.getByRole('link', { name: 'tracking pixel' })).toHaveAttribute(
      'href',
      'https://tracker.example/p.png?q=secret',
    );
  });

  it('takes the alt text from emphasised and escaped words, without their markup', () => {
    renderMarkdown('![The *Q3* chart \\& `totals`](/files/q3.png)');
    expect(screen.getByRole('img', { name: 'The Q3 chart & totals' })).toBeInTheDocument();
  });

  it('gives an image without alt text a name', () => {
    renderMarkdown('![](/api/internal/generatedImages/c/s/k/chart.png)');
    expect(screen.getByRole('img', { name: 'Image' })).toBeInTheDocument();
  });
});
