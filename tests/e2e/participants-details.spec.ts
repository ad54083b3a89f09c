import { addDays } from "../../core/dates.ts";
import { expect, test, type Locator, type Page } from "./fixtures.ts";
import { signUp } from "./helpers.ts";

// Participant details (issue 27 item 5, decision 042): a family fills in its participants on the
// booking page and accepts the operator's waiver; a co-traveller opens their own link in a browser
// with no session and fills in their details.

/** The river float: adults 12+, children 3–11, infants 0–2 on a lap; a licence from 16; a waiver. */
const SERVICE = 2;

interface Slot {
  date: string;
  time: string;
}

/**
 * A departure of the float with room for the family's three seats, 8 to 25 days ahead: inside the
 * booking window and before the balance's due date (30 days before the start), so checkout takes
 * the whole price and the booking can be ready. Read from the public API, so any date and hour works.
 */
async function freeDeparture(page: Page): Promise<Slot> {
  const res = await page.request.get(`/api/services/${SERVICE}`);
  expect(res.ok()).toBe(true);
  const body = (await res.json()) as {
    data: {
      availability: { date: string; timeSlots: { time: string; capacity: number; booked: number }[] }[];
    };
  };
  const days = body.data.availability;
  const first = days[0]!.date;
  for (const day of days) {
    if (day.date < addDays(first, 8) || day.date > addDays(first, 25)) continue;
    const slot = day.timeSlots.find((s) => s.capacity - s.booked >= 3);
    if (slot) return { date: day.date, time: slot.time };
  }
  throw new Error("no departure of the river float with three free seats");
}

/** Books the family (two adults, a child, an infant) by card through the API, as the session's user. */
async function bookFamily(page: Page, slot: Slot): Promise<string> {
  const origin = new URL(page.url()).origin;
  const res = await page.request.post("/api/bookings", {
    headers: { origin },
    data: {
      items: [
        {
          serviceId: SERVICE,
          dates: { startDate: slot.date },
          selectedTime: slot.time,
          participants: { adult: 2, child: 1, infant: 1 },
        },
      ],
      paymentMethod: "card",
      paymentToken: "tok_visa",
      customerInfo: {
        name: "Anna Petrova",
        email: "anna.petrova@example.com",
        phone: "+49 30 1234567",
        address: { street: "Friedrichstrasse 12", city: "Berlin", country: "Germany" },
      },
    },
  });
  expect(res.status()).toBe(201);
  const body = (await res.json()) as { data: { bookings: { id: string }[] } };
  return body.data.bookings[0]!.id;
}

/** A birth date that makes someone `years` old on `day`, a few weeks past their birthday. */
function bornAged(day: string, years: number): string {
  const before = addDays(day, -20);
  const [y, m, d] = before.split("-");
  return `${Number(y) - years}-${m}-${m === "02" && d === "29" ? "28" : d}`;
}

/** Fills one participant's form and saves it; the toast names them. */
async function fillIn(
  scope: Locator,
  page: Page,
  person: { name: string; birthDate: string; licence?: { number: string; expiry: string } },
  saved: string,
) {
  await scope.getByLabel("Full name").fill(person.name);
  await scope.getByLabel("Birth date").fill(person.birthDate);
  if (person.licence) {
    await scope.getByLabel("Licence number").fill(person.licence.number);
    await scope.getByLabel("Licence valid until").fill(person.licence.expiry);
  }
  await scope.getByRole("checkbox", { name: /I accept the waiver/ }).check();
  await scope.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText(saved).first()).toBeVisible();
}

test("a family fills in its participants and accepts the waiver; a co-traveller fills in their own by link", async ({
  page,
  browser,
}) => {
  await page.goto("/");
  await signUp(page, "Anna Petrova");
  const slot = await freeDeparture(page);
  const bookingId = await bookFamily(page, slot);

  await page.goto(`/dashboard/bookings/${bookingId}`);
  const panel = page.getByRole("region", { name: "Participants" });
  await expect(panel).toBeVisible();
  await expect(panel.getByTestId("participants-readiness")).toHaveText(/Missing: details, licence, waiver/);
  await expect(panel.getByRole("heading", { name: "The operator's waiver" })).toBeVisible();
  await expect(panel.getByText("Needed for hunting and fishing from 16").first()).toBeVisible();

  const licence = { number: "KAM-2031-77", expiry: addDays(slot.date, 400) };
  const adult = panel.getByTestId("participant-0");
  await fillIn(
    adult,
    page,
    { name: "Anna Petrova", birthDate: bornAged(slot.date, 38), licence },
    "Anna Petrova's details are saved",
  );
  await expect(panel.getByTestId("participant-0-readiness")).toHaveText("Ready");
  await expect(adult.getByText(/Accepted by Anna Petrova/)).toBeVisible();

  // A "child" of 12 on the trip's day does not fit the type: said at the field, nothing saved.
  const child = panel.getByTestId("participant-2");
  await child.getByLabel("Full name").fill("Masha Petrova");
  await child.getByLabel("Birth date").fill(bornAged(slot.date, 12));
  await child.getByRole("button", { name: "Save" }).click();
  await expect(child.getByText("This birth date does not fit the participant type (3–11)")).toBeVisible();
  // Children are too young for a licence on this trip: no licence fields for them.
  await expect(child.getByLabel("Licence number")).toHaveCount(0);
  await fillIn(
    child,
    page,
    { name: "Masha Petrova", birthDate: bornAged(slot.date, 7) },
    "Masha Petrova's details are saved",
  );
  await fillIn(
    panel.getByTestId("participant-3"),
    page,
    { name: "Lev Petrov", birthDate: bornAged(slot.date, 1) },
    "Lev Petrov's details are saved",
  );
  await expect(panel.getByTestId("participants-readiness")).toHaveText(/Missing: details, licence, waiver/);

  // The second adult fills in their own: their link, opened with no session at all.
  const second = panel.getByTestId("participant-1");
  await expect(second.getByRole("button", { name: "Copy link for a co-traveller" })).toBeVisible();
  const link = await second.getByLabel(/Link for a co-traveller/).inputValue();
  expect(link).toMatch(/\/participant\/[\w-]+\.[\w-]+$/);

  const stranger = await (await browser.newContext()).newPage();
  await stranger.goto(new URL(link).pathname);
  await expect(stranger.getByRole("heading", { level: 1 })).toContainText("Your details for");
  await expect(stranger.getByRole("button", { name: "Sign out" })).toHaveCount(0);
  // Only their own details: nothing of the family's names.
  await expect(stranger.getByText("Anna Petrova")).toHaveCount(0);
  await expect(stranger.getByText("Masha Petrova")).toHaveCount(0);
  await expect(stranger.getByRole("heading", { name: "The operator's waiver" })).toBeVisible();
  await fillIn(
    stranger.locator("main"),
    stranger,
    { name: "Ivan Petrov", birthDate: bornAged(slot.date, 40), licence },
    "Thank you: your details are saved",
  );
  await expect(stranger.getByTestId("participant-readiness")).toHaveText("Ready");
  await stranger.context().close();

  // The guest's page shows the co-traveller's details, and the booking is ready.
  await page.reload();
  await expect(panel.getByTestId("participant-1").getByLabel("Full name")).toHaveValue("Ivan Petrov");
  await expect(panel.getByTestId("participant-1-readiness")).toHaveText("Ready");
  await expect(panel.getByTestId("participants-readiness")).toHaveText("Ready");
});
