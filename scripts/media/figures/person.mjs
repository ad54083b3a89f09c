/**
 * People: one stick-and-shape figure in several poses with optional gear (pack, poles, rod, rifle).
 */
import { darken } from "../core/color.mjs";
import { f } from "../core/math.mjs";
import { POSES } from "./person-poses.mjs";

/**
 * Person, ~100 tall, facing right. pose: walk | stand | cast | sit | kneel | wave | paddle.
 * c: colours {body, jacket, pants, pack, hat, skin} (a silhouette when only body is given).
 */
export function person({
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
  const J = POSES[pose];
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

/** A hiker on the move: walking with a pack and trekking poles, in this hat and these colours. */
export function hiker(hat, c) {
  return person({ pose: "walk", pack: true, poles: true, hat, c });
}

/** clipPath definitions used by person({cut}). */
export function personCut(S, cut) {
  const id = `cut${Math.round(-cut)}`;
  if (!S.filters.has(id)) {
    S.def(`<clipPath id="${id}"><rect x="-200" y="-400" width="400" height="${400 + cut}"/></clipPath>`);
    S.filters.set(id, id);
  }
}
