/**
 * Ridges and rock texture: range() draws one layer of hills or mountains; texture() is the
 * streaky noise that volcanoes, ridges and sea stacks clip onto themselves.
 */
import { hexToRgb } from "../core/color.mjs";
import { polyPath, ridgeFn, sample } from "../core/geometry.mjs";
import { f, fbm, makeRng, noise1 } from "../core/math.mjs";

/**
 * A ridge layer filled with a vertical gradient (dark top to hazy bottom), optionally with snow
 * patches and a valley-fog band at its foot.
 */
export function range(S, o) {
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
 * A ridge layer on a seeded ridge line of its own, drawn by range(). `line` is the ridge line's
 * [base, amp, scale] or [base, amp, scale, ridged] (see ridgeFn); `o` holds its peaks, slope and
 * gain if it has any, and range()'s paint (top, bottom, bottomY, fog, snow...). Returns the line,
 * for what stands on it.
 */
export function ridge(S, seed, [base, amp, scale, ridged], o) {
  const { peaks, slope, oct, gain, ...paint } = o;
  const fn = ridgeFn(makeRng(seed), { base, amp, scale, ridged, peaks, slope, oct, gain });
  range(S, { fn, ...paint });
  return fn;
}

/**
 * Streaky fractal-noise texture as an SVG fragment (to be clipped by the caller): alpha follows
 * the noise, so it darkens (or with invert, lightens) the shape in irregular streaks.
 */
export function texture(
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
