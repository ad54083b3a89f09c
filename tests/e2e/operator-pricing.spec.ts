import { expect, test } from "./fixtures.ts";
import { addDays, operatorToday } from "../../core/dates.ts";
import { operatorPage, serious } from "./helpers.ts";

// The console's pricing editor (issue 27): Avacha Volcano Guides add a season to their volcano
// ascents (service 5) with a higher adult price, see it saved, and the trip's departures on a day
// in it are sold at the season's price. The season lies 17 to 19 days ahead (Kamchatka's today),
// past the days the other journeys book, and is removed at the end.

interface Slot {
  time: string;
  prices?: Record<string, number>;
}
interface Day {
  date: string;
  timeSlots: Slot[];
}

test("a season added in the console prices the trip's departures in it", async ({ browser }) => {
  const today = operatorToday(new Date());
  const first = addDays(today, 17);
  const last = addDays(today, 19);
  const name = `Peak ${Date.now() % 100000}`;

  const page = await operatorPage(browser, "/operator/services/5");
  const pricing = page.getByRole("region", { name: "Prices and participants" });
  await expect(pricing.getByRole("row", { name: /Adults/ })).toBeVisible();
  // The button is there once the page's scripts run: rows are added with it.
  await pricing.getByRole("button", { name: "Add a season" }).click();
  const season = pricing
    .getByRole("listitem")
    .filter({ has: page.getByLabel("Season name") })
    .last();
  await season.getByLabel("Season name").fill(name);
  await season.getByLabel("First day").fill(first);
  await season.getByLabel("Last day").fill(last);
  await season.getByLabel("Adults", { exact: true }).fill("1234.00");
  expect(await serious(page)).toEqual([]);
  await pricing.getByRole("button", { name: "Save prices" }).click();
  await expect(page.getByText("Prices saved")).toBeVisible();

  // Saved: the page read again shows it.
  await page.reload();
  const saved = page.getByRole("region", { name: "Prices and participants" }).getByRole("listitem", { name });
  await expect(saved.getByLabel("Season name")).toHaveValue(name);
  await expect(saved.getByLabel("First day")).toHaveValue(first);
  await expect(saved.getByLabel("Adults", { exact: true })).toHaveValue("1234");

  // A traveller's view of the trip: a departure on a day of the season costs the season's price,
  // one outside it the usual price.
  const traveller = await (await browser.newContext()).newPage();
  const answer = await traveller.request.get("/api/services/5");
  expect(answer.ok()).toBe(true);
  const { data } = (await answer.json()) as { data: { availability: Day[] } };
  const inSeason = data.availability.find((d) => d.date >= first && d.date <= last && d.timeSlots.length > 0);
  expect(inSeason, "a departure in the season").toBeTruthy();
  expect(inSeason!.timeSlots[0]!.prices?.adult).toBe(123_400);
  const outside = data.availability.find((d) => d.date > addDays(last, 1) && d.timeSlots.length > 0);
  // The ascents' usual adult price, as seeded.
  expect(outside!.timeSlots[0]!.prices?.adult).toBe(98_000);

  // Put it back as it was, so no other journey meets the season.
  await saved.getByRole("button", { name: `Remove ${name}` }).click();
  await page
    .getByRole("region", { name: "Prices and participants" })
    .getByRole("button", { name: "Save prices" })
    .click();
  await expect(page.getByText("Prices saved").first()).toBeVisible();
  await page.reload();
  await expect(
    page.getByRole("region", { name: "Prices and participants" }).getByRole("listitem", { name }),
  ).toHaveCount(0);
});
