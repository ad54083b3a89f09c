/**
 * Category picture.
 *
 * cat-fishing (public/images/categories/fishing): A fisherman in a wooden boat on a misty lake at
 * sunrise.
 */
import { place } from "../../core/geometry.mjs";
import { cloudBand } from "../../draw/clouds.mjs";
import { ridge } from "../../draw/land.mjs";
import { sky, sun, vignette } from "../../draw/sky.mjs";
import { conifers } from "../../draw/trees.mjs";
import { landAbove, water } from "../../draw/water.mjs";
import { person } from "../../figures/person.mjs";
import { defineScene } from "../define.mjs";

export const catFishing = defineScene("cat-fishing", "categories/fishing", 1280, 853, (S) => {
  // A fisherman in a wooden boat on a misty lake at sunrise.
  const hz = 540;
  const land = landAbove(S, () => {
    sky(S, [
      [0, "#4a5a86"],
      [0.4, "#b49ab0"],
      [0.6, "#f4c0a0"],
      [0.72, "#ffe0b8"],
      [1, "#fff0d4"],
    ]);
    sun(S, 820, 470, 22, "#fff8e8", "#ffd090", 1);
    cloudBand(S, {
      seedKey: "cf",
      y: 220,
      h: 160,
      n: 7,
      rx: [220, 420],
      ry: [12, 26],
      freq: "0.004 0.045",
      density: 0.5,
      color: "#ffd8c0",
      shade: "#8a7a9a",
      opacity: 0.85,
    });
    ridge(S, "cf-far", [500, 110, 220, 0.6], {
      peaks: [{ x: 300, w: 260, h: 90 }],
      top: "#9a8aa8",
      bottom: "#d8b4b0",
      bottomY: hz + 4,
      snow: { line: 420, color: "#fbe4dc", opacity: 0.8, jag: 30 },
    });
    const b = ridge(S, "cf-b", [528, 16, 120], { top: "#5a5068", bottom: "#6a5a70", bottomY: hz + 4 });
    conifers(S, { fn: b, gap: [4, 10], h: [18, 40], color: "#5a5068", sink: 4 });
  });
  water(S, {
    horizon: hz,
    land,
    reflectOp: 0.9,
    tintTop: "#8a7088",
    tintBottom: "#2a2438",
    tintTopOp: 0.15,
    tintBottomOp: 0.6,
    ripples: 240,
    rippleLight: "#fff0d8",
    rippleDark: "#2a2438",
    rippleOp: 0.28,
    disp: 6,
    glitter: { x: 820, w: 26, color: "#fff4d0", n: 160, opacity: 0.85, spread: 3 },
  });
  // mist banks drifting on the water
  for (const [x, y, rx] of [
    [300, 570, 500],
    [900, 600, 600],
    [500, 650, 700],
  ])
    S.add(`<ellipse cx="${x}" cy="${y}" rx="${rx}" ry="26" fill="#fff0e4" opacity="0.45" ${S.blur(16)}/>`);
  // wooden boat with a seated angler casting
  const bx = 420;
  const by = 700;
  const hull = `M0,-18Q90,-16 170,-22Q160,2 140,6L24,6Q6,4 0,-18Z`;
  S.add(
    `<g transform="translate(${bx} ${by + 10}) scale(1.6 -0.6)" opacity="0.35" ${S.blur(2)}><path d="${hull}" fill="#1a1420"/></g>`,
  );
  S.add(
    place(
      person({
        pose: "sit",
        hat: "brim",
        c: { body: "#1e1822", jacket: "#3a4a3a", skin: "#caa07e", hat: "#4a3a2a" },
        rod: null,
      }),
      bx + 110,
      by - 20,
      1.4,
    ),
  );
  S.add(
    `<path d="M${bx + 152},${by - 64}Q${bx + 240},${by - 170} ${bx + 330},${by - 230}" stroke="#1a1a1a" stroke-width="2.2" fill="none"/>`,
  );
  S.add(
    `<path d="M${bx + 330},${by - 230}Q${bx + 380},${by - 120} ${bx + 420},${by + 20}" stroke="#fff6e0" stroke-width="1" fill="none" opacity="0.8"/>`,
  );
  S.add(
    `<g transform="translate(${bx} ${by}) scale(1.6)"><path d="${hull}" fill="#6a4028"/><path d="M0,-18Q90,-16 170,-22L169,-18Q90,-12 2,-14Z" fill="#a8703e"/><path d="M40,-16V4M120,-18V4" stroke="#3a2214" stroke-width="2"/></g>`,
  );
  S.add(
    `<g fill="none" stroke="#fff0d8" stroke-width="1.3" opacity="0.5"><ellipse cx="${bx + 420}" cy="${by + 22}" rx="14" ry="3"/><ellipse cx="${bx + 420}" cy="${by + 22}" rx="30" ry="6" opacity="0.5"/></g>`,
  );
  vignette(S, 0.35, "#1a1020");
});
