/**
 * Contact sheet of every figure (preview only, never written to public/): run with --only=sheet.
 */
import { place } from "../core/geometry.mjs";
import { sky } from "../draw/sky.mjs";
import { bear, gulls, salmon } from "../figures/animals.mjs";
import { cabin, tent } from "../figures/camp.mjs";
import { person } from "../figures/person.mjs";
import { boat, helicopter, kayak, snowmobile } from "../figures/vehicles.mjs";
import { defineScene } from "./define.mjs";

export const sheet = defineScene("sheet", null, 1280, 853, (S) => {
  sky(S, [
    [0, "#9fb8d0"],
    [1, "#e8e0d0"],
  ]);
  S.add(place(bear({ rim: "#d9a56a" }), 20, 200, 2.2));
  S.add(place(bear({ head: "down", color: "#4a3020" }), 520, 200, 2.2, true));
  S.add(place(salmon(), 400, 250, 2));
  S.add(
    place(
      person({
        pose: "walk",
        pack: "big",
        poles: true,
        c: { jacket: "#c23b22", pants: "#2a2d33", skin: "#d8a07a", hat: "#223" },
      }),
      560,
      200,
      1.4,
    ),
  );
  S.add(
    place(
      person({
        pose: "cast",
        hat: "brim",
        rod: { tipX: 60, tipY: -170 },
        line: { d: "M60,-170C20,-200 -80,-190 -120,-160" },
      }),
      700,
      200,
      1,
    ),
  );
  S.add(place(person({ pose: "kneel", binoc: true, rifle: true, hat: "cap" }), 860, 200, 1.4));
  S.add(place(person({ pose: "wave", pack: true }), 980, 200, 1.4));
  S.add(place(person({ pose: "stand", hat: "hood", c: { jacket: "#2f6a8a" } }), 1100, 200, 1.4));
  S.add(place(helicopter({ stripe: "#c8402c" }), 60, 420, 1.6));
  S.add(place(snowmobile({ rider: { jacket: "#222", body: "#111" } }), 520, 440, 1.8));
  S.add(place(tent({ glow: true }), 800, 420, 1.6));
  S.add(place(tent({ color: "#2f7d4f" }), 920, 420, 1.6));
  S.add(place(boat({}), 60, 640, 1.5));
  S.add(place(boat({ size: "big" }), 340, 640, 1.4));
  S.add(place(kayak({}), 720, 640, 1.6));
  S.add(place(cabin({ lit: true }), 1000, 640, 1.4));
  gulls(S, { x: 1100, y: 300 });
});
