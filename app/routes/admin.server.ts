import { data, type RouterContextProvider } from "react-router";
import {
  adminBookingsQuerySchema,
  contactHandledSchema,
  contactMessagesQuerySchema,
  ownerInviteSchema,
  supplierSchema,
} from "../../core/admin.ts";
import { formInput } from "../../core/form-input.ts";
import { idParamSchema } from "../../core/schemas.ts";
import { validate } from "../../core/validation.ts";
import { adminBookings } from "../../server/modules/admin/bookings.ts";
import { failedMails } from "../../server/modules/admin/mail.ts";
import { contactInbox, markHandled, unhandledMessages } from "../../server/modules/admin/messages.ts";
import { platformOverview } from "../../server/modules/admin/overview.ts";
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
import { actionContext, signedInAdmin } from "../lib/guards.server.ts";
import { pageMessages } from "../lib/page-messages.server.ts";
import { appServices } from "../lib/session.server.ts";

// The admin area's loaders and actions. Each action calls the module function the /api/admin
// route for the same change calls, after the same schema.

type Context = Readonly<RouterContextProvider>;

/** The guard's admin and the request's services: every admin loader and action starts here. */
export function admin(context: Context) {
  return { user: signedInAdmin(context), ...appServices(context) };
}

/** A supplier id from the address, or the page's 404. */
function pageSupplierId(value: string | undefined): number {
  const parsed = validate(idParamSchema, value);
  if (!parsed.ok) throw data(null, { status: 404 });
  return parsed.data;
}

export async function loadAdminLayout(request: Request, context: Context) {
  const { user, db } = admin(context);
  const { messages, meta } = pageMessages(request, "admin");
  const [unhandled, failedMail] = await Promise.all([unhandledMessages(db), failedMails(db)]);
  return { messages, meta, user, unhandled, failedMail };
}

export async function loadOverview(_request: Request, context: Context) {
  const { db, now } = admin(context);
  return { overview: await platformOverview(db, now()) };
}

export async function loadSuppliers(_request: Request, context: Context) {
  const { db, now } = admin(context);
  return { suppliers: await listSuppliers(db, now()) };
}

/** A new supplier (and its team's organisation). */
export async function suppliersAction(request: Request, context: Context) {
  return act(async () => {
    const { db, now } = admin(context);
    const { intent, input } = await intentInput(request, ["create"] as const);
    const supplier = parseInput(supplierSchema, input);
    const { id } = await createSupplier(db, supplier, now());
    return { intent, id, name: supplier.name };
  });
}

export async function loadSupplier(_request: Request, context: Context, supplierId: string | undefined) {
  const { db, now, env } = admin(context);
  const id = pageSupplierId(supplierId);
  return { supplier: await orPageNotFound(adminSupplier(db, id, now(), env.baseUrl)) };
}

/** A supplier's page: edit its details, suspend or reactivate it, invite its owner. */
export async function supplierAction(request: Request, context: Context, supplierId: string | undefined) {
  return act(async () => {
    const { user, db, now, env } = admin(context);
    const { intent, input } = await intentInput(request, [
      "update",
      "suspend",
      "reactivate",
      "invite",
    ] as const);
    const parsed = validate(idParamSchema, supplierId);
    if (!parsed.ok) throw notFound("supplierNotFound");
    const id = parsed.data;
    if (intent === "update") {
      const supplier = parseInput(supplierSchema, input);
      await updateSupplier(await actionContext(request, context), { supplierId: id, supplier });
      return { intent, name: supplier.name };
    }
    if (intent === "invite") {
      const { email } = parseInput(ownerInviteSchema, input);
      const invitation = await inviteOwner(db, id, email, user.id, now(), env.baseUrl);
      return { intent, email: invitation.email, link: invitation.link };
    }
    const status = intent === "suspend" ? "suspended" : "active";
    await setSupplierStatus(await actionContext(request, context), { supplierId: id, status });
    return { intent };
  });
}

/** The address's parameters, an empty one (a form's "any") as if it were not there. */
const searchParams = (request: Request) =>
  Object.fromEntries([...new URL(request.url).searchParams].filter(([, value]) => value !== ""));

export async function loadBookings(request: Request, context: Context) {
  const { db } = admin(context);
  const params = searchParams(request);
  // A hand-typed address with a value that does not parse: that value is left out, the rest applies.
  let parsed = validate(adminBookingsQuerySchema, params);
  if (!parsed.ok) {
    const wrong = new Set(parsed.problems.map((problem) => problem.field?.split(".")[0]));
    const rest = Object.entries(params).filter(([key]) => !wrong.has(key));
    parsed = validate(adminBookingsQuerySchema, Object.fromEntries(rest));
  }
  const query = parsed.ok ? parsed.data : { page: 1 };
  return {
    query: { q: query.q ?? "", status: query.status ?? "" },
    bookings: await adminBookings(db, query),
  };
}

export async function loadMessages(request: Request, context: Context) {
  const { db } = admin(context);
  const parsed = validate(contactMessagesQuerySchema, searchParams(request));
  return { inbox: await contactInbox(db, parsed.ok ? parsed.data.status : "open") };
}

/** Marks a contact message handled, or back to not handled. */
export async function messagesAction(request: Request, context: Context) {
  return act(async () => {
    const { db, now } = admin(context);
    const { intent, input } = await intentInput(request, ["handled"] as const);
    const { id, ...rest } = input;
    const messageId = parseInput(idParamSchema, id);
    // A form posts the switch as "true" or "false"; JSON as a boolean.
    const { handled } = parseInput(contactHandledSchema, formInput(rest, { flags: ["handled"] }));
    return { intent, ...(await markHandled(db, messageId, handled, now())) };
  });
}
