import { useEffect } from 'react';

/** Points the page's icon at `href` (the brand's logo) while it is defined. */
export function useFavicon(href: string | undefined): void {
  useEffect(() => {
    if (!href) return;
    let link = document.head.querySelector<HTMLLinkElement>('link[rel="icon"]');
    if (!link) {
      link = document.createElement('link');
      link.rel = 'icon';
      document.head.append(link);
    }
    link.removeAttribute('type');
    link.href = href;
  }, [href]);
}
