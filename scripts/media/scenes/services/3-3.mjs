/**
 * Service 3: Nalychevo hot springs hiking weekend.
 *
 * svc-3-3 (public/images/services/3-3): Nalychevo cordon at blue hour: log cabins, steaming travertine
 * stream, stars and aurora.
 */
import { place, polyPath, sample } from "../../core/geometry.mjs";
import { plume } from "../../draw/clouds.mjs";
import { grass } from "../../draw/ground.mjs";
import { range, ridge, texture } from "../../draw/land.mjs";
import { aurora, glow, sky, stars, vignette } from "../../draw/sky.mjs";
import { conifers } from "../../draw/trees.mjs";
import { hotPool } from "../../draw/water.mjs";
import { cabin } from "../../figures/camp.mjs";
import { defineScene } from "../define.mjs";
import { koryakskyNorth } from "../landmarks.mjs";

export const svc3_3 = defineScene("svc-3-3", "services/3-3", 1280, 853, (S) => {
  // Nalychevo cordon at blue hour: log cabins, steaming travertine stream, stars and aurora.
  sky(S, [
    [0, "#070c22"],
    [0.4, "#142246"],
    [0.7, "#2a4070"],
    [0.85, "#4a5d88"],
    [1, "#6a7aa0"],
  ]);
  stars(S, { n: 320, yMax: 480, opacity: 0.9 });
  aurora(S, { y: 260, h: 220, color: "#4dffb0", top: "#8a5cff", opacity: 0.55, bands: 2 });
  koryakskyNorth(S, 560, {
    rock: "#1e2540",
    rockLow: "#26304e",
    snow: "#8a9ac4",
    snowLow: "#6a7aa8",
    shadow: "#0c1028",
    shadowOp: 0.5,
    haze: "#3a4a74",
    hazeOp: 0.6,
    hazeFrom: 0.55,
    ribs: 18,
  });
  const h1 = ridge(S, "s33-h1", [600, 40, 200], { top: "#121a30", bottom: "#1c2640", bottomY: 680 });
  conifers(S, { fn: h1, gap: [4, 10], h: [16, 36], color: "#101828", sink: 6 });
  const g = (x) => 660 + Math.sin(x / 200) * 8;
  range(S, { fn: g, top: "#24304a", bottom: "#141a2c" });
  // cabins with warm windows
  S.add(place(cabin({ lit: true, wall: "#3a2a22", roof: "#1a1a22" }), 760, 676, 1.5));
  S.add(place(cabin({ lit: true, wall: "#33261f", roof: "#17171f", w: 100, h: 44 }), 1010, 668, 1.2));
  glow(S, 850, 640, 200, "#ffb860", 0.3, 0.2);
  glow(S, 1070, 640, 150, "#ffb860", 0.25, 0.2);
  plume(S, { x: 850, y: 560, h: 120, w: 8, wind: 0.6, color: "#8a94b0", opacity: 0.5, puffs: 10, blur: 4 });
  // orange travertine stream with steam in the foreground
  S.add(
    `<g ${S.clip(polyPath(sample(g, -10, 1290, 8), 900))}>${texture(S, { x: 0, y: 640, w: 1280, h: 220, color: "#05080f", opacity: 0.5, freq: "0.01 0.05" })}</g>`,
  );
  hotPool(S, {
    cx: 360,
    cy: 780,
    rx: 300,
    ry: 48,
    water: "#2f7f8a",
    deep: "#0f3a48",
    rim: "#a45e2a",
    stone: "#141822",
    stoneLight: "#3a4258",
  });
  glow(S, 360, 780, 260, "#5ad0d0", 0.12, 0.3);
  plume(S, {
    x: 340,
    y: 760,
    h: 300,
    w: 60,
    wind: 0.4,
    color: "#c0c8e0",
    opacity: 0.35,
    puffs: 14,
    blur: 16,
    spread: 1.4,
  });
  plume(S, {
    x: 450,
    y: 840,
    h: 300,
    w: 70,
    wind: 0.3,
    color: "#c0c8e0",
    opacity: 0.3,
    puffs: 14,
    blur: 18,
    spread: 1.4,
  });
  grass(S, { fn: () => 850, h: [20, 60], color: "#0c1220", width: 1.8 });
  vignette(S, 0.45, "#02030a");
});
