import { addDays, operatorToday } from "../../core/dates.ts";
import { expect, test, type Browser, type Page } from "./fixtures.ts";
import { fillContact, payByCard, setParty, signIn, signUp } from "./helpers.ts";

// Issue 27's journey: a family of two adults, a child and an infant books the river float in its
// high season and sees the season's prices, pays the deposit, fills in everyone's details and the
// waiver, pays the balance from the booking page, and the operator's manifest shows them ready.
// The summer season lies beyond the 90-day window for most of the year, so the float's operator
// first prices a season inside it through the console's API (and takes it away again at the end).

const FLOAT = 2;
const SEASON_ADULT_CENTS = 234_500;
const SEASON_CHILD_CENTS = 117_300;

/** The float's operator (Olga Rybakova, Bystraya River Anglers), signed in in a context of their own. */
async function anglersConsole(browser: Browser) {
  const page = await (await browser.newContext()).newPage();
  await page.goto("/");
  await signIn(page, "anglers@peninsula-adventures.example", "kamchatka-operator");
  await expect(page.getByRole("button", { name: "Sign out" })).toBeVisible();
  return page;
}

type Pricing = Record<string, unknown> & {
  periods: { name: string; startsOn: string; endsOn: string; prices: Record<string, number> }[];
};

/** The float's price book as the console's save takes it (the waiver left as it is). */
function saveBody(book: Pricing, periods: Pricing["periods"]) {
  const { types, minAge, adultRequired, licenceFromAge, fees, deposit, depositKeptOnLapse } = book;
  return {
    types,
    minAge,
    adultRequired,
    licenceFromAge,
    fees,
    deposit,
    depositKeptOnLapse,
    periods,
    waiver: null,
  };
}

async function putPricing(page: Page, body: unknown) {
  const origin = new URL(page.url()).origin;
  const res = await page.request.put(`/api/operator/services/${FLOAT}/pricing`, {
    headers: { origin },
    data: body,
  });
  expect(res.status(), await res.text()).toBe(200);
}

/** "08:00" as the pages say it in English: "8:00 AM". */
function clock(time: string) {
  const [h, m] = time.split(":").map(Number) as [number, number];
  return `${h % 12 || 12}:${String(m).padStart(2, "0")} ${h < 12 ? "AM" : "PM"}`;
}

/** A birth date that makes someone `years` old on `day`, a few weeks past their birthday. */
function bornAged(day: string, years: number): string {
  const [y, m, d] = addDays(day, -20).split("-");
  return `${Number(y) - years}-${m}-${m === "02" && d === "29" ? "28" : d}`;
}

test("a family books the float in its high season, pays the deposit and the balance, and is ready on the manifest", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const today = operatorToday(new Date());
  // Days 36 to 44: past the balance's due time (30 days before), inside the window, and apart from
  // the days other journeys book the float on.
  const first = addDays(today, 36);
  const last = addDays(today, 44);
  const olga = await anglersConsole(browser);
  const got = await olga.request.get(`/api/operator/services/${FLOAT}/pricing`);
  expect(got.status()).toBe(200);
  const book = ((await got.json()) as { data: Pricing }).data;
  // A season the operator already has on those days (July, seen from May) is left alone.
  const mine = {
    name: "Summer high season",
    startsOn: first,
    endsOn: last,
    prices: { adult: SEASON_ADULT_CENTS, child: SEASON_CHILD_CENTS },
  };
  const clash = book.periods.some((p) => p.startsOn <= last && p.endsOn >= first);
  if (!clash) await putPricing(olga, saveBody(book, [...book.periods, mine]));

  try {
    // The family: a day of the season with three seats free, and its first time.
    await page.goto("/");
    await signUp(page, "Anna Family");
    const res = await page.request.get(`/api/services/${FLOAT}`);
    const detail = (await res.json()) as {
      data: {
        availability: {
          date: string;
          timeSlots: { time: string; capacity: number; booked: number; prices?: Record<string, number> }[];
        }[];
      };
    };
    const day = detail.data.availability.find(
      (d) => d.date >= first && d.date <= last && d.timeSlots.some((s) => s.capacity - s.booked >= 3),
    );
    expect(day, `a day of the float from ${first} to ${last} with three seats`).toBeTruthy();
    const slot = day!.timeSlots.find((s) => s.capacity - s.booked >= 3)!;
    const adultCents = slot.prices!.adult!;
    const childCents = slot.prices!.child!;
    if (!clash) expect([adultCents, childCents]).toEqual([SEASON_ADULT_CENTS, SEASON_CHILD_CENTS]);
    const dollars = (cents: number) =>
      `$${(cents / 100).toLocaleString("en-US", { maximumFractionDigits: 2 })}`;

    await page.goto(`/service/${FLOAT}`, { waitUntil: "networkidle" });
    await page.getByRole("button", { name: "Book now" }).click();
    const dialog = page.getByRole("dialog");
    const cell = dialog.locator(`[data-day="${day!.date}"]`);
    for (let i = 0; i < 4 && !(await cell.isVisible()); i++) {
      await dialog.getByRole("button", { name: "Go to the Next Month" }).click();
    }
    await cell.getByRole("button").click();
    await dialog
      .getByRole("group", { name: /Times on/ })
      .getByRole("button", { name: new RegExp(clock(slot.time)) })
      .click();
    await setParty(dialog, { adult: 2, child: 1, infant: 1 });
    // The season's prices, a line per type; the infant rides free; the deposit is what is due now.
    await expect(dialog.getByText(`2 adults × ${dollars(adultCents)}`)).toBeVisible();
    await expect(dialog.getByText(`1 child × ${dollars(childCents)}`)).toBeVisible();
    await expect(dialog.getByText(/Due now: \$[\d,.]+ \(30% deposit\)/)).toBeVisible();
    await dialog.getByRole("button", { name: "Add to Cart" }).click();
    await expect(page.getByText("Added to cart").first()).toBeVisible();
    await expect(dialog).toBeHidden();

    await page.getByRole("button", { name: "Cart, 1 item" }).click();
    await expect(page.getByText("2 adults, 1 child, 1 infant").first()).toBeVisible();
    await page.getByRole("button", { name: "Proceed to Checkout" }).click();
    const checkout = page.getByRole("dialog", { name: "Checkout" });
    await expect(checkout.getByText("Due now")).toBeVisible();
    await fillContact(checkout);
    await payByCard(page, checkout);
    await page.getByRole("link", { name: "Go to my bookings" }).click();
    await page
      .getByRole("link", { name: /^View booking/ })
      .first()
      .click();

    // Everyone's details and the waiver; the adults carry a fishing licence valid past the trip.
    const panel = page.getByRole("region", { name: "Participants" });
    const licence = { number: "KAM-2031-77", expiry: addDays(day!.date, 400) };
    const people = [
      { name: "Anna Family", years: 38, licence },
      { name: "Ivan Family", years: 40, licence },
      { name: "Masha Family", years: 7 },
      { name: "Lev Family", years: 1 },
    ];
    for (const [i, person] of people.entries()) {
      const row = panel.getByTestId(`participant-${i}`);
      await row.getByLabel("Full name").fill(person.name);
      await row.getByLabel("Birth date").fill(bornAged(day!.date, person.years));
      if (person.licence) {
        await row.getByLabel("Licence number").fill(person.licence.number);
        await row.getByLabel("Licence valid until").fill(person.licence.expiry);
      }
      await row.getByRole("checkbox", { name: /I accept the waiver/ }).check();
      await row.getByRole("button", { name: "Save" }).click();
      await expect(page.getByText(`${person.name}'s details are saved`).first()).toBeVisible();
      await expect(panel.getByTestId(`participant-${i}-readiness`)).toHaveText("Ready");
    }
    // Only the balance is left.
    await expect(panel.getByTestId("participants-readiness")).toHaveText(/Missing: balance/);

    const payment = page.getByTestId("payment-panel");
    const balance = (await payment.getByTestId("balance-status").textContent())!.trim();
    await payment.getByLabel("Card number").fill("4242 4242 4242 4242");
    await payment.getByLabel("Expiry (MM/YY)").fill("12/30");
    await payment.getByLabel("CVV").fill("123");
    await payment.getByRole("button", { name: `Pay ${balance}` }).click();
    await expect(page.getByText("Balance paid. Your booking is paid in full.")).toBeVisible();
    await page.reload();
    await expect(
      page.getByRole("region", { name: "Participants" }).getByTestId("participants-readiness"),
    ).toHaveText("Ready");

    // The operator's manifest of that departure: the family, each of them, ready.
    await olga.goto(`/operator/departures?from=${day!.date}&to=${day!.date}&serviceId=${FLOAT}`);
    await olga
      .getByRole("link", { name: new RegExp(`^${clock(slot.time)}.*Zhupanova`) })
      .first()
      .click();
    await expect(olga.getByRole("heading", { name: "Guest list" })).toBeVisible();
    const family = olga.getByRole("listitem").filter({ hasText: "Anna Family" }).first();
    const list = family.getByRole("list", { name: /^Participants of PA-/ });
    await expect(list.getByRole("listitem")).toHaveCount(4);
    await expect(list).toContainText("Masha Family");
    await expect(family.getByText("Ready").first()).toBeVisible();
    await expect(family.getByText(/Not ready/)).toHaveCount(0);
  } finally {
    if (!clash) await putPricing(olga, saveBody(book, book.periods));
  }
});
