#!/usr/bin/env node
/**
 * Generates the site's icons in public/ from public/favicon.svg, for browsers, phones and the web
 * app manifest (public/manifest.webmanifest lists them). The outputs are committed; the build does
 * not run this. Run it again after changing favicon.svg.
 *
 *   favicon.ico             16, 32 and 48 px, PNG-encoded entries (old browsers, feed readers, bookmarks)
 *   apple-touch-icon.png    180 px, opaque: iOS rounds the corners itself and shows black where it is transparent
 *   icon-192.png, icon-512.png   the favicon as it is (manifest purpose "any")
 *   icon-maskable-512.png   opaque, the mark inside the central safe zone (manifest purpose "maskable")
 *
 * Usage (from the repository root):
 *   npx node scripts/media/icons.mjs
 *   npx node scripts/media/icons.mjs --out=/tmp/icons   # write somewhere else than public/
 */
import fs from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const outArg = process.argv.find((a) => a.startsWith("--out="))?.slice("--out=".length);
const OUT = path.resolve(outArg ?? path.join(ROOT, "public"));

/**
 * favicon.svg is a rounded square in the brand colour with the mark on it. The opaque icons keep the
 * mark and draw the square to the edges (the platform cuts its own shape out of it).
 */
function parseFavicon(svg) {
  const viewBox = /viewBox="0 0 (\d+(?:\.\d+)?) (\d+(?:\.\d+)?)"/.exec(svg);
  const square = /<rect\b[^>]*\bfill="(#[0-9a-fA-F]{3,8})"[^>]*\/>/.exec(svg);
  const body = /<svg\b[^>]*>([\s\S]*)<\/svg>/.exec(svg);
  if (!viewBox || viewBox[1] !== viewBox[2] || !square || !body)
    throw new Error("favicon.svg: expected a square viewBox and a <rect fill=…/> as the background");
  return { size: Number(viewBox[1]), brand: square[1], mark: body[1].replace(square[0], "") };
}

/** The mark on a full-bleed square, scaled by `scale` about the centre. */
function opaqueSvg({ size, brand, mark }, scale) {
  const c = size / 2;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${size} ${size}">` +
    `<rect width="${size}" height="${size}" fill="${brand}"/>` +
    `<g transform="translate(${c} ${c}) scale(${scale}) translate(${-c} ${-c})">${mark}</g></svg>`
  );
}

/**
 * Rasterised at the target size (the SVG's density chosen so), not scaled from a small bitmap. An
 * opaque icon is written without an alpha channel.
 */
function png(svg, viewBoxSize, px, { opaque = false } = {}) {
  const image = sharp(Buffer.from(svg), { density: (72 * px) / viewBoxSize }).resize(px, px);
  return (opaque ? image.removeAlpha() : image)
    .png({ compressionLevel: 9, adaptiveFiltering: true })
    .toBuffer();
}

/**
 * An .ico whose entries are whole PNG files (allowed since Windows Vista; every browser reads it):
 * a 6-byte header, a 16-byte directory entry per image, then the images.
 */
function ico(images) {
  const header = Buffer.alloc(6 + 16 * images.length);
  header.writeUInt16LE(0, 0); // reserved
  header.writeUInt16LE(1, 2); // 1 = icon
  header.writeUInt16LE(images.length, 4);
  let offset = header.length;
  images.forEach(({ px, data }, i) => {
    const entry = 6 + 16 * i;
    header.writeUInt8(px >= 256 ? 0 : px, entry); // width, 0 means 256
    header.writeUInt8(px >= 256 ? 0 : px, entry + 1); // height
    header.writeUInt8(0, entry + 2); // no palette
    header.writeUInt8(0, entry + 3); // reserved
    header.writeUInt16LE(1, entry + 4); // colour planes
    header.writeUInt16LE(32, entry + 6); // bits per pixel
    header.writeUInt32LE(data.length, entry + 8);
    header.writeUInt32LE(offset, entry + 12);
    offset += data.length;
  });
  return Buffer.concat([header, ...images.map((image) => image.data)]);
}

async function main() {
  const source = await fs.readFile(path.join(ROOT, "public", "favicon.svg"), "utf8");
  const favicon = parseFavicon(source);
  // The mark already leaves a margin on the full-bleed touch icon. A maskable icon may be cut to a
  // circle of 80% of its width: 0.8 keeps the mark's corners well inside it.
  const touch = opaqueSvg(favicon, 1);
  const maskable = opaqueSvg(favicon, 0.8);
  const outputs = {
    "apple-touch-icon.png": await png(touch, favicon.size, 180, { opaque: true }),
    "icon-192.png": await png(source, favicon.size, 192),
    "icon-512.png": await png(source, favicon.size, 512),
    "icon-maskable-512.png": await png(maskable, favicon.size, 512, { opaque: true }),
    "favicon.ico": ico(
      await Promise.all([16, 32, 48].map(async (px) => ({ px, data: await png(source, favicon.size, px) }))),
    ),
  };
  await fs.mkdir(OUT, { recursive: true });
  for (const [name, data] of Object.entries(outputs)) {
    await fs.writeFile(path.join(OUT, name), data);
    console.log(`${name}: ${data.length} bytes`);
  }
}

await main();
