/**
 * Service 5: Avachinsky and Mutnovsky ascents.
 *
 * svc-5-2 (public/images/services/5-2): Inside Mutnovsky's crater: glacier, ash-banded walls, sulphur
 * and roaring fumaroles.
 */
import { place, polyPath, ridgeFn, sample } from "../../core/geometry.mjs";
import { f, makeRng } from "../../core/math.mjs";
import { cloudBand, plume } from "../../draw/clouds.mjs";
import { ridge, texture } from "../../draw/land.mjs";
import { sky, vignette } from "../../draw/sky.mjs";
import { hiker, person } from "../../figures/person.mjs";
import { defineScene } from "../define.mjs";

export const svc5_2 = defineScene("svc-5-2", "services/5-2", 1280, 853, (S) => {
  // Inside Mutnovsky's crater: glacier, ash-banded walls, sulphur and roaring fumaroles.
  sky(S, [
    [0, "#6d8cb0"],
    [0.5, "#b0c2d2"],
    [1, "#dfe4e6"],
  ]);
  cloudBand(S, {
    seedKey: "cm",
    y: 120,
    h: 120,
    n: 6,
    rx: [200, 400],
    ry: [30, 60],
    freq: "0.007 0.025",
    density: 0.6,
    color: "#f4f6f8",
    shade: "#9aa6b6",
    opacity: 0.9,
  });
  // far crater wall with ash bands and snow
  const wall = ridgeFn(makeRng("s52-w"), {
    base: 380,
    amp: 120,
    scale: 160,
    ridged: 0.7,
    peaks: [{ x: 300, w: 300, h: 60 }],
  });
  const wd = polyPath(sample(wall, -10, 1290, 3), 760);
  S.add(
    `<path d="${wd}" fill="${S.lin([
      [0, "#5a4e48"],
      [1, "#3e3634"],
    ])}"/>`,
  );
  let bands = "";
  const rng = S.rng;
  for (let i = 0; i < 26; i++) {
    const y = rng.range(260, 600);
    const amp = rng.range(4, 14);
    const ph = rng() * 10;
    const pts = sample(
      (x) => y + Math.sin(x / rng.range(80, 200) + ph) * amp + (x - 640) * 0.05,
      -10,
      1290,
      20,
    );
    bands += `<path d="${polyPath(pts)}" stroke="${rng.pick(["#8a7a6a", "#2a2424", "#a89070", "#f4f4f0"])}" stroke-width="${f(rng.range(1, 5))}" fill="none" opacity="${rng.range(0.3, 0.7).toFixed(2)}"/>`;
  }
  S.add(
    `<g ${S.clip(wd)}>${bands}${texture(S, { x: 0, y: 240, w: 1280, h: 520, color: "#1e1a1a", opacity: 0.5, freq: "0.05 0.012" })}${texture(S, { x: 0, y: 240, w: 1280, h: 520, color: "#f4f6f8", opacity: 0.55, freq: "0.02 0.03", invert: true, bias: 0.6 })}</g>`,
  );
  // crater floor
  ridge(S, "s52-f", [640, 30, 160], {
    top: "#8a8070",
    bottom: "#5a524a",
    tex: { color: "#2a2622", opacity: 0.5, freq: "0.02 0.06" },
  });
  // sulphur patches
  let su = "";
  for (let i = 0; i < 22; i++)
    su += `<ellipse cx="${f(rng.range(100, 1200))}" cy="${f(rng.range(660, 780))}" rx="${f(rng.range(20, 80))}" ry="${f(rng.range(5, 14))}"/>`;
  S.add(`<g fill="#e8d040" opacity="0.75" ${S.blur(4)}>${su}</g>`);
  // acid stream
  S.add(
    `<path d="M300,700Q500,690 640,720T1000,760L1000,768Q800,740 640,728T300,708Z" fill="#9ab8a8" opacity="0.8"/>`,
  );
  // fumaroles
  for (const [x, y, h, w] of [
    [300, 690, 380, 50],
    [760, 700, 320, 44],
    [980, 680, 420, 60],
    [1160, 700, 260, 36],
    [520, 720, 200, 30],
  ])
    plume(S, {
      x,
      y,
      h,
      w,
      wind: 0.55,
      color: "#ffffff",
      shade: "#aab0b8",
      opacity: 0.85,
      puffs: 16,
      blur: w * 0.35,
      spread: 2.2,
      fadeIn: 0.03,
    });
  // dark rocks and hikers in the foreground
  const fg = ridge(S, "s52-fg", [860, 90, 140, 0.6], {
    slope: -0.06,
    top: "#2e2a28",
    bottom: "#1a1816",
    bottomY: S.H + 10,
    tex: { color: "#000000", opacity: 0.4, freq: "0.05 0.05" },
  });
  S.add(
    place(
      hiker("cap", { jacket: "#d0452a", pants: "#2a2c34", skin: "#d6a07a", hat: "#222" }),
      1060,
      fg(1060) + 4,
      1.3,
    ),
  );
  S.add(
    place(
      person({
        pose: "stand",
        pack: true,
        hat: "beanie",
        c: { jacket: "#2f7ab0", pants: "#2a2c34", skin: "#d6a07a", hat: "#e0a020" },
      }),
      1140,
      fg(1140) + 4,
      1.35,
    ),
  );
  vignette(S, 0.3, "#161210");
});
