/**
 * Stratovolcanoes: cones with snow gullies, rock ribs, a shadowed flank and haze.
 */
import { darken } from "../core/color.mjs";
import { polyPath, polygon, sample } from "../core/geometry.mjs";
import { clamp, f, fbm, lerp, noise1 } from "../core/math.mjs";
import { texture } from "./land.mjs";

/**
 * Stratovolcano massif made of one or more cones. Returns the profile function and summit.
 */
export function volcano(S, o) {
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
