/**
 * Service 3: Nalychevo hot springs hiking weekend.
 *
 * svc-3-1 (public/images/services/3-1): Steaming hot-spring pool in a summer meadow below Koryaksky.
 */
import { polyPath, sample } from "../../core/geometry.mjs";
import { cloudBand, plume } from "../../draw/clouds.mjs";
import { flowers, grass } from "../../draw/ground.mjs";
import { ridge, texture } from "../../draw/land.mjs";
import { sky, vignette } from "../../draw/sky.mjs";
import { canopy } from "../../draw/trees.mjs";
import { volcano } from "../../draw/volcano.mjs";
import { hotPool } from "../../draw/water.mjs";
import { defineScene } from "../define.mjs";
import { koryakskyNorth } from "../landmarks.mjs";

export const svc3_1 = defineScene("svc-3-1", "services/3-1", 1280, 853, (S) => {
  // Steaming hot-spring pool in a summer meadow below Koryaksky.
  sky(S, [
    [0, "#3f74b4"],
    [0.45, "#86b2dc"],
    [0.75, "#cfe2f0"],
    [1, "#e6eef2"],
  ]);
  cloudBand(S, {
    seedKey: "cu",
    y: 250,
    h: 120,
    n: 6,
    rx: [120, 240],
    ry: [40, 80],
    freq: "0.012 0.02",
    density: 0.55,
    color: "#ffffff",
    shade: "#a9bad2",
    opacity: 0.95,
    lift: 0.3,
  });
  koryakskyNorth(S, 520, {
    rock: "#4c5566",
    rockLow: "#6c7a86",
    snow: "#ffffff",
    snowLow: "#e8eef6",
    shadow: "#3f5688",
    shadowOp: 0.4,
    haze: "#b9cde0",
    hazeOp: 0.7,
    hazeFrom: 0.5,
  });
  volcano(S, {
    cones: [{ cx: 230, top: 290, w: 330, p: 1.3, crater: 0.08, dip: 4 }],
    base: 540,
    light: -1,
    rock: "#5a6272",
    rockLow: "#7c8a98",
    snow: "#fafcff",
    snowline: 380,
    snowJag: 30,
    shadow: "#48609a",
    shadowOp: 0.38,
    haze: "#c2d4e4",
    hazeOp: 0.75,
    hazeFrom: 0.45,
    ribs: 20,
  });
  const h1 = ridge(S, "s31-h1", [560, 50, 220, 0.3], {
    top: "#5e7a6a",
    bottom: "#7f9878",
    bottomY: 640,
    fog: { y: 600, h: 40, color: "#c8d8d8", opacity: 0.35 },
  });
  canopy(S, { fn: h1, r: [5, 11], color: "#58735f", light: "#9ab486" });
  const meadow = ridge(S, "s31-m", [620, 20, 300, 0], { top: "#8ea65c", bottom: "#4d6a34" });
  S.add(
    `<g ${S.clip(polyPath(sample(meadow, -10, 1290, 6), 900))}>${texture(S, { x: 0, y: 580, w: 1280, h: 280, color: "#2f4a22", opacity: 0.55, freq: "0.01 0.04" })}${texture(S, { x: 0, y: 580, w: 1280, h: 280, color: "#d4d08a", opacity: 0.35, freq: "0.015 0.06", invert: true })}</g>`,
  );
  canopy(S, { fn: (x) => meadow(x) + 6, x0: 900, x1: 1300, r: [14, 26], color: "#3c5a34", light: "#7fa05a" });
  flowers(S, { fn: meadow, n: 700, depth: 240, colors: ["#d64f9a", "#e780bf", "#c0408a"], size: [1.2, 2.6] });
  // steam behind and over the pool
  plume(S, {
    x: 480,
    y: 740,
    h: 300,
    w: 90,
    wind: 0.6,
    color: "#ffffff",
    opacity: 0.45,
    puffs: 18,
    blur: 20,
    spread: 2.2,
  });
  hotPool(S, {
    cx: 520,
    cy: 760,
    rx: 330,
    ry: 62,
    bathers: [
      { x: 470, y: 760, s: 1.1 },
      { x: 560, y: 768, s: 1.15, skin: "#e0b090", hair: "#7a4a2a" },
    ],
  });
  plume(S, {
    x: 330,
    y: 780,
    h: 240,
    w: 70,
    wind: 0.5,
    color: "#ffffff",
    opacity: 0.4,
    puffs: 16,
    blur: 18,
    spread: 2,
  });
  plume(S, {
    x: 690,
    y: 780,
    h: 260,
    w: 80,
    wind: 0.7,
    color: "#ffffff",
    opacity: 0.38,
    puffs: 16,
    blur: 18,
    spread: 2,
  });
  grass(S, { fn: () => 845, h: [20, 70], color: "#3d5a26", density: 1.2, width: 1.8 });
  vignette(S, 0.3, "#0c1a10");
});
