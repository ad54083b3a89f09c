/**
 * Service 3: Nalychevo hot springs hiking weekend.
 *
 * svc-3-2 (public/images/services/3-2): Hikers on a meadow trail through the Nalychevo valley.
 */
import { place, polyPath, sample } from "../../core/geometry.mjs";
import { cloudBand } from "../../draw/clouds.mjs";
import { flowers, grass, groundShadow, scrub } from "../../draw/ground.mjs";
import { range, ridge, texture } from "../../draw/land.mjs";
import { sky, vignette } from "../../draw/sky.mjs";
import { canopy } from "../../draw/trees.mjs";
import { riverShape } from "../../draw/water.mjs";
import { person } from "../../figures/person.mjs";
import { defineScene } from "../define.mjs";

export const svc3_2 = defineScene("svc-3-2", "services/3-2", 1280, 853, (S) => {
  // Hikers on a meadow trail through the Nalychevo valley.
  sky(S, [
    [0, "#2f66aa"],
    [0.5, "#7eaedc"],
    [1, "#d6e6f0"],
  ]);
  cloudBand(S, {
    seedKey: "cu",
    y: 180,
    h: 160,
    n: 7,
    rx: [100, 220],
    ry: [40, 80],
    freq: "0.012 0.02",
    density: 0.55,
    color: "#ffffff",
    shade: "#9fb2cc",
    opacity: 0.95,
    lift: 0.3,
  });
  ridge(S, "s32-far", [470, 150, 180, 0.8], {
    peaks: [{ x: 900, w: 260, h: 90 }],
    top: "#7d8ba0",
    bottom: "#aab8c6",
    bottomY: 600,
    relief: { color: "#4f6288", opacity: 0.45, dx: -14 },
    snow: { line: 390, color: "#f6f9fc", jag: 55, scale: 40 },
    tex: { color: "#3e4a60", opacity: 0.45 },
  });
  const h1 = ridge(S, "s32-h1", [540, 70, 200, 0.4], {
    top: "#5b7a5c",
    bottom: "#86a070",
    bottomY: 640,
    relief: { color: "#2e4a3a", opacity: 0.4, dx: -16 },
  });
  canopy(S, { fn: h1, r: [5, 10], color: "#4e6e50", light: "#8fae74" });
  scrub(S, { fn: h1, n: 500, depth: 80, r: [2, 4], color: "#3f5c40", opacity: 0.8, keep: 0.45 });
  const m = (x) => 600 + Math.sin(x / 260) * 10;
  range(S, { fn: m, top: "#a6b860", bottom: "#5f7c34" });
  S.add(
    `<g ${S.clip(polyPath(sample(m, -10, 1290, 6), 900))}>${texture(S, { x: 0, y: 580, w: 1280, h: 280, color: "#2f4a22", opacity: 0.5, freq: "0.01 0.04" })}${texture(S, { x: 0, y: 580, w: 1280, h: 280, color: "#e4dc8a", opacity: 0.35, freq: "0.015 0.06", invert: true })}</g>`,
  );
  // winding trail
  const tr = riverShape({
    y0: 606,
    y1: 870,
    c0: 760,
    c1: 420,
    w0: 6,
    w1: 90,
    amp: 140,
    waves: 0.8,
    phase: 1.2,
    grow: 1.4,
  });
  S.add(
    `<path d="${tr.d}" fill="${S.lin([
      [0, "#b8a47a"],
      [1, "#8a7252"],
    ])}"/>`,
  );
  flowers(S, {
    fn: m,
    n: 900,
    depth: 260,
    colors: ["#d64f9a", "#e780bf", "#f2d04a", "#ffffff"],
    size: [1, 2.4],
    opacity: 0.85,
  });
  canopy(S, {
    fn: (x) => m(x) + 10,
    x0: 1000,
    x1: 1300,
    r: [20, 36],
    color: "#3f5e34",
    light: "#88a85a",
    lift: 0.8,
  });
  canopy(S, {
    fn: (x) => m(x) + 14,
    x0: -30,
    x1: 160,
    r: [20, 36],
    color: "#3c5a32",
    light: "#88a85a",
    lift: 0.8,
  });
  // three hikers walking up the trail
  const pts = [
    [700, 636, 0.6],
    [636, 664, 0.72],
    [566, 702, 0.86],
  ];
  const cols = [
    ["#c8402c", "#3a4a5a"],
    ["#2f7ab0", "#2c2c30"],
    ["#e0a020", "#3a3a3a"],
  ];
  pts.forEach(([x, y, sc], i) => {
    groundShadow(S, x + 6 * sc, y, 18 * sc, 3 * sc, "#2a2a10", 0.35, 2);
    S.add(
      place(
        person({
          pose: "walk",
          pack: "big",
          poles: i !== 1,
          hat: i === 1 ? "cap" : "beanie",
          c: {
            jacket: cols[i][0],
            pants: cols[i][1],
            pack: ["#3a4a3a", "#7a3a2a", "#2a3a5a"][i],
            skin: "#d6a07a",
            hat: "#222",
          },
        }),
        x,
        y,
        sc * 1.1,
      ),
    );
  });
  grass(S, { fn: () => 848, h: [20, 60], color: "#4a6428", width: 1.8 });
  vignette(S, 0.28, "#0c1a10");
});
