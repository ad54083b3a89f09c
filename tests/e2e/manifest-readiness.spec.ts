import { expect, test } from "./fixtures.ts";
import { operatorPage, serious } from "./helpers.ts";

// Ready or not, on the manifest (issue 27): the operator sees each booking's participants and what
// they still lack, and checking in a party that is not ready asks why. The seeded story has two
// parties on Avacha's hot-springs hike at 18:00 today; Tom Becker's (one adult, nobody named yet)
// is this journey's (operator.spec.ts checks Maria Ivanova's party in).

test("the manifest shows a booking's participants as not ready, and checking them in asks for a reason", async ({
  browser,
}) => {
  const console = await operatorPage(browser, "/operator/departures");
  await console
    .getByRole("navigation", { name: "Console sections" })
    .getByRole("link", { name: "Departures" })
    .click();
  await expect(console.getByRole("heading", { name: "Departures" })).toBeVisible();
  await console
    .getByRole("link", { name: /6:00 PM.*Nalychevo/ })
    .first()
    .click();
  await expect(console.getByRole("heading", { name: "Guest list" })).toBeVisible();
  // The departure's headcounts: bookings ready, people and seats.
  await expect(console.getByText(/\d+ of \d+ ready · \d+ (person|people) · \d+ seats?/)).toBeVisible();

  const tom = console.getByRole("listitem").filter({ hasText: "Tom Becker" });
  // Nobody named yet: the booking and its one participant lack their details.
  await expect(tom.getByText("Not ready: details").first()).toBeVisible();
  const people = tom.getByRole("list", { name: /^Participants of PA-/ });
  await expect(people.getByRole("listitem")).toHaveCount(1);
  await expect(people).toContainText("Adult");
  await expect(people).toContainText("Not given yet");
  await expect(people).toContainText("Not ready: details");
  expect(await serious(console)).toEqual([]);

  // Arrived asks why they go although not ready; the reason is required.
  await tom.getByRole("button", { name: "Arrived" }).click();
  const dialog = console.getByRole("dialog", { name: "Check in Tom Becker although not ready?" });
  await expect(dialog).toContainText("Still missing: details");
  await dialog.getByRole("button", { name: "Check in" }).click();
  await expect(
    dialog.getByText("Say why these guests are checked in although they are not ready"),
  ).toBeVisible();
  const reason = "Names given to the guide at the trailhead.";
  await dialog.getByLabel("Reason").fill(reason);
  await dialog.getByRole("button", { name: "Check in" }).click();
  await expect(console.getByText("Tom Becker checked in")).toBeVisible();
  await expect(dialog).toBeHidden();

  // Checked in, the reason stays on the manifest, after a reload too.
  await console.reload();
  const entry = console.getByRole("listitem").filter({ hasText: "Tom Becker" });
  await expect(entry.getByRole("button", { name: "Arrived" })).toHaveAttribute("aria-pressed", "true");
  await expect(entry).toContainText(`Checked in although not ready: ${reason}`);

  // The CSV has a row per participant with the booking's readiness and the reason.
  const csv = await console.request.get(`${new URL(console.url()).pathname}/manifest.csv`);
  const text = await csv.text();
  expect(text).toContain("Participant readiness");
  expect(text).toContain(reason);
});
