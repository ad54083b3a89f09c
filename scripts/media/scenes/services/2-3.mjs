/**
 * Service 2: steelhead & rainbow trout float on the Zhupanova.
 *
 * svc-2-3 (public/images/services/2-3): Dusk camp on a gravel bar: tents, campfire, the raft pulled
 * up, stars coming out.
 */
import { place } from "../../core/geometry.mjs";
import { f } from "../../core/math.mjs";
import { range, ridge } from "../../draw/land.mjs";
import { sky, stars, vignette } from "../../draw/sky.mjs";
import { conifers } from "../../draw/trees.mjs";
import { landAbove, water } from "../../draw/water.mjs";
import { campfire, tent } from "../../figures/camp.mjs";
import { person } from "../../figures/person.mjs";
import { raft } from "../../figures/vehicles.mjs";
import { defineScene } from "../define.mjs";
import { zhupanovsky } from "../landmarks.mjs";

export const svc2_3 = defineScene("svc-2-3", "services/2-3", 1280, 853, (S) => {
  // Dusk camp on a gravel bar: tents, campfire, the raft pulled up, stars coming out.
  const hz = 560;
  const land = landAbove(S, () => {
    sky(S, [
      [0, "#0f1636"],
      [0.3, "#2c2f5e"],
      [0.5, "#6a4a73"],
      [0.62, "#c46a5a"],
      [0.68, "#f0a060"],
      [1, "#f7c583"],
    ]);
    stars(S, { n: 220, yMax: 330, opacity: 0.85 });
    zhupanovsky(S, 540, {
      rock: "#3a3552",
      rockLow: "#4b3e58",
      snow: "#c9a7b8",
      snowLow: "#a98fa8",
      shadow: "#1e1c3c",
      shadowOp: 0.45,
      haze: "#9a6a78",
      hazeOp: 0.6,
      hazeFrom: 0.55,
      ribs: 16,
    });
    const b1 = ridge(S, "s23-b1", [552, 20, 140], { top: "#17172a", bottom: "#1d1a2c", bottomY: 580 });
    conifers(S, { fn: b1, gap: [4, 10], h: [24, 54], wRatio: 0.26, color: "#17172a", sink: 4 });
  });
  water(S, {
    horizon: hz,
    land,
    reflectOp: 0.85,
    tintTop: "#3a2a44",
    tintBottom: "#0d0d1c",
    tintTopOp: 0.2,
    tintBottomOp: 0.8,
    ripples: 300,
    rippleLight: "#ffc080",
    rippleDark: "#0c0c18",
    rippleOp: 0.3,
    disp: 10,
  });
  // gravel bar in the foreground
  const bar = (x) => 660 - x * 0.08 + Math.sin(x / 90) * 6;
  range(S, { fn: bar, top: "#6b5a52", bottom: "#2a2226" });
  const rng = S.rng;
  let st = "";
  for (let i = 0; i < 900; i++) {
    const x = rng.range(-10, 1290);
    const y = bar(x) + 4 + Math.pow(rng(), 0.7) * (860 - bar(x));
    const p = (y - 600) / 260;
    st += `<ellipse cx="${f(x)}" cy="${f(y)}" rx="${f(rng.range(1.5, 4) * (0.5 + p * 2))}" ry="${f(rng.range(1, 2.2) * (0.5 + p * 2))}" fill="${rng.pick(["#8a7668", "#5a4a44", "#a08878", "#3e3436"])}"/>`;
  }
  S.add(`<g opacity="0.7">${st}</g>`);
  // firelight on the gravel
  S.add(`<ellipse cx="640" cy="700" rx="420" ry="90" fill="#ff9040" opacity="0.25" ${S.blur(30)}/>`);
  S.add(place(raft({ color: "#3a4036" }), 180, bar(180) + 60, 1.5));
  S.add(place(tent({ color: "#d9691e", glow: true }), 820, bar(820) + 34, 2.1));
  S.add(place(tent({ color: "#3f7a5a", glow: true }), 960, bar(960) + 40, 1.7));
  campfire(S, 640, 712, 1.3);
  S.add(place(person({ pose: "sit", hat: "beanie", c: { body: "#120e12" } }), 560, 724, 1.1));
  S.add(place(person({ pose: "stand", hat: "cap", c: { body: "#120e12" } }), 720, 728, 1.15, true));
  vignette(S, 0.5, "#06060f");
});
