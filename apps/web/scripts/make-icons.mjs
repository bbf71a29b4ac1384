/**
 * The installable app's icons (docs/decisions/036), drawn from public/favicon.svg: run `node scripts/make-icons.mjs`
 * in apps/web after the logo changes, and commit the PNGs under public/icons/. The output is the same bytes on every
 * run with the same sharp. sharp comes from the workspace (apps/api depends on it); the web app itself never loads it.
 *
 * - icon-192.png, icon-512.png (purpose "any"): the favicon as it is, rounded corners and all.
 * - icon-maskable-512.png (purpose "maskable"): the tile filled to the edges, since the platform cuts its own shape,
 *   and the mark shrunk to 80 % so its farthest point (the dot) stays well inside the safe zone, the centred circle
 *   whose diameter is 80 % of the icon.
 * - apple-touch-icon.png (180×180): iOS rounds the corners itself and paints transparency black, so the tile is
 *   square and full, as for the maskable icon.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';

const publicDir = path.join(import.meta.dirname, '..', 'public');
const iconsDir = path.join(publicDir, 'icons');

const favicon = await readFile(path.join(publicDir, 'favicon.svg'), 'utf8');
const tile = favicon.match(/<rect [^>]*\/>/)?.[0];
if (!tile) throw new Error('favicon.svg: no <rect> tile found');
/** Everything drawn on the tile: the V and the dot. */
const mark = favicon.slice(favicon.indexOf(tile) + tile.length, favicon.lastIndexOf('</svg>'));
const brand = tile.match(/fill="([^"]+)"/)?.[1] ?? '#136454';

/** The mark on a square tile filled to the edges, scaled about the centre of the 64-unit box. */
const fullBleed = (scale) =>
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">' +
  `<rect width="64" height="64" fill="${brand}"/>` +
  `<g transform="translate(32 32) scale(${scale}) translate(-32 -32)">${mark}</g></svg>`;

const icons = [
  { file: 'icon-192.png', size: 192, svg: favicon, isOpaque: false },
  { file: 'icon-512.png', size: 512, svg: favicon, isOpaque: false },
  { file: 'icon-maskable-512.png', size: 512, svg: fullBleed(0.8), isOpaque: true },
  { file: 'apple-touch-icon.png', size: 180, svg: fullBleed(0.9), isOpaque: true },
];

await mkdir(iconsDir, { recursive: true });
for (const { file, size, svg, isOpaque } of icons) {
  // Rendered at the target size (density scales the 64-unit viewBox), not drawn small and enlarged.
  const rendered = sharp(Buffer.from(svg), { density: (72 * size) / 64 }).resize(size, size);
  // A full tile has no transparency to keep: no alpha channel, which iOS would paint black.
  const png = await (isOpaque ? rendered.flatten({ background: brand }) : rendered)
    .png({ compressionLevel: 9, adaptiveFiltering: true })
    .toBuffer();
  await writeFile(path.join(iconsDir, file), png);
  console.log(`${file}: ${size}×${size}, ${png.length} bytes`);
}
