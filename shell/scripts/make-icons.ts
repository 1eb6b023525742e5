// Draws the app's PNG icons from the app mark (public/icons/app-mark.svg): the sizes browsers ask an
// installable app for, a maskable one (the mark inside the safe zone on a full-bleed background) and the
// apple-touch icon. The PNGs are committed; run again after changing the mark:
//   node shell/scripts/make-icons.ts
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';

const ICONS = path.join(import.meta.dirname, '..', 'public', 'icons');
const BACKGROUND = '#0f766e';

async function main() {
  const mark = await readFile(path.join(ICONS, 'app-mark.svg'));
  const render = (size: number) =>
    sharp(mark, { density: (72 * size) / 512 })
      .resize(size, size)
      .png();

  for (const size of [192, 512]) await render(size).toFile(path.join(ICONS, `icon-${size}.png`));

  // Maskable: the launcher may crop to a circle of 80 % of the side; the mark keeps to the middle 64 %.
  const inner = Math.round(512 * 0.64);
  await sharp({ create: { width: 512, height: 512, channels: 4, background: BACKGROUND } })
    .composite([{ input: await render(inner).toBuffer(), gravity: 'center' }])
    .png()
    .toFile(path.join(ICONS, 'maskable-512.png'));

  // iOS rounds the corners itself and shows transparency as black: a square mark on the background.
  await sharp({ create: { width: 180, height: 180, channels: 4, background: BACKGROUND } })
    .composite([{ input: await render(180).toBuffer() }])
    .flatten({ background: BACKGROUND })
    .png()
    .toFile(path.join(ICONS, 'apple-touch-180.png'));
}

await main();
