/**
 * Rasterising (sharp/librsvg) and encoding. The encoder settings decide the committed bytes:
 * change them only together with a full regeneration.
 */
import fs from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";

export async function rasterise(svg) {
  return sharp(Buffer.from(svg), { limitInputPixels: false }).png().toBuffer();
}

export async function writeImage(png, file, w, h, { avif = true, webp = true, jpeg = null } = {}) {
  await fs.mkdir(path.dirname(file), { recursive: true });
  const img = () => sharp(png).resize(w, h, { fit: "cover", kernel: "lanczos3" });
  const jobs = [];
  if (webp) jobs.push(img().webp({ quality: 72, effort: 5, smartSubsample: true }).toFile(`${file}.webp`));
  if (avif)
    jobs.push(img().avif({ quality: 50, effort: 4, chromaSubsampling: "4:2:0" }).toFile(`${file}.avif`));
  if (jpeg) jobs.push(img().jpeg({ quality: jpeg, mozjpeg: true, progressive: true }).toFile(`${file}.jpg`));
  await Promise.all(jobs);
}
