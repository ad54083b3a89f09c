import { Hono, type Context } from "hono";
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
import { jsonBody, ok, parse, parseParam, type ApiContext } from "./http.ts";
import { actorContext, type SignedInEnv } from "./guards.ts";

// The admin area's API: platform figures, suppliers, every booking and the contact inbox.
// Anyone but a platform admin gets 404, as if it did not exist.

const supplierId = (c: ApiContext) => parseParam("supplierId", idParamSchema, c.req.param("supplierId"));

/** Suspends or reactivates the supplier, answering it as it is now. */
async function changeStatus(c: Context<SignedInEnv>, status: "active" | "suspended") {
  const id = supplierId(c);
  await setSupplierStatus(actorContext(c), { supplierId: id, status });
  const { db, now, env } = c.var.services;
  return ok(c, await adminSupplier(db, id, now(), env.baseUrl));
}

export const adminRoutes = new Hono<SignedInEnv>()
  .get("/overview", async (c) => {
    const { db, now } = c.var.services;
    return ok(c, await platformOverview(db, now()));
  })
  .get("/suppliers", async (c) => {
    const { db, now } = c.var.services;
    return ok(c, await listSuppliers(db, now()));
  })
  .post("/suppliers", async (c) => {
    const input = parse(supplierSchema, await jsonBody(c));
    const { db, now, env } = c.var.services;
    const { id } = await createSupplier(db, input, now());
    return ok(c, await adminSupplier(db, id, now(), env.baseUrl), 201);
  })
  .get("/suppliers/:supplierId", async (c) => {
    const { db, now, env } = c.var.services;
    return ok(c, await adminSupplier(db, supplierId(c), now(), env.baseUrl));
  })
  .put("/suppliers/:supplierId", async (c) => {
    const id = supplierId(c);
    const input = parse(supplierSchema, await jsonBody(c));
    await updateSupplier(actorContext(c), { supplierId: id, supplier: input });
    const { db, now, env } = c.var.services;
    return ok(c, await adminSupplier(db, id, now(), env.baseUrl));
  })
  .post("/suppliers/:supplierId/suspend", (c) => changeStatus(c, "suspended"))
  .post("/suppliers/:supplierId/reactivate", (c) => changeStatus(c, "active"))
  .post("/suppliers/:supplierId/invitations", async (c) => {
    const admin = c.var.user;
    const id = supplierId(c);
    const { email } = parse(ownerInviteSchema, await jsonBody(c));
    const { db, now, env } = c.var.services;
    return ok(c, await inviteOwner(db, id, email, admin.id, now(), env.baseUrl), 201);
  })
  .get("/bookings", async (c) => {
    const query = parse(adminBookingsQuerySchema, c.req.query());
    return ok(c, await adminBookings(c.var.services.db, query));
  })
  .get("/messages", async (c) => {
    const { status } = parse(contactMessagesQuerySchema, c.req.query());
    return ok(c, await contactInbox(c.var.services.db, status));
  })
  .post("/messages/:messageId/handled", async (c) => {
    const id = parseParam("messageId", idParamSchema, c.req.param("messageId"));
    const { handled } = parse(contactHandledSchema, await jsonBody(c));
    const { db, now } = c.var.services;
    return ok(c, await markHandled(db, id, handled, now()));
  });
