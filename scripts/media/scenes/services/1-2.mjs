/**
 * Service 1: spring brown bear hunt in snowy foothills.
 *
 * svc-1-2 (public/images/services/1-2): A brown bear crossing a bright spring snow slope.
 */
import { place } from "../../core/geometry.mjs";
import { f } from "../../core/math.mjs";
import { cloudBand } from "../../draw/clouds.mjs";
import { scrub, snowDrifts, tracks } from "../../draw/ground.mjs";
import { range, ridge } from "../../draw/land.mjs";
import { sky, vignette } from "../../draw/sky.mjs";
import { volcano } from "../../draw/volcano.mjs";
import { bear } from "../../figures/animals.mjs";
import { defineScene } from "../define.mjs";

export const svc1_2 = defineScene("svc-1-2", "services/1-2", 1280, 853, (S) => {
  // A brown bear crossing a bright spring snow slope.
  sky(S, [
    [0, "#2f5d9c"],
    [0.5, "#6f9ad0"],
    [0.8, "#b9d0ea"],
    [1, "#dce8f4"],
  ]);
  cloudBand(S, {
    seedKey: "c2",
    y: 120,
    h: 100,
    n: 5,
    rx: [180, 360],
    ry: [24, 50],
    freq: "0.007 0.025",
    density: 0.5,
    color: "#ffffff",
    shade: "#9fb3d3",
    opacity: 0.9,
  });
  volcano(S, {
    cones: [
      { cx: 980, top: 160, w: 520, p: 1.4, crater: 0.07, dip: 4, lean: 0.2 },
      { cx: 1250, top: 300, w: 300, p: 1.2, noShadow: true },
    ],
    base: 520,
    light: -1,
    rock: "#596074",
    rockLow: "#7c879c",
    snow: "#ffffff",
    snowLow: "#eef2f8",
    snowline: 430,
    snowJag: 40,
    shadow: "#4f6aa8",
    shadowOp: 0.38,
    haze: "#c9d8ec",
    hazeOp: 0.75,
    hazeFrom: 0.5,
  });
  const far = ridge(S, "s12-far", [540, 80, 160, 0.7], {
    peaks: [{ x: 240, w: 280, h: 90 }],
    top: "#eef3fa",
    bottom: "#c9d6ea",
    relief: { color: "#5d78b4", opacity: 0.5, dx: 16 },
  });
  scrub(S, { fn: far, n: 700, depth: 120, r: [1, 2.6], color: "#4a4f5e", opacity: 0.6, keep: 0.6 });
  // the main slope, rising to the right
  const slope = (x) => 560 + (1280 - x) * 0.12 + Math.sin(x / 140) * 10;
  range(S, {
    fn: slope,
    top: "#ffffff",
    bottom: "#dfe7f4",
    relief: { color: "#8aa0cf", opacity: 0.3, dx: 30 },
  });
  snowDrifts(S, { y0: 640, y1: 850, n: 20, color: "#8ba3d6", opacity: 0.28 });
  // alder shrubs poking out of the snow
  const rng = S.rng;
  let sh = "";
  for (let i = 0; i < 26; i++) {
    const x = rng.range(0, 1280);
    const y = slope(x) + rng.range(20, 260);
    if (y > 860 || (x > 420 && x < 900 && y > 600 && y < 760)) continue;
    const sc = 0.5 + (y - 560) / 300;
    for (let k = 0; k < 7; k++) {
      const a = -Math.PI / 2 + rng.range(-0.9, 0.9);
      const len = rng.range(14, 34) * sc;
      sh += `M${f(x)},${f(y)}q${f(Math.cos(a) * len * 0.4 + rng.range(-4, 4))},${f(Math.sin(a) * len * 0.6)} ${f(Math.cos(a) * len)},${f(Math.sin(a) * len)}`;
    }
  }
  S.add(
    `<path d="${sh}" fill="none" stroke="#3b2f2a" stroke-width="1.4" stroke-linecap="round" opacity="0.85"/>`,
  );
  tracks(
    S,
    [
      [1290, 650, 0.8],
      [1040, 690, 1.1],
      [780, 712, 1.3],
    ],
    { size: 4, color: "#7d96cc", opacity: 0.6, spacing: 14 },
  );
  // bear with its shadow (sun from the left)
  S.add(`<path d="M560,710 Q700,700 800,716 Q700,728 560,716Z" fill="#5d78b8" opacity="0.45" ${S.blur(3)}/>`);
  S.add(place(bear({ color: "#3a2619", far: "#24170f", rim: "#c08a58" }), 560, 712, 1.9, true));
  vignette(S, 0.3, "#102040");
});
