import { describe, expect, it } from "vitest";
import {
  canContactSupplier,
  canGuestCancel,
  canRate,
  canTransition,
  isDueForCompletion,
  isPastSupplierDeadline,
} from "./booking-status.ts";
import { cvvValid, expiryValid, last4, luhnValid } from "./cards.ts";
import {
  availabilityLabel,
  catalogueSearchFields,
  isSoldOut,
  matchesFilters,
  matchesQuery,
  paginate,
  sortEntries,
  type CatalogEntry,
} from "./catalog.ts";
import {
  addDays,
  daysBetween,
  endDate,
  horizon,
  isIsoDate,
  operatorMonthStart,
  operatorToday,
  slotStart,
  weekday,
} from "./dates.ts";
import { convertCents, defaultRates, formatMoney } from "./money.ts";
import { pageButtons, pageCount, pageRange } from "./pagination.ts";
import {
  badgeCount,
  cartTotal,
  lineSavings,
  lineTotal,
  paidForLine,
  pointsForBooking,
  referralDiscount,
} from "./pricing.ts";
import { makeReference, randomCode } from "./reference.ts";
import {
  bookingCreateSchema,
  firstIssue,
  inviteSchema,
  pointsQuerySchema,
  signUpSchema,
  topUpSchema,
} from "./schemas.ts";
import { dayStatus, periodOf, seatsLeft, slotColour } from "./slots.ts";
import { addButtonState, formatCountdown, holdExpiry, priceSummary, secondsLeft } from "./checkout.ts";
import { durationTier, priceTier } from "./tiers.ts";

describe("dates", () => {
  it("end date = start + (days - 1), across month and year ends", () => {
    expect(endDate("2026-11-22", 1)).toBe("2026-11-22");
    expect(endDate("2026-11-28", 5)).toBe("2026-12-02");
    expect(endDate("2026-12-29", 7)).toBe("2027-01-04");
    expect(endDate("2028-02-27", 3)).toBe("2028-02-29");
  });

  it("validates calendar dates", () => {
    expect(isIsoDate("2026-02-28")).toBe(true);
    expect(isIsoDate("2026-02-29")).toBe(false);
    expect(isIsoDate("2026-2-1")).toBe(false);
  });

  it("knows the operator's day (UTC+12) whatever the machine's zone", () => {
    expect(operatorToday(new Date("2026-11-22T11:59:00Z"))).toBe("2026-11-22");
    expect(operatorToday(new Date("2026-11-22T12:00:00Z"))).toBe("2026-11-23");
    expect(slotStart("2026-11-23", "08:00").toISOString()).toBe("2026-11-22T20:00:00.000Z");
    expect(weekday("2026-11-22")).toBe(0);
    expect(addDays("2026-03-28", 2)).toBe("2026-03-30");
    expect(daysBetween("2026-11-22", "2027-02-19")).toBe(89);
  });

  it("starts the operator's month at local midnight of the 1st (UTC+12)", () => {
    expect(operatorMonthStart(new Date("2026-11-30T11:59:00Z")).toISOString()).toBe(
      "2026-10-31T12:00:00.000Z",
    );
    // 12:00 UTC on 30 November is already 1 December in Kamchatka.
    expect(operatorMonthStart(new Date("2026-11-30T12:00:00Z")).toISOString()).toBe(
      "2026-11-30T12:00:00.000Z",
    );
    expect(operatorMonthStart(new Date("2027-01-01T00:00:00Z")).toISOString()).toBe(
      "2026-12-31T12:00:00.000Z",
    );
  });

  it("gives a 90-day horizon starting with the operator's today", () => {
    const days = horizon(90, new Date("2026-11-22T13:00:00Z"));
    expect(days).toHaveLength(90);
    expect(days[0]).toBe("2026-11-23");
    expect(days[89]).toBe("2027-02-20");
  });
});

describe("money", () => {
  it("converts USD cents with the rates and formats per language", () => {
    expect(convertCents(100_000, "EUR")).toBe(92_000);
    expect(convertCents(89_000, "RUB", defaultRates)).toBe(8_143_500);
    expect(formatMoney(450_000, "USD", "en")).toBe("$4,500");
    expect(formatMoney(89_050, "USD", "en")).toBe("$890.50");
    expect(formatMoney(100_000, "EUR", "de").replace(/\s/g, " ")).toBe("920 €");
    expect(formatMoney(100_000, "RUB", "ru").replace(/\s/g, " ")).toBe("91 500 ₽");
  });
});

describe("pricing", () => {
  it("totals, savings, cart total, badge", () => {
    expect(lineTotal(89_000, 3)).toBe(267_000);
    expect(lineSavings(89_000, 99_000, 2)).toBe(20_000);
    expect(lineSavings(89_000, null, 2)).toBe(0);
    expect(lineSavings(89_000, 80_000, 2)).toBe(0);
    expect(cartTotal([{ totalCents: 100 }, { totalCents: 250 }])).toBe(350);
    expect(badgeCount(99)).toBe("99");
    expect(badgeCount(100)).toBe("99+");
    expect(referralDiscount(123_455)).toBe(12_346);
    expect(pointsForBooking(200_000)).toBe(10_000);
  });

  it("cashback counts what was paid: a line's share of the order's discount comes off", () => {
    expect(paidForLine(60_000, { subtotalCents: 100_000, totalCents: 90_000 })).toBe(54_000);
    expect(paidForLine(33_333, { subtotalCents: 100_000, totalCents: 90_000 })).toBe(30_000);
    expect(paidForLine(60_000, { subtotalCents: 60_000, totalCents: 60_000 })).toBe(60_000);
    expect(paidForLine(60_000, { subtotalCents: 0, totalCents: 0 })).toBe(60_000);
  });
});

describe("slots", () => {
  it("colours by booked/capacity: >= 0.9 red, >= 0.7 yellow, else green", () => {
    expect(slotColour(0, 6)).toBe("green");
    expect(slotColour(4, 6)).toBe("green");
    expect(slotColour(7, 10)).toBe("yellow");
    expect(slotColour(9, 10)).toBe("red");
    expect(slotColour(4, 4)).toBe("red");
    expect(slotColour(0, 0)).toBe("red");
  });

  it("gives a calendar day its status and a slot its seats left", () => {
    const slot = (booked: number, capacity: number, available = booked < capacity) => ({
      booked,
      capacity,
      available,
    });
    expect(dayStatus({ timeSlots: [slot(6, 6), slot(1, 4)] })).toBe("available");
    expect(dayStatus({ timeSlots: [slot(6, 6), slot(4, 4)] })).toBe("full");
    expect(dayStatus({ timeSlots: [] })).toBe("closed");
    // Seats left but every slot has started: nothing to book that day.
    expect(dayStatus({ timeSlots: [slot(1, 6, false)] })).toBe("closed");
    expect(seatsLeft({ booked: 4, capacity: 6 })).toBe(2);
    expect(seatsLeft({ booked: 7, capacity: 6 })).toBe(0);
  });

  it("names periods by the hour", () => {
    expect(["08:00", "14:00", "18:00", "22:00", "03:00"].map(periodOf)).toEqual([
      "morning",
      "afternoon",
      "evening",
      "night",
      "night",
    ]);
  });
});

describe("tiers", () => {
  it("price tiers at 1000 and 2500 USD", () => {
    expect(priceTier(99_999)).toBe("budget");
    expect(priceTier(100_000)).toBe("mid");
    expect(priceTier(249_999)).toBe("mid");
    expect(priceTier(250_000)).toBe("luxury");
  });

  it("duration tiers at 3 and 7 days", () => {
    expect([1, 3, 4, 7, 8].map(durationTier)).toEqual(["short", "short", "medium", "medium", "long"]);
  });
});

describe("pagination", () => {
  it("shows 1..min(5, pages), then an ellipsis and the last page", () => {
    expect(pageButtons(1)).toEqual([1]);
    expect(pageButtons(5)).toEqual([1, 2, 3, 4, 5]);
    expect(pageButtons(9)).toEqual([1, 2, 3, 4, 5, "ellipsis", 9]);
    expect(pageCount(0, 12)).toBe(1);
    expect(pageCount(25, 12)).toBe(3);
    expect(pageRange(3, 12, 25)).toEqual({ start: 25, end: 25 });
    expect(pageRange(1, 12, 0)).toEqual({ start: 0, end: 0 });
  });
});

describe("booking status", () => {
  it("lets each actor make only its own moves", () => {
    expect(canTransition("pending", "confirmed", "supplier")).toBe(true);
    expect(canTransition("pending", "confirmed", "guest")).toBe(false);
    expect(canTransition("confirmed", "completed", "system")).toBe(true);
    expect(canTransition("completed", "cancelled", "guest")).toBe(false);
    expect(canTransition("cancelled", "pending", "system")).toBe(false);
  });

  it("allows free cancellation until 24 hours before the start", () => {
    const booking = { status: "confirmed" as const, startDate: "2026-12-01", time: "08:00" };
    const start = slotStart("2026-12-01", "08:00").getTime();
    expect(canGuestCancel(booking, new Date(start - 24 * 3_600_000))).toBe(true);
    expect(canGuestCancel(booking, new Date(start - 24 * 3_600_000 + 1))).toBe(false);
    expect(canGuestCancel({ ...booking, status: "completed" }, new Date(0))).toBe(false);
  });

  it("completes a confirmed booking the day after its end date, in the operator's calendar", () => {
    const booking = { status: "confirmed" as const, endDate: "2026-12-03" };
    // 2026-12-03T12:00Z is already 4 December in Kamchatka; a minute before it is still the 3rd.
    expect(isDueForCompletion(booking, new Date("2026-12-03T11:59:00Z"))).toBe(false);
    expect(isDueForCompletion(booking, new Date("2026-12-03T12:00:00Z"))).toBe(true);
    expect(isDueForCompletion({ ...booking, status: "pending" }, new Date("2027-01-01T00:00:00Z"))).toBe(
      false,
    );
  });

  it("rejects a pending booking only once the supplier's deadline has passed", () => {
    const booking = { status: "pending" as const, supplierDeadline: "2026-12-01T10:00:00.000Z" };
    expect(isPastSupplierDeadline(booking, new Date("2026-12-01T10:00:00Z"))).toBe(false);
    expect(isPastSupplierDeadline(booking, new Date("2026-12-01T10:00:01Z"))).toBe(true);
    expect(
      isPastSupplierDeadline(
        { ...booking, supplierDeadline: new Date("2026-12-01T10:00:00Z") },
        new Date("2026-12-02"),
      ),
    ).toBe(true);
    expect(isPastSupplierDeadline({ ...booking, status: "confirmed" }, new Date("2027-01-01"))).toBe(false);
  });

  it("rates completed bookings once and contacts suppliers of confirmed ones", () => {
    expect(canRate({ status: "completed", rating: null })).toBe(true);
    expect(canRate({ status: "completed", rating: 4 })).toBe(false);
    expect(canRate({ status: "confirmed", rating: null })).toBe(false);
    expect(canContactSupplier({ status: "confirmed" })).toBe(true);
    expect(canContactSupplier({ status: "pending" })).toBe(false);
    expect(canContactSupplier({ status: "completed" })).toBe(false);
  });
});

describe("cards", () => {
  it("checks Luhn, expiry and CVV", () => {
    expect(luhnValid("4242 4242 4242 4242")).toBe(true);
    expect(luhnValid("4000 0000 0000 0002")).toBe(true);
    expect(luhnValid("4242 4242 4242 4241")).toBe(false);
    expect(luhnValid("abcd")).toBe(false);
    const now = new Date("2026-11-22T00:00:00Z");
    expect(expiryValid("11/26", now)).toBe(true);
    expect(expiryValid("10/26", now)).toBe(false);
    expect(expiryValid("13/30", now)).toBe(false);
    expect(cvvValid("123")).toBe(true);
    expect(cvvValid("12a")).toBe(false);
    expect(last4("4242 4242 4242 4242")).toBe("4242");
  });
});

describe("catalogue rules", () => {
  const entry = (over: Partial<CatalogEntry>): CatalogEntry => ({
    id: 1,
    category: "tours",
    title: "Volcano",
    description: "Walk",
    location: "Esso",
    supplier: "Guides",
    tags: ["hiking"],
    priceCents: 100,
    rating: 4.5,
    reviews: 10,
    durationDays: 2,
    available: true,
    availability: "available",
    createdAt: "2026-01-01T00:00:00Z",
    ...over,
  });

  it("matches title, description, location, category, supplier and tags, ignoring case", () => {
    const e = entry({});
    for (const q of ["volc", "WALK", "esso", "Tours", "guides", "HIKING"])
      expect(matchesQuery(e, q)).toBe(true);
    expect(matchesQuery(e, "fishing")).toBe(false);
    expect(matchesQuery(e, "  ")).toBe(true);
  });

  it("limits the catalogue block's search to title, supplier and location", () => {
    const e = entry({});
    for (const q of ["volc", "GUIDES", "esso"]) expect(matchesQuery(e, q, catalogueSearchFields)).toBe(true);
    for (const q of ["walk", "tours", "hiking"])
      expect(matchesQuery(e, q, catalogueSearchFields)).toBe(false);
  });

  it("labels a service available, unavailable or sold out", () => {
    expect(availabilityLabel(true, false)).toBe("available");
    expect(availabilityLabel(false, false)).toBe("unavailable");
    expect(availabilityLabel(false, true)).toBe("unavailable");
    expect(availabilityLabel(true, true)).toBe("sold-out");
    const full = new Set(["2026-12-01 08:00", "2026-12-01 14:00"]);
    expect(isSoldOut(["2026-12-01 08:00", "2026-12-01 14:00"], full)).toBe(true);
    expect(isSoldOut(["2026-12-01 08:00", "2026-12-02 08:00"], full)).toBe(false);
  });

  it("filters by category, price tier, duration tier and availability together", () => {
    const hunt = entry({ category: "hunting", priceCents: 450_000, durationDays: 7 });
    expect(matchesFilters(hunt, { category: "hunting", price: "luxury", duration: "medium" })).toBe(true);
    expect(matchesFilters(hunt, { price: "mid" })).toBe(false);
    expect(matchesFilters(hunt, { duration: "long" })).toBe(false);
    expect(matchesFilters({ ...hunt, availability: "unavailable" }, { availability: "available" })).toBe(
      false,
    );
    expect(matchesFilters({ ...hunt, availability: "sold-out" }, { availability: "available" })).toBe(false);
    expect(matchesFilters({ ...hunt, availability: "unavailable" }, {})).toBe(true);
    expect(matchesFilters(hunt, { category: "tours" })).toBe(false);
  });

  it("sorts with stable ties and pages", () => {
    const list = [
      entry({ id: 1, priceCents: 300 }),
      entry({ id: 2, priceCents: 100 }),
      entry({ id: 3, priceCents: 100 }),
    ];
    expect(sortEntries(list, "price-asc").map((e) => e.id)).toEqual([2, 3, 1]);
    expect(sortEntries(list, "price-desc").map((e) => e.id)).toEqual([1, 2, 3]);
    const rated = [
      entry({ id: 1, rating: 4.5, reviews: 10 }),
      entry({ id: 2, rating: 4.9, reviews: 5 }),
      entry({ id: 3, rating: 4.5, reviews: 80 }),
    ];
    expect(sortEntries(rated, "rating").map((e) => e.id)).toEqual([2, 3, 1]);
    expect(sortEntries(rated, "reviews").map((e) => e.id)).toEqual([3, 1, 2]);
    expect(paginate([1, 2, 3, 4, 5], 2, 2)).toEqual([3, 4]);
  });
});

describe("references and schemas", () => {
  it("makes PA- references from an unambiguous alphabet", () => {
    let i = 0;
    expect(makeReference(() => i++)).toBe("PA-234567");
    expect(randomCode(3, () => 31)).toBe("ZZZ");
  });

  it("names the failing field", () => {
    const result = signUpSchema.safeParse({ name: "A", email: "a@b.co", password: "123" });
    expect(result.success).toBe(false);
    if (!result.success)
      expect(firstIssue(result.error)).toBe("password: Password must be at least 6 characters");
    const booking = bookingCreateSchema.safeParse({ items: [], paymentMethod: "card", customerInfo: {} });
    if (!booking.success) expect(firstIssue(booking.error)).toBe("items: must contain at least one item");
  });

  it("takes top-ups of $10 to $5,000 in whole cents, naming the amount otherwise", () => {
    const card = { number: "4242 4242 4242 4242", expiry: "12/30", cvv: "123" };
    const issue = (amount: unknown) => {
      const result = topUpSchema.safeParse({ amount, card });
      return result.success ? null : firstIssue(result.error);
    };
    expect(issue(10)).toBeNull();
    expect(issue(5000)).toBeNull();
    expect(issue(10.1)).toBeNull();
    expect(issue(9.99)).toBe("amount: The minimum is $10");
    expect(issue(5000.01)).toBe("amount: The maximum is $5000");
    expect(issue(10.001)).toBe("amount: must be in whole cents");
    expect(issue("50")).toBe("amount: Please enter an amount");
  });

  it("asks for an invitee's address, then a well-formed one", () => {
    const issue = (email: unknown) => {
      const result = inviteSchema.safeParse({ email });
      return result.success ? null : firstIssue(result.error);
    };
    expect(issue("  ")).toBe("email: Please enter an email address");
    expect(issue(undefined)).toBe("email: Please enter an email address");
    expect(issue("friend@")).toBe("email: Please enter a valid email address");
    expect(issue(" friend@example.com ")).toBeNull();
  });

  it("pages the ledger 10 at a time by default, at most 50", () => {
    expect(pointsQuerySchema.parse({})).toEqual({ offset: 0, limit: 10, lang: "en" });
    expect(pointsQuerySchema.parse({ offset: "20", limit: "50", lang: "ru" })).toEqual({
      offset: 20,
      limit: 50,
      lang: "ru",
    });
    expect(pointsQuerySchema.safeParse({ limit: "51" }).success).toBe(false);
    expect(pointsQuerySchema.safeParse({ offset: "-1" }).success).toBe(false);
  });
});

describe("checkout rules", () => {
  it("holds for 15 minutes and counts down to zero", () => {
    const now = new Date("2026-11-22T10:00:00Z");
    const expires = holdExpiry(now);
    expect(expires.toISOString()).toBe("2026-11-22T10:15:00.000Z");
    expect(secondsLeft(expires, now)).toBe(900);
    expect(secondsLeft(expires, new Date("2026-11-22T10:14:59.500Z"))).toBe(1);
    expect(secondsLeft(expires, new Date("2026-11-22T10:20:00Z"))).toBe(0);
    expect(formatCountdown(900)).toBe("15:00");
    expect(formatCountdown(65)).toBe("01:05");
    expect(formatCountdown(-3)).toBe("00:00");
  });

  it("labels the add button by what is missing", () => {
    expect(addButtonState(false, "2026-12-01", "08:00")).toBe("unavailable");
    expect(addButtonState(true, undefined, undefined)).toBe("pick-date");
    expect(addButtonState(true, "2026-12-01", undefined)).toBe("pick-slot");
    expect(addButtonState(true, "2026-12-01", "08:00")).toBe("ready");
  });

  it("sums price x guests, savings and the end date", () => {
    expect(priceSummary(180_000, 195_000, 3, 5, "2026-12-30")).toEqual({
      totalCents: 540_000,
      savingsCents: 45_000,
      endDate: "2027-01-03",
    });
    expect(priceSummary(89_000, null, 2, 3, undefined)).toEqual({
      totalCents: 178_000,
      savingsCents: 0,
      endDate: undefined,
    });
  });
});
