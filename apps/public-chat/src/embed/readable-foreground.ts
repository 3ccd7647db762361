/** Expands #rgb to #rrggbb. */
function longHex(color: string): string {
  if (color.length !== 4) return color;
  const [, r, g, b] = color;
  return `#${r}${r}${g}${g}${b}${b}`;
}

function channel(hex: string): number {
  const value = Number.parseInt(hex, 16) / 255;
  return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
}

/** WCAG relative luminance of a #rgb or #rrggbb colour. */
function luminance(color: string): number {
  const hex = longHex(color);
  return (
    0.2126 * channel(hex.slice(1, 3)) +
    0.7152 * channel(hex.slice(3, 5)) +
    0.0722 * channel(hex.slice(5, 7))
  );
}

/** White or near-black, whichever contrasts more with `background` (the launcher icon). */
export function readableForeground(background: string): '#ffffff' | '#1a1a1a' {
  const light = luminance(background);
  const onWhite = 1.05 / (light + 0.05);
  const onDark = (light + 0.05) / (luminance('#1a1a1a') + 0.05);
  return onWhite >= onDark ? '#ffffff' : '#1a1a1a';
}
