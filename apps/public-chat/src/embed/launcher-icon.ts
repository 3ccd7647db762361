const SVG_NS = 'http://www.w3.org/2000/svg';

/** A speech bubble (closed) and a cross (open), 24 x 24, stroked in the launcher's colour. */
const shapes = {
  chat: 'M4 5h16v11H9l-5 4z',
  close: 'M6 6l12 12M18 6L6 18',
} as const;

export type LauncherIconShape = keyof typeof shapes;

/**
 * Draws the icon with DOM calls rather than markup strings, so pages that enforce Trusted Types
 * (which refuse `innerHTML`) still get a launcher.
 */
export function createLauncherIcon(document: Document): {
  svg: SVGSVGElement;
  show(shape: LauncherIconShape): void;
} {
  const svg = document.createElementNS(SVG_NS, 'svg');
  svg.setAttribute('viewBox', '0 0 24 24');
  svg.setAttribute('aria-hidden', 'true');
  svg.setAttribute('focusable', 'false');
  const path = document.createElementNS(SVG_NS, 'path');
  path.setAttribute('stroke-linecap', 'round');
  path.setAttribute('stroke-linejoin', 'round');
  svg.append(path);
  const show = (shape: LauncherIconShape) => path.setAttribute('d', shapes[shape]);
  show('chat');
  return { svg, show };
}
