/**
 * Every scene, in the order they are rendered. Scene keys are what --only= takes; a scene with
 * out === null (the contact sheet) is a preview only and is skipped unless asked for.
 */
import { catFishing } from "./categories/fishing.mjs";
import { catHunting } from "./categories/hunting.mjs";
import { catRecreation } from "./categories/recreation.mjs";
import { catTours } from "./categories/tours.mjs";
import { heroPoster } from "./hero.mjs";
import { svc1_1 } from "./services/1-1.mjs";
import { svc1_2 } from "./services/1-2.mjs";
import { svc1_3 } from "./services/1-3.mjs";
import { svc2_1 } from "./services/2-1.mjs";
import { svc2_2 } from "./services/2-2.mjs";
import { svc2_3 } from "./services/2-3.mjs";
import { svc3_1 } from "./services/3-1.mjs";
import { svc3_2 } from "./services/3-2.mjs";
import { svc3_3 } from "./services/3-3.mjs";
import { svc4_1 } from "./services/4-1.mjs";
import { svc4_2 } from "./services/4-2.mjs";
import { svc4_3 } from "./services/4-3.mjs";
import { svc5_1 } from "./services/5-1.mjs";
import { svc5_2 } from "./services/5-2.mjs";
import { svc5_3 } from "./services/5-3.mjs";
import { svc6_1 } from "./services/6-1.mjs";
import { svc6_2 } from "./services/6-2.mjs";
import { svc6_3 } from "./services/6-3.mjs";
import { sheet } from "./sheet.mjs";
import { team1, team2, team3, team4 } from "./team.mjs";

export const SCENES = [
  sheet,
  heroPoster,
  svc1_1,
  svc1_2,
  svc1_3,
  svc2_1,
  svc2_2,
  svc2_3,
  svc3_1,
  svc3_2,
  svc3_3,
  svc4_1,
  svc4_2,
  svc4_3,
  svc5_1,
  svc5_2,
  svc5_3,
  svc6_1,
  svc6_2,
  svc6_3,
  catHunting,
  catFishing,
  catRecreation,
  catTours,
  team1,
  team2,
  team3,
  team4,
];
