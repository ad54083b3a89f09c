import { expect, test, type Page } from "./fixtures.ts";
import { operatorPage, serious, signUp, timed, travellerBooks } from "./helpers.ts";

// The operators' console: a traveller's request answered by Avacha Volcano Guides, and the day's
// departure checked in. The operator works in a browser of their own.

const requestCard = (page: Page, reference: string) =>
  page.getByRole("listitem").filter({ hasText: reference });

test("a traveller books, the operator confirms in the console, and the traveller sees Confirmed", async ({
  page,
  browser,
}) => {
  const reference = await travellerBooks(page);
  const console = await operatorPage(browser);
  await expect(console.getByRole("heading", { name: "Requests" })).toBeVisible();
  const card = requestCard(console, reference);
  await expect(card).toContainText("2 guests");
  // The card leaves the inbox as the page revalidates; its answer still gets its toast.
  await timed(
    console,
    "confirm a request",
    () => card.getByRole("button", { name: "Confirm" }).click(),
    () => expect(console.getByText(`Booking ${reference} confirmed`)).toBeVisible(),
  );
  await expect(requestCard(console, reference)).toHaveCount(0);
  expect(await serious(console)).toEqual([]);

  await page.reload();
  await expect(page.locator("main").getByText("Confirmed").first()).toBeVisible();
});

test("a rejection with a reason shows as Rejected with the reason and the refund", async ({
  page,
  browser,
}) => {
  const reference = await travellerBooks(page, "Reject Tester", 4);
  const console = await operatorPage(browser);
  await requestCard(console, reference).getByRole("button", { name: "Reject" }).click();
  const dialog = console.getByRole("dialog");
  await dialog.getByRole("button", { name: "Reject and refund" }).click();
  await expect(dialog.getByText("Please give a reason the guest will see")).toBeVisible();
  await dialog.getByLabel("Reason for the guest").fill("The crater trail is closed by the park that day.");
  await dialog.getByRole("button", { name: "Reject and refund" }).click();
  await expect(console.getByText(`Booking ${reference} rejected; the guest is refunded`)).toBeVisible();
  await expect(requestCard(console, reference)).toHaveCount(0);

  await page.reload();
  const main = page.locator("main");
  await expect(main.getByText("Rejected").first()).toBeVisible();
  await expect(
    main.getByText("The crater trail is closed by the park that day.", { exact: false }),
  ).toBeVisible();
  await expect(main.getByText(/^Refunded: \$\d/)).toBeVisible();
});

test("the operator checks guests in on today's departure manifest", async ({ browser }) => {
  const console = await operatorPage(browser, "/operator/departures");
  await console
    .getByRole("navigation", { name: "Console sections" })
    .getByRole("link", { name: "Departures" })
    .click();
  await expect(console.getByRole("heading", { name: "Departures" })).toBeVisible();
  expect(await serious(console)).toEqual([]);
  // The seeded story: two parties on the hot-springs hike at 18:00 today.
  await console
    .getByRole("link", { name: /6:00 PM.*Nalychevo/ })
    .first()
    .click();
  await expect(console.getByRole("heading", { name: "Guest list" })).toBeVisible();
  const maria = console.getByRole("listitem").filter({ hasText: "Maria Ivanova" });
  // Her party has not given its names yet (not ready): the check-in asks why they go anyway
  // (manifest-readiness.spec.ts).
  await maria.getByRole("button", { name: "Arrived" }).click();
  const why = console.getByRole("dialog", { name: "Check in Maria Ivanova although not ready?" });
  await why.getByLabel("Reason").fill("Names taken by the guide at the trailhead.");
  await timed(
    console,
    "check a guest in on the manifest",
    () => why.getByRole("button", { name: "Check in" }).click(),
    () => expect(console.getByText("Maria Ivanova checked in")).toBeVisible(),
  );
  await expect(maria.getByRole("button", { name: "Arrived" })).toHaveAttribute("aria-pressed", "true");
  await console.reload();
  await expect(
    console
      .getByRole("listitem")
      .filter({ hasText: "Maria Ivanova" })
      .getByRole("button", { name: "Arrived" }),
  ).toHaveAttribute("aria-pressed", "true");
  expect(await serious(console)).toEqual([]);
  const csv = await console.request.get(`${new URL(console.url()).pathname}/manifest.csv`);
  expect(csv.headers()["content-type"]).toContain("text/csv");
  expect(await csv.text()).toContain("Maria Ivanova");
});

test("to a traveller the console does not exist", async ({ page }) => {
  await page.goto("/");
  await signUp(page, "Curious Traveller");
  await expect(page.getByRole("link", { name: "Operator console" })).toHaveCount(0);
  const response = await page.goto("/operator");
  expect(response?.status()).toBe(404);
  expect((await page.request.get("/api/operator/bookings")).status()).toBe(404);
});
