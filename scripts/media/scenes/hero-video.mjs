/**
 * Hero video: an 8 s seamless loop of heroScene, encoded with ffmpeg to MP4 and WebM.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { Scene } from "../core/scene.mjs";
import { heroScene } from "./hero.mjs";
import { rasterise } from "./output.mjs";

function ffmpeg(args) {
  const r = spawnSync("/usr/bin/ffmpeg", ["-hide_banner", "-loglevel", "error", "-y", ...args], {
    stdio: "inherit",
  });
  if (r.status !== 0) throw new Error(`ffmpeg failed: ${args.join(" ")}`);
}

export async function renderHeroVideo({ outDir, framesPreview, previewDir }) {
  const FPS = 24;
  const N = FPS * 8;
  const VW = 1280;
  const VH = 720;
  const LIMIT = 2.5 * 1024 * 1024;
  const t0 = Date.now();
  const tmp = await fs.mkdtemp(path.join(os.tmpdir(), "hero-frames-"));
  try {
    // Pass 1: build once to find the static parts, rasterise each of them once at video scale.
    const S0 = new Scene("hero-poster", 1920, 1080);
    S0.cache = new Map();
    heroScene(S0, 0);
    const scale = VW / 1920;
    const defs = S0.defs.join("");
    const cache = new Map();
    for (const r of S0.requests) {
      const x0 = Math.floor(r.box.x);
      const y0 = Math.floor(r.box.y);
      const pw = Math.ceil((r.box.x + r.box.w - x0) * scale);
      const ph = Math.ceil((r.box.y + r.box.h - y0) * scale);
      const bw = pw / scale;
      const bh = ph / scale;
      const svg = `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="${pw}" height="${ph}" viewBox="${x0} ${y0} ${bw} ${bh}"><defs>${defs}</defs>${r.frag}</svg>`;
      const png = await rasterise(svg);
      cache.set(r.key, {
        x: x0,
        y: y0,
        w: bw,
        h: bh,
        href: `data:image/png;base64,${png.toString("base64")}`,
      });
    }
    console.log(`hero video: ${cache.size} static sprites in ${Date.now() - t0} ms`);
    if (framesPreview) {
      await fs.mkdir(previewDir, { recursive: true });
      for (const i of [0, 60, 120, 191]) {
        const t1 = Date.now();
        const S = new Scene("hero-poster", 1920, 1080);
        S.cache = cache;
        heroScene(S, i / N);
        await sharp(Buffer.from(S.svg(VW, VH)))
          .png()
          .toFile(path.join(previewDir, `frame-${i}.png`));
        console.log(`frame ${i}: ${Date.now() - t1} ms`);
      }
      return;
    }
    // Pass 2: every frame, two at a time.
    let next = 0;
    const worker = async () => {
      while (next < N) {
        const i = next++;
        const S = new Scene("hero-poster", 1920, 1080);
        S.cache = cache;
        heroScene(S, i / N);
        await sharp(Buffer.from(S.svg(VW, VH)), { limitInputPixels: false })
          .png({ compressionLevel: 1 })
          .toFile(path.join(tmp, `f${String(i).padStart(4, "0")}.png`));
      }
    };
    await Promise.all([worker(), worker()]);
    console.log(`hero video: ${N} frames in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
    const input = ["-framerate", String(FPS), "-i", path.join(tmp, "f%04d.png")];
    const mp4 = path.join(outDir, "hero", "hero.mp4");
    const webm = path.join(outDir, "hero", "hero.webm");
    await fs.mkdir(path.dirname(mp4), { recursive: true });
    for (let crf = 26; ; crf += 2) {
      ffmpeg([
        ...input,
        "-an",
        "-c:v",
        "libx264",
        "-preset",
        "slow",
        "-crf",
        String(crf),
        "-pix_fmt",
        "yuv420p",
        "-profile:v",
        "high",
        "-movflags",
        "+faststart",
        mp4,
      ]);
      const size = (await fs.stat(mp4)).size;
      console.log(`hero.mp4 crf ${crf}: ${(size / 1024).toFixed(0)} KB`);
      if (size < LIMIT || crf >= 40) break;
    }
    for (let crf = 36; ; crf += 3) {
      ffmpeg([
        ...input,
        "-an",
        "-c:v",
        "libvpx-vp9",
        "-b:v",
        "0",
        "-crf",
        String(crf),
        "-pix_fmt",
        "yuv420p",
        "-row-mt",
        "1",
        "-deadline",
        "good",
        "-cpu-used",
        "2",
        webm,
      ]);
      const size = (await fs.stat(webm)).size;
      console.log(`hero.webm crf ${crf}: ${(size / 1024).toFixed(0)} KB`);
      if (size < LIMIT || crf >= 55) break;
    }
  } finally {
    await fs.rm(tmp, { recursive: true, force: true });
  }
  console.log(`hero video done in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
}
