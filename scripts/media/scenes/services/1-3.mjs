/**
 * Service 1: spring brown bear hunt in snowy foothills.
 *
 * svc-1-3 (public/images/services/1-3): Hunter glassing the valley from a snowy crest at sunset,
 * snowmobile parked behind.
 */
import { place, polyPath, sample } from "../../core/geometry.mjs";
import { f } from "../../core/math.mjs";
import { cloudBand } from "../../draw/clouds.mjs";
import { range, ridge, texture } from "../../draw/land.mjs";
import { sky, sun, vignette } from "../../draw/sky.mjs";
import { birches, conifers } from "../../draw/trees.mjs";
import { volcano } from "../../draw/volcano.mjs";
import { person } from "../../figures/person.mjs";
import { snowmobile } from "../../figures/vehicles.mjs";
import { defineScene } from "../define.mjs";

export const svc1_3 = defineScene("svc-1-3", "services/1-3", 1280, 853, (S) => {
  // Hunter glassing the valley from a snowy crest at sunset, snowmobile parked behind.
  sky(S, [
    [0, "#253261"],
    [0.3, "#5a4b7d"],
    [0.55, "#c56d6e"],
    [0.72, "#f2a261"],
    [0.85, "#ffd28a"],
    [1, "#ffe0a8"],
  ]);
  sun(S, 250, 548, 20, "#fff4d0", "#ffb060", 1.2);
  cloudBand(S, {
    seedKey: "c3",
    y: 260,
    h: 160,
    n: 7,
    rx: [220, 460],
    ry: [14, 30],
    freq: "0.004 0.04",
    density: 0.5,
    color: "#ffb98a",
    shade: "#6a4a78",
    opacity: 0.9,
  });
  volcano(S, {
    cones: [{ cx: 930, top: 380, w: 330, p: 1.4, crater: 0.05 }],
    base: 600,
    light: -1,
    rock: "#7a6a90",
    rockLow: "#a07c96",
    snow: "#ffc6ae",
    snowLow: "#e8a8a0",
    snowline: 470,
    snowJag: 20,
    shadow: "#4a3a78",
    shadowOp: 0.45,
    haze: "#e09a8c",
    hazeOp: 0.7,
    hazeFrom: 0.4,
    ribs: 20,
  });
  ridge(S, "s13-a", [610, 60, 200, 0.7], {
    top: "#9a7496",
    bottom: "#d79a8c",
    bottomY: 700,
    snow: { line: 570, color: "#f6b9a6", opacity: 0.55, jag: 30 },
  });
  ridge(S, "s13-b", [650, 90, 160, 0.6], {
    top: "#5f5380",
    bottom: "#b07f94",
    bottomY: 740,
    relief: { color: "#2d2a55", opacity: 0.45, dx: -16 },
    fog: { y: 720, h: 60, color: "#e7a08a", opacity: 0.55 },
  });
  const r3 = ridge(S, "s13-c", [720, 70, 150, 0.5], {
    top: "#3d3864",
    bottom: "#6f5d86",
    bottomY: 800,
    fog: { y: 790, h: 50, color: "#c98b8e", opacity: 0.5 },
  });
  conifers(S, {
    fn: r3,
    gap: [4, 12],
    h: [10, 22],
    color: "#2c2a4c",
    sink: 10,
    skip: (x) => Math.sin(x / 80) > 0.5,
  });
  // near snowy crest, warm light grazing its top
  const crest = (x) =>
    690 +
    Math.max(0, (560 - x) / 560) * 190 -
    Math.max(0, (x - 560) / 720) * 30 +
    Math.sin(x / 37) * 3 +
    Math.sin(x / 13) * 1.2;
  const cd = polyPath(sample(crest, -10, 1290, 4), 900);
  range(S, {
    fn: crest,
    top: "#e0a6a4",
    bottom: "#3a3a6a",
    gradEnd: 780,
    rim: { color: "#ffd2a8", width: 2.5, opacity: 0.9 },
  });
  S.add(
    `<g ${S.clip(cd)}>${texture(S, { x: 0, y: 600, w: 1280, h: 260, color: "#2a2a5a", opacity: 0.45, freq: "0.003 0.045" })}${texture(S, { x: 0, y: 600, w: 1280, h: 260, color: "#ffd8c0", opacity: 0.3, freq: "0.004 0.06", invert: true })}<rect x="0" y="600" width="1280" height="260" fill="${S.lin(
      [
        [0, "#2a2a5a", 0],
        [0.35, "#2a2a5a", 0.2],
        [1, "#14163a", 0.75],
      ],
      { user: true, y1: 680, y2: 853 },
    )}"/></g>`,
  );
  // long shadows of the hunter and snowmobile across the crest
  S.add(
    `<path d="M${f(820)},${f(crest(820) + 4)}L1290,${f(crest(1200) + 30)}L1290,${f(crest(1200) + 40)}L${f(832)},${f(crest(820) + 6)}Z" fill="#2a2a5a" opacity="0.45" ${S.blur(2)}/>`,
  );
  birches(S, {
    xs: [120, 200],
    baseY: (x) => crest(x) + 10,
    h: [260, 340],
    width: [7, 10],
    lean: 0.15,
    color: "#3a3050",
    mark: "#1a1630",
    shadowSide: "#1a1630",
  });
  S.add(place(snowmobile({ color: "#22242e", dark: "#12131a" }), 1000, crest(1050) + 3, 1.3));
  S.add(
    place(
      person({ pose: "glass", binoc: true, rifle: true, hat: "cap", c: { body: "#101220" } }),
      820,
      crest(820) + 2,
      1.6,
    ),
  );
  vignette(S, 0.45, "#0c0d24");
});
