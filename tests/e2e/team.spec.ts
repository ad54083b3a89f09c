import { expect, test, type Browser, type Page } from "./fixtures.ts";
import { addToCart, bookingReference, checkOut, createAccount, serious, signIn, signUp } from "./helpers.ts";
import { e2eBase } from "../support/e2e-base.ts";

// The console's team and messages: the owner invites a guide who joins through the link and works
// as staff; a guest's message is answered in the console and the guest reads the reply.

const OWNER = { email: "operator@peninsula-adventures.example", password: "kamchatka-operator" };
const BASE = e2eBase;

/** Avacha's owner, signed in through the dialog the console opens, in a browser of their own. */
async function ownerPage(browser: Browser, path: string) {
  const context = await browser.newContext({ permissions: ["clipboard-read", "clipboard-write"] });
  const page = await context.newPage();
  const response = await page.goto(path);
  expect(response?.status()).toBe(401);
  await signIn(page, OWNER.email, OWNER.password, true);
  await expect(page.getByRole("heading", { name: "Avacha Volcano Guides" })).toBeVisible();
  return page;
}

/** Signs up through the dialog (already open on its Sign Up tab) with a given e-mail. */
async function signUpAs(page: Page, name: string, email: string) {
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByRole("tab", { name: "Sign Up", selected: true })).toBeVisible();
  await createAccount(page, name, email);
}

test("the owner invites a guide, who signs up with that e-mail, joins and works as staff", async ({
  page,
  browser,
}) => {
  const owner = await ownerPage(browser, "/operator/team");
  await expect(owner.getByRole("heading", { name: "Team", exact: true })).toBeVisible();
  const email = `new-guide-${Date.now()}@example.com`;
  await owner.getByLabel("E-mail").fill(email);
  await owner.getByRole("button", { name: "Invite", exact: true }).click();
  await expect(owner.getByText(`Invitation for ${email} created`)).toBeVisible();
  const created = owner.getByRole("status").filter({ hasText: "send this link" });
  const link = (await created.locator("p.font-mono").textContent())!.trim();
  expect(link).toMatch(new RegExp(`^${BASE}/operator/invitations/[\\w-]+$`));
  await created.getByRole("button", { name: "Copy link" }).click();
  await expect(owner.getByText("Link copied")).toBeVisible();
  expect(await owner.evaluate(() => navigator.clipboard.readText())).toBe(link);
  // The pending invitation is listed with its link.
  await owner.reload();
  await expect(owner.getByRole("listitem").filter({ hasText: email })).toContainText(link);
  expect(await serious(owner)).toEqual([]);

  // The invitee opens the link signed out, creates an account with that e-mail and joins.
  await page.goto(link.replace(BASE, ""));
  await expect(page.getByRole("heading", { name: "Join Avacha Volcano Guides" })).toBeVisible();
  await expect(page.getByText(`Invitation for ${email}`)).toBeVisible();
  expect(await serious(page)).toEqual([]);
  await page.getByRole("button", { name: "Create account" }).click();
  await signUpAs(page, "Nina Guide", email);
  await page.getByRole("button", { name: "Join Avacha Volcano Guides" }).click();
  await expect(page).toHaveURL(/\/operator$/);
  await expect(page.getByRole("heading", { name: "Avacha Volcano Guides" })).toBeVisible();
  await expect(page.getByText("Nina Guide · Staff")).toBeVisible();

  // As staff: no invite controls, and the API refuses team changes.
  await page.goto("/operator/team");
  await expect(page.getByText("Only the owner can invite or remove members.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Invite", exact: true })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Remove" })).toHaveCount(0);
  await expect(page.getByRole("listitem").filter({ hasText: email })).toContainText("Staff");
  const refused = await page.request.post("/api/operator/team/invitations", {
    data: { email: "someone@example.com" },
    headers: { origin: BASE },
  });
  expect(refused.status()).toBe(403);
  expect((await refused.json()).code).toBe("ownerOnly");

  // The link is used up.
  await page.goto(link.replace(BASE, ""));
  await expect(page.getByRole("heading", { name: "Invitation not found" })).toBeVisible();

  // The owner removes the guide; the console is gone for them.
  await owner.reload();
  const row = owner.getByRole("listitem").filter({ hasText: email });
  await row.getByRole("button", { name: "Remove" }).click();
  await owner.getByRole("dialog").getByRole("button", { name: "Remove from team" }).click();
  await expect(owner.getByText("Nina Guide was removed from the team")).toBeVisible();
  expect((await page.goto("/operator/team"))?.status()).toBe(404);
});

test("a guest's message shows in the console, the operator replies, and the guest reads the reply", async ({
  page,
  browser,
}) => {
  // A new traveller books Avacha's hike; the operator confirms it (through the API, as a client would).
  await page.goto("/");
  await signUp(page, "Message Tester");
  await addToCart(page, 3, 1);
  await checkOut(page);
  await page.getByRole("listitem").filter({ hasText: "Pending" }).first().getByRole("link").first().click();
  const reference = await bookingReference(page);
  const bookingId = page.url().split("/").pop()!;
  const owner = await ownerPage(browser, "/operator/messages");
  const confirmed = await owner.request.post(`/api/operator/bookings/${bookingId}/confirm`, {
    headers: { origin: BASE },
  });
  expect(confirmed.status()).toBe(200);

  await page.reload();
  const question = `Can we leave our bags at the hut? (${Date.now()})`;
  await page.getByLabel("Your message").fill(question);
  await page.getByRole("button", { name: "Send message" }).click();
  await expect(page.getByText("Message sent to Avacha Volcano Guides")).toBeVisible();

  await owner.reload();
  const thread = owner.getByRole("listitem").filter({ hasText: reference });
  await expect(thread).toContainText(question);
  await expect(thread).toContainText("1 unread");
  expect(await serious(owner)).toEqual([]);
  await thread.getByRole("link").click();
  await expect(owner).toHaveURL(new RegExp(`/operator/messages/${bookingId}$`));
  await expect(owner.getByText(question)).toBeVisible();
  expect(await serious(owner)).toEqual([]);
  const reply = "Yes: the hut keeper looks after them until you are back.";
  await owner.getByLabel("Your reply").fill(reply);
  await owner.getByRole("button", { name: "Send reply" }).click();
  await expect(owner.getByText(/^Reply sent to /)).toBeVisible();
  await expect(owner.getByRole("listitem").filter({ hasText: reply })).toContainText("· team");

  await page.reload();
  const answer = page.getByRole("listitem").filter({ hasText: reply });
  await expect(answer).toContainText("Avacha Volcano Guides (operator)");
  await expect(page.getByRole("listitem").filter({ hasText: question })).toContainText("You");
});

test("reports show the months and services, and download as CSV", async ({ browser }) => {
  const owner = await ownerPage(browser, "/operator/reports");
  await expect(owner.getByRole("heading", { name: "Per month" })).toBeVisible();
  await expect(owner.getByRole("region", { name: "Per service" })).toContainText("Avachinsky");
  // What was sold, from the bookings' stored lines: base, fees, taxes, discount and total.
  await expect(owner.getByRole("region", { name: "Sales by month" })).toContainText("Deposits paid");
  // The revenue is in US dollars, with what was charged in each currency beneath it.
  await expect(owner.getByText(/^Charged: .*\$/)).toBeVisible();
  expect(await serious(owner)).toEqual([]);
  const from = await owner.getByLabel("From month").inputValue();
  const to = await owner.getByLabel("To month").inputValue();
  const download = owner.waitForEvent("download");
  await owner.getByRole("link", { name: "Download CSV" }).click();
  expect((await download).suggestedFilename()).toBe(`report-${from}-${to}.csv`);
  const csv = await owner.request.get(`/operator/reports.csv?from=${from}&to=${to}`);
  expect(csv.headers()["content-type"]).toContain("text/csv");
  const lines = (await csv.text())
    .replace(/^\uFEFF/, "")
    .trim()
    .split("\r\n");
  expect(lines[0]).toBe(
    "Month,Service,Bookings,Guests,Revenue (USD),Charged (USD),Charged (EUR),Charged (RUB),Paid with points (USD),Base (USD),Fees (USD),Taxes (USD),Discount (USD),Total (USD),Deposits paid (USD),Balances due (USD),Cancelled by guest,Cancelled by operator,Rejected by operator,Rejected at deadline,No-shows",
  );
  expect(lines.length).toBeGreaterThan(1);
  // Another month range through the form.
  await owner.getByLabel("From month").fill(from);
  await owner.getByLabel("To month").fill(from);
  await owner.getByRole("button", { name: "Show" }).click();
  await expect(owner).toHaveURL(new RegExp(`from=${from}&to=${from}`));
  await expect(owner.getByRole("region", { name: "Per month" }).getByRole("row")).toHaveCount(3);
});
