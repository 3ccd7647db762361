import { mkdir, mkdtemp, readFile, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { build } from 'vite';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { precompress, precompressFolder } from './vite-precompress';

/** Text that compresses well, as bundles do. */
const script = Array.from(
  { length: 400 },
  (_, line) => `export const value${line} = ${line};`,
).join('\n');

let folder: string;
beforeEach(async () => {
  folder = await mkdtemp(path.join(tmpdir(), 'parley-precompress-'));
});
afterEach(async () => {
  await rm(folder, { recursive: true, force: true });
});

describe('precompressFolder', () => {
  it('writes brotli and gzip copies that decompress to the file, in nested folders too', async () => {
    await mkdir(path.join(folder, 'assets'));
    await writeFile(path.join(folder, 'assets', 'main-abc123.js'), script);

    const [result] = await precompressFolder(folder);

    const file = path.join(folder, 'assets', 'main-abc123.js');
    const br = await readFile(`${file}.br`);
    const gz = await readFile(`${file}.gz`);
    expect(brotliDecompressSync(br).toString()).toBe(script);
    expect(gunzipSync(gz).toString()).toBe(script);
    expect(result).toEqual({
      file: 'assets/main-abc123.js',
      bytes: script.length,
      copies: { '.br': br.length, '.gz': gz.length },
    });
    expect(br.length).toBeLessThan(gz.length);
  });

  it('leaves source maps, images and copies no smaller than their file alone', async () => {
    await writeFile(path.join(folder, 'main.js.map'), script);
    await writeFile(path.join(folder, 'logo.png'), script);
    await writeFile(path.join(folder, 'tiny.js'), 'x');

    await precompressFolder(folder);

    expect((await readdir(folder)).sort()).toEqual(['logo.png', 'main.js.map', 'tiny.js']);
  });

  it('keeps copies newer than their file, so a second build into the folder redoes nothing', async () => {
    await writeFile(path.join(folder, 'index.html'), script);
    await precompressFolder(folder);
    const before = (await stat(path.join(folder, 'index.html.br'))).mtimeMs;

    const [again] = await precompressFolder(folder);

    expect(again?.copies).toEqual({});
    expect((await stat(path.join(folder, 'index.html.br'))).mtimeMs).toBe(before);
  });
});

describe('the precompress Vite plugin', () => {
  it("compresses a real build's output, public files included", async () => {
    await mkdir(path.join(folder, 'public'));
    await writeFile(path.join(folder, 'public', 'favicon.svg'), `<svg>${' '.repeat(500)}</svg>`);
    await writeFile(path.join(folder, 'main.js'), `${script}\nconsole.log(value1);`);
    await writeFile(
      path.join(folder, 'index.html'),
      `<!doctype html><html><body>${'<p>Parley</p>'.repeat(50)}<script type="module" src="/main.js"></script></body></html>`,
    );

    await build({
      root: folder,
      configFile: false,
      logLevel: 'silent',
      plugins: [precompress()],
      build: { outDir: 'dist' },
    });

    const built = await readdir(path.join(folder, 'dist'), { recursive: true });
    const builtScript = built.find((file) => /^assets[/\\]index-.+\.js$/.test(file));
    expect(built).toEqual(
      expect.arrayContaining([
        'index.html.br',
        'index.html.gz',
        'favicon.svg.br',
        'favicon.svg.gz',
        `${builtScript}.br`,
        `${builtScript}.gz`,
      ]),
    );
  });
});
