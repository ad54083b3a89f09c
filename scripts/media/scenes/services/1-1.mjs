/**
 * Service 1: spring brown bear hunt in snowy foothills.
 *
 * svc-1-1 (public/images/services/1-1): Tent camp at dawn below a snow-covered volcano.
 */
import { place } from "../../core/geometry.mjs";
import { cloudBand, plume } from "../../draw/clouds.mjs";
import { groundShadow, scrub, snowDrifts, tracks } from "../../draw/ground.mjs";
import { ridge } from "../../draw/land.mjs";
import { glow, sky, vignette } from "../../draw/sky.mjs";
import { birches, conifers } from "../../draw/trees.mjs";
import { volcano } from "../../draw/volcano.mjs";
import { tent } from "../../figures/camp.mjs";
import { snowmobile } from "../../figures/vehicles.mjs";
import { defineScene } from "../define.mjs";

export const svc1_1 = defineScene("svc-1-1", "services/1-1", 1280, 853, (S) => {
  // Tent camp at dawn below a snow-covered volcano.
  sky(S, [
    [0, "#4d6796"],
    [0.35, "#8ea3c6"],
    [0.58, "#e7c4b6"],
    [0.7, "#ffd9b0"],
    [1, "#ffe9cc"],
  ]);
  glow(S, 1120, 560, 700, "#ffc58a", 0.6, 0.15);
  cloudBand(S, {
    seedKey: "c1",
    y: 150,
    h: 120,
    n: 6,
    rx: [200, 420],
    ry: [20, 40],
    freq: "0.005 0.03",
    density: 0.4,
    color: "#ffe0cc",
    shade: "#8d8fb0",
    opacity: 0.8,
  });
  ridge(S, "s11-far", [560, 90, 220], {
    peaks: [{ x: 1100, w: 260, h: 90 }],
    top: "#c9c9dc",
    bottom: "#ead8d2",
    bottomY: 640,
    snow: { line: 480, color: "#f6ece8", jag: 30 },
  });
  volcano(S, {
    cones: [
      { cx: 430, top: 175, w: 470, p: 1.5, crater: 0.05, dip: 3, lean: 0.1 },
      { cx: 690, top: 330, w: 260, p: 1.3, noShadow: true },
    ],
    base: 600,
    light: 1,
    rock: "#6d6a84",
    rockLow: "#8a87a0",
    snow: "#fff1e6",
    snowLow: "#f2e2e2",
    snowline: 470,
    snowJag: 30,
    shadow: "#4c5a92",
    shadowOp: 0.42,
    haze: "#e6d2d2",
    hazeOp: 0.8,
    hazeFrom: 0.55,
    rim: { color: "#fff6e0", opacity: 0.7, x0: 430, x1: 900 },
  });
  const mid = ridge(S, "s11-mid", [640, 70, 180, 0.5], {
    top: "#e9ecf4",
    bottom: "#c8d2e6",
    bottomY: 760,
    relief: { color: "#6b7fb0", opacity: 0.45, dx: -18 },
    fog: { y: 700, h: 60, color: "#f2dccf", opacity: 0.5 },
  });
  scrub(S, { fn: mid, n: 700, depth: 90, r: [1.2, 3.2], color: "#3b3a45", opacity: 0.75, keep: 0.55 });
  conifers(S, {
    fn: mid,
    x0: 650,
    x1: 1300,
    gap: [5, 16],
    h: [10, 24],
    color: "#2d3340",
    sink: 14,
    skip: (x) => Math.sin(x / 60) > 0.4,
  });
  const near = ridge(S, "s11-near", [730, 40, 260, 0.2], {
    slope: -0.03,
    top: "#fbfbfd",
    bottom: "#d3ddef",
    relief: { color: "#8093c2", opacity: 0.35, dx: -30 },
  });
  snowDrifts(S, { y0: 760, y1: 850, n: 16 });
  birches(S, {
    xs: [30, 120, 1170, 1240],
    baseY: (x) => near(x) + 110,
    h: [520, 700],
    width: [14, 22],
    lean: 0.05,
  });
  // tracks from the camp
  tracks(
    S,
    [
      [700, 742, 0.7],
      [640, 780, 1],
      [520, 850, 1.4],
    ],
    { size: 3.2, color: "#7f95c5", opacity: 0.55 },
  );
  tracks(
    S,
    [
      [820, 745, 0.7],
      [900, 790, 1],
      [1010, 860, 1.4],
    ],
    { size: 2.6, color: "#7f95c5", opacity: 0.45 },
  );
  groundShadow(S, 700, 742, 110, 9, "#5b6fa6", 0.45, 4);
  S.add(place(tent({ color: "#e8762a", glow: true }), 610, 742, 1.6));
  S.add(place(tent({ color: "#f0b93a", glow: true }), 720, 748, 1.25));
  glow(S, 660, 720, 120, "#ffbe6a", 0.35, 0.2);
  groundShadow(S, 905, 752, 95, 8, "#5b6fa6", 0.5, 3);
  S.add(place(snowmobile({ color: "#b72a22" }), 840, 750, 1.15));
  // stove smoke from the camp
  plume(S, { x: 662, y: 700, h: 120, w: 8, wind: 0.5, color: "#e9e4ea", opacity: 0.5, puffs: 12, blur: 4 });
  vignette(S, 0.35, "#1a2140");
});
