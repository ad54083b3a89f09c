/**
 * Service 5: Avachinsky and Mutnovsky ascents.
 *
 * svc-5-3 (public/images/services/5-3): Sunrise from the summit above a sea of clouds.
 */
import { place } from "../../core/geometry.mjs";
import { cloudBand, cloudSea } from "../../draw/clouds.mjs";
import { range } from "../../draw/land.mjs";
import { sky, sun, vignette } from "../../draw/sky.mjs";
import { volcano } from "../../draw/volcano.mjs";
import { person } from "../../figures/person.mjs";
import { defineScene } from "../define.mjs";

export const svc5_3 = defineScene("svc-5-3", "services/5-3", 1280, 853, (S) => {
  // Sunrise from the summit above a sea of clouds.
  sky(S, [
    [0, "#1a2452"],
    [0.3, "#4a4c82"],
    [0.48, "#b27a8c"],
    [0.58, "#f4a46a"],
    [0.64, "#ffd594"],
    [1, "#ffe8b8"],
  ]);
  sun(S, 930, 515, 22, "#fff8e4", "#ffc070", 1.3);
  cloudBand(S, {
    seedKey: "hi",
    y: 200,
    h: 160,
    n: 6,
    rx: [260, 520],
    ry: [10, 22],
    freq: "0.004 0.05",
    density: 0.45,
    color: "#ffc8a0",
    shade: "#6a5280",
    opacity: 0.8,
  });
  volcano(S, {
    cones: [{ cx: 330, top: 300, w: 300, p: 1.6, crater: 0.03 }],
    base: 560,
    light: 1,
    rock: "#5a4a6a",
    rockLow: "#7a5a78",
    snow: "#ffd8c4",
    snowLow: "#e4b4b4",
    snowline: 420,
    snowJag: 20,
    shadow: "#3a3a70",
    shadowOp: 0.5,
    haze: "#e0a090",
    hazeOp: 0.6,
    hazeFrom: 0.5,
    ribs: 24,
    rim: { color: "#fff0d8", opacity: 0.7, x0: 330, x1: 700 },
  });
  volcano(S, {
    cones: [{ cx: 1150, top: 400, w: 260, p: 1.3, crater: 0.08, dip: 3 }],
    base: 560,
    light: 1,
    rock: "#6a5070",
    rockLow: "#8a6078",
    snow: "#ffd4bc",
    snowline: 460,
    snowJag: 20,
    shadow: "#4a4070",
    shadowOp: 0.45,
    haze: "#e8a890",
    hazeOp: 0.7,
    hazeFrom: 0.4,
    ribs: 18,
  });
  cloudSea(S, {
    y0: 520,
    y1: 760,
    rows: 6,
    color: "#ffe2c4",
    shade: "#9a7c9c",
    light: "#ffb070",
    seedKey: "s53",
  });
  // summit rocks and the climber greeting the sun
  const fg = (x) =>
    700 + Math.pow(Math.abs(x - 300) / 700, 1.5) * 160 + Math.sin(x / 23) * 6 + Math.sin(x / 7) * 2;
  range(S, {
    fn: fg,
    top: "#2a2236",
    bottom: "#150f1c",
    rim: { color: "#ffb070", width: 2, opacity: 0.7 },
    tex: { color: "#000000", opacity: 0.45, freq: "0.03 0.04" },
  });
  S.add(
    place(person({ pose: "wave", pack: true, hat: "beanie", c: { body: "#140e1a" } }), 330, fg(330) + 3, 1.7),
  );
  S.add(
    place(
      person({ pose: "stand", pack: true, poles: true, hat: "hood", c: { body: "#140e1a" } }),
      420,
      fg(420) + 3,
      1.6,
      true,
    ),
  );
  vignette(S, 0.45, "#0e0818");
});
