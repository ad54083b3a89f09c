/**
 * Clouds and steam: textured clouds (feTurbulence under a soft mask), drifting cloud bands,
 * seas of cloud and rising plumes. Clouds and plumes take a loop phase t for the hero video.
 */
import { hexToRgb, mix } from "../core/color.mjs";
import { f, frac, lerp, makeRng, smooth } from "../core/math.mjs";

/**
 * A textured cloud: fractal noise cut by a soft elliptical mask. Several layers give a shaded
 * underside and a lit top. Returns nothing; adds to the scene.
 */
export function cloud(
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
export function cloudBand(S, o) {
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

/** Rising plume of puffs. With t in [0,1) the puffs move up a full spacing per loop. */
export function plume(S, o) {
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

/** Sea of clouds in perspective rows between y0 (far) and y1 (near). */
export function cloudSea(
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
