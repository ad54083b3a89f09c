import { expect, test, type Locator, type Page } from "./fixtures.ts";
import { addDays, operatorToday } from "../../core/dates.ts";
import { bookingCalendarAt, checkOut, pickFreeDay, signUp } from "./helpers.ts";

// Limits said up front: the guests stepper stops at what the chosen slot and the group size allow,
// and a cart line that no longer fits says so and offers the fix. Seats are read from the page's
// own text, so the journeys hold whatever earlier runs booked.

/** Zhupanova River (service 2): groups of up to 6; departures of 6 seats, and of 4 at 6:00 PM. */
const SERVICE = 2;
const GROUP_MAX = 6;

/** The seats a slot button says it has left ("4 seats left", "1 seat left"). */
async function seatsOf(slot: Locator) {
  const text = (await slot.textContent()) ?? "";
  const found = /(\d+) seats? left/.exec(text);
  if (!found) throw new Error(`no seats left in "${text}"`);
  return Number(found[1]);
}

/** The enabled time slots of the day shown, with their seats left, fewest first. */
async function slotsBySeats(dialog: Locator) {
  const buttons = dialog.getByRole("group", { name: /Times on/ }).getByRole("button", { disabled: false });
  await expect(buttons.first()).toBeVisible();
  const slots = [];
  for (const button of await buttons.all()) slots.push({ button, seats: await seatsOf(button) });
  return slots.sort((a, b) => a.seats - b.seats);
}

/** Presses "One adult more" until it is disabled (at most 60 times); answers the adults shown. */
async function guestsUpToTheLimit(dialog: Locator) {
  const more = dialog.getByRole("button", { name: "One adult more" });
  for (let i = 0; i < 60 && (await more.isEnabled()); i++) await more.click();
  await expect(more).toBeDisabled();
  return Number(await dialog.getByTestId("party-adult").textContent());
}

const seatsLine = (n: number) => `Only ${n} ${n === 1 ? "seat" : "seats"} left on this date`;

/** The booking dialog of the service, on `date` (a day of the 90 shown). */
async function dialogOn(page: Page, date: string) {
  const { dialog, cell } = await bookingCalendarAt(page, SERVICE, date);
  await cell.locator("button").click();
  return dialog;
}

test("the stepper stops at the seats left, says why, and a slot with fewer seats brings it down", async ({
  page,
}) => {
  await page.goto("/");
  await signUp(page, "Limits Tester");
  await page.goto(`/service/${SERVICE}`);
  await page.getByRole("button", { name: "Book now" }).click();
  const dialog = page.getByRole("dialog");
  // The "Up to" line is the group size, as the card and the facts say.
  await expect(dialog.getByText(`Up to ${GROUP_MAX} people`)).toBeVisible();
  await pickFreeDay(dialog, 7);
  const slots = await slotsBySeats(dialog);
  const fewest = slots[0]!;
  const most = slots[slots.length - 1]!;
  // The evening departure takes 4: fewer seats than the group size.
  expect(fewest.seats).toBeLessThan(GROUP_MAX);

  // The roomiest slot: the stepper stops at its seats or at the group size.
  await most.button.click();
  const roomy = await guestsUpToTheLimit(dialog);
  expect(roomy).toBe(Math.min(most.seats, GROUP_MAX));
  await expect(
    dialog.getByText(most.seats < GROUP_MAX ? seatsLine(most.seats) : `Groups of up to ${GROUP_MAX}`),
  ).toBeVisible();

  // The slot with the fewest seats: the count comes down to them, and the stepper stays there.
  await fewest.button.click();
  await expect(dialog.getByTestId("party-adult")).toHaveText(String(Math.min(roomy, fewest.seats)));
  expect(await guestsUpToTheLimit(dialog)).toBe(fewest.seats);
  await expect(dialog.getByText(seatsLine(fewest.seats))).toBeVisible();
  await expect(dialog.getByRole("button", { name: "One adult more" })).toBeDisabled();
  // As many guests as seats left go in the cart.
  await dialog.getByRole("button", { name: "Add to Cart" }).click();
  await expect(page.getByText("Added to cart").first()).toBeVisible();
});

test("a cart line that no longer fits is marked, keeps checkout closed, and offers the fix", async ({
  page,
  browser,
}) => {
  // A day of the 90 no other journey books on this service; its roomiest departure.
  const date = addDays(operatorToday(new Date()), 61);
  await page.goto("/");
  await signUp(page, "Late Cart Tester");
  const dialog = await dialogOn(page, date);
  const slot = (await slotsBySeats(dialog)).pop()!;
  const time = /\d{1,2}:\d{2} [AP]M/.exec((await slot.button.textContent()) ?? "")![0];
  // Two seats at least: someone else takes one, and one is left to change to.
  expect(slot.seats).toBeGreaterThan(1);
  await slot.button.click();
  const guests = await guestsUpToTheLimit(dialog);
  expect(guests).toBe(Math.min(slot.seats, GROUP_MAX));
  await dialog.getByRole("button", { name: "Add to Cart" }).click();
  await expect(page.getByText("Added to cart").first()).toBeVisible();
  await expect(dialog).toBeHidden();

  // Another traveller books one seat of that departure meanwhile.
  const other = await browser.newContext();
  const rival = await other.newPage();
  await rival.goto("/");
  await signUp(rival, "Rival Tester");
  const theirs = await dialogOn(rival, date);
  await theirs
    .getByRole("group", { name: /Times on/ })
    .getByRole("button", { name: new RegExp(time) })
    .click();
  const fewer = theirs.getByRole("button", { name: "One adult fewer" });
  while (Number(await theirs.getByTestId("party-adult").textContent()) > 1) await fewer.click();
  await theirs.getByRole("button", { name: "Add to Cart" }).click();
  await expect(rival.getByText("Added to cart").first()).toBeVisible();
  await checkOut(rival);
  await other.close();

  // The first traveller's cart marks the line and names it under the closed checkout.
  const left = guests - 1;
  await page.getByRole("button", { name: /^Cart, \d+ items?$/ }).click();
  const sheet = page.getByRole("dialog", { name: /Shopping Cart/ });
  const line = sheet.getByRole("listitem").filter({ hasText: "Zhupanova" });
  await expect(line.getByRole("alert")).toHaveText(
    new RegExp(`Only ${left} ${left === 1 ? "seat" : "seats"} left at this time\\.`),
  );
  await expect(sheet.getByRole("button", { name: "Proceed to Checkout" })).toBeDisabled();
  await expect(sheet.getByText(/^Fix or remove the marked lines to check out: Zhupanova/)).toBeVisible();
  await expect(line.getByRole("button", { name: /One adult more/ })).toBeDisabled();

  // The fix: as many adults as seats are left.
  await line.getByRole("button", { name: `Change to ${left} ${left === 1 ? "adult" : "adults"}` }).click();
  await expect(page.getByText("Cart updated").first()).toBeVisible();
  await expect(line.getByRole("alert")).toBeHidden();
  await expect(sheet.getByRole("button", { name: "Proceed to Checkout" })).toBeEnabled();
  await expect(line.getByRole("button", { name: /One adult more/ })).toBeDisabled();
});
