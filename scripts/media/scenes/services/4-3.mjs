/**
 * Service 4: helicopter day to the Valley of Geysers and Kurile Lake.
 *
 * svc-4-3 (public/images/services/4-3): Kurile Lake: Ilyinsky's perfect cone and a bear fishing in the
 * shallows.
 */
import { cloudBand } from "../../draw/clouds.mjs";
import { grass, rock } from "../../draw/ground.mjs";
import { ridge } from "../../draw/land.mjs";
import { sky, vignette } from "../../draw/sky.mjs";
import { canopy } from "../../draw/trees.mjs";
import { volcano } from "../../draw/volcano.mjs";
import { landAbove, water } from "../../draw/water.mjs";
import { bear, gulls, salmon } from "../../figures/animals.mjs";
import { personCut } from "../../figures/person.mjs";
import { defineScene } from "../define.mjs";

export const svc4_3 = defineScene("svc-4-3", "services/4-3", 1280, 853, (S) => {
  // Kurile Lake: Ilyinsky's perfect cone and a bear fishing in the shallows.
  const hz = 520;
  const land = landAbove(S, () => {
    sky(S, [
      [0, "#5a7fb2"],
      [0.45, "#a8bfd8"],
      [0.75, "#f0dcc4"],
      [1, "#f8e6cc"],
    ]);
    cloudBand(S, {
      seedKey: "ck",
      y: 200,
      h: 160,
      n: 6,
      rx: [200, 420],
      ry: [16, 34],
      freq: "0.004 0.035",
      density: 0.45,
      color: "#fff6ea",
      shade: "#a6adc4",
      opacity: 0.85,
    });
    volcano(S, {
      cones: [{ cx: 700, top: 175, w: 420, p: 1.35, crater: 0.035, lean: 0.12 }],
      base: 505,
      light: -1,
      rock: "#4e5566",
      rockLow: "#5f6878",
      snow: "#fffaf4",
      snowLow: "#efe8e6",
      snowline: 300,
      snowJag: 30,
      shadow: "#485c8e",
      shadowOp: 0.4,
      haze: "#c6cdd8",
      hazeOp: 0.7,
      hazeFrom: 0.55,
    });
    const b = ridge(S, "s43-b", [512, 26, 160], {
      peaks: [
        { x: 80, w: 300, h: 90, round: true },
        { x: 1250, w: 260, h: 70, round: true },
      ],
      top: "#3c5048",
      bottom: "#51655a",
      bottomY: hz + 4,
      fog: { y: hz, h: 20, color: "#dcd8cc", opacity: 0.5 },
    });
    canopy(S, { fn: b, r: [4, 9], color: "#3c5048" });
  });
  water(S, {
    horizon: hz,
    land,
    reflectOp: 0.88,
    tintTop: "#4a5e70",
    tintBottom: "#1a2834",
    tintTopOp: 0.2,
    tintBottomOp: 0.7,
    ripples: 380,
    rippleLight: "#fff4e0",
    rippleDark: "#1a2630",
    rippleOp: 0.3,
    disp: 8,
  });
  gulls(S, { x: 950, y: 300, n: 7, spread: 240, size: 9, color: "#2a2e3a" });
  // the bear standing in shallow water with a salmon
  const bx = 470;
  const by = 760;
  personCut(S, -14);
  S.add(
    `<g opacity="0.4" ${S.blur("1 3")}><g transform="translate(${bx} ${by - 26}) scale(2 -2)">${bear({ color: "#1e140e", head: "down" })}</g></g>`,
  );
  S.add(
    `<g transform="translate(${bx} ${by})"><g clip-path="url(#cut14)"><g transform="scale(2)">${bear({ color: "#4a3120", far: "#2e1e14", rim: "#e0b080", head: "down" })}</g></g></g>`,
  );
  S.add(
    `<g transform="translate(${bx + 200} ${by - 52}) rotate(100) scale(1.5) translate(-22 0)">${salmon("#b04a3c", "#f0c0a8")}</g>`,
  );
  S.add(
    `<g fill="none" stroke="#f4f8fa" stroke-width="1.5" opacity="0.55"><ellipse cx="${bx + 110}" cy="${by - 26}" rx="130" ry="9"/><ellipse cx="${bx + 110}" cy="${by - 24}" rx="175" ry="14" opacity="0.5"/></g>`,
  );
  // foreground stones and sedge
  for (let i = 0; i < 9; i++)
    rock(
      S,
      60 + i * 150 + S.rng.range(-40, 40),
      850 + S.rng.range(-10, 10),
      S.rng.range(30, 60),
      S.rng.range(14, 24),
      { color: "#3a3a3a", light: "#7a7670" },
    );
  grass(S, { fn: () => 850, x0: -10, x1: 300, h: [30, 80], color: "#3a4424", density: 1, width: 1.8 });
  vignette(S, 0.32, "#0c1620");
});
