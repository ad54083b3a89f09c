/**
 * Sky and light: gradient skies, glows, the sun, stars, aurora and the final vignette.
 */
import { lighten } from "../core/color.mjs";
import { polygon, sample } from "../core/geometry.mjs";
import { f, fbm, noise1 } from "../core/math.mjs";

export function sky(S, stops) {
  S.add(`<rect width="${S.W}" height="${S.H}" fill="${S.lin(stops)}"/>`);
}

export function glow(S, x, y, r, color, opacity = 1, falloff = 0.25) {
  const fill = S.rad(
    [
      [0, color, opacity],
      [falloff, color, opacity * 0.45],
      [0.6, color, opacity * 0.1],
      [1, color, 0],
    ],
    x,
    y,
    r,
  );
  S.add(`<circle cx="${f(x)}" cy="${f(y)}" r="${f(r)}" fill="${fill}"/>`);
}

export function sun(S, x, y, r, color = "#fff6e0", haloColor = "#ffd28a", halo = 1) {
  glow(S, x, y, r * 14, haloColor, 0.55 * halo, 0.12);
  glow(S, x, y, r * 4, "#fff2d6", 0.7 * halo, 0.3);
  S.add(`<circle cx="${f(x)}" cy="${f(y)}" r="${f(r)}" fill="${color}"/>`);
}

export function stars(S, { n = 200, yMax = 400, opacity = 0.9, x0 = 0, x1 = S.W }) {
  const rng = S.rng;
  let d = "";
  let big = "";
  for (let i = 0; i < n; i++) {
    const x = rng.range(x0, x1);
    const y = Math.pow(rng(), 1.4) * yMax;
    const r = Math.pow(rng(), 3) * 1.4 + 0.35;
    const c = `M${f(x - r)},${f(y)}a${f(r)},${f(r)} 0 1,0 ${f(2 * r)},0a${f(r)},${f(r)} 0 1,0 ${f(-2 * r)},0`;
    if (r > 1.1) big += c;
    else d += c;
  }
  S.add(
    `<path d="${d}" fill="#ffffff" opacity="${opacity * 0.7}"/><path d="${big}" fill="#fffdf0" opacity="${opacity}"/>`,
  );
}

export function aurora(
  S,
  { y = 120, h = 260, color = "#5dffb0", top = "#b06bff", opacity = 0.7, bands = 3 },
) {
  const rng = S.rng;
  const n = noise1(rng);
  for (let b = 0; b < bands; b++) {
    const off = rng() * 100;
    const by = y + b * 40 + rng.range(-20, 20);
    const amp = rng.range(40, 90);
    const pts = sample(
      (x) => by + Math.sin(x / rng.range(180, 260) + off) * amp * 0.5 + fbm(n, x / 200 + off, 3) * amp,
      -20,
      S.W + 20,
      16,
    );
    const top2 = pts.map(([x, yy]) => [x, yy - h * (0.55 + 0.45 * n(x / 90 + off))]).reverse();
    const fill = S.lin(
      [
        [0, top, 0],
        [0.45, top, 0.25],
        [0.8, color, 0.8],
        [1, color, 0],
      ],
      { user: true, x1: 0, y1: by - h, x2: 0, y2: by + 30 },
    );
    S.add(
      `<path d="${polygon([...pts, ...top2])}" fill="${fill}" opacity="${opacity * (1 - b * 0.25)}" ${S.blur(7)}/>`,
    );
    // vertical rays
    let rays = "";
    for (let x = 0; x < S.W; x += rng.range(3, 11)) {
      const yy = by + Math.sin(x / 220 + off) * amp * 0.5 + fbm(n, x / 200 + off, 3) * amp;
      rays += `M${f(x)},${f(yy + 10)}L${f(x + 6)},${f(yy - h * rng.range(0.25, 0.6))}`;
    }
    S.add(
      `<path d="${rays}" stroke="${lighten(color, 0.3)}" stroke-width="2" opacity="${opacity * 0.16}" ${S.blur(2)}/>`,
    );
  }
}

export function vignette(S, strength = 0.45, color = "#000000") {
  const r = Math.hypot(S.W, S.H) * 0.62;
  const fill = S.rad(
    [
      [0, color, 0],
      [0.55, color, 0],
      [1, color, strength],
    ],
    S.W / 2,
    S.H * 0.48,
    r,
  );
  S.add(`<rect width="${S.W}" height="${S.H}" fill="${fill}"/>`);
}
