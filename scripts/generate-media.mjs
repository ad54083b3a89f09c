#!/usr/bin/env node
/**
 * Generates every raster image and the hero video in public/images from code.
 *
 * Each picture is an SVG scene built here (layered volcanoes and ridges with atmospheric
 * perspective, gradient skies, steam, water reflections, treelines and simple silhouettes)
 * and rasterised with sharp (librsvg), then written as WebP/AVIF/JPEG. The hero loop is
 * rendered frame by frame into a temporary folder and encoded with ffmpeg.
 *
 * Deterministic: all randomness comes from a seeded PRNG, keyed by the scene name.
 *
 * Usage (from the repository root):
 *   npx node scripts/generate-media.mjs                  # everything (about 4-5 minutes on 2 cores)
 *   npx node scripts/generate-media.mjs --no-video       # all still images, skip the hero loop
 *   npx node scripts/generate-media.mjs --only=svc-1-1,cat-tours,hero-video   # just some outputs
 *   npx node scripts/generate-media.mjs --preview        # half-size PNG + SVG of each scene into /tmp/media-preview
 *   npx node scripts/generate-media.mjs --only=sheet     # contact sheet of the subject silhouettes (preview only)
 *   npx node scripts/generate-media.mjs --frames-preview # a few hero video frames into /tmp/media-preview
 *
 * Scene keys: hero-poster (poster, poster-960, og.jpg), hero-video, svc-{1..6}-{1..3},
 * cat-{hunting,fishing,recreation,tours}, team-{1..4}.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const OUT = path.join(ROOT, "public", "images");
const args = new Set(process.argv.slice(2).filter((a) => !a.startsWith("--only=")));
const onlyArg = process.argv.find((a) => a.startsWith("--only="));
const ONLY = onlyArg ? new Set(onlyArg.slice(7).split(",")) : null;
const PREVIEW = args.has("--preview");
const PREVIEW_DIR = path.join(os.tmpdir(), "media-preview");

sharp.concurrency(2);
sharp.cache(false);

// ---------------------------------------------------------------------------------------------
// Randomness, noise and small maths helpers
// ---------------------------------------------------------------------------------------------

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

function makeRng(seed) {
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
function noise1(rng, size = 1024) {
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
function fbm(n, x, oct = 5, gain = 0.5, lac = 2.03) {
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

const clamp = (v, a = 0, b = 1) => Math.max(a, Math.min(b, v));
const lerp = (a, b, t) => a + (b - a) * t;
const smooth = (a, b, x) => {
  const t = clamp((x - a) / (b - a));
  return t * t * (3 - 2 * t);
};
const frac = (x) => x - Math.floor(x);
const TAU = Math.PI * 2;
/** Compact number formatting for SVG coordinates. */
const f = (v) => (Math.round(v * 10) / 10).toString();

// ---------------------------------------------------------------------------------------------
// Colour helpers
// ---------------------------------------------------------------------------------------------

function hexToRgb(h) {
  const s = h.replace("#", "");
  return [0, 2, 4].map((i) => parseInt(s.slice(i, i + 2), 16));
}
function rgbToHex(c) {
  return "#" + c.map((v) => clamp(Math.round(v), 0, 255).toString(16).padStart(2, "0")).join("");
}
/** Linear mix of two hex colours. */
function mix(a, b, t) {
  const x = hexToRgb(a);
  const y = hexToRgb(b);
  return rgbToHex(x.map((v, i) => v + (y[i] - v) * t));
}
const darken = (c, t) => mix(c, "#000000", t);
const lighten = (c, t) => mix(c, "#ffffff", t);

// ---------------------------------------------------------------------------------------------
// Scene: collects defs and drawing parts, hands out ids
// ---------------------------------------------------------------------------------------------

class Scene {
  constructor(name, w, h) {
    this.name = name;
    this.W = w;
    this.H = h;
    this.rng = makeRng(name);
    this.defs = [];
    this.parts = [];
    this.uid = 0;
    this.filters = new Map();
    /** Sprite cache for animation: key -> data URI. null disables caching. */
    this.cache = null;
    this.requests = [];
  }
  /**
   * Static content that can be rasterised once and reused across animation frames. Returns
   * the SVG fragment, or an <image> of the cached raster when available.
   */
  cachedStr(key, box, fn) {
    if (!this.cache) return fn();
    const hit = this.cache.get(key);
    if (hit)
      return `<image x="${hit.x}" y="${hit.y}" width="${hit.w}" height="${hit.h}" preserveAspectRatio="none" xlink:href="${hit.href}"/>`;
    const frag = fn();
    if (!this.requests.some((r) => r.key === key)) this.requests.push({ key, box, frag });
    return frag;
  }
  cached(key, fn, box = { x: 0, y: 0, w: this.W, h: this.H }) {
    this.add(this.cachedStr(key, box, () => this.capture(fn)));
  }
  id(prefix = "i") {
    return `${prefix}${this.uid++}`;
  }
  def(s) {
    this.defs.push(s);
  }
  add(s) {
    this.parts.push(s);
    return this;
  }
  /** Run fn and return what it drew as a string instead of adding it to the scene. */
  capture(fn) {
    const saved = this.parts;
    this.parts = [];
    fn();
    const out = this.parts.join("");
    this.parts = saved;
    return out;
  }
  stops(stops) {
    return stops
      .map(
        ([o, c, op = 1]) =>
          `<stop offset="${f(o * 100)}%" stop-color="${c}"${op < 1 ? ` stop-opacity="${op.toFixed(3)}"` : ""}/>`,
      )
      .join("");
  }
  /** Linear gradient, by default top to bottom of the filled shape's bounding box. */
  lin(stops, { x1 = 0, y1 = 0, x2 = 0, y2 = 1, user = false } = {}) {
    const id = this.id("l");
    const u = user ? ' gradientUnits="userSpaceOnUse"' : "";
    const c = user
      ? `x1="${f(x1)}" y1="${f(y1)}" x2="${f(x2)}" y2="${f(y2)}"`
      : `x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}"`;
    this.def(`<linearGradient id="${id}" ${c}${u}>${this.stops(stops)}</linearGradient>`);
    return `url(#${id})`;
  }
  /** Radial gradient in user space. */
  rad(stops, cx, cy, r, { fx, fy, transform } = {}) {
    const id = this.id("r");
    const extra =
      (fx !== undefined ? ` fx="${f(fx)}" fy="${f(fy)}"` : "") +
      (transform ? ` gradientTransform="${transform}"` : "");
    this.def(
      `<radialGradient id="${id}" cx="${f(cx)}" cy="${f(cy)}" r="${f(r)}"${extra} gradientUnits="userSpaceOnUse">${this.stops(stops)}</radialGradient>`,
    );
    return `url(#${id})`;
  }
  /** Gaussian blur filter attribute; sd may be "sx sy". */
  blur(sd) {
    const key = `b${sd}`;
    if (!this.filters.has(key)) {
      const id = this.id("fb");
      this.def(
        `<filter id="${id}" x="-60%" y="-60%" width="220%" height="220%" color-interpolation-filters="sRGB"><feGaussianBlur stdDeviation="${sd}"/></filter>`,
      );
      this.filters.set(key, id);
    }
    return `filter="url(#${this.filters.get(key)})"`;
  }
  clip(d) {
    const id = this.id("c");
    this.def(`<clipPath id="${id}"><path d="${d}"/></clipPath>`);
    return `clip-path="url(#${id})"`;
  }
  svg(width = this.W, height = this.H) {
    return (
      `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="${width}" height="${height}" viewBox="0 0 ${this.W} ${this.H}">` +
      `<defs>${this.defs.join("")}</defs>${this.parts.join("")}</svg>`
    );
  }
}

// ---------------------------------------------------------------------------------------------
// Geometry helpers
// ---------------------------------------------------------------------------------------------

function sample(fn, x0, x1, step = 3) {
  const pts = [];
  for (let x = x0; x < x1 + step; x += step) pts.push([Math.min(x, x1), fn(Math.min(x, x1))]);
  return pts;
}
/** Polyline through pts, closed down to `bottom` when given. */
function polyPath(pts, bottom) {
  let d = "M" + pts.map((p) => `${f(p[0])},${f(p[1])}`).join("L");
  if (bottom !== undefined) d += `L${f(pts[pts.length - 1][0])},${f(bottom)}L${f(pts[0][0])},${f(bottom)}Z`;
  return d;
}
/** Closed polygon. */
function polygon(pts) {
  return "M" + pts.map((p) => `${f(p[0])},${f(p[1])}`).join("L") + "Z";
}
/** Smooth closed blob around (cx, cy). */
function blobPath(rng, cx, cy, rx, ry, jag = 0.18, n = 14) {
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
function ridgeFn(
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

// ---------------------------------------------------------------------------------------------
// Sky, light, clouds, stars, aurora
// ---------------------------------------------------------------------------------------------

function sky(S, stops) {
  S.add(`<rect width="${S.W}" height="${S.H}" fill="${S.lin(stops)}"/>`);
}

function glow(S, x, y, r, color, opacity = 1, falloff = 0.25) {
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

function sun(S, x, y, r, color = "#fff6e0", haloColor = "#ffd28a", halo = 1) {
  glow(S, x, y, r * 14, haloColor, 0.55 * halo, 0.12);
  glow(S, x, y, r * 4, "#fff2d6", 0.7 * halo, 0.3);
  S.add(`<circle cx="${f(x)}" cy="${f(y)}" r="${f(r)}" fill="${color}"/>`);
}

function stars(S, { n = 200, yMax = 400, opacity = 0.9, x0 = 0, x1 = S.W }) {
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

function aurora(S, { y = 120, h = 260, color = "#5dffb0", top = "#b06bff", opacity = 0.7, bands = 3 }) {
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

// ---------------------------------------------------------------------------------------------
// Land: ridges, volcanoes, snow, forests
// ---------------------------------------------------------------------------------------------

/**
 * A ridge layer filled with a vertical gradient (dark top to hazy bottom), optionally with snow
 * patches and a valley-fog band at its foot.
 */
function range(S, o) {
  const {
    fn,
    x0 = -10,
    x1 = S.W + 10,
    step = 3,
    top,
    bottom,
    bottomY = S.H,
    fog = null,
    snow = null,
    rim = null,
    opacity = 1,
  } = o;
  const pts = sample(fn, x0, x1, step);
  const minY = Math.min(...pts.map((p) => p[1]));
  const d = polyPath(pts, bottomY);
  const fill = S.lin(
    [
      [0, top],
      [1, bottom],
    ],
    { user: true, x1: 0, y1: minY, x2: 0, y2: o.gradEnd ?? bottomY },
  );
  S.add(`<path d="${d}" fill="${fill}"${opacity < 1 ? ` opacity="${opacity}"` : ""}/>`);
  if (snow || o.shadow) {
    const clip = S.clip(d);
    let inner = "";
    if (snow) {
      const n = noise1(S.rng);
      const sp = sample(
        (x) =>
          snow.line +
          fbm(n, x / (snow.scale ?? 70), 4) * (snow.jag ?? 30) +
          Math.pow(1 - Math.abs(fbm(n, x / (snow.finger ?? 16) + 40, 3)), 8) * (snow.fingerDepth ?? 0),
        x0,
        x1,
        2,
      );
      inner += `<path d="${polyPath(sp, -50)}" fill="${snow.color ?? "#f2f4f8"}" opacity="${snow.opacity ?? 1}"/>`;
    }
    if (o.shadow) {
      // Shaded slopes: where the ridge descends away from the light.
      const { color, opacity: op = 0.35, dir = 1 } = o.shadow;
      let sd = "";
      for (let i = 1; i < pts.length - 1; i++) {
        const slope = (pts[i + 1][1] - pts[i - 1][1]) * dir;
        if (slope > 0.6)
          sd += `M${f(pts[i][0])},${f(pts[i][1])}l${f(o.step ?? 3)},0l${f(dir * 40)},${f(140)}l-${f(o.step ?? 3)},0Z`;
      }
      inner += `<path d="${sd}" fill="${color}" opacity="${op}" ${S.blur(1.5)}/>`;
    }
    S.add(`<g ${clip}>${inner}</g>`);
  }
  if (o.tex) {
    const tx = o.tex;
    const clip = S.clip(d);
    S.add(
      `<g ${clip}>${texture(S, { x: x0, y: minY - 5, w: x1 - x0, h: bottomY - minY + 10, color: tx.color, opacity: tx.opacity ?? 0.4, freq: tx.freq ?? "0.06 0.012", invert: tx.invert ?? false })}</g>`,
    );
  }
  if (o.relief) {
    // Slopes facing away from the light: the shape minus itself shifted towards the light.
    const { color, opacity: rop = 0.4, dx = 14, blur: rb = 1.2, dy = 0 } = o.relief;
    const sh = sample((x) => fn(x + dx) + dy, x0 - Math.abs(dx), x1 + Math.abs(dx), step);
    const clip = S.clip(d);
    S.add(
      `<g ${clip}><path d="${d}${polyPath(sh, bottomY + 5)}" fill-rule="evenodd" fill="${color}" opacity="${rop}"${rb ? ` ${S.blur(rb)}` : ""}/></g>`,
    );
  }
  if (rim)
    S.add(
      `<path d="${polyPath(pts)}" fill="none" stroke="${rim.color}" stroke-width="${rim.width ?? 1.5}" opacity="${rim.opacity ?? 0.5}"/>`,
    );
  if (fog) {
    const fy = fog.y ?? bottomY - 40;
    const fill2 = S.lin(
      [
        [0, fog.color, 0],
        [0.6, fog.color, fog.opacity ?? 0.7],
        [1, fog.color, fog.opacity ?? 0.7],
      ],
      {
        user: true,
        y1: fy - (fog.h ?? 80),
        y2: fy,
      },
    );
    S.add(
      `<rect x="0" y="${f(fy - (fog.h ?? 80))}" width="${S.W}" height="${f(fog.h ?? 80) + 2}" fill="${fill2}"/>`,
    );
  }
  return { fn, pts, d };
}

/**
 * Stratovolcano massif made of one or more cones. Returns the profile function and summit.
 */
function volcano(S, o) {
  const {
    cones,
    base,
    x0 = -10,
    x1 = S.W + 10,
    step = 2,
    light = -1,
    rock = "#4b4f5f",
    rockLow = "#6c6f7c",
    snow = "#f5f2f2",
    snowLow = null,
    snowline,
    snowJag = 18,
    fingers = 1,
    shadow = "#1c2340",
    shadowOp = 0.42,
    haze = null,
    hazeOp = 0.55,
    hazeFrom = 0.45,
    rough = 1,
    ribs = 30,
    foot = null,
    rim = null,
  } = o;
  const rng = S.rng;
  const n = noise1(rng);
  const coneH = (c, x) => {
    const d = Math.abs(x - c.cx) / (x < c.cx ? c.w * (1 + (c.skew ?? 0)) : c.w * (1 - (c.skew ?? 0)));
    if (d >= 1) return 0;
    const cr = c.crater ?? 0.04;
    const t = (1 - d) / (1 - cr);
    const full = base - c.top;
    let h = full * Math.pow(Math.min(1, t), c.p ?? 1.6);
    if (d < cr && c.dip) h -= c.dip * (1 - (d / cr) ** 2);
    return h;
  };
  const fn = (x) => {
    let H = 0;
    for (const c of cones) H = Math.max(H, coneH(c, x));
    const main = cones[0];
    const frac = H / (base - main.top);
    if (foot) H = Math.max(H, foot.amp * (0.55 + 0.45 * fbm(n, x / (foot.scale ?? 140) + 300, 4)));
    const wob =
      rough * (fbm(n, x / 45, 4) * 5 * Math.sqrt(clamp(frac, 0, 1) + 0.05) + fbm(n, x / 8 + 50, 2) * 1.1);
    return base - H + wob;
  };
  const pts = sample(fn, x0, x1, step);
  const d = polyPath(pts, base + 400);
  const topY = Math.min(...pts.map((p) => p[1]));
  const bodyFill = S.lin(
    [
      [0, rock],
      [1, rockLow],
    ],
    { user: true, y1: topY, y2: base },
  );
  S.add(`<path d="${d}" fill="${bodyFill}"/>`);
  const clip = S.clip(d);
  let inner = "";
  if (snowline !== undefined) {
    const sp = sample(
      (x) =>
        snowline +
        fbm(n, x / 160 + 13, 3) * snowJag * 1.6 +
        fbm(n, x / 40 + 33, 4) * snowJag * 0.8 +
        fbm(n, x / 9 + 9, 2) * snowJag * 0.3,
      x0,
      x1,
      2,
    );
    const sf = snowLow
      ? S.lin(
          [
            [0, snow],
            [1, snowLow],
          ],
          { user: true, y1: topY, y2: snowline + 60 },
        )
      : snow;
    let wedges = "";
    // snow-filled gullies radiating from each summit, reaching below the snowline
    for (const c of cones) {
      const m = Math.round(((ribs * 1.1 * c.w) / 300) * fingers);
      for (let i = 0; i < m; i++) {
        const sx = c.cx + (rng() - 0.5) * c.w * 0.1;
        const sy = fn(sx) + 4;
        const ex = c.cx + (rng() - 0.5) * 2 * c.w * 0.9;
        const reach =
          snowline +
          snowJag * 0.3 +
          Math.pow(rng(), 2.5) * (base - snowline) * 0.38 * (0.5 + 0.5 * Math.cos(((ex - c.cx) / c.w) * 1.4));
        if (reach <= sy + 10) continue;
        const tEnd = (reach - sy) / (base - sy);
        const wTop = rng.range(2, 11) * Math.pow(rng(), 0.5);
        const pts = [];
        const K = 10;
        for (let k = 0; k <= K; k++) {
          const t = (k / K) * tEnd;
          const wob = fbm(n, i * 3.1 + k * 0.35, 2) * 5;
          const taper = k === K ? 0 : Math.pow(1 - k / K, 0.35) * (0.6 + 0.4 * n(i * 7 + k * 0.6));
          pts.push([lerp(sx, ex, t) + wob, lerp(sy, base, t), wTop * taper + 0.2]);
        }
        const left = pts.map(([x, y, w]) => [x - w, y]);
        const right = pts.map(([x, y, w]) => [x + w, y]).reverse();
        wedges += polygon([...left, ...right]);
      }
    }
    inner += `<path d="${polyPath(sp, topY - 20)}${wedges}" fill="${sf}"/>`;
    // dark rock ribs showing through the snowfield
    let ribsD = "";
    for (const c of cones) {
      const m = Math.round((ribs * 0.9 * c.w) / 300);
      for (let i = 0; i < m; i++) {
        const sx = c.cx + (rng() - 0.5) * c.w * 0.06;
        const sy = fn(sx) + 2;
        const ex = c.cx + (rng() - 0.5) * 2 * c.w * 0.95;
        const span = snowline - sy;
        if (span < 20) continue;
        const t0 = (rng.range(0.08, 0.6) * span) / (base - sy);
        const t1 = (span + rng.range(-0.2, 0.15) * span) / (base - sy);
        if (t1 <= t0 + 0.02) continue;
        const wMax = rng.range(1, 4.5) * (0.5 + 0.5 * Math.abs((ex - c.cx) / c.w));
        const pts = [];
        const K = 10;
        for (let k = 0; k <= K; k++) {
          const u = k / K;
          const t = lerp(t0, t1, u);
          const wob = fbm(n, i * 5.3 + u * 2, 2) * 4;
          pts.push([lerp(sx, ex, t) + wob, lerp(sy, base, t), wMax * Math.pow(Math.sin(Math.PI * u), 0.8)]);
        }
        ribsD += polygon([
          ...pts.map(([x, y, w]) => [x - w, y]),
          ...pts.map(([x, y, w]) => [x + w, y]).reverse(),
        ]);
      }
    }
    inner += `<path d="${ribsD}" fill="${o.ribColor ?? darken(rock, 0.1)}" opacity="0.6"/>`;
  }
  // Rock texture: streaky fractal noise.
  inner += texture(S, {
    x: x0,
    y: topY - 10,
    w: x1 - x0,
    h: base - topY + 60,
    color: o.texColor ?? darken(rock, 0.5),
    opacity: o.texOp ?? 0.22,
    freq: o.texFreq ?? "0.09 0.02",
  });
  // Shadow side of each cone: from the summit, a wiggly ridge line down to the base.
  for (const c of cones) {
    if (c.noShadow) continue;
    const cr = (c.crater ?? 0.04) * c.w;
    const ax = c.cx - light * cr * 0.3;
    const ay = fn(ax);
    const lean = (c.lean ?? 0.12) * -light;
    const wig = c.wiggle ?? 22;
    const edge = [];
    for (let k = 0; k <= 24; k++) {
      const t = k / 24;
      const y = lerp(ay, base + 40, t);
      edge.push([ax + lean * (y - ay) + fbm(n, t * 5 + c.cx, 3) * wig * Math.sqrt(t), y]);
    }
    const far = c.cx - light * c.w * 1.6;
    const outline = sample(fn, Math.min(ax, far), Math.max(ax, far), 3);
    const poly = [...edge, [far, base + 40], ...(light < 0 ? outline.reverse() : outline)];
    inner += `<path d="${polygon(poly)}" fill="${shadow}" opacity="${shadowOp}"/>`;
  }
  if (haze) {
    const hz = S.lin(
      [
        [0, haze, 0],
        [hazeFrom, haze, 0],
        [1, haze, hazeOp],
      ],
      { user: true, y1: topY, y2: base },
    );
    inner += `<rect x="-10" y="${f(topY - 10)}" width="${S.W + 20}" height="${f(base - topY + 420)}" fill="${hz}"/>`;
  }
  S.add(`<g ${clip}>${inner}</g>`);
  if (rim) {
    const rp = sample(fn, rim.x0 ?? x0, rim.x1 ?? x1, 2);
    S.add(
      `<path d="${polyPath(rp)}" fill="none" stroke="${rim.color}" stroke-width="${rim.width ?? 1.2}" opacity="${rim.opacity ?? 0.6}"/>`,
    );
  }
  const c = cones[0];
  return { fn, d, summit: [c.cx, fn(c.cx)], topY };
}

/**
 * Streaky fractal-noise texture as an SVG fragment (to be clipped by the caller): alpha follows
 * the noise, so it darkens (or with invert, lightens) the shape in irregular streaks.
 */
function texture(
  S,
  {
    x,
    y,
    w,
    h,
    color,
    opacity = 0.5,
    freq = "0.02 0.006",
    oct = 4,
    invert = false,
    contrast = 3.2,
    bias = 0.52,
  },
) {
  const key = `tex-${freq}-${oct}-${invert}-${contrast}-${bias}-${color}`;
  if (!S.filters.has(key)) {
    const id = S.id("ft");
    const [r, g, b] = hexToRgb(color).map((v) => (v / 255).toFixed(3));
    const k = invert ? -contrast : contrast;
    const off = invert ? contrast * (1 - bias) : -contrast * bias;
    S.def(
      `<filter id="${id}" filterUnits="userSpaceOnUse" x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}" color-interpolation-filters="sRGB">` +
        `<feTurbulence type="fractalNoise" baseFrequency="${freq}" numOctaves="${oct}" seed="${S.uid}"/>` +
        `<feColorMatrix type="matrix" values="0 0 0 0 ${r} 0 0 0 0 ${g} 0 0 0 0 ${b} ${k} 0 0 0 ${off.toFixed(3)}"/></filter>`,
    );
    S.filters.set(key, id);
  }
  return `<rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}" fill="#000" filter="url(#${S.filters.get(key)})" opacity="${opacity}"/>`;
}

/**
 * A textured cloud: fractal noise cut by a soft elliptical mask. Several layers give a shaded
 * underside and a lit top. Returns nothing; adds to the scene.
 */
function cloud(
  S,
  {
    cx,
    cy,
    rx,
    ry,
    color = "#ffffff",
    shade = null,
    opacity = 0.9,
    freq = "0.006 0.02",
    oct = 4,
    density = 0.5,
    seed = null,
    dx = 0,
    lift = 0.25,
  },
) {
  const id = S.id("fc");
  const sd = seed ?? S.uid;
  const mk = (fid, col, thr, gain) => {
    const [r, g, b] = hexToRgb(col).map((v) => (v / 255).toFixed(3));
    S.def(
      `<filter id="${fid}" x="0" y="0" width="1" height="1" color-interpolation-filters="sRGB">` +
        `<feTurbulence type="fractalNoise" baseFrequency="${freq}" numOctaves="${oct}" seed="${sd}" result="n"/>` +
        `<feColorMatrix in="n" type="matrix" values="0 0 0 0 ${r} 0 0 0 0 ${g} 0 0 0 0 ${b} ${gain} 0 0 0 ${(-gain * thr).toFixed(3)}" result="c"/>` +
        `<feComposite in="c" in2="SourceGraphic" operator="in"/></filter>`,
    );
  };
  if (!S.filters.has("cloudmask")) {
    S.def(
      `<radialGradient id="cloudmask">${S.stops([
        [0, "#fff", 1],
        [0.45, "#fff", 0.85],
        [1, "#fff", 0],
      ])}</radialGradient>`,
    );
    S.filters.set("cloudmask", "cloudmask");
  }
  const mask = "url(#cloudmask)";
  const thr = 0.62 - density * 0.3;
  const key = `cloud|${sd}|${f(cx)}|${f(cy)}|${f(rx)}|${f(ry)}|${color}|${shade}|${freq}|${density}|${lift}`;
  const box = { x: cx - rx - 2, y: cy - ry * (1 + lift) - 2, w: 2 * rx + 4, h: ry * (2 + lift) + 4 };
  const out = S.cachedStr(key, box, () => {
    let o = "";
    if (shade) {
      mk(`${id}s`, shade, thr, 3.2);
      o += `<ellipse cx="${f(cx)}" cy="${f(cy)}" rx="${f(rx)}" ry="${f(ry)}" fill="${mask}" filter="url(#${id}s)"/>`;
    }
    mk(`${id}l`, color, thr + 0.04, 3.6);
    o += `<ellipse cx="${f(cx)}" cy="${f(cy - ry * lift)}" rx="${f(rx * 0.96)}" ry="${f(ry * 0.85)}" fill="${mask}" filter="url(#${id}l)"/>`;
    return o;
  });
  S.add(`<g opacity="${opacity}"${dx ? ` transform="translate(${f(dx)} 0)"` : ""}>${out}</g>`);
}

/**
 * A band of textured clouds. With t (loop phase) each cloudlet drifts by `drift` per loop and
 * cross-fades with a copy one drift behind, so the loop is seamless.
 */
function cloudBand(S, o) {
  const {
    x0 = -100,
    x1 = S.W + 100,
    y,
    h = 60,
    n = 6,
    rx = [150, 380],
    ry = [18, 45],
    t = null,
    drift = 0,
    seedKey = "cb",
    ...rest
  } = o;
  const rng = makeRng(`${S.name}-${seedKey}`);
  for (let i = 0; i < n; i++) {
    const c = {
      cx: rng.range(x0, x1),
      cy: y + (rng() - 0.5) * h,
      rx: rng.range(rx[0], rx[1]),
      ry: rng.range(ry[0], ry[1]),
      seed: rng.int(1, 9999),
      op: rng.range(0.6, 1),
      phase: rng(),
    };
    const base = { ...rest, cx: c.cx, cy: c.cy, rx: c.rx, ry: c.ry, seed: c.seed };
    const op = (rest.opacity ?? 0.9) * c.op;
    if (t === null) cloud(S, { ...base, opacity: op });
    else {
      const fr = frac(t + c.phase);
      // cos-weighted cross-fade keeps the summed coverage roughly even
      const wa = Math.cos((fr * Math.PI) / 2);
      const wb = Math.sin((fr * Math.PI) / 2);
      if (wa > 0.01) cloud(S, { ...base, dx: drift * fr, opacity: op * wa });
      if (wb > 0.01) cloud(S, { ...base, dx: drift * (fr - 1), opacity: op * wb });
    }
  }
}

/** Spruce / larch silhouette path with tiers of branches. */
function sprucePath(rng, x, y, h, w) {
  const tiers = Math.max(4, Math.round(h / 7));
  const left = [];
  const right = [];
  for (let i = 1; i <= tiers; i++) {
    const t = i / tiers;
    const yy = y - h + h * t * 0.92;
    const ww = w * (0.15 + 0.85 * t) * rng.range(0.75, 1.15);
    left.push([x - ww, yy + rng.range(0, 2)], [x - ww * 0.35, yy - h * 0.03]);
    right.push([x + ww * 0.35, yy - h * 0.03], [x + ww * rng.range(0.8, 1.1), yy + rng.range(0, 2)]);
  }
  const pts = [[x, y - h - h * 0.05], ...right, [x + w * 0.12, y], [x - w * 0.12, y], ...left.reverse()];
  return polygon(pts);
}

/** A forest edge of conifers standing on the ridge line fn. */
function conifers(
  S,
  {
    fn,
    x0 = -20,
    x1 = S.W + 20,
    gap = [6, 14],
    h = [20, 40],
    wRatio = 0.28,
    color,
    opacity = 1,
    sink = 6,
    skip = null,
  },
) {
  const rng = S.rng;
  let d = "";
  for (let x = x0; x < x1; x += rng.range(gap[0], gap[1])) {
    if (skip && skip(x)) continue;
    const hh = rng.range(h[0], h[1]);
    d += sprucePath(rng, x, fn(x) + rng.range(0, sink), hh, hh * wRatio * rng.range(0.8, 1.2));
  }
  S.add(`<path d="${d}" fill="${color}"${opacity < 1 ? ` opacity="${opacity}"` : ""}/>`);
}

/** Rounded deciduous canopy (stone birch, alder) along fn. */
function canopy(
  S,
  { fn, x0 = -20, x1 = S.W + 20, r = [8, 18], color, light = null, opacity = 1, lift = 0.4 },
) {
  const rng = S.rng;
  let d = "";
  let dl = "";
  for (let x = x0; x < x1; x += rng.range(r[0] * 0.7, r[1] * 0.9)) {
    const rr = rng.range(r[0], r[1]);
    const cy = fn(x) - rr * lift + rng.range(-2, 4);
    d += `M${f(x - rr)},${f(cy)}a${f(rr)},${f(rr * 0.85)} 0 1,0 ${f(2 * rr)},0a${f(rr)},${f(rr * 0.85)} 0 1,0 ${f(-2 * rr)},0`;
    if (light && rng() < 0.7) {
      const lr = rr * 0.55;
      dl += `M${f(x - lr - rr * 0.25)},${f(cy - rr * 0.3)}a${f(lr)},${f(lr * 0.8)} 0 1,0 ${f(2 * lr)},0a${f(lr)},${f(lr * 0.8)} 0 1,0 ${f(-2 * lr)},0`;
    }
  }
  S.add(`<path d="${d}" fill="${color}"${opacity < 1 ? ` opacity="${opacity}"` : ""}/>`);
  if (light) S.add(`<path d="${dl}" fill="${light}" opacity="0.35" ${S.blur(2)}/>`);
}

/** White birch trunks with dark marks, optional foliage. */
function birches(
  S,
  {
    xs,
    baseY,
    h = [120, 220],
    color = "#eae6dc",
    mark = "#2a2622",
    leaves = null,
    lean = 0.08,
    width = [4, 8],
    shadowSide = "#9a968c",
  },
) {
  const rng = S.rng;
  for (const x of xs) {
    const hh = rng.range(h[0], h[1]);
    const wd = rng.range(width[0], width[1]);
    const by = typeof baseY === "function" ? baseY(x) : baseY;
    const l = rng.range(-lean, lean);
    const tx = x + l * hh;
    const tw = wd * 0.35;
    S.add(
      `<path d="M${f(x - wd / 2)},${f(by + 4)}Q${f(x + l * hh * 0.3 - wd / 2)},${f(by - hh * 0.5)} ${f(tx - tw / 2)},${f(by - hh)}L${f(tx + tw / 2)},${f(by - hh)}Q${f(x + l * hh * 0.3 + wd / 2)},${f(by - hh * 0.5)} ${f(x + wd / 2)},${f(by + 4)}Z" fill="${color}"/>`,
    );
    S.add(
      `<path d="M${f(x + wd * 0.1)},${f(by + 4)}Q${f(x + l * hh * 0.3 + wd * 0.1)},${f(by - hh * 0.5)} ${f(tx)},${f(by - hh)}L${f(tx + tw / 2)},${f(by - hh)}Q${f(x + l * hh * 0.3 + wd / 2)},${f(by - hh * 0.5)} ${f(x + wd / 2)},${f(by + 4)}Z" fill="${shadowSide}" opacity="0.6"/>`,
    );
    let marks = "";
    for (let k = 0; k < hh / 9; k++) {
      const t = rng();
      const yy = by - hh * t;
      const cx = lerp(x, tx, t) + l * hh * 0.3 * Math.sin(Math.PI * t) * 0.5;
      const ww = lerp(wd, tw, t);
      const mw = ww * rng.range(0.3, 0.9);
      const side = rng.sign();
      marks += `M${f(cx + side * ww * 0.5)},${f(yy)}l${f(-side * mw)},${f(rng.range(-0.6, 0.6))}l0,${f(rng.range(1, 2.6))}l${f(side * mw)},0Z`;
    }
    S.add(`<path d="${marks}" fill="${mark}" opacity="0.85"/>`);
    // a few branches
    let br = "";
    for (let k = 0; k < 4; k++) {
      const t = rng.range(0.45, 0.95);
      const yy = by - hh * t;
      const cx = lerp(x, tx, t);
      const side = rng.sign();
      const len = rng.range(15, 45) * (1.2 - t);
      br += `M${f(cx)},${f(yy)}q${f(side * len * 0.5)},${f(-len * 0.2)} ${f(side * len)},${f(-len * 0.6)}`;
    }
    S.add(
      `<path d="${br}" fill="none" stroke="${mix(color, mark, 0.55)}" stroke-width="${f(Math.max(1, wd * 0.25))}" stroke-linecap="round"/>`,
    );
    if (!leaves) {
      // bare crown: many fine drooping twigs
      let tw = "";
      for (let k = 0; k < 70; k++) {
        const t = rng.range(0.55, 1);
        const cx = lerp(x, tx, t);
        const yy = by - hh * t;
        const a = -Math.PI / 2 + rng.range(-1.5, 1.5);
        const len = rng.range(25, 80) * (hh / 500) * (1.3 - t * 0.5);
        const ex = cx + Math.cos(a) * len;
        const ey = yy + Math.sin(a) * len * 0.6;
        tw += `M${f(cx)},${f(yy)}Q${f(cx + Math.cos(a) * len * 0.7)},${f(yy + Math.sin(a) * len * 0.7 - 6)} ${f(ex)},${f(ey + len * 0.55)}`;
      }
      S.add(
        `<path d="${tw}" fill="none" stroke="${mix(mark, color, 0.25)}" stroke-width="0.9" opacity="0.75"/>`,
      );
    }
    if (leaves) {
      let ld = "";
      for (let k = 0; k < 26; k++) {
        const t = rng.range(0.5, 1.05);
        const cx = lerp(x, tx, t) + rng.range(-1, 1) * hh * 0.22 * (1.1 - t * 0.5);
        const cy = by - hh * t;
        const r = rng.range(6, 14) * (hh / 180);
        ld += `M${f(cx - r)},${f(cy)}a${f(r)},${f(r * 0.8)} 0 1,0 ${f(2 * r)},0a${f(r)},${f(r * 0.8)} 0 1,0 ${f(-2 * r)},0`;
      }
      S.add(`<path d="${ld}" fill="${leaves}" opacity="0.85"/>`);
    }
  }
}

// ---------------------------------------------------------------------------------------------
// Water
// ---------------------------------------------------------------------------------------------

/**
 * Reflective water. `land` is the id of a <g> in defs holding what sits above the horizon; it is
 * mirrored about y=horizon, blurred vertically, clipped to the water shape and tinted.
 */
function water(S, o) {
  const {
    horizon,
    clipD = `M-10,${horizon}H${S.W + 10}V${S.H + 10}H-10Z`,
    land,
    blurSd = "0.6 3",
    reflectOp = 0.85,
    tintTop = "#1b2a40",
    tintBottom = "#0b1424",
    tintTopOp = 0.25,
    tintBottomOp = 0.7,
    ripples = 260,
    rippleLight = "#ffffff",
    rippleDark = "#000000",
    rippleOp = 0.2,
    bottom = S.H,
    t = null,
    glitter = null,
  } = o;
  const rng = o.rng ?? S.rng;
  const clip = S.clip(clipD);
  let inner = "";
  if (land) {
    const fid = S.id("fw");
    const disp = o.disp ?? 10;
    S.def(
      `<filter id="${fid}" filterUnits="userSpaceOnUse" x="-20" y="${f(2 * horizon - bottom - 20)}" width="${S.W + 40}" height="${f(bottom - horizon + 40)}" color-interpolation-filters="sRGB">` +
        `<feGaussianBlur in="SourceGraphic" stdDeviation="${blurSd}" result="b"/>` +
        `<feTurbulence type="fractalNoise" baseFrequency="${o.dispFreq ?? "0.004 0.09"}" numOctaves="2" seed="7" result="n"/>` +
        `<feDisplacementMap in="b" in2="n" scale="${disp}" xChannelSelector="R" yChannelSelector="G"/></filter>`,
    );
    inner += `<use xlink:href="#${land}" transform="matrix(1 0 0 -1 0 ${f(2 * horizon)})" opacity="${reflectOp}" filter="url(#${fid})"/>`;
  }
  const tint = S.lin(
    [
      [0, tintTop, tintTopOp],
      [1, tintBottom, tintBottomOp],
    ],
    { user: true, y1: horizon, y2: bottom },
  );
  inner += `<rect x="-10" y="${f(horizon - 2)}" width="${S.W + 20}" height="${f(bottom - horizon + 12)}" fill="${tint}"/>`;
  // ripple strokes, thicker and longer towards the viewer
  let light = "";
  let dark = "";
  const span = bottom - horizon;
  for (let i = 0; i < ripples; i++) {
    const p = Math.pow(rng(), 1.5);
    const y = horizon + 2 + p * span;
    const x = rng.range(-50, S.W);
    const len = (8 + rng() * 90) * (0.25 + p * 3);
    const th = 0.5 + p * 3.2;
    let op = rng.range(0.4, 1);
    if (t !== null) op *= 0.5 + 0.5 * Math.sin(TAU * (t * rng.int(1, 2) + rng()));
    const dx = t !== null ? Math.sin(TAU * (t + rng())) * 6 * (0.3 + p) : 0;
    const seg = `<path d="M${f(x + dx)},${f(y)}h${f(len)}" stroke-width="${f(th)}" opacity="${op.toFixed(2)}"/>`;
    if (rng() < 0.55) light += seg;
    else dark += seg;
  }
  inner += `<g stroke="${rippleDark}" stroke-linecap="round" opacity="${rippleOp}">${dark}</g>`;
  inner += `<g stroke="${rippleLight}" stroke-linecap="round" opacity="${rippleOp * 0.9}">${light}</g>`;
  if (glitter) {
    const {
      x: gx,
      w: gw = 60,
      color = "#ffe7b0",
      n = 160,
      opacity = 0.9,
      spread = 4,
      yEnd = bottom,
    } = glitter;
    let g = "";
    for (let i = 0; i < n; i++) {
      const p = Math.pow(rng(), 1.2);
      const y = horizon + 1 + p * (yEnd - horizon);
      const width = gw * (0.4 + p * spread);
      const x = gx + rng.gauss() * width;
      const len = (3 + rng() * 14) * (0.4 + p * 3);
      let op = rng.range(0.3, 1) * (1 - Math.abs(x - gx) / (width * 2.2));
      if (t !== null) op *= 0.55 + 0.45 * Math.sin(TAU * (t * rng.int(1, 3) + rng()));
      if (op <= 0.02) continue;
      g += `<path d="M${f(x)},${f(y)}h${f(len)}" stroke-width="${f(0.6 + p * 2.4)}" opacity="${op.toFixed(2)}"/>`;
    }
    inner += `<g stroke="${color}" stroke-linecap="round" opacity="${opacity}">${g}</g>`;
  }
  S.add(`<g ${clip}>${inner}</g>`);
}

// ---------------------------------------------------------------------------------------------
// Steam, ground details, finishing
// ---------------------------------------------------------------------------------------------

/** Rising plume of puffs. With t in [0,1) the puffs move up a full spacing per loop. */
function plume(S, o) {
  const {
    x,
    y,
    h = 200,
    w = 40,
    wind = 0.6,
    color = "#ffffff",
    shade = null,
    opacity = 0.8,
    puffs = 16,
    blur = null,
    t = 0,
    spread = 1.6,
    fadeIn = 0.06,
  } = o;
  const rng = makeRng(`${S.name}-plume-${x}-${y}`);
  const phases = Array.from({ length: puffs }, (_, i) => [i / puffs, rng(), rng(), rng()]);
  let body = "";
  let sh = "";
  for (const [p, a, b, c] of phases) {
    const fr = frac(p + t * (o.speed ?? 1) + (o.jitter ? a * 0.02 : 0));
    const py = y - h * fr;
    const px = x + wind * h * Math.pow(fr, 1.5) + Math.sin(fr * 7 + a * 6) * w * 0.25 * fr;
    const r = w * (0.35 + spread * fr) * (0.85 + b * 0.3);
    const op = opacity * smooth(0, fadeIn, fr) * Math.pow(1 - fr, 1.1) * (0.7 + c * 0.3);
    if (op < 0.01) continue;
    if (shade)
      sh += `<ellipse cx="${f(px + r * 0.2)}" cy="${f(py + r * 0.15)}" rx="${f(r)}" ry="${f(r * 0.8)}" fill="${shade}" opacity="${op.toFixed(3)}"/>`;
    body += `<ellipse cx="${f(px)}" cy="${f(py)}" rx="${f(r * (shade ? 0.8 : 1))}" ry="${f(r * (shade ? 0.65 : 0.8))}" fill="${color}" opacity="${op.toFixed(3)}"/>`;
  }
  const bl = blur ?? Math.max(2, w * 0.3);
  if (o.turb === false || w < 10) {
    S.add(`<g ${S.blur(bl)}>${sh}${body}</g>`);
    return;
  }
  // Billowing: blur, then push the soft shapes around with fractal noise.
  const fid = S.id("fp");
  S.def(
    `<filter id="${fid}" x="-50%" y="-50%" width="200%" height="200%" color-interpolation-filters="sRGB">` +
      `<feGaussianBlur stdDeviation="${f(bl)}" result="b"/>` +
      `<feTurbulence type="fractalNoise" baseFrequency="${(0.5 / w).toFixed(4)}" numOctaves="3" seed="${Math.round(x + y) % 97}" result="n"/>` +
      `<feDisplacementMap in="b" in2="n" scale="${f(w * (o.turbScale ?? 1.3))}" xChannelSelector="R" yChannelSelector="G"/></filter>`,
  );
  S.add(`<g filter="url(#${fid})">${sh}${body}</g>`);
}

/** Grass / sedge blades along the ground line. */
function grass(
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
function rock(S, x, y, rx, ry, { color = "#3a3836", light = "#6e6a64", lightDir = -1 } = {}) {
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

function vignette(S, strength = 0.45, color = "#000000") {
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

/** Blue shadows and soft drifts on a snow field below fn. */
function snowDrifts(S, { y0, y1, n = 14, color = "#7f97c4", opacity = 0.25, light = "#ffffff" }) {
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
function tracks(S, pts, { size = 3, color = "#6d84b0", opacity = 0.6, spacing = 12 } = {}) {
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
function groundShadow(S, x, y, rx, ry, color = "#000", opacity = 0.3, blur = 3) {
  S.add(
    `<ellipse cx="${f(x)}" cy="${f(y)}" rx="${f(rx)}" ry="${f(ry)}" fill="${color}" opacity="${opacity}" ${S.blur(blur)}/>`,
  );
}

/** Scattered shrub / stone-birch clumps on a slope (dark dots), between ridge fn and y + depth. */
function scrub(
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

/** River in perspective: from a narrow far end at y0 to the bottom edge, meandering. */
function riverShape({
  y0,
  y1,
  c0,
  c1,
  w0,
  w1,
  amp = 60,
  waves = 1,
  phase = 0,
  grow = 1.8,
  jag = 0,
  seed = 1,
}) {
  const N = jag ? 90 : 48;
  const nz = noise1(makeRng(seed));
  const L = [];
  const R = [];
  for (let k = 0; k <= N; k++) {
    const u = k / N;
    const y = lerp(y0, y1, u);
    const cx = lerp(c0, c1, u) + Math.sin(u * waves * TAU + phase) * amp * Math.pow(u, 1.2);
    const w = lerp(w0, w1, Math.pow(u, grow));
    const j = jag * w;
    L.push([cx - w / 2 + fbm(nz, u * 9, 3) * j, y]);
    R.push([cx + w / 2 + fbm(nz, u * 9 + 50, 3) * j, y]);
  }
  return { d: polygon([...L, ...R.reverse()]), left: L, right: R.reverse() };
}

/** Campfire with flames and glow. */
function campfire(S, x, y, s = 1) {
  glow(S, x, y - 10 * s, 260 * s, "#ff9a3c", 0.5, 0.15);
  const fl = (h, w, c, dx = 0) =>
    `<path d="M${f(x - w + dx)},${f(y)}Q${f(x - w * 0.9 + dx)},${f(y - h * 0.55)} ${f(x + dx * 0.5)},${f(y - h)}Q${f(x + w * 0.9 + dx)},${f(y - h * 0.5)} ${f(x + w + dx)},${f(y)}Z" fill="${c}"/>`;
  S.add(
    `<path d="M${f(x - 16 * s)},${f(y + 2)}L${f(x + 14 * s)},${f(y - 4 * s)}M${f(x - 14 * s)},${f(y - 4 * s)}L${f(x + 16 * s)},${f(y + 2)}" stroke="#2a1a10" stroke-width="${f(4 * s)}" stroke-linecap="round"/>`,
  );
  S.add(
    fl(30 * s, 11 * s, "#ff6a1a", -3 * s) +
      fl(24 * s, 8 * s, "#ff9d2e", 3 * s) +
      fl(15 * s, 5 * s, "#ffe27a"),
  );
  plume(S, {
    x,
    y: y - 30 * s,
    h: 140 * s,
    w: 8 * s,
    wind: 0.3,
    color: "#8e7e86",
    opacity: 0.35,
    puffs: 10,
    blur: 5 * s,
  });
}

/** Inflatable raft with a rowing frame, ~150 long; people drawn separately. */
function raft({ color = "#4a5a44", frame = "#2a2a2a", oars = true } = {}) {
  let s = `<path d="M6,-26Q-2,-26 0,-14Q2,0 16,0L134,0Q148,0 150,-14Q152,-26 144,-26Q136,-18 120,-20L30,-20Q14,-18 6,-26Z" fill="${color}"/>`;
  s += `<path d="M6,-26Q14,-18 30,-20L120,-20Q136,-18 144,-26Q140,-16 120,-15L30,-15Q10,-16 6,-26Z" fill="${lighten(color, 0.3)}" opacity="0.7"/>`;
  s += `<path d="M10,-8H140" stroke="${darken(color, 0.35)}" stroke-width="1.5" opacity="0.7"/>`;
  s += `<path d="M40,-20L110,-20M55,-20L55,-34M95,-20L95,-34M50,-34H100" stroke="${frame}" stroke-width="2.5" fill="none"/>`;
  if (oars)
    s += `<path d="M55,-32L-30,4M95,-32L178,6" stroke="${frame}" stroke-width="2.2"/><path d="M-30,4l-16,6l2,4l18,-6ZM178,6l16,6l-2,4l-18,-6Z" fill="${frame}"/>`;
  return s;
}

/** Meadow flowers (fireweed, buttercups) scattered below the ground line fn. */
function flowers(
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

/** Hot-spring pool: turquoise water with travertine rim, stones and bathers. */
function hotPool(
  S,
  {
    cx,
    cy,
    rx,
    ry,
    water: wc = "#3fb0b0",
    deep = "#17707a",
    rim = "#c98a3c",
    bathers = [],
    stone = "#4e4640",
    stoneLight = "#9a8c7c",
  },
) {
  const rng = S.rng;
  const d = blobPath(rng, cx, cy, rx, ry, 0.08, 16);
  S.add(
    `<path d="${blobPath(rng, cx, cy + 4, rx * 1.08, ry * 1.22, 0.1, 16)}" fill="${rim}" opacity="0.9" ${S.blur(2)}/>`,
  );
  S.add(
    `<path d="${d}" fill="${S.lin([
      [0, lighten(wc, 0.35)],
      [0.4, wc],
      [1, deep],
    ])}"/>`,
  );
  // sky sheen and ripples
  S.add(
    `<g ${S.clip(d)}><ellipse cx="${f(cx - rx * 0.2)}" cy="${f(cy - ry * 0.55)}" rx="${f(rx * 0.8)}" ry="${f(ry * 0.35)}" fill="#e8fbff" opacity="0.35" ${S.blur(6)}/>` +
      Array.from(
        { length: 40 },
        () =>
          `<path d="M${f(cx + rng.range(-1, 1) * rx)},${f(cy + rng.range(-0.9, 0.9) * ry)}h${f(rng.range(8, 30))}" stroke="#eaffff" stroke-width="1.2" opacity="${rng.range(0.15, 0.45).toFixed(2)}"/>`,
      ).join("") +
      `</g>`,
  );
  // stones around the rim
  for (let i = 0; i < 22; i++) {
    const a = rng.range(0, TAU);
    const x = cx + Math.cos(a) * rx * rng.range(1.0, 1.12);
    const y = cy + Math.sin(a) * ry * rng.range(1.05, 1.2) + 4;
    if (Math.sin(a) < -0.2 && rng() < 0.6) continue;
    const sc = 0.7 + (y - (cy - ry)) / (2 * ry);
    rock(S, x, y, rng.range(10, 22) * sc, rng.range(6, 12) * sc, { color: stone, light: stoneLight });
  }
  for (const b of bathers) {
    const { x, y, s = 1, skin = "#d9a07c", hair = "#2a1d16", cap = null } = b;
    S.add(
      `<ellipse cx="${f(x)}" cy="${f(y)}" rx="${f(26 * s)}" ry="${f(5 * s)}" fill="none" stroke="#e9ffff" stroke-width="1.4" opacity="0.5"/>`,
    );
    S.add(
      `<path d="M${f(x - 15 * s)},${f(y)}Q${f(x - 14 * s)},${f(y - 12 * s)} ${f(x)},${f(y - 13 * s)}Q${f(x + 14 * s)},${f(y - 12 * s)} ${f(x + 15 * s)},${f(y)}Z" fill="${darken(skin, 0.1)}"/>`,
    );
    S.add(`<circle cx="${f(x)}" cy="${f(y - 22 * s)}" r="${f(9 * s)}" fill="${skin}"/>`);
    S.add(
      `<path d="M${f(x - 9.5 * s)},${f(y - 22 * s)}Q${f(x - 9 * s)},${f(y - 33 * s)} ${f(x)},${f(y - 33 * s)}Q${f(x + 9 * s)},${f(y - 33 * s)} ${f(x + 9.5 * s)},${f(y - 22 * s)}Q${f(x)},${f(y - 27 * s)} ${f(x - 9.5 * s)},${f(y - 22 * s)}Z" fill="${cap ?? hair}"/>`,
    );
  }
}

/** Sea stack / cliff pillar rising from the water at `base`. */
function seaStack(
  S,
  {
    x,
    base,
    w,
    h,
    color = "#3a3834",
    light = "#8a8070",
    lightDir = 1,
    cap = "#4a6a3a",
    haze = null,
    hazeOp = 0,
  },
) {
  const rng = S.rng;
  const nz = noise1(rng);
  const L = [];
  const R = [];
  const N = 24;
  for (let k = 0; k <= N; k++) {
    const u = k / N;
    const y = base - h * u;
    const wu = w * (0.5 - 0.18 * u) * (1 + fbm(nz, u * 4, 3) * 0.25);
    L.push([x - wu + fbm(nz, u * 7 + 10, 3) * w * 0.08, y]);
    R.push([x + wu + fbm(nz, u * 7 + 30, 3) * w * 0.08, y]);
  }
  const top = [];
  for (let k = 1; k < 8; k++) {
    const u = k / 8;
    top.push([lerp(L[N][0], R[N][0], u), base - h - Math.sin(u * Math.PI) * w * 0.12 + rng.range(-3, 3)]);
  }
  const d = polygon([...L, ...top, ...R.reverse()]);
  const fill = S.lin(
    lightDir > 0
      ? [
          [0, darken(color, 0.2)],
          [0.55, color],
          [1, light],
        ]
      : [
          [0, light],
          [0.45, color],
          [1, darken(color, 0.2)],
        ],
    { x1: 0, y1: 0, x2: 1, y2: 0 },
  );
  S.add(`<path d="${d}" fill="${fill}"/>`);
  const clip = S.clip(d);
  S.add(
    `<g ${clip}>${texture(S, { x: x - w, y: base - h - w * 0.2, w: w * 2, h: h + w * 0.3, color: darken(color, 0.6), opacity: 0.55, freq: "0.08 0.012" })}${texture(S, { x: x - w, y: base - h - w * 0.2, w: w * 2, h: h + w * 0.3, color: light, opacity: 0.35, freq: "0.05 0.03", invert: true })}` +
      `<path d="${polygon([
        [x - w, base - h - w],
        [x + w, base - h - w],
        [x + w, base - h + h * 0.06],
        [x - w, base - h + h * 0.1],
      ])}" fill="${cap}" opacity="0.85" ${S.blur(2)}/>` +
      (haze
        ? `<rect x="${f(x - w)}" y="${f(base - h - w)}" width="${f(2 * w)}" height="${f(h + w)}" fill="${haze}" opacity="${hazeOp}"/>`
        : "") +
      `</g>`,
  );
  // surf at the foot
  S.add(
    `<ellipse cx="${f(x)}" cy="${f(base)}" rx="${f(w * 0.62)}" ry="${f(Math.max(2, w * 0.04))}" fill="#ffffff" opacity="0.6" ${S.blur(1.5)}/>`,
  );
  return d;
}

/** Sea of clouds in perspective rows between y0 (far) and y1 (near). */
function cloudSea(
  S,
  { y0, y1, rows = 6, color = "#ffffff", shade = "#9aa4c0", opacity = 0.95, seedKey = "sea", light = null },
) {
  for (let r = 0; r < rows; r++) {
    const u = r / (rows - 1);
    const y = lerp(y0, y1, Math.pow(u, 1.4));
    cloudBand(S, {
      seedKey: `${seedKey}${r}`,
      y,
      h: 16 + u * 40,
      n: 5 + Math.round(u * 3),
      x0: -200,
      x1: S.W + 200,
      rx: [260 + u * 200, 460 + u * 300],
      ry: [14 + u * 40, 26 + u * 70],
      freq: `${0.007 - u * 0.003} ${0.03 - u * 0.015}`,
      density: 0.75,
      color: light && u < 0.5 ? mix(color, light, 0.5 - u) : color,
      shade,
      opacity,
      lift: 0.3,
    });
  }
}

// ---------------------------------------------------------------------------------------------
// Subjects. Drawn in local units (ground at y=0, facing right) and placed with place().
// ---------------------------------------------------------------------------------------------

function place(inner, x, y, s = 1, flip = false, extra = "") {
  return `<g transform="translate(${f(x)} ${f(y)}) scale(${flip ? -s : s} ${s})"${extra}>${inner}</g>`;
}

/** Brown bear walking, ~112 long and ~64 tall. head: "walk" (level) or "down" (sniffing/fishing). */
function bear({ color = "#2b1d14", far = null, rim = null, head = "walk" } = {}) {
  const farC = far ?? darken(color, 0.35);
  const headD =
    head === "down"
      ? "C82,-58 86,-54 90,-50C94,-50 97,-47 99,-43C101,-39 103,-35 106,-32C108,-30 108,-27 105,-26C102,-26 99,-27 96,-28C92,-28 88,-28 84,-27"
      : "C82,-59 85,-57 88,-57C90,-59 92,-61 94,-61C98,-61 100,-58 102,-54C104,-51 106,-49 109,-47C112,-46 112,-42 109,-41C106,-39 103,-38 100,-38C97,-36 95,-34 92,-33C88,-31 84,-30 80,-28";
  const ear = head === "down" ? [91, -52] : [93, -61];
  const body = `M10,-26C4,-34 3,-46 13,-53C23,-59 40,-57 52,-58C60,-64 70,-66 77,-62${headD}C78,-25 77,-23 74,-22C60,-19 40,-19 26,-21C18,-21 14,-23 10,-26Z`;
  const legs = [
    "M24,-34C26,-22 30,-10 32,-5L31,0L45,0C45,-3 43,-4 41,-5C39,-14 38,-26 40,-36Z",
    "M60,-36C61,-24 60,-12 58,-5L57,0L71,0C71,-3 69,-4 68,-5C69,-14 71,-26 74,-36Z",
  ];
  const near = [
    "M4,-40C4,-26 10,-14 12,-6L10,0L26,0C26,-3 24,-4 22,-5C22,-16 27,-28 33,-40Z",
    "M66,-42C70,-28 71,-14 70,-5L68,0L86,0C86,-3 83,-4 81,-5C80,-16 82,-28 86,-40Z",
  ];
  let s = legs.map((d) => `<path d="${d}" fill="${farC}"/>`).join("");
  s += `<path d="${body}" fill="${color}"/>` + near.map((d) => `<path d="${d}" fill="${color}"/>`).join("");
  s += `<circle cx="${ear[0]}" cy="${ear[1]}" r="3.2" fill="${color}"/>`;
  if (rim)
    s += `<path d="M13,-53C23,-59 40,-57 52,-58C60,-64 70,-66 77,-62C82,-59 85,-57 88,-57" fill="none" stroke="${rim}" stroke-width="1.6" opacity="0.8"/>`;
  return s;
}

/** Salmon, ~40 long, nose right. */
function salmon(color = "#b8473a", belly = "#e9b9a8") {
  return `<path d="M0,0C6,-6 18,-8 30,-5C35,-4 38,-2 40,0C38,2 35,4 30,5C18,8 6,6 0,0Z" fill="${color}"/><path d="M2,0L-8,-6L-6,0L-8,6Z" fill="${darken(color, 0.2)}"/><path d="M6,2C16,6 28,5 38,1" fill="none" stroke="${belly}" stroke-width="2" opacity="0.7"/><circle cx="34" cy="-1.5" r="1" fill="#111"/>`;
}

/**
 * Person, ~100 tall, facing right. pose: walk | stand | cast | sit | kneel | wave | paddle.
 * c: colours {body, jacket, pants, pack, hat, skin} (a silhouette when only body is given).
 */
function person({
  pose = "walk",
  c = {},
  hat = "beanie",
  pack = false,
  poles = false,
  rod = null,
  rifle = false,
  line = null,
  binoc = false,
  cut = null,
} = {}) {
  const base = c.body ?? "#15171c";
  const jacket = c.jacket ?? base;
  const pants = c.pants ?? base;
  const packC = c.pack ?? darken(jacket, 0.25);
  const hatC = c.hat ?? darken(jacket, 0.2);
  const skin = c.skin ?? base;
  const J = {
    walk: {
      hip: [0, -50],
      sh: [0, -77],
      legs: [
        [
          [-2, -50],
          [-7, -27],
          [-13, -2],
        ],
        [
          [2, -50],
          [9, -27],
          [9, -2],
        ],
      ],
      arms: [
        [
          [-5, -75],
          [-10, -61],
          [-13, -51],
        ],
        [
          [5, -75],
          [10, -61],
          [16, -53],
        ],
      ],
      head: [2, -89],
      tilt: 4,
    },
    stand: {
      hip: [0, -50],
      sh: [0, -78],
      legs: [
        [
          [-3, -50],
          [-4, -26],
          [-5, -2],
        ],
        [
          [3, -50],
          [4, -26],
          [5, -2],
        ],
      ],
      arms: [
        [
          [-6, -76],
          [-8, -62],
          [-8, -50],
        ],
        [
          [6, -76],
          [8, -62],
          [8, -50],
        ],
      ],
      head: [1, -90],
      tilt: 0,
    },
    cast: {
      hip: [0, -50],
      sh: [0, -78],
      legs: [
        [
          [-3, -50],
          [-7, -26],
          [-10, -2],
        ],
        [
          [3, -50],
          [7, -26],
          [10, -2],
        ],
      ],
      arms: [
        [
          [-5, -76],
          [-6, -62],
          [2, -56],
        ],
        [
          [6, -76],
          [14, -80],
          [16, -94],
        ],
      ],
      head: [2, -90],
      tilt: 0,
    },
    wave: {
      hip: [0, -50],
      sh: [0, -78],
      legs: [
        [
          [-3, -50],
          [-6, -26],
          [-8, -2],
        ],
        [
          [3, -50],
          [6, -26],
          [8, -2],
        ],
      ],
      arms: [
        [
          [-6, -76],
          [-9, -62],
          [-9, -50],
        ],
        [
          [6, -76],
          [14, -92],
          [17, -108],
        ],
      ],
      head: [1, -90],
      tilt: 0,
    },
    sit: {
      hip: [0, -22],
      sh: [-2, -50],
      legs: [
        [
          [0, -22],
          [16, -26],
          [20, -4],
        ],
      ],
      arms: [
        [
          [3, -48],
          [10, -36],
          [18, -34],
        ],
      ],
      head: [0, -62],
      tilt: 0,
    },
    paddle: {
      hip: [0, -10],
      sh: [0, -38],
      legs: [],
      arms: [
        [
          [-3, -36],
          [6, -28],
          [14, -32],
        ],
        [
          [3, -36],
          [12, -30],
          [20, -34],
        ],
      ],
      head: [1, -50],
      tilt: 0,
    },
    glass: {
      hip: [0, -50],
      sh: [0, -78],
      legs: [
        [
          [-3, -50],
          [-6, -26],
          [-9, -2],
        ],
        [
          [3, -50],
          [6, -26],
          [9, -2],
        ],
      ],
      arms: [
        [
          [-4, -76],
          [6, -74],
          [9, -86],
        ],
        [
          [5, -76],
          [12, -76],
          [10, -87],
        ],
      ],
      head: [3, -90],
      tilt: 0,
    },
    kneel: {
      hip: [0, -34],
      sh: [2, -62],
      legs: [
        [
          [0, -34],
          [-2, -8],
          [-20, -2],
        ],
        [
          [2, -34],
          [16, -32],
          [17, -2],
        ],
      ],
      arms: [
        [
          [5, -60],
          [12, -60],
          [11, -71],
        ],
        [
          [0, -60],
          [9, -62],
          [10, -72],
        ],
      ],
      head: [5, -73],
      tilt: 3,
    },
  }[pose];
  let s = "";
  const stroke = (pts, w, col) =>
    `<path d="M${pts.map((p) => `${f(p[0])},${f(p[1])}`).join("L")}" fill="none" stroke="${col}" stroke-width="${w}" stroke-linecap="round" stroke-linejoin="round"/>`;
  // behind: far arm, pack, far leg
  if (pack) {
    const px = J.sh[0] - 8;
    const py = J.sh[1] - 5;
    s += `<rect x="${f(px - 12)}" y="${f(py)}" width="15" height="${f((J.hip[1] - J.sh[1]) * 0.95)}" rx="4.5" fill="${packC}"/>`;
    s += `<path d="M${f(px - 10)},${f(py)}q6,-7 13,-1" fill="${darken(packC, 0.15)}"/>`;
    if (pack === "big")
      s += `<rect x="${f(px - 13)}" y="${f(py - 14)}" width="13" height="12" rx="5" fill="${darken(packC, 0.2)}"/>`;
  }
  if (rifle)
    s += stroke(
      [
        [J.sh[0] - 10, J.sh[1] + 22],
        [J.sh[0] + 6, J.sh[1] - 16],
      ],
      2.2,
      "#1a1512",
    );
  if (J.legs.length > 1) s += stroke(J.legs[0], 7.5, darken(pants, 0.15));
  if (J.arms.length > 1) s += stroke(J.arms[0], 6, darken(jacket, 0.15));
  // torso
  const [hx, hy] = J.hip;
  const [sx, sy] = J.sh;
  if (J.legs.length) s += stroke(J.legs[J.legs.length - 1], 8, pants);
  s += `<path d="M${f(sx - 9)},${f(sy + 1)}Q${f(sx)},${f(sy - 5)} ${f(sx + 9)},${f(sy + 1)}L${f(hx + 8)},${f(hy + 1)}Q${f(hx)},${f(hy + 5)} ${f(hx - 8)},${f(hy + 1)}Z" fill="${jacket}"/>`;
  // boots
  for (const leg of J.legs) {
    const [fx, fy] = leg[2];
    s += `<path d="M${f(fx - 4)},${f(fy - 2)}h9q3,0 3,2.4h-12Z" fill="${darken(pants, 0.4)}"/>`;
  }
  // head and hat
  const [hdx, hdy] = J.head;
  s += `<circle cx="${f(hdx)}" cy="${f(hdy)}" r="6.6" fill="${skin}"/>`;
  s += `<path d="M${f(hdx - 4)},${f(hdy + 5)}L${f(hdx + 4)},${f(hdy + 5)}L${f(sx + 3)},${f(sy + 1)}L${f(sx - 4)},${f(sy + 1)}Z" fill="${jacket}"/>`;
  if (hat === "beanie")
    s += `<path d="M${f(hdx - 7)},${f(hdy - 1)}Q${f(hdx - 7)},${f(hdy - 10)} ${f(hdx)},${f(hdy - 10)}Q${f(hdx + 7)},${f(hdy - 10)} ${f(hdx + 7)},${f(hdy - 1)}Z" fill="${hatC}"/>`;
  if (hat === "brim")
    s += `<ellipse cx="${f(hdx)}" cy="${f(hdy - 4)}" rx="11" ry="2.2" fill="${hatC}"/><path d="M${f(hdx - 6)},${f(hdy - 4)}Q${f(hdx - 5)},${f(hdy - 12)} ${f(hdx)},${f(hdy - 12)}Q${f(hdx + 5)},${f(hdy - 12)} ${f(hdx + 6)},${f(hdy - 4)}Z" fill="${hatC}"/>`;
  if (hat === "cap")
    s += `<path d="M${f(hdx - 7)},${f(hdy - 2)}Q${f(hdx - 6)},${f(hdy - 10)} ${f(hdx + 1)},${f(hdy - 9)}Q${f(hdx + 7)},${f(hdy - 8)} ${f(hdx + 7)},${f(hdy - 3)}L${f(hdx + 13)},${f(hdy - 2)}L${f(hdx + 6)},${f(hdy)}Z" fill="${hatC}"/>`;
  if (hat === "hood")
    s += `<path d="M${f(hdx - 8)},${f(hdy + 6)}Q${f(hdx - 10)},${f(hdy - 11)} ${f(hdx + 1)},${f(hdy - 10)}Q${f(hdx + 8)},${f(hdy - 9)} ${f(hdx + 7)},${f(hdy - 1)}L${f(hdx + 3)},${f(hdy)}Z" fill="${hatC}"/>`;
  if (hat === "helmet")
    s += `<path d="M${f(hdx - 7.5)},${f(hdy - 1)}Q${f(hdx - 7)},${f(hdy - 11)} ${f(hdx)},${f(hdy - 11)}Q${f(hdx + 7)},${f(hdy - 11)} ${f(hdx + 7.5)},${f(hdy - 1)}Z" fill="${hatC}"/>`;
  // near arm
  const arm = J.arms[J.arms.length - 1];
  if (binoc) s += `<rect x="${f(hdx + 4)}" y="${f(hdy - 3)}" width="7" height="5" rx="1.5" fill="#0d0d0d"/>`;
  s += stroke(arm, 6, jacket);
  if (pose !== "paddle")
    s += `<circle cx="${f(arm[2][0])}" cy="${f(arm[2][1])}" r="2.6" fill="${skin === base ? jacket : skin}"/>`;
  if (poles) {
    const [ax, ay] = arm[2];
    const [bx, by] = J.arms[0][2];
    s +=
      stroke(
        [
          [ax, ay],
          [ax + 12, 0],
        ],
        1.3,
        "#1e1e1e",
      ) +
      stroke(
        [
          [bx, by],
          [bx - 6, 0],
        ],
        1.3,
        "#1e1e1e",
      );
  }
  if (rod) {
    const [ax, ay] = arm[2];
    const { tipX = 70, tipY = -180, color: rc = "#151515" } = rod;
    s += `<path d="M${f(ax - 4)},${f(ay + 6)}Q${f(ax + (tipX - ax) * 0.45)},${f(ay + (tipY - ay) * 0.6 - (rod.bend ?? 6))} ${f(tipX)},${f(tipY)}" fill="none" stroke="${rc}" stroke-width="1.6" stroke-linecap="round"/>`;
    if (line)
      s += `<path d="${line.d}" fill="none" stroke="${line.color ?? "#fff3c4"}" stroke-width="${line.width ?? 1}" opacity="${line.opacity ?? 0.9}" stroke-linecap="round"/>`;
  }
  if (cut !== null) {
    return `<g clip-path="url(#cut${Math.round(-cut)})">${s}</g>`;
  }
  return s;
}
/** clipPath definitions used by person({cut}). */
function personCut(S, cut) {
  const id = `cut${Math.round(-cut)}`;
  if (!S.filters.has(id)) {
    S.def(`<clipPath id="${id}"><rect x="-200" y="-400" width="400" height="${400 + cut}"/></clipPath>`);
    S.filters.set(id, id);
  }
}

/** Mi-8 style helicopter, nose left, ~215 long. `t` spins the rotor blur. */
function helicopter({
  color = "#1c2024",
  light = null,
  glass = "#9fb6c8",
  rotor = 0.35,
  t = 0,
  stripe = null,
} = {}) {
  const body =
    "M4,14C2,6 8,-1 22,-3L44,-6C52,-15 62,-18 80,-18L118,-17C128,-16 133,-11 137,-6L205,-3L210,-25L217,-25L216,1L206,4L140,8C132,20 122,25 108,26L32,26C14,26 6,22 4,14Z";
  let s = "";
  s += `<path d="M95,-18L95,-24" stroke="${color}" stroke-width="5"/>`;
  s += `<path d="${body}" fill="${color}"/>`;
  if (stripe) s += `<path d="M30,8L136,4L140,8C132,12 124,13 118,13L32,15Z" fill="${stripe}" opacity="0.9"/>`;
  if (light)
    s += `<path d="M22,-3L44,-6C52,-15 62,-18 80,-18L118,-17C128,-16 133,-11 137,-6L205,-3" fill="none" stroke="${light}" stroke-width="1.6" opacity="0.7"/>`;
  s += `<path d="M7,8C8,2 13,-1 22,-2L34,-3L33,9Z" fill="${glass}" opacity="0.85"/>`;
  for (let i = 0; i < 5; i++) s += `<circle cx="${52 + i * 13}" cy="3" r="3" fill="${glass}" opacity="0.6"/>`;
  s += `<rect x="58" y="13" width="48" height="9" rx="4.5" fill="${darken(color, 0.3)}"/>`;
  // landing gear
  s += `<path d="M24,26L22,33M96,24L100,34M112,22L118,33" stroke="${color}" stroke-width="2.2"/>`;
  s += `<circle cx="22" cy="35" r="3.4" fill="${color}"/><circle cx="100" cy="36" r="4" fill="${color}"/><circle cx="118" cy="35" r="3.6" fill="${darken(color, 0.3)}"/>`;
  // rotors (motion blur discs)
  const ph = Math.sin(TAU * t * 6);
  s += `<ellipse cx="95" cy="-25" rx="118" ry="${f(2.6 + ph * 0.4)}" fill="${color}" opacity="${rotor}"/>`;
  s += `<path d="M${f(25 + ph * 8)},-25L${f(165 - ph * 8)},-25" stroke="${color}" stroke-width="1.8" opacity="${rotor * 1.4}"/>`;
  s += `<circle cx="213" cy="-13" r="13" fill="${color}" opacity="${rotor * 0.7}"/>`;
  return s;
}

/** Snowmobile, ~105 long, facing right. */
function snowmobile({ color = "#b8261e", dark = "#17191d", rider = null } = {}) {
  let s = "";
  s += `<path d="M2,-4Q0,-16 12,-16L58,-16Q66,-16 66,-8L64,-2Q62,0 56,0L8,0Q3,0 2,-4Z" fill="${dark}"/>`;
  for (let i = 0; i < 5; i++) s += `<circle cx="${12 + i * 11}" cy="-7" r="3.5" fill="#3b3f46"/>`;
  s += `<path d="M70,-8L74,-2L66,-2Z" fill="${dark}"/><path d="M60,1L104,1Q110,1 112,-6L109,-6Q107,-2 103,-2L60,-2Z" fill="${dark}"/>`;
  s += `<path d="M0,-18L4,-26L40,-27Q50,-27 56,-31L70,-38L76,-36L80,-28Q94,-26 104,-18Q106,-14 100,-13L68,-12L60,-16L6,-16Q0,-16 0,-18Z" fill="${color}"/>`;
  s += `<path d="M8,-26L40,-28Q48,-28 52,-31L45,-32L8,-31Q4,-30 8,-26Z" fill="${dark}"/>`;
  s += `<path d="M66,-37L72,-48L80,-45L76,-34Z" fill="#a9c6d8" opacity="0.75"/>`;
  s += `<path d="M82,-24L100,-18" stroke="#ffffff" stroke-width="1.5" opacity="0.5"/>`;
  if (rider) s += place(person({ pose: "sit", c: rider, hat: "helmet" }), 36, -24, 0.9);
  return s;
}

/** Dome tent, ~60 wide, 34 tall. glow makes it lit from inside. */
function tent({ color = "#e07a1f", dark = null, glow: lit = false, w = 60, h = 34 } = {}) {
  const d = dark ?? darken(color, 0.35);
  let s = `<path d="M0,0Q${f(w * 0.08)},${f(-h * 1.15)} ${f(w * 0.5)},${f(-h)}Q${f(w * 0.92)},${f(-h * 1.15)} ${f(w)},0Z" fill="${color}"/>`;
  s += `<path d="M${f(w * 0.5)},${f(-h)}Q${f(w * 0.92)},${f(-h * 1.15)} ${f(w)},0L${f(w * 0.62)},0Q${f(w * 0.62)},${f(-h * 0.6)} ${f(w * 0.5)},${f(-h)}Z" fill="${d}" opacity="0.55"/>`;
  s += `<path d="M${f(w * 0.08)},${f(-h * 0.55)}Q${f(w * 0.5)},${f(-h * 1.25)} ${f(w * 0.92)},${f(-h * 0.55)}" fill="none" stroke="${lighten(color, 0.4)}" stroke-width="1" opacity="0.6"/>`;
  s += `<path d="M${f(w * 0.3)},0Q${f(w * 0.34)},${f(-h * 0.62)} ${f(w * 0.46)},${f(-h * 0.66)}L${f(w * 0.5)},0Z" fill="${lit ? "#ffd27a" : darken(color, 0.55)}" opacity="${lit ? 0.95 : 0.8}"/>`;
  return s;
}

/** Small fishing / cruise boat, ~140 long, bow right. */
function boat({
  hull = "#e8e4dc",
  cabin = "#f4f2ee",
  trim = "#1f3b5a",
  win = "#24313d",
  size = "small",
  wake = null,
} = {}) {
  let s = "";
  if (size === "small") {
    s += `<path d="M0,-16Q70,-17 140,-28Q134,-6 118,2L8,2Q2,0 0,-16Z" fill="${hull}"/>`;
    s += `<path d="M0,-16Q70,-17 140,-28L138,-22Q70,-11 1,-11Z" fill="${trim}"/>`;
    s += `<path d="M40,-17L42,-42Q43,-46 48,-46L80,-46L92,-32L94,-18Z" fill="${cabin}"/>`;
    s += `<path d="M50,-40L66,-40L66,-30L48,-30Z M70,-40L80,-40L88,-30L70,-30Z" fill="${win}"/>`;
    s += `<path d="M55,-46L55,-66M50,-60L60,-60" stroke="${trim}" stroke-width="1.5"/>`;
  } else {
    s += `<path d="M0,-22Q110,-23 232,-40Q222,-6 200,4L12,4Q2,2 0,-22Z" fill="${hull}"/>`;
    s += `<path d="M0,-22Q110,-23 232,-40L229,-33Q110,-16 1,-16Z" fill="${trim}"/>`;
    s += `<path d="M20,-22L24,-44L170,-44L188,-25Z" fill="${cabin}"/><path d="M40,-44L44,-62L140,-62L150,-44Z" fill="${cabin}"/>`;
    s += `<path d="M30,-38h134v6h-134Z M50,-57h88v5h-88Z" fill="${win}"/>`;
    s += `<path d="M92,-62L92,-82M84,-76L100,-76" stroke="${trim}" stroke-width="2"/>`;
  }
  if (wake) s += `<path d="M-4,0Q-60,4 -140,14L-130,8Q-60,-2 -4,-6Z" fill="${wake}" opacity="0.45"/>`;
  return s;
}

/** Kayak with paddler, ~120 long. */
function kayak({
  color = "#e2572b",
  person: pc = { body: "#1a1c22", jacket: "#f2c23a" },
  paddleAngle = -0.35,
} = {}) {
  let s = `<path d="M0,0Q60,-8 120,-2Q64,6 0,0Z" fill="${color}"/><path d="M0,0Q60,-8 120,-2Q64,0 0,0Z" fill="${lighten(color, 0.3)}" opacity="0.6"/>`;
  s += place(person({ pose: "paddle", c: pc, hat: "cap" }), 58, -2, 0.8);
  const cx = 66;
  const cy = -28;
  const dx = Math.cos(paddleAngle) * 46;
  const dy = Math.sin(paddleAngle) * 46;
  s += `<path d="M${f(cx - dx)},${f(cy - dy)}L${f(cx + dx)},${f(cy + dy)}" stroke="#222" stroke-width="1.8"/>`;
  s += `<ellipse cx="${f(cx - dx)}" cy="${f(cy - dy)}" rx="7" ry="2.6" transform="rotate(${f((paddleAngle * 180) / Math.PI)} ${f(cx - dx)} ${f(cy - dy)})" fill="#222"/>`;
  s += `<ellipse cx="${f(cx + dx)}" cy="${f(cy + dy)}" rx="7" ry="2.6" transform="rotate(${f((paddleAngle * 180) / Math.PI)} ${f(cx + dx)} ${f(cy + dy)})" fill="#222"/>`;
  return s;
}

/** Log cabin, ~120 wide, with lit windows optionally. */
function cabin({ wall = "#5b3b26", roof = "#2d2a28", lit = false, w = 120, h = 50 } = {}) {
  let s = `<path d="M0,0V${-h}H${w}V0Z" fill="${wall}"/>`;
  for (let y = -h + 6; y < 0; y += 7)
    s += `<path d="M0,${y}H${w}" stroke="${darken(wall, 0.35)}" stroke-width="1.2"/>`;
  s += `<path d="M-10,${-h + 2}L${w / 2},${-h - 38}L${w + 10},${-h + 2}Z" fill="${roof}"/>`;
  s += `<path d="M${w / 2 - 4},${-h - 30}V${-h - 44}H${w / 2 + 8}V${-h - 22}Z" fill="${darken(roof, 0.3)}"/>`;
  const wc = lit ? "#ffcf6e" : "#26313b";
  s += `<rect x="${w * 0.16}" y="${-h * 0.7}" width="22" height="18" fill="${wc}"/><rect x="${w * 0.62}" y="${-h * 0.7}" width="22" height="18" fill="${wc}"/>`;
  s += `<path d="M${w * 0.16 + 11},${-h * 0.7}v18M${w * 0.62 + 11},${-h * 0.7}v18M${w * 0.16},${-h * 0.7 + 9}h22M${w * 0.62},${-h * 0.7 + 9}h22" stroke="${darken(wall, 0.5)}" stroke-width="1.5"/>`;
  return s;
}

function gulls(S, { x, y, n = 6, spread = 160, size = 8, color = "#1b1b1b", opacity = 0.8 }) {
  const rng = S.rng;
  let d = "";
  for (let i = 0; i < n; i++) {
    const gx = x + (rng() - 0.5) * spread;
    const gy = y + (rng() - 0.5) * spread * 0.45;
    const s = size * rng.range(0.6, 1.2);
    const up = rng.range(0.3, 0.8);
    d += `M${f(gx - s)},${f(gy - s * up * 0.4)}Q${f(gx - s * 0.5)},${f(gy - s * up)} ${f(gx)},${f(gy)}Q${f(gx + s * 0.5)},${f(gy - s * up)} ${f(gx + s)},${f(gy - s * up * 0.4)}`;
  }
  S.add(
    `<path d="${d}" fill="none" stroke="${color}" stroke-width="1.6" stroke-linecap="round" opacity="${opacity}"/>`,
  );
}

// ---------------------------------------------------------------------------------------------
// Scenes
// ---------------------------------------------------------------------------------------------

const SCENES = [];
function scene(key, out, w, h, build, extra = {}) {
  const write = async (png) => {
    await writeImage(png, path.join(OUT, out), w, h);
    // Every image also comes at half size for the browser's srcset (name-{width}).
    if (w === 1280) await writeImage(png, path.join(OUT, `${out}-640`), 640, 427);
    if (w === 480) await writeImage(png, path.join(OUT, `${out}-240`), 240, 240);
  };
  SCENES.push({ key, out, w, h, build, write, ...extra });
}

scene("sheet", null, 1280, 853, (S) => {
  sky(S, [
    [0, "#9fb8d0"],
    [1, "#e8e0d0"],
  ]);
  S.add(place(bear({ rim: "#d9a56a" }), 20, 200, 2.2));
  S.add(place(bear({ head: "down", color: "#4a3020" }), 520, 200, 2.2, true));
  S.add(place(salmon(), 400, 250, 2));
  S.add(
    place(
      person({
        pose: "walk",
        pack: "big",
        poles: true,
        c: { jacket: "#c23b22", pants: "#2a2d33", skin: "#d8a07a", hat: "#223" },
      }),
      560,
      200,
      1.4,
    ),
  );
  S.add(
    place(
      person({
        pose: "cast",
        hat: "brim",
        rod: { tipX: 60, tipY: -170 },
        line: { d: "M60,-170C20,-200 -80,-190 -120,-160" },
      }),
      700,
      200,
      1,
    ),
  );
  S.add(place(person({ pose: "kneel", binoc: true, rifle: true, hat: "cap" }), 860, 200, 1.4));
  S.add(place(person({ pose: "wave", pack: true }), 980, 200, 1.4));
  S.add(place(person({ pose: "stand", hat: "hood", c: { jacket: "#2f6a8a" } }), 1100, 200, 1.4));
  S.add(place(helicopter({ stripe: "#c8402c" }), 60, 420, 1.6));
  S.add(place(snowmobile({ rider: { jacket: "#222", body: "#111" } }), 520, 440, 1.8));
  S.add(place(tent({ glow: true }), 800, 420, 1.6));
  S.add(place(tent({ color: "#2f7d4f" }), 920, 420, 1.6));
  S.add(place(boat({}), 60, 640, 1.5));
  S.add(place(boat({ size: "big" }), 340, 640, 1.4));
  S.add(place(kayak({}), 720, 640, 1.6));
  S.add(place(cabin({ lit: true }), 1000, 640, 1.4));
  gulls(S, { x: 1100, y: 300 });
});

let HERO_SUMMIT = null;

/** Hero panorama: dawn over Avacha Bay with Koryaksky and Avachinsky. t in [0,1) animates it. */
function heroScene(S, t = 0) {
  const hz = 735; // water horizon
  const land = S.id("land");
  const landSvg = S.capture(() => {
    S.cached("hero-sky", () => {
      sky(S, [
        [0, "#17213f"],
        [0.22, "#2e3a66"],
        [0.42, "#6b5d8c"],
        [0.56, "#c7849a"],
        [0.64, "#f0a585"],
        [0.69, "#ffd2a2"],
        [0.72, "#ffe6c2"],
        [1, "#ffe6c2"],
      ]);
      glow(S, 560, 700, 900, "#ffb27a", 0.55, 0.2);
      sun(S, 560, 706, 16, "#fff4dc", "#ffc27d", 1);
    });
    cloudBand(S, {
      seedKey: "wisps",
      y: 170,
      h: 200,
      n: 7,
      rx: [260, 520],
      ry: [30, 70],
      freq: "0.0035 0.03",
      density: 0.45,
      color: "#ffc4b0",
      shade: "#6c5a86",
      opacity: 0.85,
      t,
      drift: 30,
    });
    cloudBand(S, {
      seedKey: "strat",
      y: 480,
      h: 70,
      n: 6,
      rx: [220, 460],
      ry: [20, 40],
      freq: "0.005 0.035",
      density: 0.5,
      color: "#ffd2a8",
      shade: "#9a6f8e",
      opacity: 0.9,
      t,
      drift: 40,
    });
    let ava;
    S.cached("hero-mountains", () => {
      // far hazy range to the left with Vilyuchinsky's cone
      range(S, {
        fn: ridgeFn(makeRng("hero-far"), {
          base: 690,
          amp: 70,
          scale: 260,
          peaks: [
            { x: 260, w: 230, h: 200, p: 1.5 },
            { x: 820, w: 300, h: 70, round: true },
          ],
        }),
        top: "#b7849a",
        bottom: "#e8b0a0",
        bottomY: hz + 5,
        snow: { line: 555, color: "#f3c9c0", opacity: 0.7, jag: 20 },
      });
      volcano(S, {
        cones: [{ cx: 1160, top: 200, w: 560, p: 1.65, crater: 0.025, lean: 0.14 }],
        base: 700,
        rock: "#4a4266",
        rockLow: "#4f4262",
        snow: "#ffe2d4",
        snowLow: "#f0c2c0",
        snowline: 470,
        snowJag: 25,
        shadow: "#2a2f5c",
        shadowOp: 0.5,
        haze: "#c98f98",
        hazeOp: 0.7,
        hazeFrom: 0.6,
        rim: { color: "#ffe9d0", opacity: 0.55, x0: 800, x1: 1165 },
      });
      // lenticular cap cloud over Koryaksky
      cloud(S, {
        cx: 1185,
        cy: 176,
        rx: 190,
        ry: 16,
        freq: "0.006 0.08",
        density: 0.75,
        color: "#ffd9c8",
        shade: "#a07c9c",
        opacity: 0.95,
        seed: 11,
        lift: 0.35,
      });
      cloud(S, {
        cx: 1200,
        cy: 158,
        rx: 120,
        ry: 8,
        freq: "0.008 0.1",
        density: 0.6,
        color: "#ffe4d6",
        opacity: 0.7,
        seed: 12,
      });
      ava = volcano(S, {
        cones: [
          { cx: 1585, top: 318, w: 470, p: 1.35, crater: 0.09, dip: 5, lean: 0.3 },
          { cx: 1755, top: 420, w: 330, p: 1.2, crater: 0.1, noShadow: true },
        ],
        base: 712,
        rock: "#3f3a5c",
        rockLow: "#453b58",
        snow: "#ffdcd0",
        snowLow: "#e7b9bd",
        snowline: 515,
        snowJag: 22,
        shadow: "#252a55",
        shadowOp: 0.5,
        haze: "#c08a96",
        hazeOp: 0.65,
        hazeFrom: 0.62,
        rim: { color: "#ffe9d0", opacity: 0.5, x0: 1200, x1: 1590 },
      });
    });
    if (ava) HERO_SUMMIT = ava.summit;
    const summit = HERO_SUMMIT;
    plume(S, {
      x: summit[0] + 8,
      y: summit[1] - 4,
      h: 260,
      w: 34,
      wind: 0.9,
      color: "#fbe3dc",
      shade: "#9a88a8",
      opacity: 0.75,
      puffs: 22,
      t,
      spread: 2.2,
      blur: 9,
    });
    // low cloud banks lying in front of the volcano bases
    cloudBand(S, {
      seedKey: "low",
      y: 668,
      h: 30,
      n: 7,
      rx: [260, 520],
      ry: [14, 26],
      freq: "0.006 0.04",
      density: 0.55,
      color: "#ffd9bc",
      shade: "#b58397",
      opacity: 0.8,
      t,
      drift: 24,
    });
    S.cached("hero-hills", () => {
      range(S, {
        fn: ridgeFn(makeRng("hero-hills1"), {
          base: 722,
          amp: 60,
          scale: 200,
          ridged: 0.6,
          peaks: [{ x: 1420, w: 300, h: 40, round: true }],
        }),
        top: "#514a6c",
        bottom: "#a77c8c",
        bottomY: hz + 5,
        fog: { y: hz, h: 34, color: "#e6a998", opacity: 0.6 },
      });
      const shore = ridgeFn(makeRng("hero-shore"), {
        base: hz + 2,
        amp: 34,
        scale: 150,
        ridged: 0.3,
        peaks: [
          { x: 1780, w: 260, h: 40, round: true },
          { x: 120, w: 240, h: 30, round: true },
        ],
      });
      range(S, { fn: shore, top: "#2b2740", bottom: "#3b3048", bottomY: hz + 5 });
      conifers(S, { fn: shore, gap: [3, 8], h: [6, 13], wRatio: 0.3, color: "#2b2740", sink: 3 });
      // a sprinkle of town lights along the shore
      const lr = makeRng("hero-lights");
      let lights = "";
      for (let i = 0; i < 60; i++) {
        const x = lr.range(1250, 1900);
        const y = hz - lr.range(1, 14) + (x > 1700 ? -6 : 0);
        lights += `<circle cx="${f(x)}" cy="${f(y)}" r="${f(lr.range(0.8, 1.6))}"/>`;
      }
      S.add(`<g fill="#ffd27c" opacity="0.85">${lights}</g>`);
    });
  });
  S.def(`<g id="${land}">${landSvg}</g>`);
  S.add(`<use xlink:href="#${land}"/>`);
  water(S, {
    horizon: hz,
    land,
    blurSd: "1 4",
    reflectOp: 0.9,
    tintTop: "#2e2a4c",
    tintBottom: "#0c1022",
    tintTopOp: 0.35,
    tintBottomOp: 0.9,
    disp: 14,
    ripples: 520,
    rippleLight: "#ffd0b0",
    rippleDark: "#141a30",
    rippleOp: 0.28,
    t,
    rng: makeRng("hero-water"),
    glitter: { x: 560, w: 30, color: "#ffe2b0", n: 260, opacity: 0.9, spread: 5 },
  });
  // fishing boat heading out with its wake
  const bx = 820 + Math.sin(TAU * t) * 3;
  S.add(
    `<path d="M${f(bx + 8)},878Q${f(bx - 120)},884 ${f(bx - 300)},905L${f(bx - 290)},899Q${f(bx - 120)},876 ${f(bx + 8)},871Z" fill="#ffd9b8" opacity="0.28"/>`,
  );
  S.add(
    place(
      boat({ hull: "#1d1b2a", cabin: "#262235", trim: "#141320", win: "#ffcf8a" }),
      bx,
      878 + Math.sin(TAU * t * 2) * 0.8,
      0.55,
    ),
  );
  // dark foreground shore, bottom corners
  S.cached("hero-fg", () => {
    const fg = ridgeFn(makeRng("hero-fg"), {
      base: 1120,
      amp: 120,
      scale: 160,
      ridged: 0.4,
      peaks: [
        { x: 1920, w: 520, h: 170, round: true },
        { x: 0, w: 420, h: 110, round: true },
      ],
    });
    range(S, { fn: fg, top: "#0d0f19", bottom: "#07080f", bottomY: 1100 });
    grass(S, { fn: fg, x0: 1450, x1: 1930, h: [10, 34], color: "#0d0f19", density: 1.2, width: 1.6 });
  });
  vignette(S, 0.5, "#05060d");
}
scene("hero-poster", "hero/poster", 1920, 1080, (S) => heroScene(S, 0), {
  write: async (png) => {
    await writeImage(png, path.join(OUT, "hero/poster"), 1920, 1080);
    await writeImage(png, path.join(OUT, "hero/poster-960"), 960, 540);
    // social preview: 1200x630 crop of the panorama
    const og = await sharp(png)
      .resize(1200, 675)
      .extract({ left: 0, top: 10, width: 1200, height: 630 })
      .png()
      .toBuffer();
    await fs.writeFile(
      path.join(OUT, "og.jpg"),
      await sharp(og).jpeg({ quality: 82, mozjpeg: true, progressive: true }).toBuffer(),
    );
  },
});

// --- Service 1: spring brown bear hunt in snowy foothills -----------------------------------

scene("svc-1-1", "services/1-1", 1280, 853, (S) => {
  // Tent camp at dawn below a snow-covered volcano.
  sky(S, [
    [0, "#4d6796"],
    [0.35, "#8ea3c6"],
    [0.58, "#e7c4b6"],
    [0.7, "#ffd9b0"],
    [1, "#ffe9cc"],
  ]);
  glow(S, 1120, 560, 700, "#ffc58a", 0.6, 0.15);
  cloudBand(S, {
    seedKey: "c1",
    y: 150,
    h: 120,
    n: 6,
    rx: [200, 420],
    ry: [20, 40],
    freq: "0.005 0.03",
    density: 0.4,
    color: "#ffe0cc",
    shade: "#8d8fb0",
    opacity: 0.8,
  });
  range(S, {
    fn: ridgeFn(makeRng("s11-far"), { base: 560, amp: 90, scale: 220, peaks: [{ x: 1100, w: 260, h: 90 }] }),
    top: "#c9c9dc",
    bottom: "#ead8d2",
    bottomY: 640,
    snow: { line: 480, color: "#f6ece8", jag: 30 },
  });
  volcano(S, {
    cones: [
      { cx: 430, top: 175, w: 470, p: 1.5, crater: 0.05, dip: 3, lean: 0.1 },
      { cx: 690, top: 330, w: 260, p: 1.3, noShadow: true },
    ],
    base: 600,
    light: 1,
    rock: "#6d6a84",
    rockLow: "#8a87a0",
    snow: "#fff1e6",
    snowLow: "#f2e2e2",
    snowline: 470,
    snowJag: 30,
    shadow: "#4c5a92",
    shadowOp: 0.42,
    haze: "#e6d2d2",
    hazeOp: 0.8,
    hazeFrom: 0.55,
    rim: { color: "#fff6e0", opacity: 0.7, x0: 430, x1: 900 },
  });
  const mid = ridgeFn(makeRng("s11-mid"), { base: 640, amp: 70, scale: 180, ridged: 0.5 });
  range(S, {
    fn: mid,
    top: "#e9ecf4",
    bottom: "#c8d2e6",
    bottomY: 760,
    relief: { color: "#6b7fb0", opacity: 0.45, dx: -18 },
    fog: { y: 700, h: 60, color: "#f2dccf", opacity: 0.5 },
  });
  scrub(S, { fn: mid, n: 700, depth: 90, r: [1.2, 3.2], color: "#3b3a45", opacity: 0.75, keep: 0.55 });
  conifers(S, {
    fn: mid,
    x0: 650,
    x1: 1300,
    gap: [5, 16],
    h: [10, 24],
    color: "#2d3340",
    sink: 14,
    skip: (x) => Math.sin(x / 60) > 0.4,
  });
  const near = ridgeFn(makeRng("s11-near"), { base: 730, amp: 40, scale: 260, ridged: 0.2, slope: -0.03 });
  range(S, {
    fn: near,
    top: "#fbfbfd",
    bottom: "#d3ddef",
    bottomY: S.H,
    relief: { color: "#8093c2", opacity: 0.35, dx: -30 },
  });
  snowDrifts(S, { y0: 760, y1: 850, n: 16 });
  birches(S, {
    xs: [30, 120, 1170, 1240],
    baseY: (x) => near(x) + 110,
    h: [520, 700],
    width: [14, 22],
    lean: 0.05,
  });
  // tracks from the camp
  tracks(
    S,
    [
      [700, 742, 0.7],
      [640, 780, 1],
      [520, 850, 1.4],
    ],
    { size: 3.2, color: "#7f95c5", opacity: 0.55 },
  );
  tracks(
    S,
    [
      [820, 745, 0.7],
      [900, 790, 1],
      [1010, 860, 1.4],
    ],
    { size: 2.6, color: "#7f95c5", opacity: 0.45 },
  );
  groundShadow(S, 700, 742, 110, 9, "#5b6fa6", 0.45, 4);
  S.add(place(tent({ color: "#e8762a", glow: true }), 610, 742, 1.6));
  S.add(place(tent({ color: "#f0b93a", glow: true }), 720, 748, 1.25));
  glow(S, 660, 720, 120, "#ffbe6a", 0.35, 0.2);
  groundShadow(S, 905, 752, 95, 8, "#5b6fa6", 0.5, 3);
  S.add(place(snowmobile({ color: "#b72a22" }), 840, 750, 1.15));
  // stove smoke from the camp
  plume(S, { x: 662, y: 700, h: 120, w: 8, wind: 0.5, color: "#e9e4ea", opacity: 0.5, puffs: 12, blur: 4 });
  vignette(S, 0.35, "#1a2140");
});

scene("svc-1-2", "services/1-2", 1280, 853, (S) => {
  // A brown bear crossing a bright spring snow slope.
  sky(S, [
    [0, "#2f5d9c"],
    [0.5, "#6f9ad0"],
    [0.8, "#b9d0ea"],
    [1, "#dce8f4"],
  ]);
  cloudBand(S, {
    seedKey: "c2",
    y: 120,
    h: 100,
    n: 5,
    rx: [180, 360],
    ry: [24, 50],
    freq: "0.007 0.025",
    density: 0.5,
    color: "#ffffff",
    shade: "#9fb3d3",
    opacity: 0.9,
  });
  volcano(S, {
    cones: [
      { cx: 980, top: 160, w: 520, p: 1.4, crater: 0.07, dip: 4, lean: 0.2 },
      { cx: 1250, top: 300, w: 300, p: 1.2, noShadow: true },
    ],
    base: 520,
    light: -1,
    rock: "#596074",
    rockLow: "#7c879c",
    snow: "#ffffff",
    snowLow: "#eef2f8",
    snowline: 430,
    snowJag: 40,
    shadow: "#4f6aa8",
    shadowOp: 0.38,
    haze: "#c9d8ec",
    hazeOp: 0.75,
    hazeFrom: 0.5,
  });
  const far = ridgeFn(makeRng("s12-far"), {
    base: 540,
    amp: 80,
    scale: 160,
    ridged: 0.7,
    peaks: [{ x: 240, w: 280, h: 90 }],
  });
  range(S, {
    fn: far,
    top: "#eef3fa",
    bottom: "#c9d6ea",
    bottomY: S.H,
    relief: { color: "#5d78b4", opacity: 0.5, dx: 16 },
  });
  scrub(S, { fn: far, n: 700, depth: 120, r: [1, 2.6], color: "#4a4f5e", opacity: 0.6, keep: 0.6 });
  // the main slope, rising to the right
  const slope = (x) => 560 + (1280 - x) * 0.12 + Math.sin(x / 140) * 10;
  range(S, {
    fn: slope,
    top: "#ffffff",
    bottom: "#dfe7f4",
    bottomY: S.H,
    relief: { color: "#8aa0cf", opacity: 0.3, dx: 30 },
  });
  snowDrifts(S, { y0: 640, y1: 850, n: 20, color: "#8ba3d6", opacity: 0.28 });
  // alder shrubs poking out of the snow
  const rng = S.rng;
  let sh = "";
  for (let i = 0; i < 26; i++) {
    const x = rng.range(0, 1280);
    const y = slope(x) + rng.range(20, 260);
    if (y > 860 || (x > 420 && x < 900 && y > 600 && y < 760)) continue;
    const sc = 0.5 + (y - 560) / 300;
    for (let k = 0; k < 7; k++) {
      const a = -Math.PI / 2 + rng.range(-0.9, 0.9);
      const len = rng.range(14, 34) * sc;
      sh += `M${f(x)},${f(y)}q${f(Math.cos(a) * len * 0.4 + rng.range(-4, 4))},${f(Math.sin(a) * len * 0.6)} ${f(Math.cos(a) * len)},${f(Math.sin(a) * len)}`;
    }
  }
  S.add(
    `<path d="${sh}" fill="none" stroke="#3b2f2a" stroke-width="1.4" stroke-linecap="round" opacity="0.85"/>`,
  );
  tracks(
    S,
    [
      [1290, 650, 0.8],
      [1040, 690, 1.1],
      [780, 712, 1.3],
    ],
    { size: 4, color: "#7d96cc", opacity: 0.6, spacing: 14 },
  );
  // bear with its shadow (sun from the left)
  S.add(`<path d="M560,710 Q700,700 800,716 Q700,728 560,716Z" fill="#5d78b8" opacity="0.45" ${S.blur(3)}/>`);
  S.add(place(bear({ color: "#3a2619", far: "#24170f", rim: "#c08a58" }), 560, 712, 1.9, true));
  vignette(S, 0.3, "#102040");
});

scene("svc-1-3", "services/1-3", 1280, 853, (S) => {
  // Hunter glassing the valley from a snowy crest at sunset, snowmobile parked behind.
  sky(S, [
    [0, "#253261"],
    [0.3, "#5a4b7d"],
    [0.55, "#c56d6e"],
    [0.72, "#f2a261"],
    [0.85, "#ffd28a"],
    [1, "#ffe0a8"],
  ]);
  sun(S, 250, 548, 20, "#fff4d0", "#ffb060", 1.2);
  cloudBand(S, {
    seedKey: "c3",
    y: 260,
    h: 160,
    n: 7,
    rx: [220, 460],
    ry: [14, 30],
    freq: "0.004 0.04",
    density: 0.5,
    color: "#ffb98a",
    shade: "#6a4a78",
    opacity: 0.9,
  });
  volcano(S, {
    cones: [{ cx: 930, top: 380, w: 330, p: 1.4, crater: 0.05 }],
    base: 600,
    light: -1,
    rock: "#7a6a90",
    rockLow: "#a07c96",
    snow: "#ffc6ae",
    snowLow: "#e8a8a0",
    snowline: 470,
    snowJag: 20,
    shadow: "#4a3a78",
    shadowOp: 0.45,
    haze: "#e09a8c",
    hazeOp: 0.7,
    hazeFrom: 0.4,
    ribs: 20,
  });
  range(S, {
    fn: ridgeFn(makeRng("s13-a"), { base: 610, amp: 60, scale: 200, ridged: 0.7 }),
    top: "#9a7496",
    bottom: "#d79a8c",
    bottomY: 700,
    snow: { line: 570, color: "#f6b9a6", opacity: 0.55, jag: 30 },
  });
  range(S, {
    fn: ridgeFn(makeRng("s13-b"), { base: 650, amp: 90, scale: 160, ridged: 0.6 }),
    top: "#5f5380",
    bottom: "#b07f94",
    bottomY: 740,
    relief: { color: "#2d2a55", opacity: 0.45, dx: -16 },
    fog: { y: 720, h: 60, color: "#e7a08a", opacity: 0.55 },
  });
  const r3 = ridgeFn(makeRng("s13-c"), { base: 720, amp: 70, scale: 150, ridged: 0.5 });
  range(S, {
    fn: r3,
    top: "#3d3864",
    bottom: "#6f5d86",
    bottomY: 800,
    fog: { y: 790, h: 50, color: "#c98b8e", opacity: 0.5 },
  });
  conifers(S, {
    fn: r3,
    gap: [4, 12],
    h: [10, 22],
    color: "#2c2a4c",
    sink: 10,
    skip: (x) => Math.sin(x / 80) > 0.5,
  });
  // near snowy crest, warm light grazing its top
  const crest = (x) =>
    690 +
    Math.max(0, (560 - x) / 560) * 190 -
    Math.max(0, (x - 560) / 720) * 30 +
    Math.sin(x / 37) * 3 +
    Math.sin(x / 13) * 1.2;
  const cd = polyPath(sample(crest, -10, 1290, 4), 900);
  range(S, {
    fn: crest,
    top: "#e0a6a4",
    bottom: "#3a3a6a",
    bottomY: S.H,
    gradEnd: 780,
    rim: { color: "#ffd2a8", width: 2.5, opacity: 0.9 },
  });
  S.add(
    `<g ${S.clip(cd)}>${texture(S, { x: 0, y: 600, w: 1280, h: 260, color: "#2a2a5a", opacity: 0.45, freq: "0.003 0.045" })}${texture(S, { x: 0, y: 600, w: 1280, h: 260, color: "#ffd8c0", opacity: 0.3, freq: "0.004 0.06", invert: true })}<rect x="0" y="600" width="1280" height="260" fill="${S.lin(
      [
        [0, "#2a2a5a", 0],
        [0.35, "#2a2a5a", 0.2],
        [1, "#14163a", 0.75],
      ],
      { user: true, y1: 680, y2: 853 },
    )}"/></g>`,
  );
  // long shadows of the hunter and snowmobile across the crest
  S.add(
    `<path d="M${f(820)},${f(crest(820) + 4)}L1290,${f(crest(1200) + 30)}L1290,${f(crest(1200) + 40)}L${f(832)},${f(crest(820) + 6)}Z" fill="#2a2a5a" opacity="0.45" ${S.blur(2)}/>`,
  );
  birches(S, {
    xs: [120, 200],
    baseY: (x) => crest(x) + 10,
    h: [260, 340],
    width: [7, 10],
    lean: 0.15,
    color: "#3a3050",
    mark: "#1a1630",
    shadowSide: "#1a1630",
  });
  S.add(place(snowmobile({ color: "#22242e", dark: "#12131a" }), 1000, crest(1050) + 3, 1.3));
  S.add(
    place(
      person({ pose: "glass", binoc: true, rifle: true, hat: "cap", c: { body: "#101220" } }),
      820,
      crest(820) + 2,
      1.6,
    ),
  );
  vignette(S, 0.45, "#0c0d24");
});

// --- Service 2: steelhead & rainbow trout float on the Zhupanova ----------------------------

function zhupanovsky(S, base, o = {}) {
  return volcano(S, {
    cones: [
      { cx: 520, top: 250, w: 300, p: 1.3, crater: 0.05 },
      { cx: 700, top: 228, w: 250, p: 1.4, crater: 0.04 },
      { cx: 880, top: 262, w: 270, p: 1.3, crater: 0.05 },
      { cx: 360, top: 310, w: 230, p: 1.2, noShadow: true },
    ],
    base,
    light: 1,
    snowline: 330,
    snowJag: 28,
    ribs: 22,
    ...o,
  });
}

scene("svc-2-1", "services/2-1", 1280, 853, (S) => {
  // Misty morning float: a raft on the river below the Zhupanovsky massif.
  const y0 = 548;
  const land = S.id("land");
  const landSvg = S.capture(() => {
    sky(S, [
      [0, "#7ea4cc"],
      [0.4, "#b9cfe2"],
      [0.62, "#f0e6d8"],
      [1, "#fbeed8"],
    ]);
    glow(S, 1050, 300, 600, "#fff0d0", 0.5, 0.2);
    cloudBand(S, {
      seedKey: "c1",
      y: 150,
      h: 140,
      n: 6,
      rx: [220, 420],
      ry: [26, 50],
      freq: "0.006 0.025",
      density: 0.5,
      color: "#ffffff",
      shade: "#a9b6c9",
      opacity: 0.8,
    });
    zhupanovsky(S, 480, {
      rock: "#6f7788",
      rockLow: "#8c98aa",
      snow: "#fbfbfd",
      snowLow: "#e6ebf3",
      shadow: "#5a6d9a",
      shadowOp: 0.35,
      haze: "#d4dde8",
      hazeOp: 0.85,
      hazeFrom: 0.35,
    });
    range(S, {
      fn: ridgeFn(makeRng("s21-far"), { base: 520, amp: 50, scale: 200, ridged: 0.3 }),
      top: "#8ea4b6",
      bottom: "#c9d6de",
      bottomY: 600,
      fog: { y: 545, h: 40, color: "#eef1ee", opacity: 0.85 },
    });
    const l1 = ridgeFn(makeRng("s21-l1"), { base: 552, amp: 12, scale: 120, ridged: 0.2 });
    range(S, { fn: l1, top: "#546c66", bottom: "#7d938c", bottomY: 620 });
    conifers(S, { fn: l1, gap: [4, 9], h: [22, 46], wRatio: 0.26, color: "#445b58", sink: 4 });
    canopy(S, { fn: (x) => l1(x) + 2, r: [6, 12], color: "#5b7466", x0: 300, x1: 900 });
    range(S, { fn: () => 570, top: "#e9ece6", bottom: "#e9ece6", bottomY: 600, opacity: 0.0 });
  });
  S.def(`<g id="${land}">${landSvg}</g>`);
  S.add(`<use xlink:href="#${land}"/>`);
  // mist lying over the far river
  S.add(`<rect x="0" y="${y0 - 24}" width="1280" height="40" fill="#f4f1ea" opacity="0.55" ${S.blur(8)}/>`);
  // banks
  const riv = riverShape({
    y0,
    y1: 870,
    c0: 700,
    c1: 520,
    w0: 120,
    w1: 1000,
    amp: 160,
    waves: 0.75,
    phase: 0.3,
    grow: 1.5,
  });
  const lb = ridgeFn(makeRng("s21-lb"), { base: 0, amp: 10, scale: 90 });
  S.add(
    `<path d="M-10,${y0}L${f(riv.left[0][0])},${y0}${riv.left.map(([x, y]) => `L${f(x)},${f(y)}`).join("")}L-10,870Z" fill="${S.lin(
      [
        [0, "#62705a"],
        [1, "#33402e"],
      ],
    )}"/>`,
  );
  S.add(
    `<path d="M1290,${y0}L${f(riv.right[0][0])},${y0}${riv.right.map(([x, y]) => `L${f(x)},${f(y)}`).join("")}L1290,870Z" fill="${S.lin(
      [
        [0, "#66745c"],
        [1, "#2f3b2a"],
      ],
    )}"/>`,
  );
  S.add(
    `<g ${S.clip(`M-10,${y0}H1290V870H-10Z`)}>${texture(S, { x: 0, y: y0, w: 1280, h: 320, color: "#1f2a1c", opacity: 0.5, freq: "0.012 0.05" })}${texture(S, { x: 0, y: y0, w: 1280, h: 320, color: "#a8a070", opacity: 0.35, freq: "0.02 0.08", invert: true })}</g>`,
  );
  scrub(S, { fn: () => y0 + 6, n: 400, depth: 90, r: [2, 5], color: "#2c3a2a", opacity: 0.8, keep: 0.5 });
  water(S, {
    horizon: y0,
    clipD: riv.d,
    land,
    reflectOp: 0.85,
    tintTop: "#556c70",
    tintBottom: "#1d2c2e",
    tintTopOp: 0.2,
    tintBottomOp: 0.75,
    ripples: 360,
    rippleLight: "#f4f0e2",
    rippleDark: "#1d2a2c",
    rippleOp: 0.3,
    disp: 8,
  });
  // gravel edges along the banks
  let gr = "";
  const rng = S.rng;
  for (const side of [riv.left, riv.right]) {
    for (let i = 4; i < side.length; i++) {
      const [x, y] = side[i];
      const sc = (y - y0) / 300;
      for (let k = 0; k < 4; k++)
        gr += `<ellipse cx="${f(x + rng.range(-14, 14) * (1 + sc * 2))}" cy="${f(y + rng.range(-2, 6))}" rx="${f(rng.range(2, 6) * (0.4 + sc))}" ry="${f(rng.range(1, 3) * (0.4 + sc))}"/>`;
    }
  }
  S.add(`<g fill="#b9b3a2" opacity="0.8">${gr}</g>`);
  // near trees at the edges
  conifers(S, {
    fn: (x) => 700 + lb(x),
    x0: -40,
    x1: 180,
    gap: [30, 60],
    h: [260, 420],
    wRatio: 0.26,
    color: "#1f2b25",
    sink: 30,
  });
  conifers(S, {
    fn: (x) => 690 + lb(x),
    x0: 1120,
    x1: 1320,
    gap: [30, 60],
    h: [300, 460],
    wRatio: 0.26,
    color: "#1c2722",
    sink: 30,
  });
  grass(S, {
    fn: (x) => 830 + lb(x) * 2,
    x0: -10,
    x1: 260,
    h: [20, 60],
    color: "#27321f",
    density: 1.2,
    width: 1.8,
  });
  grass(S, {
    fn: (x) => 820 + lb(x) * 2,
    x0: 1050,
    x1: 1290,
    h: [20, 60],
    color: "#27321f",
    density: 1.2,
    width: 1.8,
  });
  // raft with an oarsman and a standing angler casting
  const rx = 470;
  const ry = 700;
  S.add(
    `<ellipse cx="${rx + 125}" cy="${ry + 2}" rx="150" ry="8" fill="#172426" opacity="0.35" ${S.blur(3)}/>`,
  );
  S.add(
    place(
      person({
        pose: "sit",
        hat: "cap",
        c: { body: "#20252a", jacket: "#3d4f3f", skin: "#c99a7a", hat: "#2a2f2a" },
      }),
      rx + 118,
      ry - 18,
      1.05,
    ),
  );
  S.add(
    `<path d="M${rx + 100},${ry - 44}L${rx + 60},${ry + 6}M${rx + 140},${ry - 44}L${rx + 210},${ry + 8}" stroke="#2a2520" stroke-width="2.5"/>`,
  );
  S.add(place(raft({ color: "#56604c", oars: false }), rx + 50, ry, 1.05));
  S.add(
    place(
      person({
        pose: "cast",
        hat: "brim",
        c: { body: "#2b2e33", jacket: "#6b5a3e", pants: "#3d4a4e", skin: "#caa07e", hat: "#5b4c34" },
        rod: { tipX: 70, tipY: -190, color: "#1a1a1a" },
        line: { d: "M70,-190C10,-230 -140,-210 -200,-175", color: "#fff7d8", width: 1.2 },
      }),
      rx + 80,
      ry - 20,
      1.0,
    ),
  );
  vignette(S, 0.35, "#0e1a1a");
});

scene("svc-2-2", "services/2-2", 1280, 853, (S) => {
  // Backlit angler wading and casting at golden hour.
  const hz = 520;
  const land = S.id("land");
  const landSvg = S.capture(() => {
    sky(S, [
      [0, "#3b4d72"],
      [0.3, "#a0788a"],
      [0.5, "#f0a56a"],
      [0.6, "#ffd07c"],
      [1, "#ffe5a6"],
    ]);
    sun(S, 960, 452, 24, "#fff8e0", "#ffc060", 1.3);
    cloudBand(S, {
      seedKey: "c2",
      y: 230,
      h: 160,
      n: 7,
      rx: [220, 480],
      ry: [14, 28],
      freq: "0.004 0.04",
      density: 0.5,
      color: "#ffcf8c",
      shade: "#7a5a70",
      opacity: 0.9,
    });
    range(S, {
      fn: ridgeFn(makeRng("s22-far"), {
        base: 495,
        amp: 80,
        scale: 220,
        ridged: 0.5,
        peaks: [{ x: 300, w: 260, h: 80 }],
      }),
      top: "#b07a74",
      bottom: "#e9a874",
      bottomY: 540,
    });
    const b1 = ridgeFn(makeRng("s22-b1"), { base: 515, amp: 14, scale: 100 });
    range(S, { fn: b1, top: "#4a3a40", bottom: "#5c4446", bottomY: 540 });
    conifers(S, {
      fn: b1,
      gap: [5, 12],
      h: [20, 50],
      wRatio: 0.25,
      color: "#4a3a40",
      sink: 4,
      skip: (x) => x > 860 && x < 1090,
    });
    canopy(S, { fn: (x) => b1(x) + 4, x0: 860, x1: 1090, r: [6, 12], color: "#5a4446" });
  });
  S.def(`<g id="${land}">${landSvg}</g>`);
  S.add(`<use xlink:href="#${land}"/>`);
  water(S, {
    horizon: hz,
    land,
    reflectOp: 0.9,
    tintTop: "#6a4a48",
    tintBottom: "#20141c",
    tintTopOp: 0.15,
    tintBottomOp: 0.75,
    ripples: 420,
    rippleLight: "#ffe0a0",
    rippleDark: "#2a1a20",
    rippleOp: 0.35,
    disp: 16,
    glitter: { x: 960, w: 40, color: "#fff0c0", n: 320, opacity: 0.95, spread: 4 },
  });
  // dark willow bank on the left
  const bank = (x) => 610 + Math.pow(clamp(x / 520), 1.6) * 280 + Math.sin(x / 30) * 4;
  range(S, { fn: bank, x0: -10, x1: 560, top: "#1a1216", bottom: "#120c10", bottomY: S.H + 20 });
  canopy(S, { fn: (x) => bank(x) - 20, x0: -30, x1: 250, r: [20, 46], color: "#1a1216", lift: 0.9 });
  grass(S, { fn: bank, x0: 0, x1: 560, h: [30, 90], color: "#1a1216", density: 1.4, width: 1.8, lean: 0.5 });
  // angler, waist deep
  const ax = 700;
  const ay = 760;
  personCut(S, -44);
  S.add(
    place(
      person({
        pose: "cast",
        hat: "brim",
        c: { body: "#1a1418" },
        rod: { tipX: 100, tipY: -230, color: "#1a1418", bend: 10 },
        line: {
          d: "M100,-230C160,-228 250,-236 300,-246C318,-250 326,-258 318,-264C310,-270 290,-268 260,-266C180,-262 60,-262 -60,-276",
          color: "#fff2c4",
          width: 1.3,
          opacity: 0.95,
        },
        cut: -44,
      }),
      ax,
      ay,
      2.1,
    ),
  );
  // rings around the waist
  S.add(
    `<g fill="none" stroke="#ffe2a0" stroke-width="1.6" opacity="0.7"><ellipse cx="${ax}" cy="${ay - 92}" rx="34" ry="5"/><ellipse cx="${ax}" cy="${ay - 91}" rx="60" ry="8.5" opacity="0.5"/><ellipse cx="${ax}" cy="${ay - 90}" rx="92" ry="12" opacity="0.25"/></g>`,
  );
  vignette(S, 0.45, "#140a10");
});

scene("svc-2-3", "services/2-3", 1280, 853, (S) => {
  // Dusk camp on a gravel bar: tents, campfire, the raft pulled up, stars coming out.
  const hz = 560;
  const land = S.id("land");
  const landSvg = S.capture(() => {
    sky(S, [
      [0, "#0f1636"],
      [0.3, "#2c2f5e"],
      [0.5, "#6a4a73"],
      [0.62, "#c46a5a"],
      [0.68, "#f0a060"],
      [1, "#f7c583"],
    ]);
    stars(S, { n: 220, yMax: 330, opacity: 0.85 });
    zhupanovsky(S, 540, {
      rock: "#3a3552",
      rockLow: "#4b3e58",
      snow: "#c9a7b8",
      snowLow: "#a98fa8",
      shadow: "#1e1c3c",
      shadowOp: 0.45,
      haze: "#9a6a78",
      hazeOp: 0.6,
      hazeFrom: 0.55,
      ribs: 16,
    });
    const b1 = ridgeFn(makeRng("s23-b1"), { base: 552, amp: 20, scale: 140 });
    range(S, { fn: b1, top: "#17172a", bottom: "#1d1a2c", bottomY: 580 });
    conifers(S, { fn: b1, gap: [4, 10], h: [24, 54], wRatio: 0.26, color: "#17172a", sink: 4 });
  });
  S.def(`<g id="${land}">${landSvg}</g>`);
  S.add(`<use xlink:href="#${land}"/>`);
  water(S, {
    horizon: hz,
    land,
    reflectOp: 0.85,
    tintTop: "#3a2a44",
    tintBottom: "#0d0d1c",
    tintTopOp: 0.2,
    tintBottomOp: 0.8,
    ripples: 300,
    rippleLight: "#ffc080",
    rippleDark: "#0c0c18",
    rippleOp: 0.3,
    disp: 10,
  });
  // gravel bar in the foreground
  const bar = (x) => 660 - x * 0.08 + Math.sin(x / 90) * 6;
  range(S, { fn: bar, top: "#6b5a52", bottom: "#2a2226", bottomY: S.H });
  const rng = S.rng;
  let st = "";
  for (let i = 0; i < 900; i++) {
    const x = rng.range(-10, 1290);
    const y = bar(x) + 4 + Math.pow(rng(), 0.7) * (860 - bar(x));
    const p = (y - 600) / 260;
    st += `<ellipse cx="${f(x)}" cy="${f(y)}" rx="${f(rng.range(1.5, 4) * (0.5 + p * 2))}" ry="${f(rng.range(1, 2.2) * (0.5 + p * 2))}" fill="${rng.pick(["#8a7668", "#5a4a44", "#a08878", "#3e3436"])}"/>`;
  }
  S.add(`<g opacity="0.7">${st}</g>`);
  // firelight on the gravel
  S.add(`<ellipse cx="640" cy="700" rx="420" ry="90" fill="#ff9040" opacity="0.25" ${S.blur(30)}/>`);
  S.add(place(raft({ color: "#3a4036" }), 180, bar(180) + 60, 1.5));
  S.add(place(tent({ color: "#d9691e", glow: true }), 820, bar(820) + 34, 2.1));
  S.add(place(tent({ color: "#3f7a5a", glow: true }), 960, bar(960) + 40, 1.7));
  campfire(S, 640, 712, 1.3);
  S.add(place(person({ pose: "sit", hat: "beanie", c: { body: "#120e12" } }), 560, 724, 1.1));
  S.add(place(person({ pose: "stand", hat: "cap", c: { body: "#120e12" } }), 720, 728, 1.15, true));
  vignette(S, 0.5, "#06060f");
});

// --- Service 3: Nalychevo hot springs hiking weekend ----------------------------------------

function koryakskyNorth(S, base, o = {}) {
  volcano(S, {
    cones: [{ cx: 820, top: 150, w: 420, p: 1.55, crater: 0.03, lean: 0.15 }],
    base,
    light: -1,
    snowline: 330,
    snowJag: 30,
    ...o,
  });
}

scene("svc-3-1", "services/3-1", 1280, 853, (S) => {
  // Steaming hot-spring pool in a summer meadow below Koryaksky.
  sky(S, [
    [0, "#3f74b4"],
    [0.45, "#86b2dc"],
    [0.75, "#cfe2f0"],
    [1, "#e6eef2"],
  ]);
  cloudBand(S, {
    seedKey: "cu",
    y: 250,
    h: 120,
    n: 6,
    rx: [120, 240],
    ry: [40, 80],
    freq: "0.012 0.02",
    density: 0.55,
    color: "#ffffff",
    shade: "#a9bad2",
    opacity: 0.95,
    lift: 0.3,
  });
  koryakskyNorth(S, 520, {
    rock: "#4c5566",
    rockLow: "#6c7a86",
    snow: "#ffffff",
    snowLow: "#e8eef6",
    shadow: "#3f5688",
    shadowOp: 0.4,
    haze: "#b9cde0",
    hazeOp: 0.7,
    hazeFrom: 0.5,
  });
  volcano(S, {
    cones: [{ cx: 230, top: 290, w: 330, p: 1.3, crater: 0.08, dip: 4 }],
    base: 540,
    light: -1,
    rock: "#5a6272",
    rockLow: "#7c8a98",
    snow: "#fafcff",
    snowline: 380,
    snowJag: 30,
    shadow: "#48609a",
    shadowOp: 0.38,
    haze: "#c2d4e4",
    hazeOp: 0.75,
    hazeFrom: 0.45,
    ribs: 20,
  });
  const h1 = ridgeFn(makeRng("s31-h1"), { base: 560, amp: 50, scale: 220, ridged: 0.3 });
  range(S, {
    fn: h1,
    top: "#5e7a6a",
    bottom: "#7f9878",
    bottomY: 640,
    fog: { y: 600, h: 40, color: "#c8d8d8", opacity: 0.35 },
  });
  canopy(S, { fn: h1, r: [5, 11], color: "#58735f", light: "#9ab486" });
  const meadow = ridgeFn(makeRng("s31-m"), { base: 620, amp: 20, scale: 300, ridged: 0 });
  range(S, { fn: meadow, top: "#8ea65c", bottom: "#4d6a34", bottomY: S.H });
  S.add(
    `<g ${S.clip(polyPath(sample(meadow, -10, 1290, 6), 900))}>${texture(S, { x: 0, y: 580, w: 1280, h: 280, color: "#2f4a22", opacity: 0.55, freq: "0.01 0.04" })}${texture(S, { x: 0, y: 580, w: 1280, h: 280, color: "#d4d08a", opacity: 0.35, freq: "0.015 0.06", invert: true })}</g>`,
  );
  canopy(S, { fn: (x) => meadow(x) + 6, x0: 900, x1: 1300, r: [14, 26], color: "#3c5a34", light: "#7fa05a" });
  flowers(S, { fn: meadow, n: 700, depth: 240, colors: ["#d64f9a", "#e780bf", "#c0408a"], size: [1.2, 2.6] });
  // steam behind and over the pool
  plume(S, {
    x: 480,
    y: 740,
    h: 300,
    w: 90,
    wind: 0.6,
    color: "#ffffff",
    opacity: 0.45,
    puffs: 18,
    blur: 20,
    spread: 2.2,
  });
  hotPool(S, {
    cx: 520,
    cy: 760,
    rx: 330,
    ry: 62,
    bathers: [
      { x: 470, y: 760, s: 1.1 },
      { x: 560, y: 768, s: 1.15, skin: "#e0b090", hair: "#7a4a2a" },
    ],
  });
  plume(S, {
    x: 330,
    y: 780,
    h: 240,
    w: 70,
    wind: 0.5,
    color: "#ffffff",
    opacity: 0.4,
    puffs: 16,
    blur: 18,
    spread: 2,
  });
  plume(S, {
    x: 690,
    y: 780,
    h: 260,
    w: 80,
    wind: 0.7,
    color: "#ffffff",
    opacity: 0.38,
    puffs: 16,
    blur: 18,
    spread: 2,
  });
  grass(S, { fn: () => 845, x0: -10, x1: 1290, h: [20, 70], color: "#3d5a26", density: 1.2, width: 1.8 });
  vignette(S, 0.3, "#0c1a10");
});

scene("svc-3-2", "services/3-2", 1280, 853, (S) => {
  // Hikers on a meadow trail through the Nalychevo valley.
  sky(S, [
    [0, "#2f66aa"],
    [0.5, "#7eaedc"],
    [1, "#d6e6f0"],
  ]);
  cloudBand(S, {
    seedKey: "cu",
    y: 180,
    h: 160,
    n: 7,
    rx: [100, 220],
    ry: [40, 80],
    freq: "0.012 0.02",
    density: 0.55,
    color: "#ffffff",
    shade: "#9fb2cc",
    opacity: 0.95,
    lift: 0.3,
  });
  range(S, {
    fn: ridgeFn(makeRng("s32-far"), {
      base: 470,
      amp: 150,
      scale: 180,
      ridged: 0.8,
      peaks: [{ x: 900, w: 260, h: 90 }],
    }),
    top: "#7d8ba0",
    bottom: "#aab8c6",
    bottomY: 600,
    relief: { color: "#4f6288", opacity: 0.45, dx: -14 },
    snow: { line: 390, color: "#f6f9fc", jag: 55, scale: 40 },
    tex: { color: "#3e4a60", opacity: 0.45 },
  });
  const h1 = ridgeFn(makeRng("s32-h1"), { base: 540, amp: 70, scale: 200, ridged: 0.4 });
  range(S, {
    fn: h1,
    top: "#5b7a5c",
    bottom: "#86a070",
    bottomY: 640,
    relief: { color: "#2e4a3a", opacity: 0.4, dx: -16 },
  });
  canopy(S, { fn: h1, r: [5, 10], color: "#4e6e50", light: "#8fae74" });
  scrub(S, { fn: h1, n: 500, depth: 80, r: [2, 4], color: "#3f5c40", opacity: 0.8, keep: 0.45 });
  const m = (x) => 600 + Math.sin(x / 260) * 10;
  range(S, { fn: m, top: "#a6b860", bottom: "#5f7c34", bottomY: S.H });
  S.add(
    `<g ${S.clip(polyPath(sample(m, -10, 1290, 6), 900))}>${texture(S, { x: 0, y: 580, w: 1280, h: 280, color: "#2f4a22", opacity: 0.5, freq: "0.01 0.04" })}${texture(S, { x: 0, y: 580, w: 1280, h: 280, color: "#e4dc8a", opacity: 0.35, freq: "0.015 0.06", invert: true })}</g>`,
  );
  // winding trail
  const tr = riverShape({
    y0: 606,
    y1: 870,
    c0: 760,
    c1: 420,
    w0: 6,
    w1: 90,
    amp: 140,
    waves: 0.8,
    phase: 1.2,
    grow: 1.4,
  });
  S.add(
    `<path d="${tr.d}" fill="${S.lin([
      [0, "#b8a47a"],
      [1, "#8a7252"],
    ])}"/>`,
  );
  flowers(S, {
    fn: m,
    n: 900,
    depth: 260,
    colors: ["#d64f9a", "#e780bf", "#f2d04a", "#ffffff"],
    size: [1, 2.4],
    opacity: 0.85,
  });
  canopy(S, {
    fn: (x) => m(x) + 10,
    x0: 1000,
    x1: 1300,
    r: [20, 36],
    color: "#3f5e34",
    light: "#88a85a",
    lift: 0.8,
  });
  canopy(S, {
    fn: (x) => m(x) + 14,
    x0: -30,
    x1: 160,
    r: [20, 36],
    color: "#3c5a32",
    light: "#88a85a",
    lift: 0.8,
  });
  // three hikers walking up the trail
  const pts = [
    [700, 636, 0.6],
    [636, 664, 0.72],
    [566, 702, 0.86],
  ];
  const cols = [
    ["#c8402c", "#3a4a5a"],
    ["#2f7ab0", "#2c2c30"],
    ["#e0a020", "#3a3a3a"],
  ];
  pts.forEach(([x, y, sc], i) => {
    groundShadow(S, x + 6 * sc, y, 18 * sc, 3 * sc, "#2a2a10", 0.35, 2);
    S.add(
      place(
        person({
          pose: "walk",
          pack: "big",
          poles: i !== 1,
          hat: i === 1 ? "cap" : "beanie",
          c: {
            jacket: cols[i][0],
            pants: cols[i][1],
            pack: ["#3a4a3a", "#7a3a2a", "#2a3a5a"][i],
            skin: "#d6a07a",
            hat: "#222",
          },
        }),
        x,
        y,
        sc * 1.1,
      ),
    );
  });
  grass(S, { fn: () => 848, x0: -10, x1: 1290, h: [20, 60], color: "#4a6428", density: 1, width: 1.8 });
  vignette(S, 0.28, "#0c1a10");
});

scene("svc-3-3", "services/3-3", 1280, 853, (S) => {
  // Nalychevo cordon at blue hour: log cabins, steaming travertine stream, stars and aurora.
  sky(S, [
    [0, "#070c22"],
    [0.4, "#142246"],
    [0.7, "#2a4070"],
    [0.85, "#4a5d88"],
    [1, "#6a7aa0"],
  ]);
  stars(S, { n: 320, yMax: 480, opacity: 0.9 });
  aurora(S, { y: 260, h: 220, color: "#4dffb0", top: "#8a5cff", opacity: 0.55, bands: 2 });
  koryakskyNorth(S, 560, {
    rock: "#1e2540",
    rockLow: "#26304e",
    snow: "#8a9ac4",
    snowLow: "#6a7aa8",
    shadow: "#0c1028",
    shadowOp: 0.5,
    haze: "#3a4a74",
    hazeOp: 0.6,
    hazeFrom: 0.55,
    ribs: 18,
  });
  const h1 = ridgeFn(makeRng("s33-h1"), { base: 600, amp: 40, scale: 200 });
  range(S, { fn: h1, top: "#121a30", bottom: "#1c2640", bottomY: 680 });
  conifers(S, { fn: h1, gap: [4, 10], h: [16, 36], color: "#101828", sink: 6 });
  const g = (x) => 660 + Math.sin(x / 200) * 8;
  range(S, { fn: g, top: "#24304a", bottom: "#141a2c", bottomY: S.H });
  // cabins with warm windows
  S.add(place(cabin({ lit: true, wall: "#3a2a22", roof: "#1a1a22" }), 760, 676, 1.5));
  S.add(place(cabin({ lit: true, wall: "#33261f", roof: "#17171f", w: 100, h: 44 }), 1010, 668, 1.2));
  glow(S, 850, 640, 200, "#ffb860", 0.3, 0.2);
  glow(S, 1070, 640, 150, "#ffb860", 0.25, 0.2);
  plume(S, { x: 850, y: 560, h: 120, w: 8, wind: 0.6, color: "#8a94b0", opacity: 0.5, puffs: 10, blur: 4 });
  // orange travertine stream with steam in the foreground
  S.add(
    `<g ${S.clip(polyPath(sample(g, -10, 1290, 8), 900))}>${texture(S, { x: 0, y: 640, w: 1280, h: 220, color: "#05080f", opacity: 0.5, freq: "0.01 0.05" })}</g>`,
  );
  hotPool(S, {
    cx: 360,
    cy: 780,
    rx: 300,
    ry: 48,
    water: "#2f7f8a",
    deep: "#0f3a48",
    rim: "#a45e2a",
    stone: "#141822",
    stoneLight: "#3a4258",
  });
  glow(S, 360, 780, 260, "#5ad0d0", 0.12, 0.3);
  plume(S, {
    x: 340,
    y: 760,
    h: 300,
    w: 60,
    wind: 0.4,
    color: "#c0c8e0",
    opacity: 0.35,
    puffs: 14,
    blur: 16,
    spread: 1.4,
  });
  plume(S, {
    x: 450,
    y: 840,
    h: 300,
    w: 70,
    wind: 0.3,
    color: "#c0c8e0",
    opacity: 0.3,
    puffs: 14,
    blur: 18,
    spread: 1.4,
  });
  grass(S, { fn: () => 850, x0: -10, x1: 1290, h: [20, 60], color: "#0c1220", density: 1, width: 1.8 });
  vignette(S, 0.45, "#02030a");
});

// --- Service 4: helicopter day to the Valley of Geysers and Kurile Lake ---------------------

scene("svc-4-1", "services/4-1", 1280, 853, (S) => {
  // An Mi-8 helicopter flying over volcanic valleys.
  sky(S, [
    [0, "#3e6fa8"],
    [0.45, "#8fb4d6"],
    [0.7, "#e6e2d4"],
    [1, "#f4e6cc"],
  ]);
  glow(S, 1150, 380, 600, "#fff0c8", 0.5, 0.2);
  cloudBand(S, {
    seedKey: "ci",
    y: 120,
    h: 120,
    n: 6,
    rx: [240, 460],
    ry: [16, 34],
    freq: "0.004 0.035",
    density: 0.45,
    color: "#ffffff",
    shade: "#a7b6cc",
    opacity: 0.8,
  });
  volcano(S, {
    cones: [
      { cx: 300, top: 330, w: 420, p: 1.5, crater: 0.05 },
      { cx: 560, top: 400, w: 280, p: 1.3, noShadow: true },
    ],
    base: 560,
    light: 1,
    rock: "#6a6f80",
    rockLow: "#8c94a4",
    snow: "#fdfdfd",
    snowline: 430,
    snowJag: 25,
    shadow: "#5a6c98",
    shadowOp: 0.38,
    haze: "#d6dce4",
    hazeOp: 0.8,
    hazeFrom: 0.35,
    ribs: 22,
  });
  volcano(S, {
    cones: [{ cx: 1020, top: 380, w: 380, p: 1.2, crater: 0.14, dip: 10 }],
    base: 570,
    light: 1,
    rock: "#707684",
    rockLow: "#929aa8",
    snow: "#fbfbfb",
    snowline: 440,
    snowJag: 30,
    shadow: "#5a6c98",
    shadowOp: 0.35,
    haze: "#d8dee6",
    hazeOp: 0.82,
    hazeFrom: 0.3,
    ribs: 18,
  });
  const h1 = ridgeFn(makeRng("s41-h1"), { base: 620, amp: 90, scale: 180, ridged: 0.6 });
  range(S, {
    fn: h1,
    top: "#6c8070",
    bottom: "#a9b4a0",
    bottomY: 720,
    relief: { color: "#34463e", opacity: 0.45, dx: 18 },
    fog: { y: 700, h: 60, color: "#dfe4dc", opacity: 0.6 },
    tex: { color: "#2a3a2e", opacity: 0.3 },
  });
  plume(S, { x: 760, y: 640, h: 120, w: 24, wind: 0.8, color: "#ffffff", opacity: 0.6, puffs: 12, blur: 8 });
  const h2 = ridgeFn(makeRng("s41-h2"), { base: 760, amp: 110, scale: 220, ridged: 0.5 });
  range(S, {
    fn: h2,
    top: "#3f5a40",
    bottom: "#5d6e4a",
    bottomY: S.H,
    relief: { color: "#1c2c20", opacity: 0.5, dx: 24 },
    tex: { color: "#1a2818", opacity: 0.45, freq: "0.02 0.03" },
  });
  canopy(S, { fn: h2, r: [7, 14], color: "#3a5a3a", light: "#8aa870" });
  scrub(S, { fn: h2, n: 700, depth: 160, r: [2.5, 5], color: "#2e4a2c", opacity: 0.8, keep: 0.45 });
  // the helicopter, nose left, slight bank
  S.add(
    `<g transform="rotate(-4 560 330)">${place(helicopter({ color: "#b8482e", light: "#ffe6c8", glass: "#a8c8dc", stripe: "#ece6da", rotor: 0.28 }), 360, 330, 2.5)}</g>`,
  );
  vignette(S, 0.3, "#10202c");
});

scene("svc-4-2", "services/4-2", 1280, 853, (S) => {
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
  range(S, {
    fn: ridgeFn(makeRng("s42-far"), { base: 330, amp: 60, scale: 200, ridged: 0.4 }),
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

scene("svc-4-3", "services/4-3", 1280, 853, (S) => {
  // Kurile Lake: Ilyinsky's perfect cone and a bear fishing in the shallows.
  const hz = 520;
  const land = S.id("land");
  const landSvg = S.capture(() => {
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
    const b = ridgeFn(makeRng("s43-b"), {
      base: 512,
      amp: 26,
      scale: 160,
      peaks: [
        { x: 80, w: 300, h: 90, round: true },
        { x: 1250, w: 260, h: 70, round: true },
      ],
    });
    range(S, {
      fn: b,
      top: "#3c5048",
      bottom: "#51655a",
      bottomY: hz + 4,
      fog: { y: hz, h: 20, color: "#dcd8cc", opacity: 0.5 },
    });
    canopy(S, { fn: b, r: [4, 9], color: "#3c5048" });
  });
  S.def(`<g id="${land}">${landSvg}</g>`);
  S.add(`<use xlink:href="#${land}"/>`);
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

// --- Service 5: Avachinsky and Mutnovsky ascents --------------------------------------------

scene("svc-5-1", "services/5-1", 1280, 853, (S) => {
  // Roped team climbing the snow slope of Avachinsky towards its steaming summit.
  sky(S, [
    [0, "#143a78"],
    [0.5, "#3d78bc"],
    [0.85, "#9cc4e6"],
    [1, "#cfe2f2"],
  ]);
  volcano(S, {
    cones: [{ cx: 250, top: 300, w: 330, p: 1.6, crater: 0.03 }],
    base: 600,
    light: -1,
    rock: "#58607a",
    rockLow: "#7a88a4",
    snow: "#ffffff",
    snowline: 470,
    snowJag: 25,
    shadow: "#4a66a8",
    shadowOp: 0.4,
    haze: "#c4d6ec",
    hazeOp: 0.8,
    hazeFrom: 0.4,
    ribs: 24,
  });
  cloudSea(S, { y0: 560, y1: 700, rows: 4, color: "#ffffff", shade: "#a8bad6", seedKey: "s51" });
  // the upper slope of Avachinsky, summit at the top right
  const edge = (x) =>
    (x < 1150 ? 250 + 700 * Math.pow((1150 - x) / 1160, 1.5) : 250 + (x - 1150) * 1.1) +
    Math.sin(x / 40) * 3 +
    Math.sin(x / 11) * 1;
  const ed = polyPath(sample(edge, -10, 1290, 3), 900);
  S.add(
    `<path d="${ed}" fill="${S.lin(
      [
        [0, "#ffffff"],
        [0.6, "#eef3fb"],
        [1, "#d6e0f0"],
      ],
      { user: true, y1: 250, y2: 853 },
    )}"/>`,
  );
  const ridge = [];
  for (let k = 0; k <= 20; k++) ridge.push([1150 - k * 4 + Math.sin(k) * 4, 250 + k * 32]);
  S.add(
    `<g ${S.clip(ed)}>${texture(S, { x: 0, y: 240, w: 1280, h: 620, color: "#7c94c8", opacity: 0.45, freq: "0.003 0.02" })}` +
      `<path d="${polygon([...ridge, [1300, 900], [1300, 240]])}" fill="#5a78bc" opacity="0.4"/>` +
      `<rect x="0" y="240" width="1280" height="620" fill="${S.lin(
        [
          [0, "#ffffff", 0],
          [0.5, "#8aa4d8", 0.12],
          [1, "#6a86c0", 0.35],
        ],
        { x1: 0, y1: 0, x2: 1, y2: 1 },
      )}"/></g>`,
  );
  S.add(
    `<path d="${polyPath(sample(edge, -10, 1150, 3))}" fill="none" stroke="#ffffff" stroke-width="2" opacity="0.8"/>`,
  );
  plume(S, {
    x: 1160,
    y: 246,
    h: 220,
    w: 40,
    wind: 0.9,
    color: "#ffffff",
    shade: "#b0bcd0",
    opacity: 0.85,
    puffs: 18,
    blur: 10,
    spread: 2,
  });
  // zigzag track and the roped team
  const xs = [470, 585, 690, 785, 870];
  const team = xs.map((x, i) => [x, edge(x) + lerp(250, 70, i / 4), lerp(1.5, 0.72, i / 4)]);
  const trk = [[330, 900, 1.8]];
  team.forEach(([x, y, sc], i) => {
    trk.push([x, y, sc]);
    if (i < team.length - 1) trk.push([x - 60 * sc, (y + team[i + 1][1]) / 2 + 10 * sc, sc * 0.95]);
  });
  trk.push([940, edge(940) + 50, 0.65]);
  tracks(S, trk, { size: 3.4, color: "#8aa2d4", opacity: 0.7, spacing: 12 });
  const cols = ["#d0452a", "#f0b020", "#2f7ab0", "#d0452a", "#3a9a5a"];
  const rope = "M" + team.map(([x, y, sc]) => `${f(x + 4 * sc)},${f(y - 55 * sc)}`).join("L");
  S.add(`<path d="${rope}" fill="none" stroke="#e8c040" stroke-width="1.3" opacity="0.9"/>`);
  team.forEach(([x, y, sc], i) => {
    groundShadow(S, x - 12 * sc, y, 20 * sc, 4 * sc, "#4a66a8", 0.45, 2);
    S.add(
      place(
        person({
          pose: "walk",
          pack: true,
          poles: true,
          hat: "helmet",
          c: { jacket: cols[i], pants: "#2a2c34", pack: "#3a3f4a", skin: "#d6a07a", hat: "#e8e8e8" },
        }),
        x,
        y,
        sc,
      ),
    );
  });
  vignette(S, 0.3, "#0a1a3a");
});

scene("svc-5-2", "services/5-2", 1280, 853, (S) => {
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
  const floor = ridgeFn(makeRng("s52-f"), { base: 640, amp: 30, scale: 160 });
  range(S, {
    fn: floor,
    top: "#8a8070",
    bottom: "#5a524a",
    bottomY: S.H,
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
  const fg = ridgeFn(makeRng("s52-fg"), { base: 860, amp: 90, scale: 140, ridged: 0.6, slope: -0.06 });
  range(S, {
    fn: fg,
    top: "#2e2a28",
    bottom: "#1a1816",
    bottomY: S.H + 10,
    tex: { color: "#000000", opacity: 0.4, freq: "0.05 0.05" },
  });
  S.add(
    place(
      person({
        pose: "walk",
        pack: true,
        poles: true,
        hat: "cap",
        c: { jacket: "#d0452a", pants: "#2a2c34", skin: "#d6a07a", hat: "#222" },
      }),
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

scene("svc-5-3", "services/5-3", 1280, 853, (S) => {
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
    bottomY: S.H,
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

// --- Service 6: Avacha Bay sea fishing and Russian Bay cruise --------------------------------

scene("svc-6-1", "services/6-1", 1280, 853, (S) => {
  // The Three Brothers sea stacks at the mouth of Avacha Bay and a fishing boat.
  const hz = 560;
  const land = S.id("land");
  const landSvg = S.capture(() => {
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
    range(S, {
      fn: ridgeFn(makeRng("s61-h"), {
        base: 548,
        amp: 40,
        scale: 200,
        peaks: [{ x: 1200, w: 300, h: 60, round: true }],
      }),
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
  S.def(`<g id="${land}">${landSvg}</g>`);
  S.add(`<use xlink:href="#${land}"/>`);
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

scene("svc-6-2", "services/6-2", 1280, 853, (S) => {
  // Russian Bay: a cruise boat between steep green cliffs, a waterfall and sea birds.
  const hz = 520;
  const land = S.id("land");
  const landSvg = S.capture(() => {
    sky(S, [
      [0, "#7a90a8"],
      [0.5, "#b8c6d2"],
      [1, "#e4e8ea"],
    ]);
    cloudBand(S, {
      seedKey: "c62",
      y: 160,
      h: 180,
      n: 7,
      rx: [200, 420],
      ry: [30, 60],
      freq: "0.006 0.025",
      density: 0.6,
      color: "#f6f8fa",
      shade: "#9aa6b4",
      opacity: 0.9,
    });
    range(S, {
      fn: ridgeFn(makeRng("s62-far"), { base: 505, amp: 60, scale: 200, ridged: 0.4 }),
      top: "#7a8c90",
      bottom: "#a8b6ba",
      bottomY: hz + 4,
    });
    // left and right cliffs
    const lc = (x) => 180 + Math.pow(clamp(x / 520), 2.2) * 330 + Math.sin(x / 40) * 8;
    const rc = (x) => 230 + Math.pow(clamp((1280 - x) / 480), 2.4) * 290 + Math.sin(x / 37) * 8;
    for (const [fn, x0, x1] of [
      [rc, 780, 1290],
      [lc, -10, 540],
    ]) {
      const d = polyPath(sample(fn, x0, x1, 3), hz + 4);
      S.add(
        `<path d="${d}" fill="${S.lin([
          [0, "#4e6a3e"],
          [0.3, "#4a5a40"],
          [1, "#3a3a36"],
        ])}"/>`,
      );
      S.add(
        `<g ${S.clip(d)}><rect x="${x0}" y="150" width="${x1 - x0}" height="380" fill="${S.lin(
          [
            [0, "#6a6a62", 0],
            [0.45, "#6a6a62", 0],
            [0.7, "#6e6c66", 0.85],
            [1, "#4a4844", 0.95],
          ],
          { user: true, y1: 150, y2: 530 },
        )}"/>${texture(S, { x: x0, y: 150, w: x1 - x0, h: 380, color: "#1e2420", opacity: 0.6, freq: "0.06 0.01" })}${texture(S, { x: x0, y: 150, w: x1 - x0, h: 380, color: "#b8b8a8", opacity: 0.4, freq: "0.05 0.015", invert: true })}</g>`,
      );
      canopy(S, { fn: (x) => fn(x) + 6, x0, x1, r: [6, 12], color: "#4a6a3a", light: "#8aaa6a", lift: 0.2 });
    }
    // waterfall on the left cliff
    S.add(
      `<path d="M300,${f(lc(300) + 20)}Q306,380 298,${hz}M296,${f(lc(300) + 26)}Q300,380 290,${hz}M304,${f(lc(300) + 30)}Q310,390 306,${hz}" stroke="#f4f8fa" stroke-width="4" fill="none" opacity="0.8" ${S.blur(0.8)}/>`,
    );
    S.add(`<ellipse cx="298" cy="${hz - 6}" rx="30" ry="10" fill="#ffffff" opacity="0.6" ${S.blur(5)}/>`);
    // sea mist at the foot of the cliffs
    S.add(`<rect x="0" y="${hz - 40}" width="1280" height="44" fill="#e4e8ea" opacity="0.5" ${S.blur(10)}/>`);
  });
  S.def(`<g id="${land}">${landSvg}</g>`);
  S.add(`<use xlink:href="#${land}"/>`);
  water(S, {
    horizon: hz,
    land,
    reflectOp: 0.75,
    tintTop: "#3a5058",
    tintBottom: "#122028",
    tintTopOp: 0.3,
    tintBottomOp: 0.75,
    ripples: 480,
    rippleLight: "#eef2f2",
    rippleDark: "#10202a",
    rippleOp: 0.35,
    disp: 20,
    dispFreq: "0.006 0.06",
  });
  gulls(S, { x: 900, y: 320, n: 9, spread: 300, size: 10, color: "#2a2e34" });
  gulls(S, { x: 300, y: 240, n: 4, spread: 160, size: 8, color: "#3a3e44" });
  // cruise boat heading out
  const bx = 560;
  const by = 690;
  S.add(
    `<path d="M${bx - 6},${by}Q${bx - 220},${by + 16} ${bx - 460},${by + 70}L${bx - 440},${by + 50}Q${bx - 220},${by} ${bx - 6},${by - 10}Z" fill="#ffffff" opacity="0.45" ${S.blur(2)}/>`,
  );
  S.add(
    place(
      boat({ size: "big", hull: "#f2f0ea", cabin: "#f6f4ee", trim: "#a83a2a", win: "#2a3a4a" }),
      bx,
      by,
      1.25,
    ),
  );
  S.add(
    `<ellipse cx="${bx + 140}" cy="${by + 5}" rx="160" ry="7" fill="#0a1a22" opacity="0.35" ${S.blur(2)}/>`,
  );
  vignette(S, 0.3, "#0a1418");
});

scene("svc-6-3", "services/6-3", 1280, 853, (S) => {
  // Sea fishing at sunset: a small boat, a bent rod and dark headlands.
  const hz = 540;
  const land = S.id("land");
  const landSvg = S.capture(() => {
    sky(S, [
      [0, "#2a1e44"],
      [0.3, "#7a3a5a"],
      [0.5, "#d8603e"],
      [0.6, "#f8983c"],
      [0.65, "#ffc868"],
      [1, "#ffd88a"],
    ]);
    sun(S, 520, 520, 28, "#fff6d8", "#ffa040", 1.4);
    cloudBand(S, {
      seedKey: "c63",
      y: 300,
      h: 200,
      n: 8,
      rx: [220, 460],
      ry: [10, 24],
      freq: "0.004 0.05",
      density: 0.55,
      color: "#ffb070",
      shade: "#5a2a4a",
      opacity: 0.9,
    });
    const hd = (x) => 560 - Math.pow(clamp((x - 860) / 420), 0.7) * 300 + Math.sin(x / 17) * 4;
    range(S, { fn: hd, x0: 840, x1: 1290, top: "#1e1220", bottom: "#2a1622", bottomY: hz + 4 });
    seaStack(S, {
      x: 830,
      base: hz + 2,
      w: 50,
      h: 110,
      color: "#1e1220",
      light: "#3a2030",
      lightDir: -1,
      cap: "#1e1220",
    });
  });
  S.def(`<g id="${land}">${landSvg}</g>`);
  S.add(`<use xlink:href="#${land}"/>`);
  water(S, {
    horizon: hz,
    land,
    reflectOp: 0.8,
    tintTop: "#5a2a3a",
    tintBottom: "#140a18",
    tintTopOp: 0.25,
    tintBottomOp: 0.85,
    ripples: 520,
    rippleLight: "#ffc080",
    rippleDark: "#14081a",
    rippleOp: 0.4,
    disp: 22,
    dispFreq: "0.006 0.06",
    glitter: { x: 520, w: 40, color: "#ffe0a0", n: 360, opacity: 0.95, spread: 5 },
  });
  gulls(S, { x: 320, y: 260, n: 5, spread: 200, size: 11, color: "#1a0e18" });
  // boat and angler with a bent rod
  const bx = 640;
  const by = 720;
  S.add(
    place(
      person({
        pose: "stand",
        hat: "cap",
        c: { body: "#120a12" },
        rod: { tipX: 120, tipY: -150, color: "#120a12", bend: -40 },
        line: { d: "M120,-150Q150,-60 175,20", color: "#ffd8a0", width: 0.9, opacity: 0.8 },
      }),
      bx + 110,
      by - 14,
      1.1,
    ),
  );
  S.add(place(person({ pose: "sit", hat: "beanie", c: { body: "#120a12" } }), bx + 40, by - 14, 1.0, true));
  S.add(place(boat({ hull: "#120a12", cabin: "#1a0e16", trim: "#0a060a", win: "#3a2a30" }), bx, by, 1.5));
  vignette(S, 0.45, "#0a040a");
});

// --- Categories -----------------------------------------------------------------------------

scene("cat-hunting", "categories/hunting", 1280, 853, (S) => {
  // A big brown bear on a misty river bank at dawn, taiga behind.
  const hz = 600;
  const land = S.id("land");
  const landSvg = S.capture(() => {
    sky(S, [
      [0, "#3a4a6a"],
      [0.4, "#8a8aa0"],
      [0.65, "#e0b08e"],
      [0.78, "#f8d0a0"],
      [1, "#fce0b8"],
    ]);
    glow(S, 300, 520, 600, "#ffd0a0", 0.55, 0.2);
    volcano(S, {
      cones: [{ cx: 980, top: 250, w: 380, p: 1.5, crater: 0.04 }],
      base: 520,
      light: -1,
      rock: "#6a6078",
      rockLow: "#8a7888",
      snow: "#ffe8dc",
      snowline: 370,
      snowJag: 25,
      shadow: "#4a4a80",
      shadowOp: 0.42,
      haze: "#d8b4a8",
      hazeOp: 0.8,
      hazeFrom: 0.35,
      ribs: 22,
    });
    const f1 = ridgeFn(makeRng("ch-f1"), { base: 540, amp: 40, scale: 200 });
    range(S, { fn: f1, top: "#7a7088", bottom: "#a48c94", bottomY: 620 });
    conifers(S, { fn: f1, gap: [4, 9], h: [18, 34], color: "#7a7088", sink: 4 });
    S.add(`<rect x="0" y="540" width="1280" height="50" fill="#f0d0b8" opacity="0.55" ${S.blur(10)}/>`);
    const f2 = ridgeFn(makeRng("ch-f2"), { base: 590, amp: 20, scale: 150 });
    range(S, { fn: f2, top: "#3a3848", bottom: "#4a4450", bottomY: hz + 4 });
    conifers(S, { fn: f2, gap: [6, 14], h: [40, 90], wRatio: 0.24, color: "#3a3848", sink: 6 });
    S.add(`<rect x="0" y="${hz - 30}" width="1280" height="34" fill="#f4dcc4" opacity="0.5" ${S.blur(8)}/>`);
  });
  S.def(`<g id="${land}">${landSvg}</g>`);
  S.add(`<use xlink:href="#${land}"/>`);
  water(S, {
    horizon: hz,
    land,
    reflectOp: 0.85,
    tintTop: "#6a5a68",
    tintBottom: "#1a1a24",
    tintTopOp: 0.2,
    tintBottomOp: 0.7,
    ripples: 300,
    rippleLight: "#ffe4c8",
    rippleDark: "#1a1620",
    rippleOp: 0.3,
    disp: 10,
  });
  // mist on the river
  S.add(`<ellipse cx="500" cy="${hz + 14}" rx="700" ry="26" fill="#f8e4d0" opacity="0.45" ${S.blur(14)}/>`);
  // near gravel bank with the bear
  const bank = (x) =>
    700 +
    Math.pow(clamp((1280 - x) / 1280), 1.2) * -40 +
    Math.sin(x / 70) * 6 +
    (x > 700 ? (x - 700) * -0.05 : 0);
  range(S, {
    fn: bank,
    top: "#6a5a50",
    bottom: "#2a2220",
    bottomY: S.H,
    tex: { color: "#1a1410", opacity: 0.55, freq: "0.03 0.08" },
  });
  S.add(
    `<path d="${polyPath(sample(bank, -10, 1290, 6))}" stroke="#f4e0c8" stroke-width="2" fill="none" opacity="0.5"/>`,
  );
  grass(S, {
    fn: (x) => bank(x) + 30,
    x0: 950,
    x1: 1290,
    h: [30, 90],
    color: "#2a241c",
    density: 1.2,
    width: 1.8,
  });
  groundShadow(S, 640, bank(640) + 6, 200, 12, "#1a1210", 0.5, 4);
  const by = bank(640) + 4;
  S.add(place(bear({ color: "#2e1e14", far: "#1a100a", rim: "#ffd49a" }), 440, by, 3.6));
  // fur: streaky noise and a warm back-light, masked to the bear's shape
  S.def(`<mask id="bearmask">${place(bear({ color: "#ffffff", far: "#ffffff" }), 440, by, 3.6)}</mask>`);
  S.add(
    `<g mask="url(#bearmask)">${texture(S, { x: 440, y: by - 250, w: 420, h: 260, color: "#6a4a30", opacity: 0.55, freq: "0.08 0.03", invert: true })}` +
      `<rect x="440" y="${f(by - 250)}" width="420" height="260" fill="${S.lin([
        [0, "#f0b070", 0.35],
        [0.35, "#f0b070", 0],
        [1, "#000000", 0.3],
      ])}"/></g>`,
  );
  vignette(S, 0.45, "#120c0c");
});

scene("cat-fishing", "categories/fishing", 1280, 853, (S) => {
  // A fisherman in a wooden boat on a misty lake at sunrise.
  const hz = 540;
  const land = S.id("land");
  const landSvg = S.capture(() => {
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
    range(S, {
      fn: ridgeFn(makeRng("cf-far"), {
        base: 500,
        amp: 110,
        scale: 220,
        ridged: 0.6,
        peaks: [{ x: 300, w: 260, h: 90 }],
      }),
      top: "#9a8aa8",
      bottom: "#d8b4b0",
      bottomY: hz + 4,
      snow: { line: 420, color: "#fbe4dc", opacity: 0.8, jag: 30 },
    });
    const b = ridgeFn(makeRng("cf-b"), { base: 528, amp: 16, scale: 120 });
    range(S, { fn: b, top: "#5a5068", bottom: "#6a5a70", bottomY: hz + 4 });
    conifers(S, { fn: b, gap: [4, 10], h: [18, 40], color: "#5a5068", sink: 4 });
  });
  S.def(`<g id="${land}">${landSvg}</g>`);
  S.add(`<use xlink:href="#${land}"/>`);
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

scene("cat-recreation", "categories/recreation", 1280, 853, (S) => {
  // Kayaking on a turquoise crater lake with a volcano reflected in it.
  const hz = 520;
  const land = S.id("land");
  const landSvg = S.capture(() => {
    sky(S, [
      [0, "#2a64aa"],
      [0.5, "#78aadc"],
      [1, "#cfe4f2"],
    ]);
    cloudBand(S, {
      seedKey: "cr",
      y: 160,
      h: 140,
      n: 6,
      rx: [110, 220],
      ry: [40, 80],
      freq: "0.012 0.02",
      density: 0.55,
      color: "#ffffff",
      shade: "#a4b6d0",
      opacity: 0.95,
      lift: 0.3,
    });
    volcano(S, {
      cones: [{ cx: 640, top: 170, w: 460, p: 1.5, crater: 0.05, dip: 4, lean: 0.12 }],
      base: 500,
      light: -1,
      rock: "#4e5462",
      rockLow: "#6a7060",
      snow: "#ffffff",
      snowLow: "#e8eef6",
      snowline: 300,
      snowJag: 35,
      shadow: "#3e5490",
      shadowOp: 0.4,
      haze: "#b8cce0",
      hazeOp: 0.55,
      hazeFrom: 0.6,
    });
    const b = ridgeFn(makeRng("cr-b"), {
      base: 505,
      amp: 40,
      scale: 160,
      peaks: [
        { x: 60, w: 260, h: 120, round: true },
        { x: 1240, w: 300, h: 140, round: true },
      ],
    });
    range(S, {
      fn: b,
      top: "#3e6a40",
      bottom: "#5a7a44",
      bottomY: hz + 4,
      relief: { color: "#1c3420", opacity: 0.45, dx: -16 },
      tex: { color: "#1c3420", opacity: 0.35, freq: "0.03 0.04" },
    });
    canopy(S, { fn: b, r: [5, 10], color: "#3e6a40", light: "#8ab060" });
  });
  S.def(`<g id="${land}">${landSvg}</g>`);
  S.add(`<use xlink:href="#${land}"/>`);
  water(S, {
    horizon: hz,
    land,
    reflectOp: 0.9,
    tintTop: "#2aa0a0",
    tintBottom: "#0a5060",
    tintTopOp: 0.35,
    tintBottomOp: 0.7,
    ripples: 360,
    rippleLight: "#e8ffff",
    rippleDark: "#0a3a44",
    rippleOp: 0.3,
    disp: 8,
  });
  // kayakers and their wakes
  for (const [x, y, sc, col, jc, flip] of [
    [560, 700, 1.9, "#e2572b", "#f2c23a", false],
    [860, 610, 1.2, "#f0c020", "#d0452a", false],
  ]) {
    S.add(
      `<path d="M${x + 4},${y}Q${x - 40 * sc},${y + 6 * sc} ${x - 85 * sc},${y + 13 * sc}M${x + 4},${y}Q${x - 40 * sc},${y - 2 * sc} ${x - 85 * sc},${y - 5 * sc}" stroke="#e8ffff" stroke-width="${f(1.1 * sc)}" opacity="0.3" fill="none" ${S.blur(1)}/>`,
    );
    S.add(
      `<ellipse cx="${x + 60 * sc}" cy="${y + 2}" rx="${f(70 * sc)}" ry="${f(4 * sc)}" fill="#06303a" opacity="0.35" ${S.blur(2)}/>`,
    );
    S.add(
      place(
        kayak({ color: col, person: { body: "#1a1c22", jacket: jc, skin: "#d6a07a", hat: "#2a2a2a" } }),
        x,
        y,
        sc,
        flip,
      ),
    );
  }
  vignette(S, 0.28, "#06202a");
});

scene("cat-tours", "categories/tours", 1280, 853, (S) => {
  // Black-sand Pacific beach with surf, volcanoes inland and walkers at the tide line.
  sky(S, [
    [0, "#3c6aa4"],
    [0.45, "#94b6d6"],
    [0.75, "#e8e0d4"],
    [1, "#f0e6d8"],
  ]);
  cloudBand(S, {
    seedKey: "ct",
    y: 180,
    h: 140,
    n: 6,
    rx: [200, 420],
    ry: [20, 40],
    freq: "0.005 0.03",
    density: 0.5,
    color: "#ffffff",
    shade: "#a6b4c8",
    opacity: 0.9,
  });
  volcano(S, {
    cones: [{ cx: 420, top: 210, w: 400, p: 1.6, crater: 0.03 }],
    base: 470,
    light: 1,
    rock: "#5e6678",
    rockLow: "#7c8698",
    snow: "#ffffff",
    snowline: 330,
    snowJag: 25,
    shadow: "#4e66a0",
    shadowOp: 0.38,
    haze: "#cdd8e4",
    hazeOp: 0.8,
    hazeFrom: 0.4,
    ribs: 24,
  });
  const av = volcano(S, {
    cones: [{ cx: 820, top: 280, w: 360, p: 1.3, crater: 0.09, dip: 4 }],
    base: 480,
    light: 1,
    rock: "#5a6070",
    rockLow: "#7a8292",
    snow: "#ffffff",
    snowline: 370,
    snowJag: 25,
    shadow: "#4e66a0",
    shadowOp: 0.36,
    haze: "#d2dce6",
    hazeOp: 0.82,
    hazeFrom: 0.35,
    ribs: 20,
  });
  plume(S, {
    x: av.summit[0] + 4,
    y: av.summit[1],
    h: 140,
    w: 20,
    wind: 1.2,
    color: "#ffffff",
    opacity: 0.7,
    puffs: 14,
    blur: 6,
  });
  const h = ridgeFn(makeRng("ct-h"), { base: 500, amp: 30, scale: 200 });
  range(S, { fn: h, top: "#5e7266", bottom: "#7a8a78", bottomY: 560 });
  canopy(S, { fn: h, r: [4, 8], color: "#5a6e60" });
  // ocean to the horizon, shoreline running diagonally towards the viewer on the left
  S.add(
    `<path d="M-10,540H1290V870H-10Z" fill="${S.lin(
      [
        [0, "#2c4c6c"],
        [0.3, "#3a6684"],
        [1, "#4e8496"],
      ],
      { user: true, y1: 540, y2: 870 },
    )}"/>`,
  );
  S.add(
    `<g ${S.clip("M-10,540H1290V870H-10Z")}>${texture(S, { x: 0, y: 540, w: 1280, h: 330, color: "#e8f2f4", opacity: 0.25, freq: "0.004 0.06", invert: true })}</g>`,
  );
  const sandTop = (x) => 590 + Math.pow(clamp(1 - x / 1280), 1.3) * 250 + Math.sin(x / 140) * 5;
  const rng = S.rng;
  // rows of breaking surf parallel to the shore
  for (let r = 7; r >= 0; r--) {
    const off = r * 26 + 6;
    const pts = sample(
      (x) =>
        Math.max(
          548,
          sandTop(x) - off * (0.3 + clamp(1 - x / 1280) * 0.9) + Math.sin(x / (50 + r * 13) + r) * 3,
        ),
      -10,
      1290,
      6,
    );
    const u = 1 - r / 7;
    const dash =
      r > 1
        ? ` stroke-dasharray="${rng.int(80, 260)} ${rng.int(20, 90)} ${rng.int(40, 200)} ${rng.int(10, 60)}" stroke-dashoffset="${rng.int(0, 300)}"`
        : "";
    S.add(
      `<path d="${polyPath(pts)}" stroke="#f4f8fa" stroke-width="${f(1.5 + u * 5)}" fill="none" opacity="${(0.25 + u * 0.55).toFixed(2)}"${dash} ${S.blur(1 + u * 1.5)}/>`,
    );
  }
  const sandD = polyPath(sample(sandTop, -10, 1290, 6), 870);
  S.add(
    `<path d="${sandD}" fill="${S.lin([
      [0, "#46423e"],
      [0.25, "#2a2826"],
      [1, "#121110"],
    ])}"/>`,
  );
  S.add(
    `<g ${S.clip(sandD)}>${texture(S, { x: 0, y: 560, w: 1280, h: 300, color: "#8a8680", opacity: 0.3, freq: "0.006 0.09", invert: true })}` +
      `<path d="${polyPath(sample((x) => sandTop(x) + 14, -10, 1290, 6))}" stroke="#9ab4c0" stroke-width="26" fill="none" opacity="0.35" ${S.blur(6)}/></g>`,
  );
  // foam wash at the waterline
  S.add(
    `<path d="${polyPath(sample((x) => sandTop(x) + 2 + Math.sin(x / 40) * 2, -10, 1290, 6))}" stroke="#f0f4f6" stroke-width="4" fill="none" opacity="0.8" ${S.blur(1.2)}/>`,
  );
  // walkers along the wet sand and their reflections
  for (const [x, sc, jc] of [
    [860, 1.25, "#d0452a"],
    [930, 1.15, "#2f7ab0"],
    [1010, 1.05, "#e0a020"],
  ]) {
    const y = sandTop(x) + 46;
    S.add(
      `<g opacity="0.3" ${S.blur(1.5)} transform="translate(${x} ${y}) scale(${-sc} ${-sc * 0.8})">${person({ pose: "walk", pack: true, hat: "cap", c: { body: "#141414" } })}</g>`,
    );
    S.add(
      place(
        person({
          pose: "walk",
          pack: true,
          hat: "cap",
          c: { jacket: jc, pants: "#2a2a2e", skin: "#d6a07a", hat: "#222", pack: "#3a3a3a" },
        }),
        x,
        y,
        sc,
        true,
      ),
    );
  }
  gulls(S, { x: 300, y: 330, n: 5, spread: 200, size: 9, color: "#2a3038" });
  vignette(S, 0.3, "#0c1420");
});

// --- Team portraits -------------------------------------------------------------------------

function portrait(S, o) {
  const { bg, mtn, jacket, collar, skin, hair, hat, beard = null, glasses = false, hood = false, seed } = o;
  sky(S, bg);
  // soft out-of-focus landscape behind
  const g = S.capture(() => {
    volcano(S, {
      cones: [{ cx: seed % 2 ? 330 : 150, top: 150, w: 260, p: 1.5 }],
      base: 330,
      light: -1,
      rock: mtn[0],
      rockLow: mtn[1],
      snow: "#ffffff",
      snowline: 230,
      snowJag: 20,
      shadow: mtn[2],
      shadowOp: 0.35,
      haze: mtn[1],
      hazeOp: 0.6,
      hazeFrom: 0.5,
      ribs: 14,
    });
    range(S, {
      fn: ridgeFn(makeRng(`p${seed}`), { base: 360, amp: 40, scale: 120 }),
      top: mtn[3],
      bottom: mtn[3],
      bottomY: 480,
    });
  });
  S.add(`<g ${S.blur(5)}>${g}</g>`);
  const cx = 240;
  // shoulders and jacket
  const body = `M40,490C48,420 90,378 160,360C186,354 206,346 212,334L268,334C274,346 294,354 320,360C390,378 432,420 440,490Z`;
  if (hood)
    S.add(
      `<path d="M150,370C150,300 190,262 240,262C290,262 330,300 330,370Z" fill="${darken(jacket, 0.25)}"/>`,
    );
  S.add(
    `<path d="${body}" fill="${S.lin(
      [
        [0, lighten(jacket, 0.12)],
        [1, darken(jacket, 0.25)],
      ],
      { x1: 0, y1: 0, x2: 1, y2: 1 },
    )}"/>`,
  );
  S.add(`<path d="M40,490C48,420 90,378 160,360L180,490Z" fill="#ffffff" opacity="0.08"/>`);
  // neck
  S.add(`<path d="M212,300L268,300L270,350Q240,366 210,350Z" fill="${darken(skin, 0.18)}"/>`);
  // collar
  S.add(`<path d="M196,336Q240,380 284,336L300,352Q240,410 180,352Z" fill="${collar}"/>`);
  S.add(`<path d="M240,372V490" stroke="${darken(jacket, 0.45)}" stroke-width="3"/>`);
  S.add(
    `<path d="M120,420Q130,450 128,490M360,420Q350,450 352,490" stroke="${darken(jacket, 0.3)}" stroke-width="3" fill="none" opacity="0.6"/>`,
  );
  // head
  S.add(
    `<ellipse cx="${cx - 62}" cy="228" rx="11" ry="18" fill="${darken(skin, 0.08)}"/><ellipse cx="${cx + 62}" cy="228" rx="11" ry="18" fill="${darken(skin, 0.12)}"/>`,
  );
  S.add(
    `<ellipse cx="${cx}" cy="218" rx="64" ry="80" fill="${S.lin(
      [
        [0, lighten(skin, 0.08)],
        [1, darken(skin, 0.12)],
      ],
      { x1: 0, y1: 0, x2: 1, y2: 0.3 },
    )}"/>`,
  );
  S.add(
    `<ellipse cx="${cx + 24}" cy="230" rx="40" ry="64" fill="${darken(skin, 0.3)}" opacity="0.18" ${S.blur(8)}/>`,
  );
  // minimal features: brows, nose shadow, mouth line
  S.add(
    `<path d="M${cx - 40},${198}q14,-7 26,-2M${cx + 14},${196}q14,-5 26,2" stroke="${darken(hair, 0.1)}" stroke-width="5" stroke-linecap="round" fill="none"/>`,
  );
  S.add(
    `<ellipse cx="${cx - 24}" cy="214" rx="5" ry="4" fill="#2a2220"/><ellipse cx="${cx + 26}" cy="214" rx="5" ry="4" fill="#2a2220"/>`,
  );
  S.add(
    `<path d="M${cx + 2},218q6,22 -2,30q-6,2 -10,-2" stroke="${darken(skin, 0.3)}" stroke-width="3" fill="none" stroke-linecap="round"/>`,
  );
  if (glasses)
    S.add(
      `<path d="M${cx - 52},206h42q4,0 4,6q0,16 -22,16q-24,0 -24,-22ZM${cx + 8},206h42q4,0 2,6q-2,16 -22,16q-22,0 -22,-22ZM${cx - 10},210h18" fill="#1a2430" stroke="#0a0a0a" stroke-width="3"/>`,
    );
  if (beard)
    S.add(
      `<path d="M${cx - 62},228Q${cx - 60},300 ${cx},304Q${cx + 60},300 ${cx + 62},228Q${cx + 50},262 ${cx + 28},262Q${cx},252 ${cx - 28},262Q${cx - 50},262 ${cx - 62},228Z" fill="${beard}"/><path d="M${cx - 16},272q16,6 32,0" stroke="${darken(skin, 0.4)}" stroke-width="3" fill="none"/>`,
    );
  else
    S.add(
      `<path d="M${cx - 18},272q18,8 36,0" stroke="${darken(skin, 0.35)}" stroke-width="3.5" fill="none" stroke-linecap="round"/>`,
    );
  // hair and hats
  if (hat.type === "beanie") {
    S.add(
      `<path d="M${cx - 68},190C${cx - 70},110 ${cx - 30},96 ${cx},96C${cx + 30},96 ${cx + 70},110 ${cx + 68},190Z" fill="${hat.color}"/>`,
    );
    S.add(`<rect x="${cx - 70}" y="166" width="140" height="30" rx="12" fill="${darken(hat.color, 0.18)}"/>`);
    let rib = "";
    for (let x = cx - 64; x <= cx + 64; x += 8) rib += `M${x},170v22`;
    S.add(`<path d="${rib}" stroke="${darken(hat.color, 0.35)}" stroke-width="2" opacity="0.5"/>`);
  } else if (hat.type === "cap") {
    S.add(
      `<path d="M${cx - 66},196C${cx - 70},130 ${cx - 30},116 ${cx},116C${cx + 40},116 ${cx + 68},136 ${cx + 66},180Z" fill="${hat.color}"/>`,
    );
    S.add(
      `<path d="M${cx - 70},186Q${cx},170 ${cx + 66},176Q${cx + 110},182 ${cx + 116},194Q${cx + 60},190 ${cx - 66},200Z" fill="${darken(hat.color, 0.25)}"/>`,
    );
    S.add(
      `<path d="M${cx - 60},200Q${cx - 72},240 ${cx - 56},270" stroke="${hair}" stroke-width="14" fill="none" stroke-linecap="round"/>`,
    );
  } else if (hat.type === "brim") {
    S.add(`<ellipse cx="${cx}" cy="168" rx="118" ry="22" fill="${darken(hat.color, 0.15)}"/>`);
    S.add(
      `<path d="M${cx - 62},170C${cx - 62},108 ${cx - 30},92 ${cx},92C${cx + 30},92 ${cx + 62},108 ${cx + 62},170Z" fill="${hat.color}"/>`,
    );
    S.add(
      `<path d="M${cx - 62},156Q${cx},164 ${cx + 62},156V168Q${cx},176 ${cx - 62},168Z" fill="${darken(hat.color, 0.4)}"/>`,
    );
  } else if (hat.type === "hood") {
    S.add(
      `<path d="M${cx - 66},200C${cx - 72},130 ${cx - 30},128 ${cx},130C${cx + 30},128 ${cx + 72},130 ${cx + 66},200C${cx + 56},150 ${cx - 56},150 ${cx - 66},200Z" fill="${hair}"/>`,
    );
    S.add(
      `<path d="M${cx - 96},330C${cx - 110},170 ${cx - 60},118 ${cx},116C${cx + 60},118 ${cx + 110},170 ${cx + 96},330L${cx + 70},320C${cx + 84},200 ${cx + 50},148 ${cx},146C${cx - 50},148 ${cx - 84},200 ${cx - 70},320Z" fill="${hat.color}"/>`,
    );
  }
  vignette(S, 0.35, "#000000");
}

scene("team-1", "team/1", 480, 480, (S) =>
  portrait(S, {
    seed: 1,
    bg: [
      [0, "#3c6ea8"],
      [1, "#b8d2ea"],
    ],
    mtn: ["#5a6478", "#9aaac0", "#3e5488", "#4a6a50"],
    jacket: "#d2602a",
    collar: "#2a2a2e",
    skin: "#d8a47e",
    hair: "#4a3020",
    hat: { type: "beanie", color: "#2a3a5a" },
    beard: "#5a3a24",
  }),
);
scene("team-2", "team/2", 480, 480, (S) =>
  portrait(S, {
    seed: 2,
    bg: [
      [0, "#5a4a7a"],
      [0.6, "#e89a7a"],
      [1, "#ffd8a8"],
    ],
    mtn: ["#6a5a7a", "#c08a90", "#3a3a6a", "#4a3a50"],
    jacket: "#1f7a80",
    collar: "#e8e0d0",
    skin: "#e2b48e",
    hair: "#6a3a20",
    hat: { type: "cap", color: "#c8402c" },
  }),
);
scene("team-3", "team/3", 480, 480, (S) =>
  portrait(S, {
    seed: 3,
    bg: [
      [0, "#7a9ac0"],
      [1, "#eef2f6"],
    ],
    mtn: ["#8a96aa", "#d8e0ea", "#6a7ca8", "#c8d4e2"],
    jacket: "#b8242a",
    collar: "#1a1a1e",
    skin: "#c88e6a",
    hair: "#1e1814",
    hat: { type: "hood", color: "#b8242a" },
    glasses: true,
  }),
);
scene("team-4", "team/4", 480, 480, (S) =>
  portrait(S, {
    seed: 4,
    bg: [
      [0, "#4a6a4a"],
      [1, "#c8d8b0"],
    ],
    mtn: ["#5a6a5a", "#9aae90", "#3a5a4a", "#2e4a30"],
    jacket: "#5a6a34",
    collar: "#3a2a1c",
    skin: "#d6a682",
    hair: "#8a8a88",
    hat: { type: "brim", color: "#8a6a42" },
    beard: "#a8a6a0",
  }),
);

// ---------------------------------------------------------------------------------------------
// Rendering and output
// ---------------------------------------------------------------------------------------------

async function rasterise(svg) {
  return sharp(Buffer.from(svg), { limitInputPixels: false }).png().toBuffer();
}

async function writeImage(png, file, w, h, { avif = true, webp = true, jpeg = null } = {}) {
  await fs.mkdir(path.dirname(file), { recursive: true });
  const img = () => sharp(png).resize(w, h, { fit: "cover", kernel: "lanczos3" });
  const jobs = [];
  if (webp) jobs.push(img().webp({ quality: 72, effort: 5, smartSubsample: true }).toFile(`${file}.webp`));
  if (avif)
    jobs.push(img().avif({ quality: 50, effort: 4, chromaSubsampling: "4:2:0" }).toFile(`${file}.avif`));
  if (jpeg) jobs.push(img().jpeg({ quality: jpeg, mozjpeg: true, progressive: true }).toFile(`${file}.jpg`));
  await Promise.all(jobs);
}

// ---------------------------------------------------------------------------------------------
// Hero video
// ---------------------------------------------------------------------------------------------

function ffmpeg(args) {
  const r = spawnSync("/usr/bin/ffmpeg", ["-hide_banner", "-loglevel", "error", "-y", ...args], {
    stdio: "inherit",
  });
  if (r.status !== 0) throw new Error(`ffmpeg failed: ${args.join(" ")}`);
}

async function renderHeroVideo() {
  const FPS = 24;
  const N = FPS * 8;
  const VW = 1280;
  const VH = 720;
  const LIMIT = 2.5 * 1024 * 1024;
  const t0 = Date.now();
  const tmp = await fs.mkdtemp(path.join(os.tmpdir(), "hero-frames-"));
  try {
    // Pass 1: build once to find the static parts, rasterise each of them once at video scale.
    const S0 = new Scene("hero-poster", 1920, 1080);
    S0.cache = new Map();
    heroScene(S0, 0);
    const scale = VW / 1920;
    const defs = S0.defs.join("");
    const cache = new Map();
    for (const r of S0.requests) {
      const x0 = Math.floor(r.box.x);
      const y0 = Math.floor(r.box.y);
      const pw = Math.ceil((r.box.x + r.box.w - x0) * scale);
      const ph = Math.ceil((r.box.y + r.box.h - y0) * scale);
      const bw = pw / scale;
      const bh = ph / scale;
      const svg = `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="${pw}" height="${ph}" viewBox="${x0} ${y0} ${bw} ${bh}"><defs>${defs}</defs>${r.frag}</svg>`;
      const png = await rasterise(svg);
      cache.set(r.key, {
        x: x0,
        y: y0,
        w: bw,
        h: bh,
        href: `data:image/png;base64,${png.toString("base64")}`,
      });
    }
    console.log(`hero video: ${cache.size} static sprites in ${Date.now() - t0} ms`);
    if (args.has("--frames-preview")) {
      await fs.mkdir(PREVIEW_DIR, { recursive: true });
      for (const i of [0, 60, 120, 191]) {
        const t1 = Date.now();
        const S = new Scene("hero-poster", 1920, 1080);
        S.cache = cache;
        heroScene(S, i / N);
        await sharp(Buffer.from(S.svg(VW, VH)))
          .png()
          .toFile(path.join(PREVIEW_DIR, `frame-${i}.png`));
        console.log(`frame ${i}: ${Date.now() - t1} ms`);
      }
      return;
    }
    // Pass 2: every frame, two at a time.
    let next = 0;
    const worker = async () => {
      while (next < N) {
        const i = next++;
        const S = new Scene("hero-poster", 1920, 1080);
        S.cache = cache;
        heroScene(S, i / N);
        await sharp(Buffer.from(S.svg(VW, VH)), { limitInputPixels: false })
          .png({ compressionLevel: 1 })
          .toFile(path.join(tmp, `f${String(i).padStart(4, "0")}.png`));
      }
    };
    await Promise.all([worker(), worker()]);
    console.log(`hero video: ${N} frames in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
    const input = ["-framerate", String(FPS), "-i", path.join(tmp, "f%04d.png")];
    const mp4 = path.join(OUT, "hero", "hero.mp4");
    const webm = path.join(OUT, "hero", "hero.webm");
    await fs.mkdir(path.dirname(mp4), { recursive: true });
    for (let crf = 26; ; crf += 2) {
      ffmpeg([
        ...input,
        "-an",
        "-c:v",
        "libx264",
        "-preset",
        "slow",
        "-crf",
        String(crf),
        "-pix_fmt",
        "yuv420p",
        "-profile:v",
        "high",
        "-movflags",
        "+faststart",
        mp4,
      ]);
      const size = (await fs.stat(mp4)).size;
      console.log(`hero.mp4 crf ${crf}: ${(size / 1024).toFixed(0)} KB`);
      if (size < LIMIT || crf >= 40) break;
    }
    for (let crf = 36; ; crf += 3) {
      ffmpeg([
        ...input,
        "-an",
        "-c:v",
        "libvpx-vp9",
        "-b:v",
        "0",
        "-crf",
        String(crf),
        "-pix_fmt",
        "yuv420p",
        "-row-mt",
        "1",
        "-deadline",
        "good",
        "-cpu-used",
        "2",
        webm,
      ]);
      const size = (await fs.stat(webm)).size;
      console.log(`hero.webm crf ${crf}: ${(size / 1024).toFixed(0)} KB`);
      if (size < LIMIT || crf >= 55) break;
    }
  } finally {
    await fs.rm(tmp, { recursive: true, force: true });
  }
  console.log(`hero video done in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
}

async function main() {
  const t0 = Date.now();
  for (const sc of SCENES) {
    if (ONLY ? !ONLY.has(sc.key) : !sc.out) continue;
    const t1 = Date.now();
    const S = new Scene(sc.key, sc.w, sc.h);
    sc.build(S);
    const png = await rasterise(S.svg());
    if (PREVIEW || !sc.out) {
      await fs.mkdir(PREVIEW_DIR, { recursive: true });
      await sharp(png)
        .resize(Math.round(sc.w / 2))
        .png()
        .toFile(path.join(PREVIEW_DIR, `${sc.key}.png`));
      await fs.writeFile(path.join(PREVIEW_DIR, `${sc.key}.svg`), S.svg());
    }
    if (!PREVIEW && sc.out) await sc.write(png, sc);
    console.log(`${sc.key}: ${Date.now() - t1} ms`);
  }
  if (
    args.has("--frames-preview") ||
    (!PREVIEW && !args.has("--no-video") && (!ONLY || ONLY.has("hero-video")))
  )
    await renderHeroVideo();
  console.log(`done in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
}

await main();
