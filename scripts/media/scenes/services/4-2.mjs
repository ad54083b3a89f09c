/**
 * Service 4: helicopter day to the Valley of Geysers and Kurile Lake.
 *
 * svc-4-2 (public/images/services/4-2): Valley of Geysers: steaming canyon walls and an erupting
 * geyser.
 */
import { place, polyPath, sample } from "../../core/geometry.mjs";
import { clamp, f } from "../../core/math.mjs";
import { cloudBand, plume } from "../../draw/clouds.mjs";
import { grass, scrub } from "../../draw/ground.mjs";
import { ridge, texture } from "../../draw/land.mjs";
import { sky, vignette } from "../../draw/sky.mjs";
import { person } from "../../figures/person.mjs";
import { defineScene } from "../define.mjs";

export const svc4_2 = defineScene("svc-4-2", "services/4-2", 1280, 853, (S) => {
  // Valley of Geysers: steaming canyon walls and an erupting geyser.
  sky(S, [
    [0, "#5a86b8"],
    [0.5, "#a8c4de"],
    [1, "#e2eaee"],
  ]);
  cloudBand(S, {
    seedKey: "cg",
    y: 140,
    h: 160,
    n: 6,
    rx: [160, 320],
    ry: [30, 60],
    freq: "0.009 0.025",
    density: 0.55,
    color: "#ffffff",
    shade: "#a9b8cc",
    opacity: 0.9,
  });
  ridge(S, "s42-far", [330, 60, 200, 0.4], {
    top: "#8c9aa8",
    bottom: "#b7c2c8",
    bottomY: 520,
    snow: { line: 300, color: "#f4f6f8", jag: 30 },
  });
  // canyon walls converging to the river
  const lw = (x) =>
    300 +
    Math.pow(clamp(x / 700), 1.3) * 300 +
    Math.pow(Math.max(0, x - 620), 2) * 0.012 +
    Math.sin(x / 50) * 8;
  const rw = (x) => 290 + Math.pow(clamp((1280 - x) / 640), 1.2) * 320 + Math.sin(x / 45) * 8;
  const wallL = polyPath(sample(lw, -10, 780, 4), 900);
  const wallR = polyPath(sample(rw, 420, 1290, 4), 900);
  S.add(
    `<path d="${wallR}" fill="${S.lin([
      [0, "#6a7a50"],
      [0.5, "#8a7a4a"],
      [1, "#4e5a38"],
    ])}"/>`,
  );
  S.add(
    `<g ${S.clip(wallR)}>${texture(S, { x: 420, y: 280, w: 870, h: 580, color: "#b8643a", opacity: 0.55, freq: "0.012 0.02" })}${texture(S, { x: 420, y: 280, w: 870, h: 580, color: "#2a3a22", opacity: 0.45, freq: "0.03 0.05" })}</g>`,
  );
  scrub(S, {
    fn: rw,
    x0: 600,
    x1: 1290,
    n: 600,
    depth: 300,
    r: [3, 6],
    color: "#3c5a30",
    opacity: 0.8,
    keep: 0.5,
  });
  S.add(`<path d="${wallR}" fill="#6a86b0" opacity="0.25"/>`);
  // river at the bottom of the canyon
  plume(S, {
    x: 660,
    y: 660,
    h: 200,
    w: 90,
    wind: 0.4,
    color: "#ffffff",
    opacity: 0.7,
    puffs: 14,
    blur: 20,
    spread: 1.6,
  });
  S.add(
    `<path d="${wallL}" fill="${S.lin([
      [0, "#7a8a4c"],
      [0.4, "#a08050"],
      [1, "#4a5a30"],
    ])}"/>`,
  );
  S.add(
    `<g ${S.clip(wallL)}>${texture(S, { x: 0, y: 280, w: 770, h: 600, color: "#c86a34", opacity: 0.55, freq: "0.01 0.02" })}${texture(S, { x: 0, y: 280, w: 770, h: 600, color: "#e8d8b0", opacity: 0.4, freq: "0.02 0.04", invert: true })}${texture(S, { x: 0, y: 280, w: 770, h: 600, color: "#26361e", opacity: 0.4, freq: "0.03 0.05" })}</g>`,
  );
  scrub(S, {
    fn: lw,
    x0: -10,
    x1: 700,
    n: 600,
    depth: 300,
    r: [3, 7],
    color: "#3a5a2c",
    opacity: 0.85,
    keep: 0.55,
  });
  // steam vents and the erupting geyser
  for (const [x, y, h, w] of [
    [820, 560, 170, 20],
    [960, 500, 150, 16],
    [690, 600, 120, 14],
    [1100, 440, 190, 20],
    [1210, 400, 150, 14],
    [250, 560, 160, 20],
    [120, 470, 120, 14],
    [560, 640, 140, 18],
  ])
    plume(S, { x, y, h, w, wind: 0.5, color: "#ffffff", opacity: 0.75, puffs: 14, blur: w * 0.5, spread: 2 });
  const gx = 430;
  const gy = 600;
  S.add(`<ellipse cx="${gx}" cy="${gy + 4}" rx="60" ry="10" fill="#e8ecec" opacity="0.8" ${S.blur(3)}/>`);
  plume(S, {
    x: gx,
    y: gy,
    h: 360,
    w: 40,
    wind: 0.1,
    color: "#ffffff",
    shade: "#b8c4d0",
    opacity: 0.95,
    puffs: 30,
    blur: 7,
    spread: 1.8,
    fadeIn: 0.01,
  });
  plume(S, {
    x: gx + 20,
    y: gy - 300,
    h: 260,
    w: 70,
    wind: 0.6,
    color: "#ffffff",
    shade: "#c0cad6",
    opacity: 0.7,
    puffs: 14,
    blur: 14,
    spread: 1.4,
  });
  // spray droplets
  const rng = S.rng;
  let sp = "";
  for (let i = 0; i < 160; i++) {
    const a = -Math.PI / 2 + rng.gauss() * 0.6;
    const r = rng.range(20, 240);
    sp += `<circle cx="${f(gx + Math.cos(a) * r * 0.6)}" cy="${f(gy - 40 + Math.sin(a) * r + r * r * 0.0012)}" r="${f(rng.range(0.8, 2.2))}"/>`;
  }
  S.add(`<g fill="#ffffff" opacity="0.7">${sp}</g>`);
  // boardwalk with railing in the foreground
  S.add(
    `<path d="M-10,790L620,730L640,745L-10,820Z" fill="#7a5a3a"/><path d="M-10,820L640,745L640,752L-10,830Z" fill="#3a2a1c"/>`,
  );
  let rail = "";
  for (let x = 0; x < 640; x += 46) rail += `M${x},${f(790 - x * 0.0952)}v-30`;
  S.add(`<path d="${rail}M-10,761L620,702" stroke="#4a3422" stroke-width="4" fill="none"/>`);
  S.add(
    place(
      person({
        pose: "stand",
        hat: "cap",
        c: { jacket: "#2f6aa0", pants: "#2a2a2e", skin: "#d6a07a", hat: "#222" },
      }),
      330,
      760,
      1.15,
    ),
  );
  S.add(
    place(
      person({
        pose: "wave",
        hat: "beanie",
        pack: true,
        c: { jacket: "#d0452a", pants: "#2a2a2e", skin: "#d6a07a", hat: "#333" },
      }),
      380,
      754,
      1.1,
    ),
  );
  grass(S, {
    fn: (x) => 850 - x * 0.05,
    x0: -10,
    x1: 1290,
    h: [20, 60],
    color: "#3a4a22",
    density: 1,
    width: 1.6,
  });
  vignette(S, 0.3, "#101810");
});
