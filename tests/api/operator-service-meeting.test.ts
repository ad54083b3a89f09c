import { describe, expect, it } from "vitest";
import type { User } from "../support/accounts.ts";
import type { Sessions } from "../support/operators.ts";
import { useServiceEditor, type ServiceEditor } from "../support/service-editor.ts";
import type { TestApp } from "../support/test-app.ts";
import { expectData } from "../support/answers.ts";
import type { EditedService, UpdatedService } from "../support/api-views.ts";

// The meeting point and the trip's end in the console's service editor: set, kept when left out,
// cleared with null, and refused when they cannot be right.

let editor: ServiceEditor;
let app: TestApp;
let tokens: Sessions;
let traveller: User;
useServiceEditor((made) => ({ app, tokens, traveller } = editor = made));

const meeting = {
  meetingPoint: "Hotel Avacha, Leningradskaya 61, main entrance",
  meetingLat: 53.0467,
  meetingLon: 158.6496,
  endTime: "17:30",
};

const read = async (serviceId: number) =>
  expectData(
    await app.request<EditedService>("GET", `/api/operator/services/${serviceId}`, { token: tokens.avacha }),
  );

describe("a service's meeting point", () => {
  it("answers 401 signed out and 404 to a traveller and for another supplier's service", async () => {
    const body = { ...(await editor.editable(3)), ...meeting };
    expect((await app.request("PUT", "/api/operator/services/3", { body })).status).toBe(401);
    const traveller404 = await app.request("PUT", "/api/operator/services/3", {
      body,
      token: traveller.token,
    });
    expect(traveller404.status).toBe(404);
    const other = await app.request("PUT", "/api/operator/services/3", { body, token: tokens.hunting });
    expect(other.status).toBe(404);
    expect(other.body.code).toBe("serviceNotFound");
    // Nothing was saved by the refused calls: the seeded meeting point stands.
    expect((await read(3)).meetingPoint).toContain("Hotel Avacha");
    expect((await read(3)).endTime).toBe("17:00");
  });

  it("is set with its point and the end time, kept when left out, and cleared with null", async () => {
    const input = await editor.editable(3);
    const saved = await app.request<UpdatedService>("PUT", "/api/operator/services/3", {
      token: tokens.avacha,
      body: { ...input, ...meeting },
    });
    expect(saved.status).toBe(200);
    expect(await read(3)).toMatchObject(meeting);

    // Left out: unchanged.
    const again = await app.request("PUT", "/api/operator/services/3", { token: tokens.avacha, body: input });
    expect(again.status).toBe(200);
    expect(await read(3)).toMatchObject(meeting);

    // Null: none (the mails then show the location); a blank place is none too.
    const cleared = await app.request("PUT", "/api/operator/services/3", {
      token: tokens.avacha,
      body: { ...input, meetingPoint: "  ", meetingLat: null, meetingLon: null, endTime: null },
    });
    expect(cleared.status).toBe(200);
    expect(await read(3)).toMatchObject({
      meetingPoint: null,
      meetingLat: null,
      meetingLon: null,
      endTime: null,
    });
  });

  it("states a day trip's hours", async () => {
    const input = await editor.editable(3);
    const res = await app.request("PUT", "/api/operator/services/3", {
      token: tokens.avacha,
      body: { ...input, durationHours: 9 },
    });
    expect(res.status).toBe(200);
    expect((await read(3)).durationHours).toBe(9);
  });

  it.each([
    [{ meetingLat: 91, meetingLon: 158 }, "meetingLat tooLarge"],
    [{ meetingLat: 53, meetingLon: -181 }, "meetingLon tooSmall"],
    [{ meetingLat: 53 }, "meetingLon required"],
    [{ meetingLat: null, meetingLon: 158 }, "meetingLat required"],
    [{ meetingLat: "53.04", meetingLon: 158 }, "meetingLat notANumber"],
    [{ meetingPoint: "x".repeat(201) }, "meetingPoint tooLong"],
    [{ endTime: "24:00" }, "endTime invalidTime"],
    [{ endTime: "7:30" }, "endTime invalidTime"],
    [{ durationHours: 0 }, "durationHours tooSmall"],
    [{ durationHours: 25 }, "durationHours tooLarge"],
    [{ durationHours: 2.5 }, "durationHours notWholeNumber"],
  ])("refuses %o as 400, naming the field", async (bad, problem) => {
    const res = await app.request("PUT", "/api/operator/services/3", {
      token: tokens.avacha,
      body: { ...(await editor.editable(3)), ...bad },
    });
    expect(res.status).toBe(400);
    expect(
      res.body.problems?.map((p) => `${p.field} ${p.code}`) ?? [`${res.body.field} ${res.body.code}`],
    ).toContain(problem);
  });
});
