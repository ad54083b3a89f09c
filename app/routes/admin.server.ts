import { data, type RouterContextProvider } from "react-router";
import {
  adminBookingsQuerySchema,
  contactHandledSchema,
  contactMessagesQuerySchema,
  ownerInviteSchema,
  supplierSchema,
  type AdminBookingsQuery,
} from "../../core/admin.ts";
import { formInput } from "../../core/form-input.ts";
import { idParamSchema } from "../../core/schemas.ts";
import { validate } from "../../core/validation.ts";
import { adminBookings } from "../../server/modules/admin/bookings.ts";
import { contactInbox, markHandled } from "../../server/modules/admin/messages.ts";
import { adminTabCounts, platformOverview } from "../../server/modules/admin/overview.ts";
import {
  adminSupplier,
  createSupplier,
  inviteOwner,
  listSuppliers,
  setSupplierStatus,
  updateSupplier,
} from "../../server/modules/admin/suppliers.ts";
import { notFound } from "../../server/errors.ts";
import { act, intentInput, orPageNotFound, parseInput } from "../lib/action.server.ts";
import { adminAreaContext } from "../lib/guards.server.ts";
import { requestLanguage } from "../lib/i18n.server.ts";
import { pageMessages } from "../lib/page-messages.server.ts";
import { messagesIntents, supplierIntents, suppliersIntents } from "./admin.intents.ts";

// The admin area's loaders and actions. Each calls the use case the /api/admin route for the same
// read or change calls, after the same schema, with the area guard's admin as the actor.

type Context = Readonly<RouterContextProvider>;

/** A supplier id from the address, or the page's 404. */
function pageSupplierId(value: string | undefined): number {
  const parsed = validate(idParamSchema, value);
  if (!parsed.ok) throw data(null, { status: 404 });
  return parsed.data;
}

export async function loadAdminLayout(request: Request, context: Context) {
  const ctx = adminAreaContext(context);
  const { messages, meta } = pageMessages(request, "admin");
  return { messages, meta, user: ctx.actor, ...(await adminTabCounts(ctx)) };
}

export async function loadOverview(_request: Request, context: Context) {
  return { overview: await platformOverview(adminAreaContext(context)) };
}

export async function loadSuppliers(_request: Request, context: Context) {
  return { suppliers: await listSuppliers(adminAreaContext(context)) };
}

/** A new supplier (and its team's organisation). */
export async function suppliersAction(request: Request, context: Context) {
  return act(async () => {
    const ctx = adminAreaContext(context);
    const { intent, input } = await intentInput(request, suppliersIntents);
    const supplier = parseInput(supplierSchema, input);
    const { id } = await createSupplier(ctx, { supplier });
    return { intent, id, name: supplier.name };
  });
}

export async function loadSupplier(request: Request, context: Context, supplierId: string | undefined) {
  const ctx = adminAreaContext(context);
  const input = { supplierId: pageSupplierId(supplierId), lang: requestLanguage(request) };
  return { supplier: await orPageNotFound(adminSupplier(ctx, input)) };
}

/** A supplier's page: edit its details, suspend or reactivate it, invite its owner. */
export async function supplierAction(request: Request, context: Context, supplierId: string | undefined) {
  return act(async () => {
    const ctx = adminAreaContext(context);
    const { intent, input } = await intentInput(request, supplierIntents);
    const parsed = validate(idParamSchema, supplierId);
    if (!parsed.ok) throw notFound("supplierNotFound");
    const id = parsed.data;
    if (intent === "update") {
      const supplier = parseInput(supplierSchema, input);
      await updateSupplier(ctx, { supplierId: id, supplier });
      return { intent, name: supplier.name };
    }
    if (intent === "invite") {
      const { email } = parseInput(ownerInviteSchema, input);
      const invitation = await inviteOwner(ctx, { supplierId: id, email });
      return { intent, email: invitation.email, link: invitation.link };
    }
    const status = intent === "suspend" ? "suspended" : "active";
    await setSupplierStatus(ctx, { supplierId: id, status });
    return { intent };
  });
}

/** The address's parameters, an empty one (a form's "any") as if it were not there. */
const searchParams = (request: Request) =>
  Object.fromEntries([...new URL(request.url).searchParams].filter(([, value]) => value !== ""));

export async function loadBookings(request: Request, context: Context) {
  const ctx = adminAreaContext(context);
  const params = searchParams(request);
  // A hand-typed address with a value that does not parse: that value is left out, the rest applies.
  let parsed = validate(adminBookingsQuerySchema, params);
  if (!parsed.ok) {
    const wrong = new Set(parsed.problems.map((problem) => problem.field?.split(".")[0]));
    const rest = Object.entries(params).filter(([key]) => !wrong.has(key));
    parsed = validate(adminBookingsQuerySchema, Object.fromEntries(rest));
  }
  const query: AdminBookingsQuery = parsed.ok ? parsed.data : { page: 1, lang: "en" };
  return {
    query: { q: query.q ?? "", status: query.status ?? "" },
    bookings: await adminBookings(ctx, { ...query, lang: requestLanguage(request) }),
  };
}

export async function loadMessages(request: Request, context: Context) {
  const ctx = adminAreaContext(context);
  const parsed = validate(contactMessagesQuerySchema, searchParams(request));
  return { inbox: await contactInbox(ctx, { status: parsed.ok ? parsed.data.status : "open" }) };
}

/** Marks a contact message handled, or back to not handled. */
export async function messagesAction(request: Request, context: Context) {
  return act(async () => {
    const ctx = adminAreaContext(context);
    const { intent, input } = await intentInput(request, messagesIntents);
    const { id, ...rest } = input;
    const messageId = parseInput(idParamSchema, id);
    // A form posts the switch as "true" or "false"; JSON as a boolean.
    const { handled } = parseInput(contactHandledSchema, formInput(rest, { flags: ["handled"] }));
    return { intent, ...(await markHandled(ctx, { messageId, handled })) };
  });
}
