/**
 * defineScene(): one picture, its output path and how it is written. The build function draws into
 * a Scene; write(png, outDir) encodes the rasterised PNG (by default full size plus the half-size
 * copy the site's srcset asks for).
 */
import path from "node:path";
import { writeImage } from "./output.mjs";

export function defineScene(key, out, w, h, build, extra = {}) {
  const write = async (png, outDir) => {
    await writeImage(png, path.join(outDir, out), w, h);
    // Every image also comes at half size for the browser's srcset (name-{width}).
    if (w === 1280) await writeImage(png, path.join(outDir, `${out}-640`), 640, 427);
    if (w === 480) await writeImage(png, path.join(outDir, `${out}-240`), 240, 240);
  };
  return { key, out, w, h, build, write, ...extra };
}
