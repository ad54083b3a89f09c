/**
 * Service 6: Avacha Bay sea fishing and Russian Bay cruise.
 *
 * svc-6-2 (public/images/services/6-2): Russian Bay: a cruise boat between steep green cliffs, a
 * waterfall and sea birds.
 */
import { place, polyPath, sample } from "../../core/geometry.mjs";
import { clamp, f } from "../../core/math.mjs";
import { cloudBand } from "../../draw/clouds.mjs";
import { ridge, texture } from "../../draw/land.mjs";
import { sky, vignette } from "../../draw/sky.mjs";
import { canopy } from "../../draw/trees.mjs";
import { landAbove, water } from "../../draw/water.mjs";
import { gulls } from "../../figures/animals.mjs";
import { boat } from "../../figures/vehicles.mjs";
import { defineScene } from "../define.mjs";

export const svc6_2 = defineScene("svc-6-2", "services/6-2", 1280, 853, (S) => {
  // Russian Bay: a cruise boat between steep green cliffs, a waterfall and sea birds.
  const hz = 520;
  const land = landAbove(S, () => {
    sky(S, [
      [0, "#7a90a8"],
      [0.5, "#b8c6d2"],
      [1, "#e4e8ea"],
    ]);
    cloudBand(S, {
      seedKey: "c62",
      y: 160,
      h: 180,
      n: 7,
      rx: [200, 420],
      ry: [30, 60],
      freq: "0.006 0.025",
      density: 0.6,
      color: "#f6f8fa",
      shade: "#9aa6b4",
      opacity: 0.9,
    });
    ridge(S, "s62-far", [505, 60, 200, 0.4], {
      top: "#7a8c90",
      bottom: "#a8b6ba",
      bottomY: hz + 4,
    });
    // left and right cliffs
    const lc = (x) => 180 + Math.pow(clamp(x / 520), 2.2) * 330 + Math.sin(x / 40) * 8;
    const rc = (x) => 230 + Math.pow(clamp((1280 - x) / 480), 2.4) * 290 + Math.sin(x / 37) * 8;
    for (const [fn, x0, x1] of [
      [rc, 780, 1290],
      [lc, -10, 540],
    ]) {
      const d = polyPath(sample(fn, x0, x1, 3), hz + 4);
      S.add(
        `<path d="${d}" fill="${S.lin([
          [0, "#4e6a3e"],
          [0.3, "#4a5a40"],
          [1, "#3a3a36"],
        ])}"/>`,
      );
      S.add(
        `<g ${S.clip(d)}><rect x="${x0}" y="150" width="${x1 - x0}" height="380" fill="${S.lin(
          [
            [0, "#6a6a62", 0],
            [0.45, "#6a6a62", 0],
            [0.7, "#6e6c66", 0.85],
            [1, "#4a4844", 0.95],
          ],
          { user: true, y1: 150, y2: 530 },
        )}"/>${texture(S, { x: x0, y: 150, w: x1 - x0, h: 380, color: "#1e2420", opacity: 0.6, freq: "0.06 0.01" })}${texture(S, { x: x0, y: 150, w: x1 - x0, h: 380, color: "#b8b8a8", opacity: 0.4, freq: "0.05 0.015", invert: true })}</g>`,
      );
      canopy(S, { fn: (x) => fn(x) + 6, x0, x1, r: [6, 12], color: "#4a6a3a", light: "#8aaa6a", lift: 0.2 });
    }
    // waterfall on the left cliff
    S.add(
      `<path d="M300,${f(lc(300) + 20)}Q306,380 298,${hz}M296,${f(lc(300) + 26)}Q300,380 290,${hz}M304,${f(lc(300) + 30)}Q310,390 306,${hz}" stroke="#f4f8fa" stroke-width="4" fill="none" opacity="0.8" ${S.blur(0.8)}/>`,
    );
    S.add(`<ellipse cx="298" cy="${hz - 6}" rx="30" ry="10" fill="#ffffff" opacity="0.6" ${S.blur(5)}/>`);
    // sea mist at the foot of the cliffs
    S.add(`<rect x="0" y="${hz - 40}" width="1280" height="44" fill="#e4e8ea" opacity="0.5" ${S.blur(10)}/>`);
  });
  water(S, {
    horizon: hz,
    land,
    reflectOp: 0.75,
    tintTop: "#3a5058",
    tintBottom: "#122028",
    tintTopOp: 0.3,
    tintBottomOp: 0.75,
    ripples: 480,
    rippleLight: "#eef2f2",
    rippleDark: "#10202a",
    rippleOp: 0.35,
    disp: 20,
    dispFreq: "0.006 0.06",
  });
  gulls(S, { x: 900, y: 320, n: 9, spread: 300, size: 10, color: "#2a2e34" });
  gulls(S, { x: 300, y: 240, n: 4, spread: 160, size: 8, color: "#3a3e44" });
  // cruise boat heading out
  const bx = 560;
  const by = 690;
  S.add(
    `<path d="M${bx - 6},${by}Q${bx - 220},${by + 16} ${bx - 460},${by + 70}L${bx - 440},${by + 50}Q${bx - 220},${by} ${bx - 6},${by - 10}Z" fill="#ffffff" opacity="0.45" ${S.blur(2)}/>`,
  );
  S.add(
    place(
      boat({ size: "big", hull: "#f2f0ea", cabin: "#f6f4ee", trim: "#a83a2a", win: "#2a3a4a" }),
      bx,
      by,
      1.25,
    ),
  );
  S.add(
    `<ellipse cx="${bx + 140}" cy="${by + 5}" rx="160" ry="7" fill="#0a1a22" opacity="0.35" ${S.blur(2)}/>`,
  );
  vignette(S, 0.3, "#0a1418");
});
