/**
 * Service 6: Avacha Bay sea fishing and Russian Bay cruise.
 *
 * svc-6-3 (public/images/services/6-3): Sea fishing at sunset: a small boat, a bent rod and dark
 * headlands.
 */
import { place } from "../../core/geometry.mjs";
import { clamp } from "../../core/math.mjs";
import { cloudBand } from "../../draw/clouds.mjs";
import { range } from "../../draw/land.mjs";
import { sky, sun, vignette } from "../../draw/sky.mjs";
import { landAbove, seaStack, water } from "../../draw/water.mjs";
import { gulls } from "../../figures/animals.mjs";
import { person } from "../../figures/person.mjs";
import { boat } from "../../figures/vehicles.mjs";
import { defineScene } from "../define.mjs";

export const svc6_3 = defineScene("svc-6-3", "services/6-3", 1280, 853, (S) => {
  // Sea fishing at sunset: a small boat, a bent rod and dark headlands.
  const hz = 540;
  const land = landAbove(S, () => {
    sky(S, [
      [0, "#2a1e44"],
      [0.3, "#7a3a5a"],
      [0.5, "#d8603e"],
      [0.6, "#f8983c"],
      [0.65, "#ffc868"],
      [1, "#ffd88a"],
    ]);
    sun(S, 520, 520, 28, "#fff6d8", "#ffa040", 1.4);
    cloudBand(S, {
      seedKey: "c63",
      y: 300,
      h: 200,
      n: 8,
      rx: [220, 460],
      ry: [10, 24],
      freq: "0.004 0.05",
      density: 0.55,
      color: "#ffb070",
      shade: "#5a2a4a",
      opacity: 0.9,
    });
    const hd = (x) => 560 - Math.pow(clamp((x - 860) / 420), 0.7) * 300 + Math.sin(x / 17) * 4;
    range(S, { fn: hd, x0: 840, x1: 1290, top: "#1e1220", bottom: "#2a1622", bottomY: hz + 4 });
    seaStack(S, {
      x: 830,
      base: hz + 2,
      w: 50,
      h: 110,
      color: "#1e1220",
      light: "#3a2030",
      lightDir: -1,
      cap: "#1e1220",
    });
  });
  water(S, {
    horizon: hz,
    land,
    reflectOp: 0.8,
    tintTop: "#5a2a3a",
    tintBottom: "#140a18",
    tintTopOp: 0.25,
    tintBottomOp: 0.85,
    ripples: 520,
    rippleLight: "#ffc080",
    rippleDark: "#14081a",
    rippleOp: 0.4,
    disp: 22,
    dispFreq: "0.006 0.06",
    glitter: { x: 520, w: 40, color: "#ffe0a0", n: 360, opacity: 0.95, spread: 5 },
  });
  gulls(S, { x: 320, y: 260, n: 5, spread: 200, size: 11, color: "#1a0e18" });
  // boat and angler with a bent rod
  const bx = 640;
  const by = 720;
  S.add(
    place(
      person({
        pose: "stand",
        hat: "cap",
        c: { body: "#120a12" },
        rod: { tipX: 120, tipY: -150, color: "#120a12", bend: -40 },
        line: { d: "M120,-150Q150,-60 175,20", color: "#ffd8a0", width: 0.9, opacity: 0.8 },
      }),
      bx + 110,
      by - 14,
      1.1,
    ),
  );
  S.add(place(person({ pose: "sit", hat: "beanie", c: { body: "#120a12" } }), bx + 40, by - 14, 1.0, true));
  S.add(place(boat({ hull: "#120a12", cabin: "#1a0e16", trim: "#0a060a", win: "#3a2a30" }), bx, by, 1.5));
  vignette(S, 0.45, "#0a040a");
});
