/**
 * Hero panorama: dawn over Avacha Bay. The poster, its 960 px copy and og.jpg come from t=0; the
 * hero video renders the same scene for t in [0, 1) (see hero-video.mjs).
 */
import fs from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { place } from "../core/geometry.mjs";
import { TAU, f, makeRng } from "../core/math.mjs";
import { cloud, cloudBand, plume } from "../draw/clouds.mjs";
import { grass } from "../draw/ground.mjs";
import { ridge } from "../draw/land.mjs";
import { glow, sky, sun, vignette } from "../draw/sky.mjs";
import { conifers } from "../draw/trees.mjs";
import { volcano } from "../draw/volcano.mjs";
import { landAbove, water } from "../draw/water.mjs";
import { boat } from "../figures/vehicles.mjs";
import { defineScene } from "./define.mjs";
import { writeImage } from "./output.mjs";

let HERO_SUMMIT = null;

/** Hero panorama: dawn over Avacha Bay with Koryaksky and Avachinsky. t in [0,1) animates it. */
export function heroScene(S, t = 0) {
  const hz = 735; // water horizon
  const land = landAbove(S, () => {
    S.cached("hero-sky", () => {
      sky(S, [
        [0, "#17213f"],
        [0.22, "#2e3a66"],
        [0.42, "#6b5d8c"],
        [0.56, "#c7849a"],
        [0.64, "#f0a585"],
        [0.69, "#ffd2a2"],
        [0.72, "#ffe6c2"],
        [1, "#ffe6c2"],
      ]);
      glow(S, 560, 700, 900, "#ffb27a", 0.55, 0.2);
      sun(S, 560, 706, 16, "#fff4dc", "#ffc27d", 1);
    });
    cloudBand(S, {
      seedKey: "wisps",
      y: 170,
      h: 200,
      n: 7,
      rx: [260, 520],
      ry: [30, 70],
      freq: "0.0035 0.03",
      density: 0.45,
      color: "#ffc4b0",
      shade: "#6c5a86",
      opacity: 0.85,
      t,
      drift: 30,
    });
    cloudBand(S, {
      seedKey: "strat",
      y: 480,
      h: 70,
      n: 6,
      rx: [220, 460],
      ry: [20, 40],
      freq: "0.005 0.035",
      density: 0.5,
      color: "#ffd2a8",
      shade: "#9a6f8e",
      opacity: 0.9,
      t,
      drift: 40,
    });
    let ava;
    S.cached("hero-mountains", () => {
      // far hazy range to the left with Vilyuchinsky's cone
      ridge(S, "hero-far", [690, 70, 260], {
        peaks: [
          { x: 260, w: 230, h: 200, p: 1.5 },
          { x: 820, w: 300, h: 70, round: true },
        ],
        top: "#b7849a",
        bottom: "#e8b0a0",
        bottomY: hz + 5,
        snow: { line: 555, color: "#f3c9c0", opacity: 0.7, jag: 20 },
      });
      volcano(S, {
        cones: [{ cx: 1160, top: 200, w: 560, p: 1.65, crater: 0.025, lean: 0.14 }],
        base: 700,
        rock: "#4a4266",
        rockLow: "#4f4262",
        snow: "#ffe2d4",
        snowLow: "#f0c2c0",
        snowline: 470,
        snowJag: 25,
        shadow: "#2a2f5c",
        shadowOp: 0.5,
        haze: "#c98f98",
        hazeOp: 0.7,
        hazeFrom: 0.6,
        rim: { color: "#ffe9d0", opacity: 0.55, x0: 800, x1: 1165 },
      });
      // lenticular cap cloud over Koryaksky
      cloud(S, {
        cx: 1185,
        cy: 176,
        rx: 190,
        ry: 16,
        freq: "0.006 0.08",
        density: 0.75,
        color: "#ffd9c8",
        shade: "#a07c9c",
        opacity: 0.95,
        seed: 11,
        lift: 0.35,
      });
      cloud(S, {
        cx: 1200,
        cy: 158,
        rx: 120,
        ry: 8,
        freq: "0.008 0.1",
        density: 0.6,
        color: "#ffe4d6",
        opacity: 0.7,
        seed: 12,
      });
      ava = volcano(S, {
        cones: [
          { cx: 1585, top: 318, w: 470, p: 1.35, crater: 0.09, dip: 5, lean: 0.3 },
          { cx: 1755, top: 420, w: 330, p: 1.2, crater: 0.1, noShadow: true },
        ],
        base: 712,
        rock: "#3f3a5c",
        rockLow: "#453b58",
        snow: "#ffdcd0",
        snowLow: "#e7b9bd",
        snowline: 515,
        snowJag: 22,
        shadow: "#252a55",
        shadowOp: 0.5,
        haze: "#c08a96",
        hazeOp: 0.65,
        hazeFrom: 0.62,
        rim: { color: "#ffe9d0", opacity: 0.5, x0: 1200, x1: 1590 },
      });
    });
    if (ava) HERO_SUMMIT = ava.summit;
    const summit = HERO_SUMMIT;
    plume(S, {
      x: summit[0] + 8,
      y: summit[1] - 4,
      h: 260,
      w: 34,
      wind: 0.9,
      color: "#fbe3dc",
      shade: "#9a88a8",
      opacity: 0.75,
      puffs: 22,
      t,
      spread: 2.2,
      blur: 9,
    });
    // low cloud banks lying in front of the volcano bases
    cloudBand(S, {
      seedKey: "low",
      y: 668,
      h: 30,
      n: 7,
      rx: [260, 520],
      ry: [14, 26],
      freq: "0.006 0.04",
      density: 0.55,
      color: "#ffd9bc",
      shade: "#b58397",
      opacity: 0.8,
      t,
      drift: 24,
    });
    S.cached("hero-hills", () => {
      ridge(S, "hero-hills1", [722, 60, 200, 0.6], {
        peaks: [{ x: 1420, w: 300, h: 40, round: true }],
        top: "#514a6c",
        bottom: "#a77c8c",
        bottomY: hz + 5,
        fog: { y: hz, h: 34, color: "#e6a998", opacity: 0.6 },
      });
      const shore = ridge(S, "hero-shore", [hz + 2, 34, 150, 0.3], {
        peaks: [
          { x: 1780, w: 260, h: 40, round: true },
          { x: 120, w: 240, h: 30, round: true },
        ],
        top: "#2b2740",
        bottom: "#3b3048",
        bottomY: hz + 5,
      });
      conifers(S, { fn: shore, gap: [3, 8], h: [6, 13], wRatio: 0.3, color: "#2b2740", sink: 3 });
      // a sprinkle of town lights along the shore
      const lr = makeRng("hero-lights");
      let lights = "";
      for (let i = 0; i < 60; i++) {
        const x = lr.range(1250, 1900);
        const y = hz - lr.range(1, 14) + (x > 1700 ? -6 : 0);
        lights += `<circle cx="${f(x)}" cy="${f(y)}" r="${f(lr.range(0.8, 1.6))}"/>`;
      }
      S.add(`<g fill="#ffd27c" opacity="0.85">${lights}</g>`);
    });
  });
  water(S, {
    horizon: hz,
    land,
    blurSd: "1 4",
    reflectOp: 0.9,
    tintTop: "#2e2a4c",
    tintBottom: "#0c1022",
    tintTopOp: 0.35,
    tintBottomOp: 0.9,
    disp: 14,
    ripples: 520,
    rippleLight: "#ffd0b0",
    rippleDark: "#141a30",
    rippleOp: 0.28,
    t,
    rng: makeRng("hero-water"),
    glitter: { x: 560, w: 30, color: "#ffe2b0", n: 260, opacity: 0.9, spread: 5 },
  });
  // fishing boat heading out with its wake
  const bx = 820 + Math.sin(TAU * t) * 3;
  S.add(
    `<path d="M${f(bx + 8)},878Q${f(bx - 120)},884 ${f(bx - 300)},905L${f(bx - 290)},899Q${f(bx - 120)},876 ${f(bx + 8)},871Z" fill="#ffd9b8" opacity="0.28"/>`,
  );
  S.add(
    place(
      boat({ hull: "#1d1b2a", cabin: "#262235", trim: "#141320", win: "#ffcf8a" }),
      bx,
      878 + Math.sin(TAU * t * 2) * 0.8,
      0.55,
    ),
  );
  // dark foreground shore, bottom corners
  S.cached("hero-fg", () => {
    const fg = ridge(S, "hero-fg", [1120, 120, 160, 0.4], {
      peaks: [
        { x: 1920, w: 520, h: 170, round: true },
        { x: 0, w: 420, h: 110, round: true },
      ],
      top: "#0d0f19",
      bottom: "#07080f",
      bottomY: 1100,
    });
    grass(S, { fn: fg, x0: 1450, x1: 1930, h: [10, 34], color: "#0d0f19", density: 1.2, width: 1.6 });
  });
  vignette(S, 0.5, "#05060d");
}

export const heroPoster = defineScene("hero-poster", "hero/poster", 1920, 1080, (S) => heroScene(S, 0), {
  write: async (png, outDir) => {
    await writeImage(png, path.join(outDir, "hero/poster"), 1920, 1080);
    await writeImage(png, path.join(outDir, "hero/poster-960"), 960, 540);
    // social preview: 1200x630 crop of the panorama
    const og = await sharp(png)
      .resize(1200, 675)
      .extract({ left: 0, top: 10, width: 1200, height: 630 })
      .png()
      .toBuffer();
    await fs.writeFile(
      path.join(outDir, "og.jpg"),
      await sharp(og).jpeg({ quality: 82, mozjpeg: true, progressive: true }).toBuffer(),
    );
  },
});
