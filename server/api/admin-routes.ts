import { Hono } from "hono";
import {
  adminBookingsQuerySchema,
  contactHandledSchema,
  contactMessagesQuerySchema,
  ownerInviteSchema,
  supplierSchema,
} from "../../core/admin.ts";
import { idParamSchema } from "../../core/schemas.ts";
import { adminBookings } from "../modules/admin/bookings.ts";
import { contactInbox, markHandled } from "../modules/admin/messages.ts";
import { platformOverview } from "../modules/admin/overview.ts";
import {
  adminSupplier,
  createSupplier,
  inviteOwner,
  listSuppliers,
  setSupplierStatus,
  updateSupplier,
} from "../modules/admin/suppliers.ts";
import { jsonBody, ok, parse, parseParam, requireAdmin, type ApiContext, type ApiEnv } from "./http.ts";

// The admin area's API: platform figures, suppliers, every booking and the contact inbox.
// Anyone but a platform admin gets 404, as if it did not exist.

const supplierId = (c: ApiContext) => parseParam("supplierId", idParamSchema, c.req.param("supplierId"));

/** A supplier's status changed: the catalogue (this process's cache) reloads at once. */
async function changeStatus(c: ApiContext, status: "active" | "suspended") {
  await requireAdmin(c);
  const id = supplierId(c);
  const { db, catalog, now, env } = c.var.services;
  await setSupplierStatus(db, id, status);
  catalog.invalidate();
  return ok(c, await adminSupplier(db, id, now(), env.baseUrl));
}

export const adminRoutes = new Hono<ApiEnv>()
  .get("/admin/overview", async (c) => {
    await requireAdmin(c);
    const { db, now } = c.var.services;
    return ok(c, await platformOverview(db, now()));
  })
  .get("/admin/suppliers", async (c) => {
    await requireAdmin(c);
    const { db, now } = c.var.services;
    return ok(c, await listSuppliers(db, now()));
  })
  .post("/admin/suppliers", async (c) => {
    await requireAdmin(c);
    const input = parse(supplierSchema, await jsonBody(c));
    const { db, now, env } = c.var.services;
    const { id } = await createSupplier(db, input, now());
    return ok(c, await adminSupplier(db, id, now(), env.baseUrl), 201);
  })
  .get("/admin/suppliers/:supplierId", async (c) => {
    await requireAdmin(c);
    const { db, now, env } = c.var.services;
    return ok(c, await adminSupplier(db, supplierId(c), now(), env.baseUrl));
  })
  .put("/admin/suppliers/:supplierId", async (c) => {
    await requireAdmin(c);
    const id = supplierId(c);
    const input = parse(supplierSchema, await jsonBody(c));
    const { db, now, env, catalog } = c.var.services;
    await updateSupplier(db, id, input);
    // The supplier's name shows on its services' pages.
    catalog.invalidate();
    return ok(c, await adminSupplier(db, id, now(), env.baseUrl));
  })
  .post("/admin/suppliers/:supplierId/suspend", (c) => changeStatus(c, "suspended"))
  .post("/admin/suppliers/:supplierId/reactivate", (c) => changeStatus(c, "active"))
  .post("/admin/suppliers/:supplierId/invitations", async (c) => {
    const admin = await requireAdmin(c);
    const id = supplierId(c);
    const { email } = parse(ownerInviteSchema, await jsonBody(c));
    const { db, now, env } = c.var.services;
    return ok(c, await inviteOwner(db, id, email, admin.id, now(), env.baseUrl), 201);
  })
  .get("/admin/bookings", async (c) => {
    await requireAdmin(c);
    const query = parse(adminBookingsQuerySchema, c.req.query());
    return ok(c, await adminBookings(c.var.services.db, query));
  })
  .get("/admin/messages", async (c) => {
    await requireAdmin(c);
    const { status } = parse(contactMessagesQuerySchema, c.req.query());
    return ok(c, await contactInbox(c.var.services.db, status));
  })
  .post("/admin/messages/:messageId/handled", async (c) => {
    await requireAdmin(c);
    const id = parseParam("messageId", idParamSchema, c.req.param("messageId"));
    const { handled } = parse(contactHandledSchema, await jsonBody(c));
    const { db, now } = c.var.services;
    return ok(c, await markHandled(db, id, handled, now()));
  });
