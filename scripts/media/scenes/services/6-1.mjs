/**
 * Service 6: Avacha Bay sea fishing and Russian Bay cruise.
 *
 * svc-6-1 (public/images/services/6-1): The Three Brothers sea stacks at the mouth of Avacha Bay and a
 * fishing boat.
 */
import { place } from "../../core/geometry.mjs";
import { cloudBand } from "../../draw/clouds.mjs";
import { ridge } from "../../draw/land.mjs";
import { glow, sky, vignette } from "../../draw/sky.mjs";
import { volcano } from "../../draw/volcano.mjs";
import { landAbove, seaStack, water } from "../../draw/water.mjs";
import { gulls } from "../../figures/animals.mjs";
import { person } from "../../figures/person.mjs";
import { boat } from "../../figures/vehicles.mjs";
import { defineScene } from "../define.mjs";

export const svc6_1 = defineScene("svc-6-1", "services/6-1", 1280, 853, (S) => {
  // The Three Brothers sea stacks at the mouth of Avacha Bay and a fishing boat.
  const hz = 560;
  const land = landAbove(S, () => {
    sky(S, [
      [0, "#4a74aa"],
      [0.5, "#9cbad6"],
      [0.8, "#e8e0d0"],
      [1, "#f2e6d2"],
    ]);
    glow(S, 1000, 420, 500, "#fff0d0", 0.4, 0.2);
    cloudBand(S, {
      seedKey: "c61",
      y: 200,
      h: 160,
      n: 6,
      rx: [200, 420],
      ry: [16, 34],
      freq: "0.005 0.035",
      density: 0.45,
      color: "#ffffff",
      shade: "#a6b2c8",
      opacity: 0.85,
    });
    volcano(S, {
      cones: [{ cx: 960, top: 280, w: 300, p: 1.6, crater: 0.03 }],
      base: 540,
      light: -1,
      rock: "#5a6478",
      rockLow: "#7c889c",
      snow: "#ffffff",
      snowline: 380,
      snowJag: 25,
      shadow: "#4a62a0",
      shadowOp: 0.38,
      haze: "#c8d4e2",
      hazeOp: 0.82,
      hazeFrom: 0.3,
      ribs: 22,
    });
    ridge(S, "s61-h", [548, 40, 200], {
      peaks: [{ x: 1200, w: 300, h: 60, round: true }],
      top: "#6a7a80",
      bottom: "#9aa8b0",
      bottomY: hz + 4,
    });
    seaStack(S, {
      x: 260,
      base: hz + 2,
      w: 110,
      h: 250,
      color: "#3a3634",
      light: "#9a8a78",
      lightDir: 1,
      haze: "#c8d2dc",
      hazeOp: 0.15,
    });
    seaStack(S, {
      x: 420,
      base: hz + 2,
      w: 90,
      h: 200,
      color: "#3a3634",
      light: "#9a8a78",
      lightDir: 1,
      haze: "#c8d2dc",
      hazeOp: 0.2,
    });
    seaStack(S, {
      x: 540,
      base: hz + 2,
      w: 70,
      h: 150,
      color: "#3a3634",
      light: "#9a8a78",
      lightDir: 1,
      haze: "#c8d2dc",
      hazeOp: 0.25,
    });
  });
  water(S, {
    horizon: hz,
    land,
    reflectOp: 0.7,
    tintTop: "#2e4a66",
    tintBottom: "#0e2236",
    tintTopOp: 0.35,
    tintBottomOp: 0.8,
    ripples: 520,
    rippleLight: "#eef4f8",
    rippleDark: "#0c1c2c",
    rippleOp: 0.35,
    disp: 22,
    dispFreq: "0.006 0.06",
  });
  gulls(S, { x: 700, y: 300, n: 6, spread: 260, size: 10, color: "#2a3240" });
  // fishing boat with anglers
  const bx = 700;
  const by = 700;
  S.add(
    `<path d="M${bx - 10},${by + 2}Q${bx - 200},${by + 10} ${bx - 420},${by + 40}L${bx - 400},${by + 30}Q${bx - 200},${by - 2} ${bx - 10},${by - 8}Z" fill="#ffffff" opacity="0.4" ${S.blur(2)}/>`,
  );
  S.add(
    place(
      person({
        pose: "stand",
        hat: "cap",
        c: { jacket: "#d0452a", pants: "#2a2c34", skin: "#d6a07a", hat: "#222" },
        rod: { tipX: -70, tipY: -150, color: "#1a1a1a", bend: -20 },
        line: { d: "M-70,-150Q-100,-80 -120,20", color: "#f4f4f4", width: 0.8, opacity: 0.8 },
      }),
      bx + 30,
      by - 14,
      0.75,
    ),
  );
  S.add(
    place(
      person({
        pose: "stand",
        hat: "beanie",
        c: { jacket: "#f0b020", pants: "#2a2c34", skin: "#d6a07a", hat: "#2a4a7a" },
        rod: { tipX: 40, tipY: -160, color: "#1a1a1a" },
      }),
      bx + 150,
      by - 14,
      0.75,
    ),
  );
  S.add(place(boat({ hull: "#f2f0ea", cabin: "#e8e6e0", trim: "#1f4a7a", win: "#2a3a4a" }), bx, by, 1.4));
  S.add(
    `<ellipse cx="${bx + 100}" cy="${by + 3}" rx="110" ry="6" fill="#0a1a2a" opacity="0.3" ${S.blur(2)}/>`,
  );
  vignette(S, 0.3, "#061222");
});
