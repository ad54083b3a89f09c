import { addDays, operatorToday } from "../../core/dates.ts";
import { expect, test, type Locator } from "./fixtures.ts";
import { bookingCalendarAt, setParty, signUp } from "./helpers.ts";

// Who is coming (issue 27 item 7): the booking dialog takes a party by participant type, prices
// each type on the chosen date with the fee lines and the deposit, and the cart line says who comes.

/** Zhupanova River float: adults 12+, children 3–11 at half price, infants 0–2 free on a lap. */
const SERVICE = 2;
/** The nature park's entry, per paying person. */
const ENTRY_CENTS = 1_500;

/** "$1,800" or "$1,363.50" as cents. */
const cents = (text: string) => Math.round(Number(text.replace(/[^\d.]/g, "")) * 100);

/** The price each of a line's people pays: "2 adults × $1,800$3,600" is 180000. */
async function unitOf(line: Locator) {
  const text = (await line.textContent()) ?? "";
  const found = /× (\S+?\d)(?=\$)/.exec(text);
  if (!found) throw new Error(`no price in "${text}"`);
  return cents(found[1]!);
}

const usDate = (iso: string) =>
  new Intl.DateTimeFormat("en-US", {
    month: "short",
    day: "numeric",
    year: "numeric",
    timeZone: "UTC",
  }).format(new Date(`${iso}T00:00:00Z`));

test("a family of two adults, a child and an infant: a line per type, the fee, the deposit, and the cart says who comes", async ({
  page,
}) => {
  await page.goto("/");
  await signUp(page, "Family Tester");

  // A day six weeks ahead (no other journey books this trip then): its balance is due after today.
  const today = operatorToday(new Date());
  let chosen: string | undefined;
  let dialog: Locator | undefined;
  for (let ahead = 45; ahead < 53 && !chosen; ahead++) {
    const date = addDays(today, ahead);
    const opened = await bookingCalendarAt(page, SERVICE, date);
    const day = opened.cell.locator("button");
    if (await day.isEnabled()) {
      await day.click();
      chosen = date;
      dialog = opened.dialog;
    } else await page.keyboard.press("Escape");
  }
  expect(chosen, "a bookable day six weeks ahead").toBeDefined();
  const booking = dialog!;

  // A departure with room for three seats: the infant takes none.
  const slots = booking.getByRole("group", { name: /Times on/ }).getByRole("button", { disabled: false });
  await expect(slots.first()).toBeVisible();
  let picked = false;
  for (const slot of await slots.all()) {
    const left = Number(/(\d+) seats? left/.exec((await slot.textContent()) ?? "")?.[1] ?? 0);
    if (left >= 3) {
      await slot.click();
      picked = true;
      break;
    }
  }
  expect(picked, "a departure with three seats left").toBe(true);

  // The steppers, with their age hints.
  await expect(booking.getByRole("group", { name: "Adults, 12+" })).toBeVisible();
  await expect(booking.getByRole("group", { name: "Children, 3–11" })).toBeVisible();
  await expect(booking.getByRole("group", { name: "Infants, 0–2, on a lap" })).toBeVisible();
  await expect(booking.getByTestId("party-adult")).toHaveText("2");
  await setParty(booking, { adult: 2, child: 1, infant: 1 });

  // A line per type at the date's prices (the summer season's in July and August): children half.
  await expect(booking.getByTestId("price-date")).toHaveText(`Prices on ${usDate(chosen!)}`);
  const adults = booking.getByTestId("price-adult");
  await expect(adults).toHaveText(/^2 adults × \$/);
  const adult = await unitOf(adults);
  const child = await unitOf(booking.getByTestId("price-child"));
  expect(child * 2).toBe(adult);
  await expect(booking.getByTestId("price-infant")).toHaveText("1 infantFree");
  // The entry for the three who pay.
  await expect(booking.getByTestId("price-fee")).toHaveText("Nature park entry 3 × $15$45");
  const total = 2 * adult + child + 3 * ENTRY_CENTS;
  expect(cents((await booking.getByTestId("booking-total").textContent())!)).toBe(total);

  // 30 % now, the rest 30 days before the start.
  const deposit = booking.getByTestId("booking-deposit");
  await expect(deposit).toHaveText(
    new RegExp(`^Due now: \\$[\\d,.]+ \\(30% deposit\\), the rest by ${usDate(addDays(chosen!, -30))}$`),
  );
  expect(cents(/\$[\d,.]+/.exec((await deposit.textContent())!)![0])).toBe(Math.round(total * 0.3));

  await booking.getByRole("button", { name: "Add to Cart" }).click();
  await expect(page.getByText("Added to cart").first()).toBeVisible();
  await expect(booking).toBeHidden();

  // The cart line says who comes, and its total is the dialog's.
  await page.getByRole("button", { name: "Cart, 1 item" }).click();
  const sheet = page.getByRole("dialog", { name: /Shopping Cart/ });
  const line = sheet.getByRole("listitem").filter({ hasText: "Zhupanova" });
  await expect(line.getByTestId("cart-party")).toHaveText("2 adults, 1 child, 1 infant");
  expect(cents((await line.getByTestId("cart-line-total").textContent())!)).toBe(total);
  expect(cents((await sheet.getByTestId("cart-total").textContent())!)).toBe(total);

  // One child fewer on the line: the line and the cart follow.
  await line.getByRole("button", { name: /One child fewer/ }).click();
  await expect(page.getByText("Cart updated").first()).toBeVisible();
  await expect(line.getByTestId("cart-party")).toHaveText("2 adults, 1 infant");
  await expect
    .poll(async () => cents((await sheet.getByTestId("cart-total").textContent())!))
    .toBe(2 * adult + 2 * ENTRY_CENTS);
});
