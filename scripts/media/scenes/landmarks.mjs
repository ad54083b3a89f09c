/**
 * Volcanoes that appear in more than one scene, so each picture of them has the same shape.
 */
import { volcano } from "../draw/volcano.mjs";

export function zhupanovsky(S, base, o = {}) {
  return volcano(S, {
    cones: [
      { cx: 520, top: 250, w: 300, p: 1.3, crater: 0.05 },
      { cx: 700, top: 228, w: 250, p: 1.4, crater: 0.04 },
      { cx: 880, top: 262, w: 270, p: 1.3, crater: 0.05 },
      { cx: 360, top: 310, w: 230, p: 1.2, noShadow: true },
    ],
    base,
    light: 1,
    snowline: 330,
    snowJag: 28,
    ribs: 22,
    ...o,
  });
}

export function koryakskyNorth(S, base, o = {}) {
  volcano(S, {
    cones: [{ cx: 820, top: 150, w: 420, p: 1.55, crater: 0.03, lean: 0.15 }],
    base,
    light: -1,
    snowline: 330,
    snowJag: 30,
    ...o,
  });
}
