import { expect, test, type Page } from "./fixtures.ts";
import { addToCart, checkOut, SIGN_UP_PASSWORD, signUp } from "./helpers.ts";

// Leaving without losing (issue 25 item 7, decision 028): the deletion's confirmation lists the
// upcoming booking it cancels with its refund before anything happens, and the booking's seats are
// on sale again afterwards.

/** Service 4, on a free day (the tenth) that other journeys do not book. */
const SERVICE = 4;
const DAY = 9;

/** Free seats of every departure of the service, as the public API tells visitors. */
async function freeSeats(page: Page) {
  const res = await page.request.get(`/api/services/${SERVICE}`);
  expect(res.ok()).toBe(true);
  const body = (await res.json()) as {
    data: {
      availability: { date: string; timeSlots: { time: string; capacity: number; booked: number }[] }[];
    };
  };
  const seats = new Map<string, number>();
  for (const day of body.data.availability)
    for (const slot of day.timeSlots) seats.set(`${day.date} ${slot.time}`, slot.capacity - slot.booked);
  return seats;
}

test("deleting an account with an upcoming booking shows the refund first and frees the seats", async ({
  page,
}) => {
  await page.goto("/");
  await signUp(page, "Leaving Lena");
  const before = await freeSeats(page);
  await addToCart(page, SERVICE, 2, DAY);
  await checkOut(page);
  const booked = await freeSeats(page);
  const taken = [...booked].filter(([key, free]) => before.get(key) === free + 2).map(([key]) => key);
  expect(taken).toHaveLength(1);
  const departure = taken[0]!;

  await page.goto("/dashboard/settings");
  await page.getByRole("button", { name: "Delete account", exact: true }).click();
  const confirm = page.getByRole("dialog", { name: "Delete your account?" });
  // What will happen, before anything does: the booking cancelled, its refund, the points.
  await expect(
    confirm.getByText("This upcoming booking will be cancelled, with a full refund:"),
  ).toBeVisible();
  const listed = confirm.getByRole("list", { name: "Bookings to be cancelled" }).getByRole("listitem");
  await expect(listed).toHaveCount(1);
  await expect(listed.first()).toContainText(/PA-[A-Z0-9]{6}/);
  await expect(listed.first()).toContainText(/Refund \$[\d,]+(\.\d\d)?/);
  await expect(confirm.getByText("You have no points to lose.")).toBeVisible();

  await confirm.getByLabel("Type DELETE to confirm").fill("DELETE");
  await confirm.getByLabel("Password", { exact: true }).fill(SIGN_UP_PASSWORD);
  await confirm.getByRole("button", { name: "Delete my account" }).click();
  await expect(page.getByText("Your account has been deleted")).toBeVisible();
  await expect(page).toHaveURL("/");

  // The two seats are on sale again.
  expect((await freeSeats(page)).get(departure)).toBe(before.get(departure));
});
