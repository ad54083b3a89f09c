/**
 * Hex colour helpers. Colours stay as "#rrggbb" strings because they go straight into SVG.
 */
import { clamp } from "./math.mjs";

export function hexToRgb(h) {
  const s = h.replace("#", "");
  return [0, 2, 4].map((i) => parseInt(s.slice(i, i + 2), 16));
}

function rgbToHex(c) {
  return "#" + c.map((v) => clamp(Math.round(v), 0, 255).toString(16).padStart(2, "0")).join("");
}

/** Linear mix of two hex colours. */
export function mix(a, b, t) {
  const x = hexToRgb(a);
  const y = hexToRgb(b);
  return rgbToHex(x.map((v, i) => v + (y[i] - v) * t));
}

export const darken = (c, t) => mix(c, "#000000", t);

export const lighten = (c, t) => mix(c, "#ffffff", t);
