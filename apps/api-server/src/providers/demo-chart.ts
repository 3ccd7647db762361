import { encodePng } from './png';

interface DemoChart {
  fileName: string;
  mimeType: string;
  title: string;
  data: Uint8Array;
}

const width = 320;
const height = 200;
const values = [3, 5, 4, 7, 6, 9];
const maxValue = 10;
type Rgb = readonly [number, number, number];
const background: Rgb = [255, 255, 255];
const gridLine: Rgb = [226, 226, 234];
const axis: Rgb = [120, 120, 135];
// The default brand's primary and secondary colours (chat-spec section 3), blended across the bars.
const firstBar: Rgb = [0x78, 0x4f, 0xd3];
const lastBar: Rgb = [0xee, 0x39, 0x6c];

function drawChart(): Uint8Array {
  const pixels = new Uint8Array(width * height * 4);
  const fill = (x0: number, y0: number, x1: number, y1: number, colour: Rgb): void => {
    for (let y = y0; y < y1; y += 1) {
      for (let x = x0; x < x1; x += 1) {
        const offset = (y * width + x) * 4;
        pixels.set(colour, offset);
        pixels[offset + 3] = 255;
      }
    }
  };
  const left = 24;
  const bottom = height - 20;
  const plotHeight = bottom - 16;
  fill(0, 0, width, height, background);
  for (let step = 1; step <= maxValue / 2; step += 1) {
    const y = bottom - Math.round((plotHeight * step * 2) / maxValue);
    fill(left, y, width - 12, y + 1, gridLine);
  }
  const slot = Math.floor((width - 12 - left) / values.length);
  values.forEach((value, index) => {
    const mix = index / (values.length - 1);
    const blend = (c: 0 | 1 | 2): number =>
      Math.round(firstBar[c] + (lastBar[c] - firstBar[c]) * mix);
    const colour: Rgb = [blend(0), blend(1), blend(2)];
    const top = bottom - Math.round((plotHeight * value) / maxValue);
    const x = left + index * slot + 8;
    fill(x, top, x + slot - 16, bottom, colour);
  });
  fill(left, bottom, width - 12, bottom + 2, axis);
  fill(left - 2, 16, left, bottom + 2, axis);
  return encodePng({ width, height, pixels });
}

let cachedChart: Uint8Array | undefined;

/** The offline engine's generated image: a small bar chart, the same bytes every time. */
export function demoChart(): DemoChart {
  cachedChart ??= drawChart();
  return {
    fileName: 'offline-demo-chart.png',
    mimeType: 'image/png',
    title: 'Offline demo chart: answers per day',
    // A copy, so a consumer that changes its bytes cannot change the next answer's image.
    data: cachedChart.slice(),
  };
}
