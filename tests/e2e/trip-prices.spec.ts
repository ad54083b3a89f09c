import { expect, test } from "./fixtures.ts";
import { pickFreeDay } from "./helpers.ts";

// Issue 27 items 2 and 8: the trip page and the cards say who can come and what it costs. The
// seeded river float (service 2): adults 12+ at $1,800, children 3–11 at $900, infants free on a
// lap, $2,160 and $1,080 in its summer high season (1 July – 31 August, this year and next), a
// nature park entry of $15 per person, 30 % deposit. The journeys run on any day: in July and
// August today's prices are the season's.

test("the trip page lists who can come, the seasons, the fees and the deposit policy", async ({ page }) => {
  await page.goto("/service/2");
  const prices = page.getByRole("region", { name: "Prices and who can come" });
  await expect(prices).toContainText(/Adult \(12\+\) \$(1,800|2,160)/);
  await expect(prices).toContainText(/Child \(3–11\) \$(900|1,080)/);
  await expect(prices).toContainText("Infant (0–2) free, on a lap");
  await expect(prices).toContainText("All ages welcome");
  // Next summer's season is always ahead.
  await expect(prices).toContainText(
    /Summer high season, Jul 1, \d{4} – Aug 31, \d{4}: Adult \$2,160 · Child \$1,080/,
  );
  await expect(prices).toContainText("Nature park entry $15 per person, added at checkout");
  await expect(prices).toContainText(
    "30% deposit at booking, the rest 30 days before the start. Unpaid by then, the booking is cancelled and the deposit kept.",
  );

  // The hunt: adults from 18 only, half at booking.
  await page.goto("/service/1");
  const hunt = page.getByRole("region", { name: "Prices and who can come" });
  await expect(hunt).toContainText("Minimum age: 18 years");
  await expect(hunt).toContainText("50% deposit at booking, the rest 60 days before the start.");
});

test("a card shows the lowest price of the day: the child's on the river float", async ({ page }) => {
  await page.goto("/services?category=fishing");
  const card = page.locator("article", { has: page.getByRole("link", { name: /River Steelhead/ }) });
  await expect(card).toContainText(/from\s*\$(900|1,080)\s*per person/);
});

test("the slot list shows the adult's price on the chosen date", async ({ page }) => {
  await page.goto("/service/3?tab=availability");
  await pickFreeDay(page.locator("#service-tabs"));
  await expect(page.getByTestId("date-price")).toHaveText(/^Adult: \$[\d,.]+ on this date$/);
});

test.describe("in Russian", () => {
  test.use({ locale: "ru-RU" });

  test("the fee lines and the deposit policy are in the reader's language", async ({ page }) => {
    await page.goto("/service/2");
    const prices = page.getByRole("region", { name: "Цены и кто может поехать" });
    await expect(prices).toContainText("Младенец (0–2) бесплатно, на руках");
    await expect(prices).toContainText("Вход в природный парк");
    await expect(prices).toContainText("остальное — за 30 дней до начала");
  });
});
