/**
 * Service 5: Avachinsky and Mutnovsky ascents.
 *
 * svc-5-1 (public/images/services/5-1): Roped team climbing the snow slope of Avachinsky towards its
 * steaming summit.
 */
import { place, polyPath, polygon, sample } from "../../core/geometry.mjs";
import { f, lerp } from "../../core/math.mjs";
import { cloudSea, plume } from "../../draw/clouds.mjs";
import { groundShadow, tracks } from "../../draw/ground.mjs";
import { texture } from "../../draw/land.mjs";
import { sky, vignette } from "../../draw/sky.mjs";
import { volcano } from "../../draw/volcano.mjs";
import { hiker } from "../../figures/person.mjs";
import { defineScene } from "../define.mjs";

export const svc5_1 = defineScene("svc-5-1", "services/5-1", 1280, 853, (S) => {
  // Roped team climbing the snow slope of Avachinsky towards its steaming summit.
  sky(S, [
    [0, "#143a78"],
    [0.5, "#3d78bc"],
    [0.85, "#9cc4e6"],
    [1, "#cfe2f2"],
  ]);
  volcano(S, {
    cones: [{ cx: 250, top: 300, w: 330, p: 1.6, crater: 0.03 }],
    base: 600,
    light: -1,
    rock: "#58607a",
    rockLow: "#7a88a4",
    snow: "#ffffff",
    snowline: 470,
    snowJag: 25,
    shadow: "#4a66a8",
    shadowOp: 0.4,
    haze: "#c4d6ec",
    hazeOp: 0.8,
    hazeFrom: 0.4,
    ribs: 24,
  });
  cloudSea(S, { y0: 560, y1: 700, rows: 4, color: "#ffffff", shade: "#a8bad6", seedKey: "s51" });
  // the upper slope of Avachinsky, summit at the top right
  const edge = (x) =>
    (x < 1150 ? 250 + 700 * Math.pow((1150 - x) / 1160, 1.5) : 250 + (x - 1150) * 1.1) +
    Math.sin(x / 40) * 3 +
    Math.sin(x / 11) * 1;
  const ed = polyPath(sample(edge, -10, 1290, 3), 900);
  S.add(
    `<path d="${ed}" fill="${S.lin(
      [
        [0, "#ffffff"],
        [0.6, "#eef3fb"],
        [1, "#d6e0f0"],
      ],
      { user: true, y1: 250, y2: 853 },
    )}"/>`,
  );
  const ridge = [];
  for (let k = 0; k <= 20; k++) ridge.push([1150 - k * 4 + Math.sin(k) * 4, 250 + k * 32]);
  S.add(
    `<g ${S.clip(ed)}>${texture(S, { x: 0, y: 240, w: 1280, h: 620, color: "#7c94c8", opacity: 0.45, freq: "0.003 0.02" })}` +
      `<path d="${polygon([...ridge, [1300, 900], [1300, 240]])}" fill="#5a78bc" opacity="0.4"/>` +
      `<rect x="0" y="240" width="1280" height="620" fill="${S.lin(
        [
          [0, "#ffffff", 0],
          [0.5, "#8aa4d8", 0.12],
          [1, "#6a86c0", 0.35],
        ],
        { x1: 0, y1: 0, x2: 1, y2: 1 },
      )}"/></g>`,
  );
  S.add(
    `<path d="${polyPath(sample(edge, -10, 1150, 3))}" fill="none" stroke="#ffffff" stroke-width="2" opacity="0.8"/>`,
  );
  plume(S, {
    x: 1160,
    y: 246,
    h: 220,
    w: 40,
    wind: 0.9,
    color: "#ffffff",
    shade: "#b0bcd0",
    opacity: 0.85,
    puffs: 18,
    blur: 10,
    spread: 2,
  });
  // zigzag track and the roped team
  const xs = [470, 585, 690, 785, 870];
  const team = xs.map((x, i) => [x, edge(x) + lerp(250, 70, i / 4), lerp(1.5, 0.72, i / 4)]);
  const trk = [[330, 900, 1.8]];
  team.forEach(([x, y, sc], i) => {
    trk.push([x, y, sc]);
    if (i < team.length - 1) trk.push([x - 60 * sc, (y + team[i + 1][1]) / 2 + 10 * sc, sc * 0.95]);
  });
  trk.push([940, edge(940) + 50, 0.65]);
  tracks(S, trk, { size: 3.4, color: "#8aa2d4", opacity: 0.7, spacing: 12 });
  const cols = ["#d0452a", "#f0b020", "#2f7ab0", "#d0452a", "#3a9a5a"];
  const rope = "M" + team.map(([x, y, sc]) => `${f(x + 4 * sc)},${f(y - 55 * sc)}`).join("L");
  S.add(`<path d="${rope}" fill="none" stroke="#e8c040" stroke-width="1.3" opacity="0.9"/>`);
  team.forEach(([x, y, sc], i) => {
    groundShadow(S, x - 12 * sc, y, 20 * sc, 4 * sc, "#4a66a8", 0.45, 2);
    S.add(
      place(
        hiker("helmet", {
          jacket: cols[i],
          pants: "#2a2c34",
          pack: "#3a3f4a",
          skin: "#d6a07a",
          hat: "#e8e8e8",
        }),
        x,
        y,
        sc,
      ),
    );
  });
  vignette(S, 0.3, "#0a1a3a");
});
