import { RouterContextProvider } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { action as checkoutAction } from "../../app/routes/resources/checkout.ts";
import { supplierAction, suppliersAction } from "../../app/routes/admin.server.ts";
import { serviceEditorAction } from "../../app/routes/operator.services.server.ts";
import { requireAdmin, requireOperator } from "../../app/lib/guards.server.ts";
import { clientIpContext, servicesContext } from "../../server/context.ts";
import { operatorSessions } from "../support/operators.ts";
import { bookingBody, cartItem } from "../support/factories.ts";
import { createTestApp, testEnv, type TestApp } from "../support/test-app.ts";
import { expectData } from "../support/answers.ts";
import type { ChangeKind } from "../../server/changes.ts";
import type { CreatedOrder, Held } from "../../core/views.ts";
import type { AddedToCart, AdminSupplier, CatalogPage } from "../support/api-views.ts";

// The two front doors of one use case, the JSON API and a page's action, give the same answer:
// checkout (hold, then order) and the admin's supplier changes.

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ now: new Date("2026-06-01T10:00:00Z") });
});
afterAll(() => app.close());

/**
 * A page action's request, as a signed-in browser on our pages sends it: JSON like a script's, or
 * (a URLSearchParams body) a form posted as it is, before the page's scripts run.
 * `T`: what the action answers, as the dialog or page reads it.
 */
async function pageAction<T = Record<string, unknown>>(
  // A route's action, whose generated argument type the test builds by hand.
  call: (args: never) => unknown,
  token: string,
  body: Record<string, unknown> | URLSearchParams,
  params: Record<string, string> = {},
  middleware?: typeof requireAdmin,
) {
  const form = body instanceof URLSearchParams;
  // The actions read the session, the body and the params, not the address.
  const request = new Request(`${testEnv.baseUrl}/`, {
    method: "POST",
    headers: {
      "content-type": form ? "application/x-www-form-urlencoded" : "application/json",
      authorization: `Bearer ${token}`,
      origin: testEnv.baseUrl,
    },
    body: form ? body : JSON.stringify(body),
  });
  const context = new RouterContextProvider();
  context.set(servicesContext, app.services);
  context.set(clientIpContext, "203.0.113.9");
  const args = { request, context, params };
  if (middleware)
    await middleware(
      { ...args, url: new URL(request.url), pattern: "" } as never,
      async () => undefined as never,
    );
  const answer = (await call(args as never)) as Record<string, unknown> & { data?: Record<string, unknown> };
  // act() answers a failure (or a success with cookies) as data(...), a plain success as itself.
  return (answer.data ?? answer) as T;
}

/** The supplier page's action (app/routes/admin.supplier.tsx). */
const supplierPageAction = (args: {
  request: Request;
  context: RouterContextProvider;
  params: Record<string, string>;
}) => supplierAction(args.request, args.context, args.params.supplierId);

/** An order's answer without what differs between any two orders (ids, references, times). */
const comparable = (order: CreatedOrder) => ({
  subtotalCents: order.order.subtotalCents,
  totalCents: order.order.totalCents,
  discountCents: order.order.discountCents,
  paymentMethod: order.order.paymentMethod,
  lines: order.bookings.map((b) => ({
    serviceId: b.serviceId,
    guests: b.guests,
    totalCents: b.totalCents,
    status: b.status,
  })),
});

/** What the checkout dialog's action answers for an order. */
type Placed = { ok: boolean; order: CreatedOrder };

describe("checkout through the API and through the checkout dialog's action", () => {
  it("holds the same seats at the same prices and places the same order", async () => {
    const [viaApi, viaPage] = [await app.signUp("Door API"), await app.signUp("Door Page")];
    for (const [user, daysAhead] of [
      [viaApi, 20],
      [viaPage, 21],
    ] as const) {
      const item = cartItem(app, { serviceId: 3, daysAhead, guests: 2 });
      expect(
        (await app.request<AddedToCart>("POST", `/api/cart/${user.id}`, { token: user.token, body: item }))
          .status,
      ).toBe(201);
    }
    const heldApi = await app.request<Held>("POST", "/api/checkout/hold", { token: viaApi.token });
    const heldPage = await pageAction<{ ok: boolean; held: Held }>(checkoutAction, viaPage.token, {
      intent: "hold",
    });
    expect(heldApi.status).toBe(201);
    expect(heldPage.ok).toBe(true);
    const lines = (held: Held) =>
      held.items.map((i) => ({ serviceId: i.serviceId, guests: i.guests, totalCents: i.totalCents }));
    expect(lines(heldPage.held)).toEqual(lines(expectData(heldApi)));
    expect(heldPage.held.totalCents).toBe(expectData(heldApi).totalCents);

    const orderOf = (daysAhead: number) =>
      bookingBody([cartItem(app, { serviceId: 3, daysAhead, guests: 2 })]);
    const placedApi = await app.request<CreatedOrder>("POST", "/api/bookings", {
      token: viaApi.token,
      body: orderOf(20),
      headers: { "Idempotency-Key": "door-api-0001" },
    });
    const placedPage = await pageAction<Placed>(checkoutAction, viaPage.token, {
      intent: "order",
      idempotencyKey: "door-page-0001",
      ...orderOf(21),
    });
    expect(placedApi.status).toBe(201);
    expect(placedPage.ok).toBe(true);
    expect(comparable(placedPage.order)).toEqual(comparable(expectData(placedApi)));

    // The same key again: the same order, through either door, charged once.
    const againPage = await pageAction<Placed>(checkoutAction, viaPage.token, {
      intent: "order",
      idempotencyKey: "door-page-0001",
      ...orderOf(21),
    });
    expect(againPage.order.order.reference).toBe(placedPage.order.order.reference);
  });

  it("refuses an order for someone else with the same 403 at both doors", async () => {
    const user = await app.signUp("Door Other");
    const body = bookingBody([cartItem(app, { serviceId: 3, daysAhead: 22, guests: 1 })], {
      userId: "someone-else",
    });
    const api = await app.request<CreatedOrder>("POST", "/api/bookings", { token: user.token, body });
    const page = await pageAction(checkoutAction, user.token, {
      intent: "order",
      idempotencyKey: "door-other-01",
      ...body,
    });
    expect(api.status).toBe(403);
    expect(page).toMatchObject({ ok: false, error: { code: api.body.code } });
  });
});

describe("the admin's supplier changes through the API and through the supplier page", () => {
  it("suspends and reactivates with the same effect on the catalogue", async () => {
    const { admin } = await operatorSessions(app);
    const inCatalogue = async (id: number) =>
      (expectData(await app.request<CatalogPage>("GET", "/api/services")).items as { id: number }[]).some(
        (s) => s.id === id,
      );
    // Supplier 1 runs service 1.
    expect(await inCatalogue(1)).toBe(true);
    expect(
      (await app.request<AdminSupplier>("POST", "/api/admin/suppliers/1/suspend", { token: admin })).status,
    ).toBe(200);
    expect(await inCatalogue(1)).toBe(false);
    const reactivated = await pageAction(
      supplierPageAction,
      admin,
      { intent: "reactivate" },
      { supplierId: "1" },
      requireAdmin,
    );
    expect(reactivated).toMatchObject({ ok: true, intent: "reactivate" });
    expect(await inCatalogue(1)).toBe(true);
    const suspended = await pageAction(
      supplierPageAction,
      admin,
      { intent: "suspend" },
      { supplierId: "1" },
      requireAdmin,
    );
    expect(suspended).toMatchObject({ ok: true, intent: "suspend" });
    expect(await inCatalogue(1)).toBe(false);
    expect(
      (await app.request<AdminSupplier>("POST", "/api/admin/suppliers/1/reactivate", { token: admin }))
        .status,
    ).toBe(200);
    expect(await inCatalogue(1)).toBe(true);
  });

  it("renames a supplier with the same result at both doors", async () => {
    const { admin } = await operatorSessions(app);
    const before = expectData(
      await app.request<AdminSupplier>("GET", "/api/admin/suppliers/2", { token: admin }),
    );
    const details = {
      name: "Bystraya Anglers (API)",
      email: before.email,
      phone: before.phone,
      responseTimeHours: before.responseTimeHours,
    };
    expect(
      (await app.request<AdminSupplier>("PUT", "/api/admin/suppliers/2", { token: admin, body: details }))
        .status,
    ).toBe(200);
    const viaApi = expectData(
      await app.request<AdminSupplier>("GET", "/api/admin/suppliers/2", { token: admin }),
    );
    const renamed = await pageAction(
      supplierPageAction,
      admin,
      { intent: "update", ...details, name: "Bystraya Anglers (page)" },
      { supplierId: "2" },
      requireAdmin,
    );
    expect(renamed).toMatchObject({ ok: true, intent: "update", name: "Bystraya Anglers (page)" });
    const viaPage = expectData(
      await app.request<AdminSupplier>("GET", "/api/admin/suppliers/2", { token: admin }),
    );
    expect({ ...viaPage, name: viaApi.name }).toEqual(viaApi);
  });

  it("takes the supplier's form as a browser posts it without scripts: strings, refused as a script's post was", async () => {
    const { admin } = await operatorSessions(app);
    const before = expectData(
      await app.request<AdminSupplier>("GET", "/api/admin/suppliers/2", { token: admin }),
    );
    const fields = { name: before.name, email: before.email, phone: before.phone };
    const saved = await pageAction(
      supplierPageAction,
      admin,
      new URLSearchParams({ intent: "update", ...fields, responseTimeHours: "36" }),
      { supplierId: "2" },
      requireAdmin,
    );
    expect(saved).toMatchObject({ ok: true, intent: "update" });
    const after = expectData(
      await app.request<AdminSupplier>("GET", "/api/admin/suppliers/2", { token: admin }),
    );
    expect(after.responseTimeHours).toBe(36);
    // An empty number is refused with the code the script's post got, and the fields come back.
    const asJson = await pageAction(
      supplierPageAction,
      admin,
      { intent: "update", ...fields, responseTimeHours: "" },
      { supplierId: "2" },
      requireAdmin,
    );
    const asForm = await pageAction(
      supplierPageAction,
      admin,
      new URLSearchParams({ intent: "update", ...fields, responseTimeHours: "" }),
      { supplierId: "2" },
      requireAdmin,
    );
    expect(asForm).toMatchObject({
      ok: false,
      intent: "update",
      error: (asJson as { error: unknown }).error,
    });
    expect(asForm).toMatchObject({ values: { name: before.name, responseTimeHours: "" } });
  });
});

describe("the service editor's forms, posted without scripts", () => {
  const editor = (args: {
    request: Request;
    context: RouterContextProvider;
    params: Record<string, string>;
  }) => serviceEditorAction(args.request, args.context, args.params.serviceId);

  it("turns instant confirmation on from its switch's field, and reorders photos from repeated ids", async () => {
    const { avacha } = await operatorSessions(app);
    type Service = { instantConfirmation: boolean; images: { id: number }[] };
    const read = async () =>
      expectData(await app.request<Service>("GET", "/api/operator/services/3", { token: avacha }));
    const before = await read();
    const switched = await pageAction(
      editor,
      avacha,
      new URLSearchParams({ intent: "instant", instantConfirmation: String(!before.instantConfirmation) }),
      { serviceId: "3" },
      requireOperator,
    );
    expect(switched).toMatchObject({ ok: true, intent: "instant" });
    expect((await read()).instantConfirmation).toBe(!before.instantConfirmation);
    const ids = before.images.map((image) => String(image.id)).reverse();
    const order = new URLSearchParams([["intent", "order"], ...ids.map((id) => ["ids", id])]);
    const reordered = await pageAction(editor, avacha, order, { serviceId: "3" }, requireOperator);
    expect(reordered).toMatchObject({ ok: true, intent: "order" });
    expect((await read()).images.map((image) => String(image.id))).toEqual(ids);
  });
});

describe("the admin's supplier use cases signal their own changes", () => {
  it("reloads the catalogue once for a new supplier, and not for an owner's invitation", async () => {
    const { admin } = await operatorSessions(app);
    // A page's action runs outside the API's write middleware: what it signals, its use case did.
    const heard: ChangeKind[] = [];
    app.services.changes.onChange((kind) => heard.push(kind));
    const created = await pageAction<{ ok: boolean; id: number }>(
      (args: { request: Request; context: RouterContextProvider }) =>
        suppliersAction(args.request, args.context),
      admin,
      {
        intent: "create",
        name: "Signal Test Tours",
        email: "signal@example.com",
        phone: "+7 900 000 00 00",
        responseTimeHours: 24,
      },
      {},
      requireAdmin,
    );
    expect(created).toMatchObject({ ok: true });
    expect(heard).toEqual(["catalog"]);
    const invited = await pageAction(
      supplierPageAction,
      admin,
      { intent: "invite", email: "owner-signal@example.com" },
      { supplierId: String(created.id) },
      requireAdmin,
    );
    expect(invited).toMatchObject({ ok: true, intent: "invite" });
    expect(heard).toEqual(["catalog"]);
  });
});
