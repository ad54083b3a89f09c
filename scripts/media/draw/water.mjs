/**
 * Water: reflective lakes and sea, rivers in perspective, hot-spring pools and sea stacks.
 */
import { darken, lighten } from "../core/color.mjs";
import { blobPath, polygon } from "../core/geometry.mjs";
import { TAU, f, fbm, lerp, makeRng, noise1 } from "../core/math.mjs";
import { rock } from "./ground.mjs";
import { texture } from "./land.mjs";

/**
 * What stands above the horizon: draws it (the `draw` function) once into a <g> in defs and uses
 * it in place, so that water() can mirror the same drawing. Returns the id water() takes as `land`.
 */
export function landAbove(S, draw) {
  const id = S.id("land");
  const svg = S.capture(draw);
  S.def(`<g id="${id}">${svg}</g>`);
  S.add(`<use xlink:href="#${id}"/>`);
  return id;
}

/**
 * Reflective water. `land` is the id of a <g> in defs holding what sits above the horizon (see
 * landAbove()); it is the id of a <g> in defs holding what sits above the horizon; it is
 * mirrored about y=horizon, blurred vertically, clipped to the water shape and tinted.
 */
export function water(S, o) {
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

/** River in perspective: from a narrow far end at y0 to the bottom edge, meandering. */
export function riverShape({
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

/** Hot-spring pool: turquoise water with travertine rim, stones and bathers. */
export function hotPool(
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
export function seaStack(
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
