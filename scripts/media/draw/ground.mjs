/**
 * Ground details: grass, boulders, snow drifts, tracks, shadows, scrub and flowers.
 */
import { darken } from "../core/color.mjs";
import { blobPath } from "../core/geometry.mjs";
import { f, fbm, lerp, noise1, smooth } from "../core/math.mjs";

/** Grass / sedge blades along the ground line. */
export function grass(
  S,
  { fn, x0 = -10, x1 = S.W + 10, density = 1, h = [10, 30], color, width = 1.4, opacity = 1, lean = 0.3 },
) {
  const rng = S.rng;
  let d = "";
  for (let x = x0; x < x1; x += rng.range(1, 4) / density) {
    const y = fn(x) + rng.range(0, 6);
    const hh = rng.range(h[0], h[1]);
    const l = (rng() - 0.5 + lean * 0.3) * hh * 0.6;
    d += `M${f(x)},${f(y)}q${f(l * 0.3)},${f(-hh * 0.6)} ${f(l)},${f(-hh)}`;
  }
  S.add(
    `<path d="${d}" fill="none" stroke="${color}" stroke-width="${width}" stroke-linecap="round"${opacity < 1 ? ` opacity="${opacity}"` : ""}/>`,
  );
}

/** Boulder with lit top and dark base. */
export function rock(S, x, y, rx, ry, { color = "#3a3836", light = "#6e6a64", lightDir = -1 } = {}) {
  const rng = S.rng;
  const d = blobPath(rng, x, y - ry * 0.5, rx, ry, 0.16, 11);
  const fill = S.lin(
    [
      [0, light],
      [0.55, color],
      [1, darken(color, 0.5)],
    ],
    { x1: lightDir < 0 ? 0 : 1, y1: 0, x2: lightDir < 0 ? 0.6 : 0.4, y2: 1 },
  );
  S.add(`<path d="${d}" fill="${fill}"/>`);
}

/** Blue shadows and soft drifts on a snow field below fn. */
export function snowDrifts(S, { y0, y1, n = 14, color = "#7f97c4", opacity = 0.25, light = "#ffffff" }) {
  const rng = S.rng;
  let d = "";
  let l = "";
  for (let i = 0; i < n; i++) {
    const x = rng.range(-100, S.W + 100);
    const y = rng.range(y0, y1);
    const p = (y - y0) / (y1 - y0);
    const rx = rng.range(80, 260) * (0.6 + p);
    const ry = rng.range(6, 18) * (0.6 + p);
    d += `<ellipse cx="${f(x)}" cy="${f(y)}" rx="${f(rx)}" ry="${f(ry)}"/>`;
    l += `<ellipse cx="${f(x - rx * 0.15)}" cy="${f(y - ry * 1.3)}" rx="${f(rx * 0.8)}" ry="${f(ry * 0.6)}"/>`;
  }
  S.add(
    `<g fill="${color}" opacity="${opacity}" ${S.blur(6)}>${d}</g><g fill="${light}" opacity="${opacity * 1.4}" ${S.blur(5)}>${l}</g>`,
  );
}

/** Footprints / tracks along a polyline, growing with perspective. */
export function tracks(S, pts, { size = 3, color = "#6d84b0", opacity = 0.6, spacing = 12 } = {}) {
  let d = "";
  for (let i = 0; i < pts.length - 1; i++) {
    const [ax, ay, as = 1] = pts[i];
    const [bx, by, bs = 1] = pts[i + 1];
    const len = Math.hypot(bx - ax, by - ay);
    const steps = Math.max(1, Math.floor(len / (spacing * (as + bs) * 0.5)));
    for (let k = 0; k < steps; k++) {
      const t = k / steps;
      const sc = lerp(as, bs, t) * size;
      const side = k % 2 ? 1 : -1;
      const x = lerp(ax, bx, t) + side * sc * 0.9;
      const y = lerp(ay, by, t) + side * sc * 0.2;
      d += `M${f(x - sc)},${f(y)}a${f(sc)},${f(sc * 0.45)} 0 1,0 ${f(2 * sc)},0a${f(sc)},${f(sc * 0.45)} 0 1,0 ${f(-2 * sc)},0`;
    }
  }
  S.add(`<path d="${d}" fill="${color}" opacity="${opacity}"/>`);
}

/** Soft shadow ellipse on the ground. */
export function groundShadow(S, x, y, rx, ry, color = "#000", opacity = 0.3, blur = 3) {
  S.add(
    `<ellipse cx="${f(x)}" cy="${f(y)}" rx="${f(rx)}" ry="${f(ry)}" fill="${color}" opacity="${opacity}" ${S.blur(blur)}/>`,
  );
}

/** Scattered shrub / stone-birch clumps on a slope (dark dots), between ridge fn and y + depth. */
export function scrub(
  S,
  {
    fn,
    x0 = 0,
    x1 = S.W,
    n = 200,
    depth = 120,
    r = [2, 6],
    color = "#2e3a2c",
    opacity = 0.85,
    cluster = 90,
    keep = 0.5,
  },
) {
  const rng = S.rng;
  const nz = noise1(rng);
  let d = "";
  for (let i = 0; i < n * 3; i++) {
    const x = rng.range(x0, x1);
    const p = Math.pow(rng(), 0.8);
    const dens = smooth(keep - 0.15, keep + 0.15, fbm(nz, x / cluster + p * 2.5, 3) * 0.5 + 0.5);
    if (rng() > dens) continue;
    const y = fn(x) + 4 + p * depth;
    const rr = rng.range(r[0], r[1]) * (0.6 + p * 0.8);
    d += `M${f(x)},${f(y)}l${f(rng.range(-0.3, 0.3) * rr)},${f(-rr * 2.4)}M${f(x + rr * 0.5)},${f(y)}l${f(rng.range(0, 0.6) * rr)},${f(-rr * 1.6)}`;
  }
  S.add(
    `<path d="${d}" fill="none" stroke="${color}" stroke-width="${f((r[0] + r[1]) * 0.35)}" stroke-linecap="round" opacity="${opacity}"/>`,
  );
}

/** Meadow flowers (fireweed, buttercups) scattered below the ground line fn. */
export function flowers(
  S,
  {
    fn,
    x0 = -10,
    x1 = S.W + 10,
    n = 400,
    depth = 200,
    colors = ["#d8509a", "#e986c0"],
    size = [1, 3],
    opacity = 0.9,
    cluster = 120,
  },
) {
  const rng = S.rng;
  const nz = noise1(rng);
  let d = "";
  const byColor = new Map(colors.map((c) => [c, ""]));
  for (let i = 0; i < n * 2; i++) {
    const x = rng.range(x0, x1);
    const p = Math.pow(rng(), 0.7);
    if (rng() > smooth(0.35, 0.65, fbm(nz, x / cluster + p * 3, 3) * 0.5 + 0.5)) continue;
    const y = fn(x) + p * depth;
    const r = rng.range(size[0], size[1]) * (0.4 + p * 1.4);
    const c = rng.pick(colors);
    // a small vertical spike of blossoms (fireweed-like)
    byColor.set(c, byColor.get(c) + `M${f(x)},${f(y)}l0,${f(-r * 3)}`);
  }
  for (const [c, dd] of byColor)
    d += `<path d="${dd}" stroke="${c}" stroke-width="${f((size[0] + size[1]) * 0.9)}" stroke-linecap="round" fill="none"/>`;
  S.add(`<g opacity="${opacity}">${d}</g>`);
}
