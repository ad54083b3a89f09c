import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { addDays, operatorToday } from "../../core/dates.ts";
import { departureId } from "../../core/operator.ts";
import { services, serviceTranslations } from "../../server/db/schema.ts";
import { serviceTranslations as seeded } from "../../server/db/seed-translations.ts";
import type { User } from "../support/accounts.ts";
import { expectData } from "../support/answers.ts";
import type {
  AdminBookings,
  AvailabilityView,
  BookingDetail,
  BookingWithOrder,
  Bookings,
  ConsoleBooking,
  ConsoleBookings,
  Departures,
  Manifest,
  Order,
  OwnServices,
  SupplierReport,
  Thread,
  Threads,
} from "../support/api-views.ts";
import { placeBooking } from "../support/bookings.ts";
import { avachaThread, useConsoleApp, type Sessions } from "../support/operators.ts";
import type { TestApp } from "../support/test-app.ts";

// Every read that names a service names it in the reader's language (?lang=, as the catalogue
// does): the translation's title and place where the operator wrote one, else English.

let app: TestApp;
let ops: Sessions;
let guest: User;
useConsoleApp({ traveller: "Greta Gast" }, (made) => ({ app, ops, traveller: guest } = made));

// Service 3 (Avacha Volcano Guides): its seeded English and translated names.
const english = { title: "Nalychevo Hot Springs Hiking Weekend" };
const german = { title: seeded[3]!.de.title, location: seeded[3]!.de.location };
const russian = { title: seeded[3]!.ru.title, location: seeded[3]!.ru.location };

const get = <T>(path: string, token: string) => app.request<T>("GET", path, { token });

describe("the traveller's receipt and bookings", () => {
  it("name the service in ?lang=, English by default", async () => {
    const { order, booking } = await placeBooking(app, guest, { serviceId: 3, daysAhead: 12 });
    const [line] = expectData(
      await get<Order>(`/api/orders/${order.reference}?lang=de`, guest.token),
    ).bookings;
    expect(line).toMatchObject({ id: booking.id, service: german.title, location: german.location });
    expect(german.title).not.toBe(english.title);

    const plain = expectData(await get<Order>(`/api/orders/${order.reference}`, guest.token));
    expect(plain.bookings[0]!.service).toBe(english.title);
    const ru = expectData(await get<Order>(`/api/orders/${order.reference}?lang=ru`, guest.token));
    expect(ru.bookings[0]).toMatchObject({ service: russian.title, location: russian.location });

    const list = expectData(await get<Bookings>(`/api/bookings/${guest.id}?lang=de`, guest.token));
    expect(list.find((b) => b.id === booking.id)?.service).toBe(german.title);
    const one = expectData(await get<BookingWithOrder>(`/api/booking/${booking.id}?lang=de`, guest.token));
    expect(one).toMatchObject({ service: german.title, location: german.location });
    const page = expectData(await get<BookingDetail>(`/api/booking/${booking.id}/detail`, guest.token));
    expect(page.service).toBe(english.title);

    // A language the site does not speak is the catalogue's 400.
    const wrong = await get(`/api/orders/${order.reference}?lang=fr`, guest.token);
    expect(wrong.status).toBe(400);
    expect((wrong.body as { error: string }).error).toMatch(/^lang: /);
  });

  it("fall back to English where the service has no translation in that language", async () => {
    const { order } = await placeBooking(app, guest, { serviceId: 5, daysAhead: 13 });
    await app.services.db
      .delete(serviceTranslations)
      .where(and(eq(serviceTranslations.serviceId, 5), eq(serviceTranslations.lang, "de")));
    const [stored] = await app.services.db
      .select({ title: services.title, location: services.location })
      .from(services)
      .where(eq(services.id, 5));
    const de = expectData(await get<Order>(`/api/orders/${order.reference}?lang=de`, guest.token));
    expect(de.bookings[0]).toMatchObject({ service: stored!.title, location: stored!.location });
    const ru = expectData(await get<Order>(`/api/orders/${order.reference}?lang=ru`, guest.token));
    expect(ru.bookings[0]!.service).toBe(seeded[5]!.ru.title);
  });
});

describe("the console", () => {
  it("names the supplier's services in ?lang= in its bookings, departures, threads, services and reports", async () => {
    const booking = await avachaThread(app, guest, 20, "Wie warm ist das Wasser?");
    const date = addDays(operatorToday(app.clock.now), 20);
    const token = ops.avacha;

    const requests = expectData(await get<ConsoleBookings>("/api/operator/bookings?lang=ru", token));
    expect(requests.find((b) => b.id === booking.id)?.service).toBe(russian.title);
    const inEnglish = expectData(await get<ConsoleBookings>("/api/operator/bookings", token));
    expect(inEnglish.find((b) => b.id === booking.id)?.service).toBe(english.title);
    const one = expectData(await get<ConsoleBooking>(`/api/operator/bookings/${booking.id}?lang=ru`, token));
    expect(one.service).toBe(russian.title);

    const departures = expectData(
      await get<Departures>(`/api/operator/departures?from=${date}&to=${date}&lang=ru`, token),
    );
    expect(departures.find((d) => d.serviceId === 3)?.service).toBe(russian.title);
    const id = departureId({ serviceId: 3, date, time: "08:00" });
    const manifest = expectData(await get<Manifest>(`/api/operator/departures/${id}?lang=ru`, token));
    expect(manifest.departure.service).toBe(russian.title);
    expect(manifest.guests.find((b) => b.id === booking.id)?.service).toBe(russian.title);

    const threads = expectData(await get<Threads>("/api/operator/messages?lang=ru", token));
    expect(threads.find((t) => t.bookingId === booking.id)?.service).toBe(russian.title);
    const thread = expectData(await get<Thread>(`/api/operator/messages/${booking.id}?lang=ru`, token));
    expect(thread.booking.service).toBe(russian.title);

    const own = expectData(await get<OwnServices>("/api/operator/services?lang=ru", token));
    expect(own.find((s) => s.id === 3)?.title).toBe(russian.title);
    const calendar = expectData(
      await get<AvailabilityView>(
        `/api/operator/services/3/availability?month=${date.slice(0, 7)}&lang=ru`,
        token,
      ),
    );
    expect(calendar.service.title).toBe(russian.title);
    const day = calendar.days.find((d) => d.date === date);
    expect(day?.departures.find((d) => d.time === "08:00")?.service).toBe(russian.title);

    const month = date.slice(0, 7);
    const report = expectData(
      await get<SupplierReport>(`/api/operator/reports?from=${month}&to=${month}&lang=ru`, token),
    );
    expect(report.services.find((s) => s.serviceId === 3)?.service).toBe(russian.title);
  });

  it("names an archived service in ?lang= too (it is not in the catalogue any more)", async () => {
    await app.services.db.update(services).set({ status: "archived" }).where(eq(services.id, 3));
    try {
      const own = expectData(await get<OwnServices>("/api/operator/services?lang=de", ops.avacha));
      expect(own.find((s) => s.id === 3)).toMatchObject({ title: german.title, status: "archived" });
    } finally {
      await app.services.db.update(services).set({ status: "active" }).where(eq(services.id, 3));
    }
  });
});

describe("the admin's bookings", () => {
  it("name the service in ?lang=", async () => {
    const { order } = await placeBooking(app, guest, { serviceId: 3, daysAhead: 14 });
    const page = expectData(
      await get<AdminBookings>(`/api/admin/bookings?q=${order.reference}&lang=de`, ops.admin),
    );
    expect(page.items.map((b) => b.service)).toEqual([german.title]);
  });
});
