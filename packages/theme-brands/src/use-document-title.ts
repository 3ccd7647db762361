import { useEffect } from 'react';

/** Page titles read "{page title} | {app name}" (chat-spec section 2). */
export function formatDocumentTitle(pageTitle: string, appName: string): string {
  return `${pageTitle} | ${appName}`;
}

export function useDocumentTitle(pageTitle: string, appName: string): void {
  useEffect(() => {
    document.title = formatDocumentTitle(pageTitle, appName);
  }, [pageTitle, appName]);
}
