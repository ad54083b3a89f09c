/**
 * Vehicles and craft: helicopter, snowmobile, boats, kayak and raft.
 */
import { darken, lighten } from "../core/color.mjs";
import { place } from "../core/geometry.mjs";
import { TAU, f } from "../core/math.mjs";
import { person } from "./person.mjs";

/** Mi-8 style helicopter, nose left, ~215 long. `t` spins the rotor blur. */
export function helicopter({
  color = "#1c2024",
  light = null,
  glass = "#9fb6c8",
  rotor = 0.35,
  t = 0,
  stripe = null,
} = {}) {
  const body =
    "M4,14C2,6 8,-1 22,-3L44,-6C52,-15 62,-18 80,-18L118,-17C128,-16 133,-11 137,-6L205,-3L210,-25L217,-25L216,1L206,4L140,8C132,20 122,25 108,26L32,26C14,26 6,22 4,14Z";
  let s = "";
  s += `<path d="M95,-18L95,-24" stroke="${color}" stroke-width="5"/>`;
  s += `<path d="${body}" fill="${color}"/>`;
  if (stripe) s += `<path d="M30,8L136,4L140,8C132,12 124,13 118,13L32,15Z" fill="${stripe}" opacity="0.9"/>`;
  if (light)
    s += `<path d="M22,-3L44,-6C52,-15 62,-18 80,-18L118,-17C128,-16 133,-11 137,-6L205,-3" fill="none" stroke="${light}" stroke-width="1.6" opacity="0.7"/>`;
  s += `<path d="M7,8C8,2 13,-1 22,-2L34,-3L33,9Z" fill="${glass}" opacity="0.85"/>`;
  for (let i = 0; i < 5; i++) s += `<circle cx="${52 + i * 13}" cy="3" r="3" fill="${glass}" opacity="0.6"/>`;
  s += `<rect x="58" y="13" width="48" height="9" rx="4.5" fill="${darken(color, 0.3)}"/>`;
  // landing gear
  s += `<path d="M24,26L22,33M96,24L100,34M112,22L118,33" stroke="${color}" stroke-width="2.2"/>`;
  s += `<circle cx="22" cy="35" r="3.4" fill="${color}"/><circle cx="100" cy="36" r="4" fill="${color}"/><circle cx="118" cy="35" r="3.6" fill="${darken(color, 0.3)}"/>`;
  // rotors (motion blur discs)
  const ph = Math.sin(TAU * t * 6);
  s += `<ellipse cx="95" cy="-25" rx="118" ry="${f(2.6 + ph * 0.4)}" fill="${color}" opacity="${rotor}"/>`;
  s += `<path d="M${f(25 + ph * 8)},-25L${f(165 - ph * 8)},-25" stroke="${color}" stroke-width="1.8" opacity="${rotor * 1.4}"/>`;
  s += `<circle cx="213" cy="-13" r="13" fill="${color}" opacity="${rotor * 0.7}"/>`;
  return s;
}

/** Snowmobile, ~105 long, facing right. */
export function snowmobile({ color = "#b8261e", dark = "#17191d", rider = null } = {}) {
  let s = "";
  s += `<path d="M2,-4Q0,-16 12,-16L58,-16Q66,-16 66,-8L64,-2Q62,0 56,0L8,0Q3,0 2,-4Z" fill="${dark}"/>`;
  for (let i = 0; i < 5; i++) s += `<circle cx="${12 + i * 11}" cy="-7" r="3.5" fill="#3b3f46"/>`;
  s += `<path d="M70,-8L74,-2L66,-2Z" fill="${dark}"/><path d="M60,1L104,1Q110,1 112,-6L109,-6Q107,-2 103,-2L60,-2Z" fill="${dark}"/>`;
  s += `<path d="M0,-18L4,-26L40,-27Q50,-27 56,-31L70,-38L76,-36L80,-28Q94,-26 104,-18Q106,-14 100,-13L68,-12L60,-16L6,-16Q0,-16 0,-18Z" fill="${color}"/>`;
  s += `<path d="M8,-26L40,-28Q48,-28 52,-31L45,-32L8,-31Q4,-30 8,-26Z" fill="${dark}"/>`;
  s += `<path d="M66,-37L72,-48L80,-45L76,-34Z" fill="#a9c6d8" opacity="0.75"/>`;
  s += `<path d="M82,-24L100,-18" stroke="#ffffff" stroke-width="1.5" opacity="0.5"/>`;
  if (rider) s += place(person({ pose: "sit", c: rider, hat: "helmet" }), 36, -24, 0.9);
  return s;
}

/** Small fishing / cruise boat, ~140 long, bow right. */
export function boat({
  hull = "#e8e4dc",
  cabin = "#f4f2ee",
  trim = "#1f3b5a",
  win = "#24313d",
  size = "small",
  wake = null,
} = {}) {
  let s = "";
  if (size === "small") {
    s += `<path d="M0,-16Q70,-17 140,-28Q134,-6 118,2L8,2Q2,0 0,-16Z" fill="${hull}"/>`;
    s += `<path d="M0,-16Q70,-17 140,-28L138,-22Q70,-11 1,-11Z" fill="${trim}"/>`;
    s += `<path d="M40,-17L42,-42Q43,-46 48,-46L80,-46L92,-32L94,-18Z" fill="${cabin}"/>`;
    s += `<path d="M50,-40L66,-40L66,-30L48,-30Z M70,-40L80,-40L88,-30L70,-30Z" fill="${win}"/>`;
    s += `<path d="M55,-46L55,-66M50,-60L60,-60" stroke="${trim}" stroke-width="1.5"/>`;
  } else {
    s += `<path d="M0,-22Q110,-23 232,-40Q222,-6 200,4L12,4Q2,2 0,-22Z" fill="${hull}"/>`;
    s += `<path d="M0,-22Q110,-23 232,-40L229,-33Q110,-16 1,-16Z" fill="${trim}"/>`;
    s += `<path d="M20,-22L24,-44L170,-44L188,-25Z" fill="${cabin}"/><path d="M40,-44L44,-62L140,-62L150,-44Z" fill="${cabin}"/>`;
    s += `<path d="M30,-38h134v6h-134Z M50,-57h88v5h-88Z" fill="${win}"/>`;
    s += `<path d="M92,-62L92,-82M84,-76L100,-76" stroke="${trim}" stroke-width="2"/>`;
  }
  if (wake) s += `<path d="M-4,0Q-60,4 -140,14L-130,8Q-60,-2 -4,-6Z" fill="${wake}" opacity="0.45"/>`;
  return s;
}

/** Kayak with paddler, ~120 long. */
export function kayak({
  color = "#e2572b",
  person: pc = { body: "#1a1c22", jacket: "#f2c23a" },
  paddleAngle = -0.35,
} = {}) {
  let s = `<path d="M0,0Q60,-8 120,-2Q64,6 0,0Z" fill="${color}"/><path d="M0,0Q60,-8 120,-2Q64,0 0,0Z" fill="${lighten(color, 0.3)}" opacity="0.6"/>`;
  s += place(person({ pose: "paddle", c: pc, hat: "cap" }), 58, -2, 0.8);
  const cx = 66;
  const cy = -28;
  const dx = Math.cos(paddleAngle) * 46;
  const dy = Math.sin(paddleAngle) * 46;
  s += `<path d="M${f(cx - dx)},${f(cy - dy)}L${f(cx + dx)},${f(cy + dy)}" stroke="#222" stroke-width="1.8"/>`;
  s += `<ellipse cx="${f(cx - dx)}" cy="${f(cy - dy)}" rx="7" ry="2.6" transform="rotate(${f((paddleAngle * 180) / Math.PI)} ${f(cx - dx)} ${f(cy - dy)})" fill="#222"/>`;
  s += `<ellipse cx="${f(cx + dx)}" cy="${f(cy + dy)}" rx="7" ry="2.6" transform="rotate(${f((paddleAngle * 180) / Math.PI)} ${f(cx + dx)} ${f(cy + dy)})" fill="#222"/>`;
  return s;
}

/** Inflatable raft with a rowing frame, ~150 long; people drawn separately. */
export function raft({ color = "#4a5a44", frame = "#2a2a2a", oars = true } = {}) {
  let s = `<path d="M6,-26Q-2,-26 0,-14Q2,0 16,0L134,0Q148,0 150,-14Q152,-26 144,-26Q136,-18 120,-20L30,-20Q14,-18 6,-26Z" fill="${color}"/>`;
  s += `<path d="M6,-26Q14,-18 30,-20L120,-20Q136,-18 144,-26Q140,-16 120,-15L30,-15Q10,-16 6,-26Z" fill="${lighten(color, 0.3)}" opacity="0.7"/>`;
  s += `<path d="M10,-8H140" stroke="${darken(color, 0.35)}" stroke-width="1.5" opacity="0.7"/>`;
  s += `<path d="M40,-20L110,-20M55,-20L55,-34M95,-20L95,-34M50,-34H100" stroke="${frame}" stroke-width="2.5" fill="none"/>`;
  if (oars)
    s += `<path d="M55,-32L-30,4M95,-32L178,6" stroke="${frame}" stroke-width="2.2"/><path d="M-30,4l-16,6l2,4l18,-6ZM178,6l16,6l-2,4l-18,-6Z" fill="${frame}"/>`;
  return s;
}
