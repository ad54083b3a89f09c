import { describe, expect, it } from "vitest";
import type { User } from "../support/accounts.ts";
import { placeBooking } from "../support/bookings.ts";
import type { Sessions } from "../support/operators.ts";
import { newService, png, useServiceEditor, type ServiceEditor } from "../support/service-editor.ts";
import type { TestApp } from "../support/test-app.ts";
import { expectData } from "../support/answers.ts";
import type {
  Bookings,
  CatalogPage,
  CreatedService,
  EditedService,
  InstantConfirmation,
  OwnServices,
  ServicePage,
  ServiceStatus,
} from "../support/api-views.ts";

// A service's life in the console: a draft, published, deactivated; instant confirmation.

let editor: ServiceEditor;
let app: TestApp;
let tokens: Sessions;
let traveller: User;
useServiceEditor((made) => ({ app, tokens, traveller } = editor = made));

describe("drafts, publishing and deactivating", () => {
  let id: number;

  it("creates a draft that travellers cannot see", async () => {
    const res = await app.request<CreatedService>("POST", "/api/operator/services", {
      token: tokens.avacha,
      body: newService(),
    });
    expect(res.status).toBe(201);
    expect(expectData(res)).toMatchObject({ status: "draft", weeklySlots: 0, images: [] });
    id = expectData(res).id;
    expect((await app.request<ServicePage>("GET", `/api/services/${id}`)).status).toBe(404);
    const catalog = expectData(await app.request<CatalogPage>("GET", "/api/services?pageSize=50")).items;
    expect(catalog.some((s: { id: number }) => s.id === id)).toBe(false);
    const list = expectData(
      await app.request<OwnServices>("GET", "/api/operator/services", { token: tokens.avacha }),
    );
    expect(list.find((s: { id: number }) => s.id === id)).toMatchObject({ status: "draft", images: 0 });
    // Another supplier does not see it either.
    expect(
      (await app.request<EditedService>("GET", `/api/operator/services/${id}`, { token: tokens.hunting }))
        .status,
    ).toBe(404);
  });

  it("refuses to publish without a photo (409 serviceIncomplete)", async () => {
    const res = await app.request<ServiceStatus>("PUT", `/api/operator/services/${id}/status`, {
      token: tokens.avacha,
      body: { status: "active" },
    });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ code: "serviceIncomplete", missing: ["images"] });
  });

  it("publishes with a photo: travellers see it with its photo and its departures", async () => {
    expect((await editor.upload(tokens.avacha, id, await png())).status).toBe(201);
    const res = await app.request<ServiceStatus>("PUT", `/api/operator/services/${id}/status`, {
      token: tokens.avachaStaff,
      body: { status: "active" },
    });
    expect(res.status).toBe(200);
    // Published without a weekly schedule: it gets the default one (three departures a day).
    expect(expectData(res)).toMatchObject({ status: "active", weeklySlots: 21 });
    const shown = await app.request<ServicePage>("GET", `/api/services/${id}`);
    expect(shown.status).toBe(200);
    expect(expectData(shown).title).toBe("Mutnovsky fumaroles day trip");
    expect(expectData(shown).images[0]).toMatch(/^\/images\/uploads\/services\/\d+\/[0-9a-f]{16}\.webp$/);
    expect(expectData(shown).availability.some((d: { timeSlots: unknown[] }) => d.timeSlots.length > 0)).toBe(
      true,
    );
  });

  it("deactivates (it leaves the catalogue) and reactivates", async () => {
    const off = await app.request<ServiceStatus>("PUT", `/api/operator/services/${id}/status`, {
      token: tokens.avacha,
      body: { status: "archived" },
    });
    expect(expectData(off).status).toBe("archived");
    expect((await app.request<ServicePage>("GET", `/api/services/${id}`)).status).toBe(404);
    const on = await app.request<ServiceStatus>("PUT", `/api/operator/services/${id}/status`, {
      token: tokens.avacha,
      body: { status: "active" },
    });
    expect(expectData(on).status).toBe("active");
    expect((await app.request<ServicePage>("GET", `/api/services/${id}`)).status).toBe(200);
  });

  it("refuses an unknown status", async () => {
    const res = await app.request<ServiceStatus>("PUT", `/api/operator/services/${id}/status`, {
      token: tokens.avacha,
      body: { status: "draft" },
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: "invalidChoice", field: "status" });
  });
});

describe("instant confirmation", () => {
  it("off: a paid booking waits for the operator", async () => {
    const { booking } = await placeBooking(app, traveller, { serviceId: 5, daysAhead: 12 });
    expect(booking.status).toBe("pending");
  });

  it("on: a paid booking is confirmed at once", async () => {
    const res = await app.request<InstantConfirmation>(
      "PUT",
      "/api/operator/services/5/instant-confirmation",
      {
        token: tokens.avachaStaff,
        body: { instantConfirmation: true },
      },
    );
    expect(res.status).toBe(200);
    expect(expectData(res).instantConfirmation).toBe(true);
    const { booking } = await placeBooking(app, traveller, { serviceId: 5, daysAhead: 13 });
    expect(booking.status).toBe("confirmed");
    const mine = await app.request<Bookings>("GET", `/api/bookings/${traveller.id}`, {
      token: traveller.token,
    });
    expect(mine.status).toBe(200);
  });

  it("refuses a value that is not true or false", async () => {
    const res = await app.request<InstantConfirmation>(
      "PUT",
      "/api/operator/services/5/instant-confirmation",
      {
        token: tokens.avacha,
        body: { instantConfirmation: "yes" },
      },
    );
    expect(res.status).toBe(400);
    expect(res.body.field).toBe("instantConfirmation");
  });
});
