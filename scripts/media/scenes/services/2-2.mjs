/**
 * Service 2: steelhead & rainbow trout float on the Zhupanova.
 *
 * svc-2-2 (public/images/services/2-2): Backlit angler wading and casting at golden hour.
 */
import { place } from "../../core/geometry.mjs";
import { clamp } from "../../core/math.mjs";
import { cloudBand } from "../../draw/clouds.mjs";
import { grass } from "../../draw/ground.mjs";
import { range, ridge } from "../../draw/land.mjs";
import { sky, sun, vignette } from "../../draw/sky.mjs";
import { canopy, conifers } from "../../draw/trees.mjs";
import { landAbove, water } from "../../draw/water.mjs";
import { person, personCut } from "../../figures/person.mjs";
import { defineScene } from "../define.mjs";

export const svc2_2 = defineScene("svc-2-2", "services/2-2", 1280, 853, (S) => {
  // Backlit angler wading and casting at golden hour.
  const hz = 520;
  const land = landAbove(S, () => {
    sky(S, [
      [0, "#3b4d72"],
      [0.3, "#a0788a"],
      [0.5, "#f0a56a"],
      [0.6, "#ffd07c"],
      [1, "#ffe5a6"],
    ]);
    sun(S, 960, 452, 24, "#fff8e0", "#ffc060", 1.3);
    cloudBand(S, {
      seedKey: "c2",
      y: 230,
      h: 160,
      n: 7,
      rx: [220, 480],
      ry: [14, 28],
      freq: "0.004 0.04",
      density: 0.5,
      color: "#ffcf8c",
      shade: "#7a5a70",
      opacity: 0.9,
    });
    ridge(S, "s22-far", [495, 80, 220, 0.5], {
      peaks: [{ x: 300, w: 260, h: 80 }],
      top: "#b07a74",
      bottom: "#e9a874",
      bottomY: 540,
    });
    const b1 = ridge(S, "s22-b1", [515, 14, 100], { top: "#4a3a40", bottom: "#5c4446", bottomY: 540 });
    conifers(S, {
      fn: b1,
      gap: [5, 12],
      h: [20, 50],
      wRatio: 0.25,
      color: "#4a3a40",
      sink: 4,
      skip: (x) => x > 860 && x < 1090,
    });
    canopy(S, { fn: (x) => b1(x) + 4, x0: 860, x1: 1090, r: [6, 12], color: "#5a4446" });
  });
  water(S, {
    horizon: hz,
    land,
    reflectOp: 0.9,
    tintTop: "#6a4a48",
    tintBottom: "#20141c",
    tintTopOp: 0.15,
    tintBottomOp: 0.75,
    ripples: 420,
    rippleLight: "#ffe0a0",
    rippleDark: "#2a1a20",
    rippleOp: 0.35,
    disp: 16,
    glitter: { x: 960, w: 40, color: "#fff0c0", n: 320, opacity: 0.95, spread: 4 },
  });
  // dark willow bank on the left
  const bank = (x) => 610 + Math.pow(clamp(x / 520), 1.6) * 280 + Math.sin(x / 30) * 4;
  range(S, { fn: bank, x0: -10, x1: 560, top: "#1a1216", bottom: "#120c10", bottomY: S.H + 20 });
  canopy(S, { fn: (x) => bank(x) - 20, x0: -30, x1: 250, r: [20, 46], color: "#1a1216", lift: 0.9 });
  grass(S, { fn: bank, x0: 0, x1: 560, h: [30, 90], color: "#1a1216", density: 1.4, width: 1.8, lean: 0.5 });
  // angler, waist deep
  const ax = 700;
  const ay = 760;
  personCut(S, -44);
  S.add(
    place(
      person({
        pose: "cast",
        hat: "brim",
        c: { body: "#1a1418" },
        rod: { tipX: 100, tipY: -230, color: "#1a1418", bend: 10 },
        line: {
          d: "M100,-230C160,-228 250,-236 300,-246C318,-250 326,-258 318,-264C310,-270 290,-268 260,-266C180,-262 60,-262 -60,-276",
          color: "#fff2c4",
          width: 1.3,
          opacity: 0.95,
        },
        cut: -44,
      }),
      ax,
      ay,
      2.1,
    ),
  );
  // rings around the waist
  S.add(
    `<g fill="none" stroke="#ffe2a0" stroke-width="1.6" opacity="0.7"><ellipse cx="${ax}" cy="${ay - 92}" rx="34" ry="5"/><ellipse cx="${ax}" cy="${ay - 91}" rx="60" ry="8.5" opacity="0.5"/><ellipse cx="${ax}" cy="${ay - 90}" rx="92" ry="12" opacity="0.25"/></g>`,
  );
  vignette(S, 0.45, "#140a10");
});
