/**
 * Path helpers: sampled polylines, polygons, blobs, noisy ridge lines, and place() to put
 * a figure drawn in local units into the scene.
 */
import { TAU, f, fbm, noise1 } from "./math.mjs";

export function sample(fn, x0, x1, step = 3) {
  const pts = [];
  for (let x = x0; x < x1 + step; x += step) pts.push([Math.min(x, x1), fn(Math.min(x, x1))]);
  return pts;
}

/** Polyline through pts, closed down to `bottom` when given. */
export function polyPath(pts, bottom) {
  let d = "M" + pts.map((p) => `${f(p[0])},${f(p[1])}`).join("L");
  if (bottom !== undefined) d += `L${f(pts[pts.length - 1][0])},${f(bottom)}L${f(pts[0][0])},${f(bottom)}Z`;
  return d;
}

/** Closed polygon. */
export function polygon(pts) {
  return "M" + pts.map((p) => `${f(p[0])},${f(p[1])}`).join("L") + "Z";
}

/** Smooth closed blob around (cx, cy). */
export function blobPath(rng, cx, cy, rx, ry, jag = 0.18, n = 14) {
  const pts = [];
  for (let i = 0; i < n; i++) {
    const a = (i / n) * TAU;
    const k = 1 + (rng() - 0.5) * 2 * jag;
    pts.push([cx + Math.cos(a) * rx * k, cy + Math.sin(a) * ry * k]);
  }
  // Catmull-Rom to cubic Bezier.
  let d = `M${f((pts[0][0] + pts[n - 1][0]) / 2)},${f((pts[0][1] + pts[n - 1][1]) / 2)}`;
  for (let i = 0; i < n; i++) {
    const p = pts[i];
    const q = pts[(i + 1) % n];
    d += `Q${f(p[0])},${f(p[1])} ${f((p[0] + q[0]) / 2)},${f((p[1] + q[1]) / 2)}`;
  }
  return d + "Z";
}

/** A ridge line y(x): fractal noise mixed with ridged noise plus optional peaks. */
export function ridgeFn(
  rng,
  { base, amp = 60, scale = 320, oct = 5, ridged = 0.5, peaks = [], slope = 0, gain = 0.5 },
) {
  const n = noise1(rng);
  const off = rng() * 500;
  return (x) => {
    const u = x / scale + off;
    const v = fbm(n, u, oct, gain) * 0.5 + 0.5;
    const r = 1 - Math.abs(fbm(n, u * 0.8 + 71, oct, gain));
    let h = amp * ((1 - ridged) * v + ridged * r);
    for (const p of peaks) {
      const d = Math.abs(x - p.x) / p.w;
      if (p.round) h += p.h * Math.exp(-d * d * 3);
      else if (d < 1) h += p.h * Math.pow(1 - d, p.p ?? 1.7);
    }
    return base - h + slope * (x - 640);
  };
}

export function place(inner, x, y, s = 1, flip = false, extra = "") {
  return `<g transform="translate(${f(x)} ${f(y)}) scale(${flip ? -s : s} ${s})"${extra}>${inner}</g>`;
}
