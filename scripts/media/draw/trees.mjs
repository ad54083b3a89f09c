/**
 * Trees: conifer edges, rounded deciduous canopy and white birches.
 */
import { mix } from "../core/color.mjs";
import { polygon } from "../core/geometry.mjs";
import { f, lerp } from "../core/math.mjs";

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
export function conifers(
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
export function canopy(
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
export function birches(
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
