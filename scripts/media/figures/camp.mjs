/**
 * Camp: tents, a log cabin and a campfire.
 */
import { darken, lighten } from "../core/color.mjs";
import { f } from "../core/math.mjs";
import { plume } from "../draw/clouds.mjs";
import { glow } from "../draw/sky.mjs";

/** Dome tent, ~60 wide, 34 tall. glow makes it lit from inside. */
export function tent({ color = "#e07a1f", dark = null, glow: lit = false, w = 60, h = 34 } = {}) {
  const d = dark ?? darken(color, 0.35);
  let s = `<path d="M0,0Q${f(w * 0.08)},${f(-h * 1.15)} ${f(w * 0.5)},${f(-h)}Q${f(w * 0.92)},${f(-h * 1.15)} ${f(w)},0Z" fill="${color}"/>`;
  s += `<path d="M${f(w * 0.5)},${f(-h)}Q${f(w * 0.92)},${f(-h * 1.15)} ${f(w)},0L${f(w * 0.62)},0Q${f(w * 0.62)},${f(-h * 0.6)} ${f(w * 0.5)},${f(-h)}Z" fill="${d}" opacity="0.55"/>`;
  s += `<path d="M${f(w * 0.08)},${f(-h * 0.55)}Q${f(w * 0.5)},${f(-h * 1.25)} ${f(w * 0.92)},${f(-h * 0.55)}" fill="none" stroke="${lighten(color, 0.4)}" stroke-width="1" opacity="0.6"/>`;
  s += `<path d="M${f(w * 0.3)},0Q${f(w * 0.34)},${f(-h * 0.62)} ${f(w * 0.46)},${f(-h * 0.66)}L${f(w * 0.5)},0Z" fill="${lit ? "#ffd27a" : darken(color, 0.55)}" opacity="${lit ? 0.95 : 0.8}"/>`;
  return s;
}

/** Log cabin, ~120 wide, with lit windows optionally. */
export function cabin({ wall = "#5b3b26", roof = "#2d2a28", lit = false, w = 120, h = 50 } = {}) {
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

/** Campfire with flames and glow. */
export function campfire(S, x, y, s = 1) {
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
