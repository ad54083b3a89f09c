/**
 * Category picture.
 *
 * cat-recreation (public/images/categories/recreation): Kayaking on a turquoise crater lake with a
 * volcano reflected in it.
 */
import { place } from "../../core/geometry.mjs";
import { f } from "../../core/math.mjs";
import { cloudBand } from "../../draw/clouds.mjs";
import { ridge } from "../../draw/land.mjs";
import { sky, vignette } from "../../draw/sky.mjs";
import { canopy } from "../../draw/trees.mjs";
import { volcano } from "../../draw/volcano.mjs";
import { landAbove, water } from "../../draw/water.mjs";
import { kayak } from "../../figures/vehicles.mjs";
import { defineScene } from "../define.mjs";

export const catRecreation = defineScene("cat-recreation", "categories/recreation", 1280, 853, (S) => {
  // Kayaking on a turquoise crater lake with a volcano reflected in it.
  const hz = 520;
  const land = landAbove(S, () => {
    sky(S, [
      [0, "#2a64aa"],
      [0.5, "#78aadc"],
      [1, "#cfe4f2"],
    ]);
    cloudBand(S, {
      seedKey: "cr",
      y: 160,
      h: 140,
      n: 6,
      rx: [110, 220],
      ry: [40, 80],
      freq: "0.012 0.02",
      density: 0.55,
      color: "#ffffff",
      shade: "#a4b6d0",
      opacity: 0.95,
      lift: 0.3,
    });
    volcano(S, {
      cones: [{ cx: 640, top: 170, w: 460, p: 1.5, crater: 0.05, dip: 4, lean: 0.12 }],
      base: 500,
      light: -1,
      rock: "#4e5462",
      rockLow: "#6a7060",
      snow: "#ffffff",
      snowLow: "#e8eef6",
      snowline: 300,
      snowJag: 35,
      shadow: "#3e5490",
      shadowOp: 0.4,
      haze: "#b8cce0",
      hazeOp: 0.55,
      hazeFrom: 0.6,
    });
    const b = ridge(S, "cr-b", [505, 40, 160], {
      peaks: [
        { x: 60, w: 260, h: 120, round: true },
        { x: 1240, w: 300, h: 140, round: true },
      ],
      top: "#3e6a40",
      bottom: "#5a7a44",
      bottomY: hz + 4,
      relief: { color: "#1c3420", opacity: 0.45, dx: -16 },
      tex: { color: "#1c3420", opacity: 0.35, freq: "0.03 0.04" },
    });
    canopy(S, { fn: b, r: [5, 10], color: "#3e6a40", light: "#8ab060" });
  });
  water(S, {
    horizon: hz,
    land,
    reflectOp: 0.9,
    tintTop: "#2aa0a0",
    tintBottom: "#0a5060",
    tintTopOp: 0.35,
    tintBottomOp: 0.7,
    ripples: 360,
    rippleLight: "#e8ffff",
    rippleDark: "#0a3a44",
    rippleOp: 0.3,
    disp: 8,
  });
  // kayakers and their wakes
  for (const [x, y, sc, col, jc, flip] of [
    [560, 700, 1.9, "#e2572b", "#f2c23a", false],
    [860, 610, 1.2, "#f0c020", "#d0452a", false],
  ]) {
    S.add(
      `<path d="M${x + 4},${y}Q${x - 40 * sc},${y + 6 * sc} ${x - 85 * sc},${y + 13 * sc}M${x + 4},${y}Q${x - 40 * sc},${y - 2 * sc} ${x - 85 * sc},${y - 5 * sc}" stroke="#e8ffff" stroke-width="${f(1.1 * sc)}" opacity="0.3" fill="none" ${S.blur(1)}/>`,
    );
    S.add(
      `<ellipse cx="${x + 60 * sc}" cy="${y + 2}" rx="${f(70 * sc)}" ry="${f(4 * sc)}" fill="#06303a" opacity="0.35" ${S.blur(2)}/>`,
    );
    S.add(
      place(
        kayak({ color: col, person: { body: "#1a1c22", jacket: jc, skin: "#d6a07a", hat: "#2a2a2a" } }),
        x,
        y,
        sc,
        flip,
      ),
    );
  }
  vignette(S, 0.28, "#06202a");
});
