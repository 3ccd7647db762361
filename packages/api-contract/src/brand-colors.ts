/** A 50-950 colour scale derived from one brand colour, the shape Chakra's colour tokens expect. */
export type ColorScale = Record<
  '50' | '100' | '200' | '300' | '400' | '500' | '600' | '700' | '800' | '900' | '950',
  string
>;

type Rgb = readonly [number, number, number];

function parseHex(hex: string): Rgb {
  const value = Number.parseInt(hex.slice(1), 16);
  return [(value >> 16) & 0xff, (value >> 8) & 0xff, value & 0xff];
}

function toHex([red, green, blue]: Rgb): string {
  return `#${[red, green, blue]
    .map((channel) => Math.round(channel).toString(16).padStart(2, '0'))
    .join('')}`.toUpperCase();
}

function mix([red, green, blue]: Rgb, [toRed, toGreen, toBlue]: Rgb, amount: number): Rgb {
  const towards = (from: number, to: number) => from + (to - from) * amount;
  return [towards(red, toRed), towards(green, toGreen), towards(blue, toBlue)];
}

const WHITE: Rgb = [255, 255, 255];
const BLACK: Rgb = [0, 0, 0];

/** Lighter steps mix towards white, darker steps towards black; 500 is the brand colour itself. */
const steps: [keyof ColorScale, Rgb, number][] = [
  ['50', WHITE, 0.92],
  ['100', WHITE, 0.8],
  ['200', WHITE, 0.62],
  ['300', WHITE, 0.44],
  ['400', WHITE, 0.22],
  ['500', WHITE, 0],
  ['600', BLACK, 0.16],
  ['700', BLACK, 0.32],
  ['800', BLACK, 0.48],
  ['900', BLACK, 0.62],
  ['950', BLACK, 0.76],
];

export function colorScale(hex: string): ColorScale {
  const base = parseHex(hex);
  return Object.fromEntries(
    steps.map(([step, target, amount]) => [step, toHex(mix(base, target, amount))]),
  ) as ColorScale;
}

/** WCAG relative luminance of a #RRGGBB colour. */
export function relativeLuminance(hex: string): number {
  const linear = (channel: number) => {
    const value = channel / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  const [red, green, blue] = parseHex(hex);
  return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue);
}

/** WCAG contrast ratio between two colours. */
export function contrastRatio(first: string, second: string): number {
  const [one, other] = [relativeLuminance(first), relativeLuminance(second)];
  return (Math.max(one, other) + 0.05) / (Math.min(one, other) + 0.05);
}

/** White or black, whichever reads better on the given background. */
export function readableTextOn(background: string): '#FFFFFF' | '#000000' {
  return contrastRatio(background, '#FFFFFF') >= contrastRatio(background, '#000000')
    ? '#FFFFFF'
    : '#000000';
}
