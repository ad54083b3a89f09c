import { and, avg, count, eq, isNotNull } from "drizzle-orm";
import { RouterContextProvider } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadAbout } from "../../app/routes/about.server.ts";
import { loadHome } from "../../app/routes/home.server.ts";
import { loadService } from "../../app/routes/service.server.ts";
import { clientIpContext, servicesContext } from "../../server/context.ts";
import * as t from "../../server/db/schema.ts";
import { seededReviews, seedReviews } from "../../server/db/seed-reviews.ts";
import { team } from "../../server/db/seed-team.ts";
import { aboutTeam, siteFigures } from "../../server/modules/site/site.ts";
import { expectData } from "../support/answers.ts";
import type { CatalogPage, Rated, Reviews, ServicePage } from "../support/api-views.ts";
import { placeBooking, setStatus } from "../support/bookings.ts";
import { createTestApp, TEST_NOW, useCaseContext, type TestApp } from "../support/test-app.ts";

// Issue 25 item 6 and item 16: every rating and review count comes from the stored reviews, the
// seed writes real ones, and GET /api/services/:id/reviews pages them with `total` equal to the
// count the service shows; the site's figures are counted and the about page's team is data.

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ now: TEST_NOW });
  await seedReviews(app.services.db, app.services.auth, app.clock.now);
});
afterAll(() => app.close());

const service = async (id: number) =>
  expectData(await app.request<ServicePage>("GET", `/api/services/${id}`));
const reviews = (id: number, query = "") =>
  app.request<Reviews>("GET", `/api/services/${id}/reviews${query}`);

/** What the database holds of a service's reviews: its rated bookings. */
async function stored(serviceId: number) {
  const [row] = await app.services.db
    .select({ n: count(), average: avg(t.bookings.rating).mapWith(Number) })
    .from(t.bookings)
    .where(and(eq(t.bookings.serviceId, serviceId), isNotNull(t.bookings.rating)));
  return { reviews: row!.n, rating: row!.n ? row!.average : 0 };
}

describe("the seeded reviews", () => {
  it("give every service 4 to 8 reviews, in en, ru and de, each on its author's completed trip", async () => {
    for (const id of [1, 2, 3, 4, 5, 6]) {
      const { reviews: n } = await stored(id);
      expect(n).toBeGreaterThanOrEqual(4);
      expect(n).toBeLessThanOrEqual(8);
    }
    const texts = seededReviews.map((r) => r.text);
    expect(texts.some((text) => /[а-яё]/i.test(text))).toBe(true);
    expect(texts.some((text) => /[äöüß]/i.test(text))).toBe(true);
    expect(new Set(seededReviews.map((r) => r.rating))).toEqual(new Set([3, 4, 5]));

    const rows = await app.services.db
      .select({
        email: t.user.email,
        status: t.bookings.status,
        endDate: t.bookings.endDate,
        ratedAt: t.bookings.ratedAt,
        review: t.bookings.review,
      })
      .from(t.bookings)
      .innerJoin(t.user, eq(t.user.id, t.bookings.userId))
      .where(isNotNull(t.bookings.rating));
    expect(rows).toHaveLength(seededReviews.length);
    for (const row of rows) {
      expect(row.status).toBe("completed");
      expect(row.ratedAt!.getTime()).toBeLessThanOrEqual(app.clock.now.getTime());
      expect(row.endDate < app.clock.now.toISOString().slice(0, 10)).toBe(true);
      const seeded = seededReviews.find((r) => r.text === row.review)!;
      expect(seeded.author.email).toBe(row.email);
    }
  });

  it("are made once: a second run adds nothing", async () => {
    const before = await stored(3);
    await seedReviews(app.services.db, app.services.auth, app.clock.now);
    expect(await stored(3)).toEqual(before);
  });
});

describe("figures shown are the stored ones", () => {
  it("every service's rating and count, in the list and on its own, are its stored reviews", async () => {
    const list = expectData(await app.request<CatalogPage>("GET", "/api/services?pageSize=50")).items;
    expect(list.length).toBeGreaterThan(0);
    for (const entry of list) {
      const truth = await stored(entry.id);
      expect(entry.reviews).toBe(truth.reviews);
      expect(entry.rating).toBeCloseTo(truth.rating, 10);
      const detail = await service(entry.id);
      expect(detail.reviews).toBe(truth.reviews);
      expect(detail.rating).toBeCloseTo(truth.rating, 10);
      expect(expectData(await reviews(entry.id)).total).toBe(truth.reviews);
    }
  });

  it("the site's figures are counted: services on sale, their operators, reviews, travellers", async () => {
    const figures = await siteFigures(useCaseContext(app, null));
    const list = expectData(await app.request<CatalogPage>("GET", "/api/services?pageSize=50")).items;
    const [all] = await app.services.db
      .select({ n: count(), average: avg(t.bookings.rating).mapWith(Number) })
      .from(t.bookings)
      .where(isNotNull(t.bookings.rating));
    expect(figures.services).toBe(list.length);
    expect(figures.operators).toBe(new Set(list.map((s) => s.supplierId)).size);
    expect(figures.reviews).toBe(all!.n);
    expect(figures.rating).toBeCloseTo(all!.average, 10);
    // The ten seeded reviewers each came on their trips.
    expect(figures.travellers).toBe(new Set(seededReviews.map((r) => r.author.email)).size);
  });
});

describe("the about page's team", () => {
  it("is read from the database, in its order, in the reader's language", async () => {
    const ctx = useCaseContext(app, null);
    const en = await aboutTeam(ctx, { lang: "en" });
    expect(en.map((p) => p.name)).toEqual(team.map((p) => p.name.en));
    expect(en[0]).toMatchObject({
      name: "Alexei Volkov",
      role: "Founder and head guide",
      photoUrl: "/images/team/1.webp",
    });
    const ru = await aboutTeam(ctx, { lang: "ru" });
    expect(ru[0]).toMatchObject({ name: "Алексей Волков", role: "Основатель и главный гид" });
    const de = await aboutTeam(ctx, { lang: "de" });
    expect(de[0]!.role).toBe("Gründer und Chef-Guide");

    // A change in the table is what the page shows: nothing is kept in the translations.
    await app.services.db
      .update(t.teamMembers)
      .set({ role: { en: "Founder", ru: "Основатель", de: "Gründer" } })
      .where(eq(t.teamMembers.position, 1));
    expect((await aboutTeam(ctx, { lang: "de" }))[0]!.role).toBe("Gründer");
  });
});

describe("GET /api/services/:id/reviews", () => {
  it("pages newest first; the pages together are every review, `total` on each", async () => {
    const { reviews: total } = await stored(2);
    const first = expectData(await reviews(2, "?pageSize=2"));
    expect(first.total).toBe(total);
    expect(first.items).toHaveLength(2);
    const seen = [...first.items];
    for (let page = 2; seen.length < total; page++) {
      const next = expectData(await reviews(2, `?page=${page}&pageSize=2`));
      expect(next.total).toBe(total);
      expect(next.items.length).toBeGreaterThan(0);
      seen.push(...next.items);
    }
    expect(new Set(seen.map((r) => r.id)).size).toBe(total);
    const dates = seen.map((r) => r.date);
    expect(dates).toEqual([...dates].sort().reverse());
    // The default page holds up to 10, the newest first.
    const whole = expectData(await reviews(2));
    expect(whole.items.map((r) => r.id)).toEqual(seen.slice(0, 10).map((r) => r.id));
  });

  it("a page past the end is empty, with the total still said", async () => {
    const { reviews: total } = await stored(1);
    const past = await reviews(1, "?page=99&pageSize=50");
    expect(past.status).toBe(200);
    expect(expectData(past)).toEqual({ items: [], total });
  });

  it.each([
    ["?pageSize=0", "pageSize: must be at least 1"],
    ["?pageSize=51", "pageSize: must be at most 50"],
    ["?page=0", "page: must be at least 1"],
    ["?page=abc", "page: must be a number"],
    ["?pageSize=2.5", "pageSize: must be a whole number"],
  ])("%s is a worded 400", async (query, error) => {
    const res = await reviews(1, query);
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(error);
  });

  it("an unknown service is 404", async () => {
    expect((await reviews(999)).status).toBe(404);
  });

  it("a new review counts at once: the service's count, the list's total and its first item", async () => {
    const user = await app.signUp("Greta Glacier");
    const { booking } = await placeBooking(app, user, { serviceId: 4, daysAhead: 12 });
    await setStatus(app, booking.id, "completed");
    const before = await service(4);
    const rated = await app.request<Rated>("POST", `/api/booking/${booking.id}/review`, {
      token: user.token,
      body: { rating: 2, comment: "Too windy for us." },
    });
    expect(rated.status).toBe(200);
    const truth = await stored(4);
    expect(truth.reviews).toBe(before.reviews + 1);
    const after = await service(4);
    expect(after.reviews).toBe(truth.reviews);
    expect(after.rating).toBeCloseTo(truth.rating, 10);
    const list = expectData(await reviews(4));
    expect(list.total).toBe(truth.reviews);
    expect(list.items[0]).toMatchObject({ id: booking.id, rating: 2, comment: "Too windy for us." });
  });
});

describe("the pages' loaders", () => {
  const context = () => {
    const made = new RouterContextProvider();
    made.set(servicesContext, app.services);
    made.set(clientIpContext, "203.0.113.9");
    return made;
  };
  const page = (path: string, lang = "en") =>
    new Request(`http://localhost${path}`, { headers: { cookie: `lang=${lang}` } });

  it("the service page reads the reviews page its address names, with the service's own count", async () => {
    const first = (await loadService(context(), page("/service/2"), "2"))!;
    expect(first.reviewsPage).toBe(1);
    expect(first.reviews.total).toBe(first.service.reviews);
    expect(first.reviews.items).toHaveLength(Math.min(10, first.service.reviews));
    const past = (await loadService(context(), page("/service/2?reviews=2"), "2"))!;
    expect(past.reviewsPage).toBe(2);
    expect(past.reviews).toEqual({ items: [], total: first.service.reviews });
    // A page address that is no page is the first page, not an error.
    const junk = (await loadService(context(), page("/service/2?reviews=abc"), "2"))!;
    expect(junk.reviewsPage).toBe(1);
    expect(junk.reviews.items.map((r) => r.id)).toEqual(first.reviews.items.map((r) => r.id));
  });

  it("the service page gets the service's price book for the booking dialog", async () => {
    const { priceBook } = (await loadService(context(), page("/service/2"), "2"))!;
    expect(priceBook.types.map((t) => [t.code, t.takesSeat])).toEqual([
      ["adult", true],
      ["child", true],
      ["infant", false],
    ]);
    expect(priceBook).toMatchObject({ adultRequired: true, deposit: { kind: "percent", value: 30 } });
    expect(priceBook.fees.map((f) => f.names.en)).toEqual(["Nature park entry"]);
    expect(await loadService(context(), page("/service/999"), "999")).toBeNull();
  });

  it("the home and about pages get the counted figures; about gets the team in the page's language", async () => {
    const figures = await siteFigures(useCaseContext(app, null));
    expect((await loadHome(page("/"), context())).figures).toEqual(figures);
    const about = await loadAbout(page("/about", "ru"), context());
    expect(about.figures).toEqual(figures);
    expect(about.team.map((p) => p.name)).toEqual(team.map((p) => p.name.ru));
  });
});
