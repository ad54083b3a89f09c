/**
 * Service 4: helicopter day to the Valley of Geysers and Kurile Lake.
 *
 * svc-4-1 (public/images/services/4-1): An Mi-8 helicopter flying over volcanic valleys.
 */
import { place } from "../../core/geometry.mjs";
import { cloudBand, plume } from "../../draw/clouds.mjs";
import { scrub } from "../../draw/ground.mjs";
import { ridge } from "../../draw/land.mjs";
import { glow, sky, vignette } from "../../draw/sky.mjs";
import { canopy } from "../../draw/trees.mjs";
import { volcano } from "../../draw/volcano.mjs";
import { helicopter } from "../../figures/vehicles.mjs";
import { defineScene } from "../define.mjs";

export const svc4_1 = defineScene("svc-4-1", "services/4-1", 1280, 853, (S) => {
  // An Mi-8 helicopter flying over volcanic valleys.
  sky(S, [
    [0, "#3e6fa8"],
    [0.45, "#8fb4d6"],
    [0.7, "#e6e2d4"],
    [1, "#f4e6cc"],
  ]);
  glow(S, 1150, 380, 600, "#fff0c8", 0.5, 0.2);
  cloudBand(S, {
    seedKey: "ci",
    y: 120,
    h: 120,
    n: 6,
    rx: [240, 460],
    ry: [16, 34],
    freq: "0.004 0.035",
    density: 0.45,
    color: "#ffffff",
    shade: "#a7b6cc",
    opacity: 0.8,
  });
  volcano(S, {
    cones: [
      { cx: 300, top: 330, w: 420, p: 1.5, crater: 0.05 },
      { cx: 560, top: 400, w: 280, p: 1.3, noShadow: true },
    ],
    base: 560,
    light: 1,
    rock: "#6a6f80",
    rockLow: "#8c94a4",
    snow: "#fdfdfd",
    snowline: 430,
    snowJag: 25,
    shadow: "#5a6c98",
    shadowOp: 0.38,
    haze: "#d6dce4",
    hazeOp: 0.8,
    hazeFrom: 0.35,
    ribs: 22,
  });
  volcano(S, {
    cones: [{ cx: 1020, top: 380, w: 380, p: 1.2, crater: 0.14, dip: 10 }],
    base: 570,
    light: 1,
    rock: "#707684",
    rockLow: "#929aa8",
    snow: "#fbfbfb",
    snowline: 440,
    snowJag: 30,
    shadow: "#5a6c98",
    shadowOp: 0.35,
    haze: "#d8dee6",
    hazeOp: 0.82,
    hazeFrom: 0.3,
    ribs: 18,
  });
  ridge(S, "s41-h1", [620, 90, 180, 0.6], {
    top: "#6c8070",
    bottom: "#a9b4a0",
    bottomY: 720,
    relief: { color: "#34463e", opacity: 0.45, dx: 18 },
    fog: { y: 700, h: 60, color: "#dfe4dc", opacity: 0.6 },
    tex: { color: "#2a3a2e", opacity: 0.3 },
  });
  plume(S, { x: 760, y: 640, h: 120, w: 24, wind: 0.8, color: "#ffffff", opacity: 0.6, puffs: 12, blur: 8 });
  const h2 = ridge(S, "s41-h2", [760, 110, 220, 0.5], {
    top: "#3f5a40",
    bottom: "#5d6e4a",
    relief: { color: "#1c2c20", opacity: 0.5, dx: 24 },
    tex: { color: "#1a2818", opacity: 0.45, freq: "0.02 0.03" },
  });
  canopy(S, { fn: h2, r: [7, 14], color: "#3a5a3a", light: "#8aa870" });
  scrub(S, { fn: h2, n: 700, depth: 160, r: [2.5, 5], color: "#2e4a2c", opacity: 0.8, keep: 0.45 });
  // the helicopter, nose left, slight bank
  S.add(
    `<g transform="rotate(-4 560 330)">${place(helicopter({ color: "#b8482e", light: "#ffe6c8", glass: "#a8c8dc", stripe: "#ece6da", rotor: 0.28 }), 360, 330, 2.5)}</g>`,
  );
  vignette(S, 0.3, "#10202c");
});
