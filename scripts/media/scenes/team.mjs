/**
 * Team portraits: a head and shoulders in front of a blurred volcano.
 */
import { darken, lighten } from "../core/color.mjs";
import { ridge } from "../draw/land.mjs";
import { sky, vignette } from "../draw/sky.mjs";
import { volcano } from "../draw/volcano.mjs";
import { defineScene } from "./define.mjs";

function portrait(S, o) {
  const { bg, mtn, jacket, collar, skin, hair, hat, beard = null, glasses = false, hood = false, seed } = o;
  sky(S, bg);
  // soft out-of-focus landscape behind
  const g = S.capture(() => {
    volcano(S, {
      cones: [{ cx: seed % 2 ? 330 : 150, top: 150, w: 260, p: 1.5 }],
      base: 330,
      light: -1,
      rock: mtn[0],
      rockLow: mtn[1],
      snow: "#ffffff",
      snowline: 230,
      snowJag: 20,
      shadow: mtn[2],
      shadowOp: 0.35,
      haze: mtn[1],
      hazeOp: 0.6,
      hazeFrom: 0.5,
      ribs: 14,
    });
    ridge(S, `p${seed}`, [360, 40, 120], {
      top: mtn[3],
      bottom: mtn[3],
      bottomY: 480,
    });
  });
  S.add(`<g ${S.blur(5)}>${g}</g>`);
  const cx = 240;
  // shoulders and jacket
  const body = `M40,490C48,420 90,378 160,360C186,354 206,346 212,334L268,334C274,346 294,354 320,360C390,378 432,420 440,490Z`;
  if (hood)
    S.add(
      `<path d="M150,370C150,300 190,262 240,262C290,262 330,300 330,370Z" fill="${darken(jacket, 0.25)}"/>`,
    );
  S.add(
    `<path d="${body}" fill="${S.lin(
      [
        [0, lighten(jacket, 0.12)],
        [1, darken(jacket, 0.25)],
      ],
      { x1: 0, y1: 0, x2: 1, y2: 1 },
    )}"/>`,
  );
  S.add(`<path d="M40,490C48,420 90,378 160,360L180,490Z" fill="#ffffff" opacity="0.08"/>`);
  // neck
  S.add(`<path d="M212,300L268,300L270,350Q240,366 210,350Z" fill="${darken(skin, 0.18)}"/>`);
  // collar
  S.add(`<path d="M196,336Q240,380 284,336L300,352Q240,410 180,352Z" fill="${collar}"/>`);
  S.add(`<path d="M240,372V490" stroke="${darken(jacket, 0.45)}" stroke-width="3"/>`);
  S.add(
    `<path d="M120,420Q130,450 128,490M360,420Q350,450 352,490" stroke="${darken(jacket, 0.3)}" stroke-width="3" fill="none" opacity="0.6"/>`,
  );
  // head
  S.add(
    `<ellipse cx="${cx - 62}" cy="228" rx="11" ry="18" fill="${darken(skin, 0.08)}"/><ellipse cx="${cx + 62}" cy="228" rx="11" ry="18" fill="${darken(skin, 0.12)}"/>`,
  );
  S.add(
    `<ellipse cx="${cx}" cy="218" rx="64" ry="80" fill="${S.lin(
      [
        [0, lighten(skin, 0.08)],
        [1, darken(skin, 0.12)],
      ],
      { x1: 0, y1: 0, x2: 1, y2: 0.3 },
    )}"/>`,
  );
  S.add(
    `<ellipse cx="${cx + 24}" cy="230" rx="40" ry="64" fill="${darken(skin, 0.3)}" opacity="0.18" ${S.blur(8)}/>`,
  );
  // minimal features: brows, nose shadow, mouth line
  S.add(
    `<path d="M${cx - 40},${198}q14,-7 26,-2M${cx + 14},${196}q14,-5 26,2" stroke="${darken(hair, 0.1)}" stroke-width="5" stroke-linecap="round" fill="none"/>`,
  );
  S.add(
    `<ellipse cx="${cx - 24}" cy="214" rx="5" ry="4" fill="#2a2220"/><ellipse cx="${cx + 26}" cy="214" rx="5" ry="4" fill="#2a2220"/>`,
  );
  S.add(
    `<path d="M${cx + 2},218q6,22 -2,30q-6,2 -10,-2" stroke="${darken(skin, 0.3)}" stroke-width="3" fill="none" stroke-linecap="round"/>`,
  );
  if (glasses)
    S.add(
      `<path d="M${cx - 52},206h42q4,0 4,6q0,16 -22,16q-24,0 -24,-22ZM${cx + 8},206h42q4,0 2,6q-2,16 -22,16q-22,0 -22,-22ZM${cx - 10},210h18" fill="#1a2430" stroke="#0a0a0a" stroke-width="3"/>`,
    );
  if (beard)
    S.add(
      `<path d="M${cx - 62},228Q${cx - 60},300 ${cx},304Q${cx + 60},300 ${cx + 62},228Q${cx + 50},262 ${cx + 28},262Q${cx},252 ${cx - 28},262Q${cx - 50},262 ${cx - 62},228Z" fill="${beard}"/><path d="M${cx - 16},272q16,6 32,0" stroke="${darken(skin, 0.4)}" stroke-width="3" fill="none"/>`,
    );
  else
    S.add(
      `<path d="M${cx - 18},272q18,8 36,0" stroke="${darken(skin, 0.35)}" stroke-width="3.5" fill="none" stroke-linecap="round"/>`,
    );
  // hair and hats
  if (hat.type === "beanie") {
    S.add(
      `<path d="M${cx - 68},190C${cx - 70},110 ${cx - 30},96 ${cx},96C${cx + 30},96 ${cx + 70},110 ${cx + 68},190Z" fill="${hat.color}"/>`,
    );
    S.add(`<rect x="${cx - 70}" y="166" width="140" height="30" rx="12" fill="${darken(hat.color, 0.18)}"/>`);
    let rib = "";
    for (let x = cx - 64; x <= cx + 64; x += 8) rib += `M${x},170v22`;
    S.add(`<path d="${rib}" stroke="${darken(hat.color, 0.35)}" stroke-width="2" opacity="0.5"/>`);
  } else if (hat.type === "cap") {
    S.add(
      `<path d="M${cx - 66},196C${cx - 70},130 ${cx - 30},116 ${cx},116C${cx + 40},116 ${cx + 68},136 ${cx + 66},180Z" fill="${hat.color}"/>`,
    );
    S.add(
      `<path d="M${cx - 70},186Q${cx},170 ${cx + 66},176Q${cx + 110},182 ${cx + 116},194Q${cx + 60},190 ${cx - 66},200Z" fill="${darken(hat.color, 0.25)}"/>`,
    );
    S.add(
      `<path d="M${cx - 60},200Q${cx - 72},240 ${cx - 56},270" stroke="${hair}" stroke-width="14" fill="none" stroke-linecap="round"/>`,
    );
  } else if (hat.type === "brim") {
    S.add(`<ellipse cx="${cx}" cy="168" rx="118" ry="22" fill="${darken(hat.color, 0.15)}"/>`);
    S.add(
      `<path d="M${cx - 62},170C${cx - 62},108 ${cx - 30},92 ${cx},92C${cx + 30},92 ${cx + 62},108 ${cx + 62},170Z" fill="${hat.color}"/>`,
    );
    S.add(
      `<path d="M${cx - 62},156Q${cx},164 ${cx + 62},156V168Q${cx},176 ${cx - 62},168Z" fill="${darken(hat.color, 0.4)}"/>`,
    );
  } else if (hat.type === "hood") {
    S.add(
      `<path d="M${cx - 66},200C${cx - 72},130 ${cx - 30},128 ${cx},130C${cx + 30},128 ${cx + 72},130 ${cx + 66},200C${cx + 56},150 ${cx - 56},150 ${cx - 66},200Z" fill="${hair}"/>`,
    );
    S.add(
      `<path d="M${cx - 96},330C${cx - 110},170 ${cx - 60},118 ${cx},116C${cx + 60},118 ${cx + 110},170 ${cx + 96},330L${cx + 70},320C${cx + 84},200 ${cx + 50},148 ${cx},146C${cx - 50},148 ${cx - 84},200 ${cx - 70},320Z" fill="${hat.color}"/>`,
    );
  }
  vignette(S, 0.35, "#000000");
}

export const team1 = defineScene("team-1", "team/1", 480, 480, (S) =>
  portrait(S, {
    seed: 1,
    bg: [
      [0, "#3c6ea8"],
      [1, "#b8d2ea"],
    ],
    mtn: ["#5a6478", "#9aaac0", "#3e5488", "#4a6a50"],
    jacket: "#d2602a",
    collar: "#2a2a2e",
    skin: "#d8a47e",
    hair: "#4a3020",
    hat: { type: "beanie", color: "#2a3a5a" },
    beard: "#5a3a24",
  }),
);

export const team2 = defineScene("team-2", "team/2", 480, 480, (S) =>
  portrait(S, {
    seed: 2,
    bg: [
      [0, "#5a4a7a"],
      [0.6, "#e89a7a"],
      [1, "#ffd8a8"],
    ],
    mtn: ["#6a5a7a", "#c08a90", "#3a3a6a", "#4a3a50"],
    jacket: "#1f7a80",
    collar: "#e8e0d0",
    skin: "#e2b48e",
    hair: "#6a3a20",
    hat: { type: "cap", color: "#c8402c" },
  }),
);

export const team3 = defineScene("team-3", "team/3", 480, 480, (S) =>
  portrait(S, {
    seed: 3,
    bg: [
      [0, "#7a9ac0"],
      [1, "#eef2f6"],
    ],
    mtn: ["#8a96aa", "#d8e0ea", "#6a7ca8", "#c8d4e2"],
    jacket: "#b8242a",
    collar: "#1a1a1e",
    skin: "#c88e6a",
    hair: "#1e1814",
    hat: { type: "hood", color: "#b8242a" },
    glasses: true,
  }),
);

export const team4 = defineScene("team-4", "team/4", 480, 480, (S) =>
  portrait(S, {
    seed: 4,
    bg: [
      [0, "#4a6a4a"],
      [1, "#c8d8b0"],
    ],
    mtn: ["#5a6a5a", "#9aae90", "#3a5a4a", "#2e4a30"],
    jacket: "#5a6a34",
    collar: "#3a2a1c",
    skin: "#d6a682",
    hair: "#8a8a88",
    hat: { type: "brim", color: "#8a6a42" },
    beard: "#a8a6a0",
  }),
);
