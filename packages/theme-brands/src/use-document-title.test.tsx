import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useDocumentTitle } from './use-document-title';

function Page({ title }: { title: string }) {
  useDocumentTitle(title, 'Parley');
  return null;
}

describe('useDocumentTitle', () => {
  it('titles the document "{page title} | {app name}"', () => {
    const { rerender } = render(<Page title="Chat" />);
    expect(document.title).toBe('Chat | Parley');
    rerender(<Page title="Discover Intelligent Agents" />);
    expect(document.title).toBe('Discover Intelligent Agents | Parley');
  });
});
