/**
 * Animals: brown bear, salmon and a flock of gulls. Figures are drawn in local units (ground at
 * y=0, facing right) and put into a scene with place().
 */
import { darken } from "../core/color.mjs";
import { f } from "../core/math.mjs";

/** Brown bear walking, ~112 long and ~64 tall. head: "walk" (level) or "down" (sniffing/fishing). */
export function bear({ color = "#2b1d14", far = null, rim = null, head = "walk" } = {}) {
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
export function salmon(color = "#b8473a", belly = "#e9b9a8") {
  return `<path d="M0,0C6,-6 18,-8 30,-5C35,-4 38,-2 40,0C38,2 35,4 30,5C18,8 6,6 0,0Z" fill="${color}"/><path d="M2,0L-8,-6L-6,0L-8,6Z" fill="${darken(color, 0.2)}"/><path d="M6,2C16,6 28,5 38,1" fill="none" stroke="${belly}" stroke-width="2" opacity="0.7"/><circle cx="34" cy="-1.5" r="1" fill="#111"/>`;
}

export function gulls(S, { x, y, n = 6, spread = 160, size = 8, color = "#1b1b1b", opacity = 0.8 }) {
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
