/**
 * Category picture.
 *
 * cat-hunting (public/images/categories/hunting): A big brown bear on a misty river bank at dawn,
 * taiga behind.
 */
import { place, polyPath, sample } from "../../core/geometry.mjs";
import { clamp, f } from "../../core/math.mjs";
import { grass, groundShadow } from "../../draw/ground.mjs";
import { range, ridge, texture } from "../../draw/land.mjs";
import { glow, sky, vignette } from "../../draw/sky.mjs";
import { conifers } from "../../draw/trees.mjs";
import { volcano } from "../../draw/volcano.mjs";
import { landAbove, water } from "../../draw/water.mjs";
import { bear } from "../../figures/animals.mjs";
import { defineScene } from "../define.mjs";

export const catHunting = defineScene("cat-hunting", "categories/hunting", 1280, 853, (S) => {
  // A big brown bear on a misty river bank at dawn, taiga behind.
  const hz = 600;
  const land = landAbove(S, () => {
    sky(S, [
      [0, "#3a4a6a"],
      [0.4, "#8a8aa0"],
      [0.65, "#e0b08e"],
      [0.78, "#f8d0a0"],
      [1, "#fce0b8"],
    ]);
    glow(S, 300, 520, 600, "#ffd0a0", 0.55, 0.2);
    volcano(S, {
      cones: [{ cx: 980, top: 250, w: 380, p: 1.5, crater: 0.04 }],
      base: 520,
      light: -1,
      rock: "#6a6078",
      rockLow: "#8a7888",
      snow: "#ffe8dc",
      snowline: 370,
      snowJag: 25,
      shadow: "#4a4a80",
      shadowOp: 0.42,
      haze: "#d8b4a8",
      hazeOp: 0.8,
      hazeFrom: 0.35,
      ribs: 22,
    });
    const f1 = ridge(S, "ch-f1", [540, 40, 200], { top: "#7a7088", bottom: "#a48c94", bottomY: 620 });
    conifers(S, { fn: f1, gap: [4, 9], h: [18, 34], color: "#7a7088", sink: 4 });
    S.add(`<rect x="0" y="540" width="1280" height="50" fill="#f0d0b8" opacity="0.55" ${S.blur(10)}/>`);
    const f2 = ridge(S, "ch-f2", [590, 20, 150], { top: "#3a3848", bottom: "#4a4450", bottomY: hz + 4 });
    conifers(S, { fn: f2, gap: [6, 14], h: [40, 90], wRatio: 0.24, color: "#3a3848", sink: 6 });
    S.add(`<rect x="0" y="${hz - 30}" width="1280" height="34" fill="#f4dcc4" opacity="0.5" ${S.blur(8)}/>`);
  });
  water(S, {
    horizon: hz,
    land,
    reflectOp: 0.85,
    tintTop: "#6a5a68",
    tintBottom: "#1a1a24",
    tintTopOp: 0.2,
    tintBottomOp: 0.7,
    ripples: 300,
    rippleLight: "#ffe4c8",
    rippleDark: "#1a1620",
    rippleOp: 0.3,
    disp: 10,
  });
  // mist on the river
  S.add(`<ellipse cx="500" cy="${hz + 14}" rx="700" ry="26" fill="#f8e4d0" opacity="0.45" ${S.blur(14)}/>`);
  // near gravel bank with the bear
  const bank = (x) =>
    700 +
    Math.pow(clamp((1280 - x) / 1280), 1.2) * -40 +
    Math.sin(x / 70) * 6 +
    (x > 700 ? (x - 700) * -0.05 : 0);
  range(S, {
    fn: bank,
    top: "#6a5a50",
    bottom: "#2a2220",
    tex: { color: "#1a1410", opacity: 0.55, freq: "0.03 0.08" },
  });
  S.add(
    `<path d="${polyPath(sample(bank, -10, 1290, 6))}" stroke="#f4e0c8" stroke-width="2" fill="none" opacity="0.5"/>`,
  );
  grass(S, {
    fn: (x) => bank(x) + 30,
    x0: 950,
    x1: 1290,
    h: [30, 90],
    color: "#2a241c",
    density: 1.2,
    width: 1.8,
  });
  groundShadow(S, 640, bank(640) + 6, 200, 12, "#1a1210", 0.5, 4);
  const by = bank(640) + 4;
  S.add(place(bear({ color: "#2e1e14", far: "#1a100a", rim: "#ffd49a" }), 440, by, 3.6));
  // fur: streaky noise and a warm back-light, masked to the bear's shape
  S.def(`<mask id="bearmask">${place(bear({ color: "#ffffff", far: "#ffffff" }), 440, by, 3.6)}</mask>`);
  S.add(
    `<g mask="url(#bearmask)">${texture(S, { x: 440, y: by - 250, w: 420, h: 260, color: "#6a4a30", opacity: 0.55, freq: "0.08 0.03", invert: true })}` +
      `<rect x="440" y="${f(by - 250)}" width="420" height="260" fill="${S.lin([
        [0, "#f0b070", 0.35],
        [0.35, "#f0b070", 0],
        [1, "#000000", 0.3],
      ])}"/></g>`,
  );
  vignette(S, 0.45, "#120c0c");
});
