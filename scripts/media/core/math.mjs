/**
 * Seeded randomness, 1D noise and small maths helpers.
 *
 * Every picture must come out byte-identical on every run, so that regenerating changes only the
 * pictures whose code changed: nothing here touches Math.random, all randomness flows from
 * makeRng(seed).
 */
function hashString(s) {
  let h = 2166136261;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}

function mulberry32(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function makeRng(seed) {
  const r = mulberry32(typeof seed === "string" ? hashString(seed) : seed);
  const rng = () => r();
  rng.range = (a, b) => a + (b - a) * r();
  rng.int = (a, b) => Math.floor(a + (b - a + 1) * r());
  rng.pick = (arr) => arr[Math.floor(r() * arr.length)];
  rng.sign = () => (r() < 0.5 ? -1 : 1);
  rng.gauss = () => (r() + r() + r() + r() - 2) / 2;
  return rng;
}

/** Smooth 1D value noise in [0, 1]. */
export function noise1(rng, size = 1024) {
  const v = Array.from({ length: size }, () => rng());
  return (x) => {
    const i = Math.floor(x);
    const t = x - i;
    const a = v[((i % size) + size) % size];
    const b = v[(((i + 1) % size) + size) % size];
    const s = t * t * (3 - 2 * t);
    return a + (b - a) * s;
  };
}

/** Fractal sum of noise, roughly in [-1, 1]. */
export function fbm(n, x, oct = 5, gain = 0.5, lac = 2.03) {
  let s = 0;
  let a = 1;
  let f = 1;
  let norm = 0;
  for (let i = 0; i < oct; i++) {
    s += a * (n(x * f + i * 17.3) * 2 - 1);
    norm += a;
    a *= gain;
    f *= lac;
  }
  return s / norm;
}

export const clamp = (v, a = 0, b = 1) => Math.max(a, Math.min(b, v));

export const lerp = (a, b, t) => a + (b - a) * t;

export const smooth = (a, b, x) => {
  const t = clamp((x - a) / (b - a));
  return t * t * (3 - 2 * t);
};

export const frac = (x) => x - Math.floor(x);

export const TAU = Math.PI * 2;

/** Compact number formatting for SVG coordinates. */
export const f = (v) => (Math.round(v * 10) / 10).toString();
