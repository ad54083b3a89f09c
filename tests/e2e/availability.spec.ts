import { expect, test } from "./fixtures.ts";
import { addDays, operatorToday } from "../../core/dates.ts";
import { bookingCalendarAt, OPERATOR, serious, signIn } from "./helpers.ts";

test("a schedule change in the console shows at once on the service page's availability", async ({
  page,
}) => {
  // Days far enough ahead that the demo story has no bookings on them, inside the 90 bookable days.
  const today = operatorToday(new Date());
  const closedDay = addDays(today, 47);
  const departureDay = addDays(today, 48);

  // The console asks the operator to sign in (they can book as a traveller too).
  await page.goto(`/operator/services/3/availability?month=${closedDay.slice(0, 7)}`);
  await signIn(page, OPERATOR.email, OPERATOR.password, true);
  await expect(page.getByRole("heading", { name: /^Availability: / })).toBeVisible();

  // Before: both days can be picked, and the morning departure has seats.
  {
    const { dialog, cell } = await bookingCalendarAt(page, 3, departureDay);
    await expect(dialog.locator(`[data-day="${closedDay}"] button`)).toBeEnabled();
    await cell.locator("button").click();
    const times = dialog.getByRole("group", { name: /Times on/ });
    await expect(times.getByRole("button", { name: /8:00 AM/ })).toBeEnabled();
    await page.keyboard.press("Escape");
  }

  await page.goto(`/operator/services/3/availability?month=${closedDay.slice(0, 7)}`);
  await expect(page.getByRole("heading", { name: "Weekly schedule" })).toBeVisible();
  expect(await serious(page)).toEqual([]);

  // Close one whole day as a closed date range.
  await page.getByLabel("First day").fill(closedDay);
  await page.getByLabel("Last day").fill(closedDay);
  await page.getByRole("button", { name: "Close these dates" }).click();
  await expect(page.getByText("Dates closed").first()).toBeVisible();
  // One closed day reads as one date, not a range from and to the same day.
  const closedItem = page
    .getByRole("listitem")
    .filter({ has: page.getByRole("button", { name: /^Open .+ again$/ }) });
  await expect(closedItem).toHaveCount(1);
  await expect(closedItem).not.toContainText("–");

  // Close the next day's morning departure through its dialog.
  await page.goto(`/operator/services/3/availability?month=${departureDay.slice(0, 7)}&day=${departureDay}`);
  await expect(page.getByRole("heading", { name: /^Departures on / })).toBeVisible();
  const morning = page.getByRole("listitem").filter({ hasText: "Seats at 8:00 AM" });
  await morning.getByRole("button", { name: "Close", exact: true }).click();
  const confirm = page.getByRole("dialog");
  await expect(confirm.getByRole("heading", { name: /^Close the 8:00 AM departure/ })).toBeVisible();
  expect(await serious(page)).toEqual([]);
  await confirm.getByRole("button", { name: "Close departure" }).click();
  // The dialog's row turns into "Reopen" as the page revalidates; its answer still gets its toast.
  await expect(page.getByText("The 8:00 AM departure is closed").first()).toBeVisible();
  await expect(morning.getByRole("button", { name: "Reopen" })).toBeVisible();
  await expect(confirm).toBeHidden();

  // After: the closed day cannot be picked, and the morning departure cannot be chosen.
  const { dialog, cell } = await bookingCalendarAt(page, 3, departureDay);
  await expect(dialog.locator(`[data-day="${closedDay}"] button`)).toBeDisabled();
  await cell.locator("button").click();
  const times = dialog.getByRole("group", { name: /Times on/ });
  await expect(times.getByRole("button", { name: /8:00 AM/ })).toBeDisabled();
  await expect(times.getByRole("button", { name: /8:00 AM/ })).toContainText("Closed");
  await expect(times.getByRole("button", { name: /2:00 PM/ })).toBeEnabled();
});

test("the console's availability calendar offers only days to come", async ({ page }) => {
  const today = operatorToday(new Date());
  // Every day of last month has gone by; every day of next month is still to come.
  const lastMonth = addDays(`${today.slice(0, 7)}-01`, -1).slice(0, 7);
  const nextMonth = addDays(`${today.slice(0, 7)}-01`, 32).slice(0, 7);
  await page.goto(`/operator/services/3/availability?month=${lastMonth}`);
  await signIn(page, OPERATOR.email, OPERATOR.password, true);
  await expect(page.getByRole("heading", { name: /^Availability: / })).toBeVisible();
  const dayLinks = page.locator('a[href*="&day="]');
  await expect(page.getByRole("heading", { name: "Weekly schedule" })).toBeVisible();
  await expect(dayLinks).toHaveCount(0);
  await page.goto(`/operator/services/3/availability?month=${nextMonth}`);
  await expect(page.getByRole("heading", { name: "Weekly schedule" })).toBeVisible();
  expect(await dayLinks.count()).toBeGreaterThanOrEqual(28);
});
