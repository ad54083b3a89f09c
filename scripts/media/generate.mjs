#!/usr/bin/env node
/**
 * Generates every raster image and the hero video in public/images from code.
 *
 * Each picture is an SVG scene (scenes/) built from layered volcanoes and ridges with atmospheric
 * perspective, gradient skies, steam, water reflections, treelines and simple silhouettes (draw/,
 * figures/), rasterised with sharp (librsvg) and written as WebP/AVIF/JPEG. The hero loop is
 * rendered frame by frame into a temporary folder and encoded with ffmpeg.
 *
 * Deterministic: all randomness comes from a seeded PRNG, keyed by the scene name.
 *
 * Usage (from the repository root):
 *   npx node scripts/media/generate.mjs                  # everything (about 4-5 minutes on 2 cores)
 *   npx node scripts/media/generate.mjs --no-video       # all still images, skip the hero loop
 *   npx node scripts/media/generate.mjs --only=svc-1-1,cat-tours,hero-video   # just some outputs
 *   npx node scripts/media/generate.mjs --preview        # half-size PNG + SVG of each scene into /tmp/media-preview
 *   npx node scripts/media/generate.mjs --only=sheet     # contact sheet of the subject silhouettes (preview only)
 *   npx node scripts/media/generate.mjs --frames-preview # a few hero video frames into /tmp/media-preview
 *   npx node scripts/media/generate.mjs --out=/tmp/imgs  # write somewhere else than public/images
 *
 * Scene keys: hero-poster (poster, poster-960, og.jpg), hero-video, svc-{1..6}-{1..3},
 * cat-{hunting,fishing,recreation,tours}, team-{1..4}.
 */
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";
import { Scene } from "./core/scene.mjs";
import { renderHeroVideo } from "./scenes/hero-video.mjs";
import { SCENES } from "./scenes/index.mjs";
import { rasterise } from "./scenes/output.mjs";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const argv = process.argv.slice(2);
const option = (name) => argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
const args = new Set(argv.filter((a) => !a.startsWith("--only=") && !a.startsWith("--out=")));
const onlyArg = option("only");
const ONLY = onlyArg ? new Set(onlyArg.split(",")) : null;
// --out lets a run write beside the committed images, e.g. to compare two versions of the generator.
const OUT = path.resolve(option("out") ?? path.join(ROOT, "public", "images"));
const PREVIEW = args.has("--preview");
const PREVIEW_DIR = path.join(os.tmpdir(), "media-preview");

// Two cores on the build machine; the cache only costs memory since every input is used once.
sharp.concurrency(2);
sharp.cache(false);

async function main() {
  const t0 = Date.now();
  for (const sc of SCENES) {
    if (ONLY ? !ONLY.has(sc.key) : !sc.out) continue;
    const t1 = Date.now();
    const S = new Scene(sc.key, sc.w, sc.h);
    sc.build(S);
    const png = await rasterise(S.svg());
    if (PREVIEW || !sc.out) {
      await fs.mkdir(PREVIEW_DIR, { recursive: true });
      await sharp(png)
        .resize(Math.round(sc.w / 2))
        .png()
        .toFile(path.join(PREVIEW_DIR, `${sc.key}.png`));
      await fs.writeFile(path.join(PREVIEW_DIR, `${sc.key}.svg`), S.svg());
    }
    if (!PREVIEW && sc.out) await sc.write(png, OUT);
    console.log(`${sc.key}: ${Date.now() - t1} ms`);
  }
  const framesPreview = args.has("--frames-preview");
  if (framesPreview || (!PREVIEW && !args.has("--no-video") && (!ONLY || ONLY.has("hero-video"))))
    await renderHeroVideo({ outDir: OUT, framesPreview, previewDir: PREVIEW_DIR });
  console.log(`done in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
}

await main();
