/**
 * The Scene: one SVG document being built, with its defs, parts and id counter.
 *
 * Ids are handed out in drawing order, so the order of drawing calls is part of the output: keep it
 * when you move code around.
 */
import { f, makeRng } from "./math.mjs";

export class Scene {
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
