/**
 * Category picture.
 *
 * cat-tours (public/images/categories/tours): Black-sand Pacific beach with surf, volcanoes inland and
 * walkers at the tide line.
 */
import { place, polyPath, sample } from "../../core/geometry.mjs";
import { clamp, f } from "../../core/math.mjs";
import { cloudBand, plume } from "../../draw/clouds.mjs";
import { ridge, texture } from "../../draw/land.mjs";
import { sky, vignette } from "../../draw/sky.mjs";
import { canopy } from "../../draw/trees.mjs";
import { volcano } from "../../draw/volcano.mjs";
import { gulls } from "../../figures/animals.mjs";
import { person } from "../../figures/person.mjs";
import { defineScene } from "../define.mjs";

export const catTours = defineScene("cat-tours", "categories/tours", 1280, 853, (S) => {
  // Black-sand Pacific beach with surf, volcanoes inland and walkers at the tide line.
  sky(S, [
    [0, "#3c6aa4"],
    [0.45, "#94b6d6"],
    [0.75, "#e8e0d4"],
    [1, "#f0e6d8"],
  ]);
  cloudBand(S, {
    seedKey: "ct",
    y: 180,
    h: 140,
    n: 6,
    rx: [200, 420],
    ry: [20, 40],
    freq: "0.005 0.03",
    density: 0.5,
    color: "#ffffff",
    shade: "#a6b4c8",
    opacity: 0.9,
  });
  volcano(S, {
    cones: [{ cx: 420, top: 210, w: 400, p: 1.6, crater: 0.03 }],
    base: 470,
    light: 1,
    rock: "#5e6678",
    rockLow: "#7c8698",
    snow: "#ffffff",
    snowline: 330,
    snowJag: 25,
    shadow: "#4e66a0",
    shadowOp: 0.38,
    haze: "#cdd8e4",
    hazeOp: 0.8,
    hazeFrom: 0.4,
    ribs: 24,
  });
  const av = volcano(S, {
    cones: [{ cx: 820, top: 280, w: 360, p: 1.3, crater: 0.09, dip: 4 }],
    base: 480,
    light: 1,
    rock: "#5a6070",
    rockLow: "#7a8292",
    snow: "#ffffff",
    snowline: 370,
    snowJag: 25,
    shadow: "#4e66a0",
    shadowOp: 0.36,
    haze: "#d2dce6",
    hazeOp: 0.82,
    hazeFrom: 0.35,
    ribs: 20,
  });
  plume(S, {
    x: av.summit[0] + 4,
    y: av.summit[1],
    h: 140,
    w: 20,
    wind: 1.2,
    color: "#ffffff",
    opacity: 0.7,
    puffs: 14,
    blur: 6,
  });
  const h = ridge(S, "ct-h", [500, 30, 200], { top: "#5e7266", bottom: "#7a8a78", bottomY: 560 });
  canopy(S, { fn: h, r: [4, 8], color: "#5a6e60" });
  // ocean to the horizon, shoreline running diagonally towards the viewer on the left
  S.add(
    `<path d="M-10,540H1290V870H-10Z" fill="${S.lin(
      [
        [0, "#2c4c6c"],
        [0.3, "#3a6684"],
        [1, "#4e8496"],
      ],
      { user: true, y1: 540, y2: 870 },
    )}"/>`,
  );
  S.add(
    `<g ${S.clip("M-10,540H1290V870H-10Z")}>${texture(S, { x: 0, y: 540, w: 1280, h: 330, color: "#e8f2f4", opacity: 0.25, freq: "0.004 0.06", invert: true })}</g>`,
  );
  const sandTop = (x) => 590 + Math.pow(clamp(1 - x / 1280), 1.3) * 250 + Math.sin(x / 140) * 5;
  const rng = S.rng;
  // rows of breaking surf parallel to the shore
  for (let r = 7; r >= 0; r--) {
    const off = r * 26 + 6;
    const pts = sample(
      (x) =>
        Math.max(
          548,
          sandTop(x) - off * (0.3 + clamp(1 - x / 1280) * 0.9) + Math.sin(x / (50 + r * 13) + r) * 3,
        ),
      -10,
      1290,
      6,
    );
    const u = 1 - r / 7;
    const dash =
      r > 1
        ? ` stroke-dasharray="${rng.int(80, 260)} ${rng.int(20, 90)} ${rng.int(40, 200)} ${rng.int(10, 60)}" stroke-dashoffset="${rng.int(0, 300)}"`
        : "";
    S.add(
      `<path d="${polyPath(pts)}" stroke="#f4f8fa" stroke-width="${f(1.5 + u * 5)}" fill="none" opacity="${(0.25 + u * 0.55).toFixed(2)}"${dash} ${S.blur(1 + u * 1.5)}/>`,
    );
  }
  const sandD = polyPath(sample(sandTop, -10, 1290, 6), 870);
  S.add(
    `<path d="${sandD}" fill="${S.lin([
      [0, "#46423e"],
      [0.25, "#2a2826"],
      [1, "#121110"],
    ])}"/>`,
  );
  S.add(
    `<g ${S.clip(sandD)}>${texture(S, { x: 0, y: 560, w: 1280, h: 300, color: "#8a8680", opacity: 0.3, freq: "0.006 0.09", invert: true })}` +
      `<path d="${polyPath(sample((x) => sandTop(x) + 14, -10, 1290, 6))}" stroke="#9ab4c0" stroke-width="26" fill="none" opacity="0.35" ${S.blur(6)}/></g>`,
  );
  // foam wash at the waterline
  S.add(
    `<path d="${polyPath(sample((x) => sandTop(x) + 2 + Math.sin(x / 40) * 2, -10, 1290, 6))}" stroke="#f0f4f6" stroke-width="4" fill="none" opacity="0.8" ${S.blur(1.2)}/>`,
  );
  // walkers along the wet sand and their reflections
  for (const [x, sc, jc] of [
    [860, 1.25, "#d0452a"],
    [930, 1.15, "#2f7ab0"],
    [1010, 1.05, "#e0a020"],
  ]) {
    const y = sandTop(x) + 46;
    S.add(
      `<g opacity="0.3" ${S.blur(1.5)} transform="translate(${x} ${y}) scale(${-sc} ${-sc * 0.8})">${person({ pose: "walk", pack: true, hat: "cap", c: { body: "#141414" } })}</g>`,
    );
    S.add(
      place(
        person({
          pose: "walk",
          pack: true,
          hat: "cap",
          c: { jacket: jc, pants: "#2a2a2e", skin: "#d6a07a", hat: "#222", pack: "#3a3a3a" },
        }),
        x,
        y,
        sc,
        true,
      ),
    );
  }
  gulls(S, { x: 300, y: 330, n: 5, spread: 200, size: 9, color: "#2a3038" });
  vignette(S, 0.3, "#0c1420");
});
