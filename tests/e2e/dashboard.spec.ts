import { expect, test, type Page } from "./fixtures.ts";
import {
  addToCart,
  checkOut,
  DEMO,
  INITIAL_JS_BUDGET,
  initialJavaScript,
  serious,
  SIGN_UP_PASSWORD,
  signIn,
  signUp,
} from "./helpers.ts";

const tab = (page: Page, name: string) =>
  page.getByRole("navigation", { name: "Dashboard sections" }).getByRole("link", { name });

async function signOut(page: Page) {
  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page.getByRole("button", { name: "Sign in" }).first()).toBeVisible();
}

test("signed out, the dashboard shows nothing of itself and asks to sign in", async ({ page }) => {
  const response = await page.goto("/dashboard/bookings");
  // The dashboard's guard answers 401; its error boundary shows the prompt and opens the dialog.
  expect(response?.status()).toBe(401);
  await expect(page.getByRole("dialog").getByRole("tab", { name: "Sign In" })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Dashboard sections" })).toHaveCount(0);
  await expect(page.getByRole("contentinfo")).toHaveCount(0);
});

test("the demo account sees every tab populated, each at its own address", async ({ page }) => {
  await page.goto("/dashboard");
  await signIn(page, DEMO.email, DEMO.password, true);
  await expect(page.getByRole("heading", { name: "Welcome back, Anna Petrova" })).toBeVisible();
  await expect(page.getByText(/\d+ points/).first()).toBeVisible();
  await expect(page.getByText("6 bookings")).toBeVisible();
  // The footer is hidden on the dashboard.
  await expect(page.getByRole("contentinfo")).toHaveCount(0);

  await expect(page.getByRole("heading", { name: "Recent Bookings" })).toBeVisible();
  await expect(page.getByText("2 active")).toBeVisible();
  expect(await serious(page)).toEqual([]);

  await tab(page, "Bookings").click();
  await expect(page).toHaveURL(/\/dashboard\/bookings$/);
  for (const status of ["Pending", "Confirmed", "Completed", "Cancelled", "Rejected"])
    await expect(
      page.getByRole("main").getByRole("listitem").getByText(status, { exact: true }).first(),
    ).toBeVisible();
  await page.getByLabel("Status").selectOption("completed");
  await expect(page).toHaveURL(/status=completed/);
  await expect(page.getByRole("link", { name: /^View booking/ })).toHaveCount(2);
  await expect(page.getByRole("link", { name: "Rate" })).toHaveCount(1);
  await page.getByLabel("Search your bookings").fill("no such trip");
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(page.getByText("No bookings found")).toBeVisible();
  await expect(page.getByText("Try adjusting your search or filter criteria")).toBeVisible();
  await page.goBack();
  await expect(page.getByRole("link", { name: /^View booking/ })).toHaveCount(2);
  expect(await serious(page)).toEqual([]);

  await tab(page, "Points").click();
  await expect(page.getByRole("main").getByText("Points balance").last()).toBeVisible();
  await expect(page.getByText("Funds added")).toBeVisible();
  await expect(page.getByText(/^5% back: /).first()).toBeVisible();
  await expect(page.getByRole("heading", { name: "How Points Work" })).toBeVisible();
  expect(await serious(page)).toEqual([]);

  await tab(page, "Referrals").click();
  await expect(page.getByText("Ivan Sokolov")).toBeVisible();
  await expect(page.getByText("Lena Meyer")).toBeVisible();
  await expect(page.getByText(/\/\?ref=[A-Z0-9]{8}$/)).toBeVisible();
  expect(await serious(page)).toEqual([]);

  await tab(page, "Settings").click();
  await expect(page.getByRole("switch", { name: "Booking updates by e-mail" })).toBeVisible();
  expect(await serious(page)).toEqual([]);

  await tab(page, "Favorites").click();
  await expect(page.getByText("No favourites yet")).toBeVisible();
  await expect(page.getByRole("link", { name: "Browse Catalog" })).toHaveAttribute("href", "/catalog");
  expect(await serious(page)).toEqual([]);

  // Reload and back keep the tab.
  await page.reload();
  await expect(tab(page, "Favorites")).toHaveAttribute("aria-current", "page");
  await page.goBack();
  await expect(page).toHaveURL(/\/dashboard\/settings$/);
  expect(await initialJavaScript(page, "/dashboard/bookings")).toBeLessThan(INITIAL_JS_BUDGET);
});

test("a new user books, sees the booking with its order and payment, and cancels it", async ({ page }) => {
  await page.goto("/");
  await signUp(page, "Cancelling Traveller");
  await addToCart(page, 5, 2);
  const reference = await checkOut(page);
  await page.getByRole("link", { name: /^View booking/ }).click();
  await expect(page.getByRole("main").getByText("Pending", { exact: true }).first()).toBeVisible();
  await expect(page.getByRole("link", { name: reference! })).toBeVisible();
  await expect(page.getByText("Card ending 4242")).toBeVisible();
  expect(await serious(page)).toEqual([]);
  await page.getByRole("button", { name: "Cancel booking" }).click();
  const confirm = page.getByRole("dialog");
  await expect(confirm.getByText("Cancel this booking? This cannot be undone.")).toBeVisible();
  await confirm.getByRole("button", { name: "Yes, cancel it" }).click();
  await expect(page.getByText(/Booking cancelled\. A refund of .* has been recorded\./)).toBeVisible();
  await expect(page.getByRole("main").getByText("Cancelled", { exact: true })).toBeVisible();
  await expect(page.getByRole("button", { name: "Cancel booking" })).toHaveCount(0);
});

test("a completed booking is rated and the rating shows on the service", async ({ page }) => {
  await page.goto("/service/4");
  const before = Number(/\((\d+) reviews\)/.exec((await page.getByRole("main").textContent()) ?? "")?.[1]);
  await page.goto("/dashboard/bookings?status=completed");
  await signIn(page, DEMO.email, DEMO.password, true);
  await page.getByRole("link", { name: "Rate" }).click();
  await expect(page.getByRole("heading", { name: "Rate your adventure" })).toBeVisible();
  await page.getByRole("button", { name: "Submit rating" }).click();
  // The messages are the error codes' words (core/locales/en/errors.json), as everywhere.
  await expect(page.getByText("Please choose a rating")).toBeVisible();
  await page.locator("label").filter({ hasText: "4 stars" }).click();
  await page.getByLabel("Comment (optional)").fill("Clear skies on the crater rim; worth every step.");
  await page.getByRole("button", { name: "Submit rating" }).click();
  await expect(page.getByText("Thank you for your rating!")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Rate your adventure" })).toHaveCount(0);
  await expect(page.getByText("Clear skies on the crater rim; worth every step.")).toBeVisible();

  await page.goto("/service/4");
  await expect(
    page
      .getByRole("main")
      .getByText(`(${before + 1} reviews)`)
      .first(),
  ).toBeVisible();
  await page.getByRole("button", { name: "Book now" }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByRole("tab", { name: "Reviews" }).click();
  await expect(dialog.getByText("Clear skies on the crater rim; worth every step.")).toBeVisible();
  await expect(dialog.getByRole("img", { name: "4 out of 5 stars" }).first()).toBeVisible();
});

test("favourites saved in the catalogue appear in the dashboard and can be removed", async ({ page }) => {
  await page.goto("/catalog");
  await signUp(page, "Favourite Keeper");
  await page
    .getByRole("button", { name: /^Save .* to favourites$/ })
    .first()
    .click();
  await expect(page.getByText("Added to favorites")).toBeVisible();
  await page.goto("/dashboard/favorites");
  await expect(page.getByText("1 saved adventure")).toBeVisible();
  await expect(page.getByRole("link", { name: "View Details" })).toHaveAttribute("href", /\/service\/\d+$/);
  await page.getByRole("button", { name: /^Remove .* from favourites$/ }).click();
  await expect(page.getByText("Removed from favorites")).toBeVisible();
  await expect(page.getByText("No favourites yet")).toBeVisible();
});

test("adding funds moves the balance; the limits are enforced", async ({ page }) => {
  await page.goto("/");
  await signUp(page, "Saver");
  await page.goto("/dashboard/balance");
  await expect(page.getByText("No transactions yet")).toBeVisible();
  await page.getByRole("button", { name: "Add Funds" }).click();
  await page.getByLabel("Amount (USD)").fill("9");
  const form = page.locator("form");
  await expect(form.getByRole("button", { name: "Add Funds" })).toBeDisabled();
  await page.getByRole("button", { name: "$100" }).click();
  await page.getByLabel("Card number").fill("4242 4242 4242 4242");
  await page.getByLabel("Expiry (MM/YY)").fill("12/30");
  await page.getByLabel("CVV").fill("123");
  await form.getByRole("button", { name: "Add $100" }).click();
  await expect(page.getByText("$100 added to your points balance")).toBeVisible();
  await expect(page.getByText("Funds added")).toBeVisible();
  await expect(page.getByText("100 points")).toBeVisible();
});

test("a sign-up through a referral link shows as pending for the referrer", async ({ page, browser }) => {
  await page.goto("/");
  await signUp(page, "Referrer Rita");
  await page.goto("/dashboard/referrals");
  const link = (await page.getByText(/\/\?ref=[A-Z0-9]{8}$/).textContent())!.trim();
  const code = /ref=([A-Z0-9]+)/.exec(link)![1];
  await page.getByRole("button", { name: "Send invitation" }).click();
  await expect(page.getByText("Please enter an email address")).toBeVisible();
  await page.getByLabel("Friend's email address").fill("not-an-address");
  await page.getByRole("button", { name: "Send invitation" }).click();
  await expect(page.getByText("Please enter a valid email address")).toBeVisible();
  await page.getByLabel("Friend's email address").fill("friend@example.com");
  await page.getByRole("button", { name: "Send invitation" }).click();
  await expect(page.getByText("Invitation sent to friend@example.com!")).toBeVisible();

  const friendContext = await browser.newContext();
  const friend = await friendContext.newPage();
  await friend.goto(`/?ref=${code}`);
  await signUp(friend, "Friend Fedor");
  await friendContext.close();

  await page.reload();
  await expect(page.getByText("Friend Fedor")).toBeVisible();
  await expect(page.getByRole("main").getByText("Pending", { exact: true })).toBeVisible();
});

test("settings persist across sign-out and sign-in; the profile is editable", async ({ page }) => {
  await page.goto("/");
  const email = await signUp(page, "Settings Sam");
  await page.goto("/dashboard/settings");
  const marketing = page.getByRole("switch", { name: "Offers and news by e-mail" });
  await expect(marketing).toHaveAttribute("aria-checked", "false");
  await marketing.click();
  await page.getByRole("switch", { name: "Share my booking history with operators" }).click();
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByText("Settings saved successfully!")).toBeVisible();

  await page.getByRole("link", { name: "Edit profile" }).click();
  await page.getByLabel("Phone").fill("12");
  await page.getByRole("button", { name: "Save profile" }).click();
  await expect(page.getByText("Please enter a valid phone number")).toBeVisible();
  await page.getByLabel("Phone").fill("+7 415 222 3344");
  await page.getByLabel("Country").fill("Russia");
  await page.getByRole("button", { name: "Save profile" }).click();
  await expect(page.getByText("Profile saved")).toBeVisible();

  await signOut(page);
  await page.goto("/dashboard/settings");
  await signIn(page, email, SIGN_UP_PASSWORD, true);
  await expect(page.getByRole("switch", { name: "Offers and news by e-mail" })).toHaveAttribute(
    "aria-checked",
    "true",
  );
  await expect(page.getByRole("switch", { name: "Share my booking history with operators" })).toHaveAttribute(
    "aria-checked",
    "true",
  );
  await page.goto("/dashboard/profile");
  await expect(page.getByLabel("Phone")).toHaveValue("+7 415 222 3344");
  await expect(page.getByLabel("Country")).toHaveValue("Russia");
});

test("Download My Data gives the user's own data as a JSON file", async ({ page }) => {
  await page.goto("/");
  const email = await signUp(page, "Data Dana");
  await page.goto("/dashboard/settings");
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: "Download My Data" }).click(),
  ]);
  expect(download.suggestedFilename()).toBe("peninsula-adventures-data.json");
  const text = await (await download.createReadStream()).toArray();
  const data = JSON.parse(Buffer.concat(text).toString("utf8"));
  expect(JSON.stringify(data)).toContain(email);
  expect(JSON.stringify(data)).not.toContain(DEMO.email);
});

test("Delete Account signs out and the old password no longer works", async ({ page }) => {
  await page.goto("/");
  const email = await signUp(page, "Leaving Lou");
  await page.goto("/dashboard/settings");
  // The confirmation is a dialog that first says what will happen (account-deletion.spec.ts).
  await page.getByRole("button", { name: "Delete account", exact: true }).click();
  const confirm = page.getByRole("dialog", { name: "Delete your account?" });
  await expect(confirm.getByText("You have no upcoming bookings to cancel.")).toBeVisible();
  await confirm.getByLabel("Type DELETE to confirm").fill("delete");
  await confirm.getByLabel("Password", { exact: true }).fill(SIGN_UP_PASSWORD);
  await confirm.getByRole("button", { name: "Delete my account" }).click();
  await expect(confirm.getByText("Type DELETE to confirm").last()).toBeVisible();
  await confirm.getByLabel("Type DELETE to confirm").fill("DELETE");
  await confirm.getByRole("button", { name: "Delete my account" }).click();
  await expect(page.getByText("Your account has been deleted")).toBeVisible();
  await expect(page).toHaveURL("/");
  await expect(page.getByRole("button", { name: "Sign in" }).first()).toBeVisible();
  await signIn(page, email, SIGN_UP_PASSWORD);
  await expect(page.getByText("Invalid email or password")).toBeVisible();
});
