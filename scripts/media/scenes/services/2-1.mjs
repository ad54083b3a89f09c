/**
 * Service 2: steelhead & rainbow trout float on the Zhupanova.
 *
 * svc-2-1 (public/images/services/2-1): Misty morning float: a raft on the river below the Zhupanovsky
 * massif.
 */
import { place, ridgeFn } from "../../core/geometry.mjs";
import { f, makeRng } from "../../core/math.mjs";
import { cloudBand } from "../../draw/clouds.mjs";
import { grass, scrub } from "../../draw/ground.mjs";
import { range, ridge, texture } from "../../draw/land.mjs";
import { glow, sky, vignette } from "../../draw/sky.mjs";
import { canopy, conifers } from "../../draw/trees.mjs";
import { landAbove, riverShape, water } from "../../draw/water.mjs";
import { person } from "../../figures/person.mjs";
import { raft } from "../../figures/vehicles.mjs";
import { defineScene } from "../define.mjs";
import { zhupanovsky } from "../landmarks.mjs";

export const svc2_1 = defineScene("svc-2-1", "services/2-1", 1280, 853, (S) => {
  // Misty morning float: a raft on the river below the Zhupanovsky massif.
  const y0 = 548;
  const land = landAbove(S, () => {
    sky(S, [
      [0, "#7ea4cc"],
      [0.4, "#b9cfe2"],
      [0.62, "#f0e6d8"],
      [1, "#fbeed8"],
    ]);
    glow(S, 1050, 300, 600, "#fff0d0", 0.5, 0.2);
    cloudBand(S, {
      seedKey: "c1",
      y: 150,
      h: 140,
      n: 6,
      rx: [220, 420],
      ry: [26, 50],
      freq: "0.006 0.025",
      density: 0.5,
      color: "#ffffff",
      shade: "#a9b6c9",
      opacity: 0.8,
    });
    zhupanovsky(S, 480, {
      rock: "#6f7788",
      rockLow: "#8c98aa",
      snow: "#fbfbfd",
      snowLow: "#e6ebf3",
      shadow: "#5a6d9a",
      shadowOp: 0.35,
      haze: "#d4dde8",
      hazeOp: 0.85,
      hazeFrom: 0.35,
    });
    ridge(S, "s21-far", [520, 50, 200, 0.3], {
      top: "#8ea4b6",
      bottom: "#c9d6de",
      bottomY: 600,
      fog: { y: 545, h: 40, color: "#eef1ee", opacity: 0.85 },
    });
    const l1 = ridge(S, "s21-l1", [552, 12, 120, 0.2], {
      top: "#546c66",
      bottom: "#7d938c",
      bottomY: 620,
    });
    conifers(S, { fn: l1, gap: [4, 9], h: [22, 46], wRatio: 0.26, color: "#445b58", sink: 4 });
    canopy(S, { fn: (x) => l1(x) + 2, r: [6, 12], color: "#5b7466", x0: 300, x1: 900 });
    range(S, { fn: () => 570, top: "#e9ece6", bottom: "#e9ece6", bottomY: 600, opacity: 0.0 });
  });
  // mist lying over the far river
  S.add(`<rect x="0" y="${y0 - 24}" width="1280" height="40" fill="#f4f1ea" opacity="0.55" ${S.blur(8)}/>`);
  // banks
  const riv = riverShape({
    y0,
    y1: 870,
    c0: 700,
    c1: 520,
    w0: 120,
    w1: 1000,
    amp: 160,
    waves: 0.75,
    phase: 0.3,
    grow: 1.5,
  });
  const lb = ridgeFn(makeRng("s21-lb"), { base: 0, amp: 10, scale: 90 });
  S.add(
    `<path d="M-10,${y0}L${f(riv.left[0][0])},${y0}${riv.left.map(([x, y]) => `L${f(x)},${f(y)}`).join("")}L-10,870Z" fill="${S.lin(
      [
        [0, "#62705a"],
        [1, "#33402e"],
      ],
    )}"/>`,
  );
  S.add(
    `<path d="M1290,${y0}L${f(riv.right[0][0])},${y0}${riv.right.map(([x, y]) => `L${f(x)},${f(y)}`).join("")}L1290,870Z" fill="${S.lin(
      [
        [0, "#66745c"],
        [1, "#2f3b2a"],
      ],
    )}"/>`,
  );
  S.add(
    `<g ${S.clip(`M-10,${y0}H1290V870H-10Z`)}>${texture(S, { x: 0, y: y0, w: 1280, h: 320, color: "#1f2a1c", opacity: 0.5, freq: "0.012 0.05" })}${texture(S, { x: 0, y: y0, w: 1280, h: 320, color: "#a8a070", opacity: 0.35, freq: "0.02 0.08", invert: true })}</g>`,
  );
  scrub(S, { fn: () => y0 + 6, n: 400, depth: 90, r: [2, 5], color: "#2c3a2a", opacity: 0.8, keep: 0.5 });
  water(S, {
    horizon: y0,
    clipD: riv.d,
    land,
    reflectOp: 0.85,
    tintTop: "#556c70",
    tintBottom: "#1d2c2e",
    tintTopOp: 0.2,
    tintBottomOp: 0.75,
    ripples: 360,
    rippleLight: "#f4f0e2",
    rippleDark: "#1d2a2c",
    rippleOp: 0.3,
    disp: 8,
  });
  // gravel edges along the banks
  let gr = "";
  const rng = S.rng;
  for (const side of [riv.left, riv.right]) {
    for (let i = 4; i < side.length; i++) {
      const [x, y] = side[i];
      const sc = (y - y0) / 300;
      for (let k = 0; k < 4; k++)
        gr += `<ellipse cx="${f(x + rng.range(-14, 14) * (1 + sc * 2))}" cy="${f(y + rng.range(-2, 6))}" rx="${f(rng.range(2, 6) * (0.4 + sc))}" ry="${f(rng.range(1, 3) * (0.4 + sc))}"/>`;
    }
  }
  S.add(`<g fill="#b9b3a2" opacity="0.8">${gr}</g>`);
  // near trees and grass at both edges, left then right
  for (const [y, x0, x1, h, color] of [
    [700, -40, 180, [260, 420], "#1f2b25"],
    [690, 1120, 1320, [300, 460], "#1c2722"],
  ])
    conifers(S, { fn: (x) => y + lb(x), x0, x1, gap: [30, 60], h, wRatio: 0.26, color, sink: 30 });
  for (const [y, x0, x1] of [
    [830, -10, 260],
    [820, 1050, 1290],
  ])
    grass(S, { fn: (x) => y + lb(x) * 2, x0, x1, h: [20, 60], color: "#27321f", density: 1.2, width: 1.8 });
  // raft with an oarsman and a standing angler casting
  const rx = 470;
  const ry = 700;
  S.add(
    `<ellipse cx="${rx + 125}" cy="${ry + 2}" rx="150" ry="8" fill="#172426" opacity="0.35" ${S.blur(3)}/>`,
  );
  S.add(
    place(
      person({
        pose: "sit",
        hat: "cap",
        c: { body: "#20252a", jacket: "#3d4f3f", skin: "#c99a7a", hat: "#2a2f2a" },
      }),
      rx + 118,
      ry - 18,
      1.05,
    ),
  );
  S.add(
    `<path d="M${rx + 100},${ry - 44}L${rx + 60},${ry + 6}M${rx + 140},${ry - 44}L${rx + 210},${ry + 8}" stroke="#2a2520" stroke-width="2.5"/>`,
  );
  S.add(place(raft({ color: "#56604c", oars: false }), rx + 50, ry, 1.05));
  S.add(
    place(
      person({
        pose: "cast",
        hat: "brim",
        c: { body: "#2b2e33", jacket: "#6b5a3e", pants: "#3d4a4e", skin: "#caa07e", hat: "#5b4c34" },
        rod: { tipX: 70, tipY: -190, color: "#1a1a1a" },
        line: { d: "M70,-190C10,-230 -140,-210 -200,-175", color: "#fff7d8", width: 1.2 },
      }),
      rx + 80,
      ry - 20,
      1.0,
    ),
  );
  vignette(S, 0.35, "#0e1a1a");
});
