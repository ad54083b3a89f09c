// The pages' form actions (scripts/fuzz.mjs): each route's intents and fields, posted as
// urlencoded, multipart or JSON, or garbage.
import fc from "fast-check";
import { fuzzValue, hostileString, hostileValue, validValue } from "./values.mjs";
import { authMode, commonHeaders, files, formPairs, multipart } from "./parts.mjs";
import { pagePath } from "./page-requests.mjs";
// Each area's intents, as its actions read them (import-free files Node loads as they are).
import * as admin from "../../app/routes/admin.intents.ts";
import * as dashboard from "../../app/routes/dashboard.intents.ts";
import { notificationsIntents } from "../../app/routes/notifications.intents.ts";
import * as operator from "../../app/routes/operator.intents.ts";
import * as resources from "../../app/routes/resources/intents.ts";

/** The sign-in forms: the dialog posts them to resources/auth, the sign-in page to itself; one action. */
const SIGN_IN = {
  intents: resources.authIntents,
  ops: ["POST /api/signup"],
  fields: ["confirmPassword", "terms", "callbackURL"],
};

/**
 * The forms of the page actions (app/routes/**): each route's intents (its action's own list), the
 * API operations whose body schema its form shares, and its other fields.
 */
export const FORMS = {
  "routes/contact.tsx": { ops: ["POST /api/contact"] },
  "routes/resources/auth.ts": SIGN_IN,
  "routes/sign-in.tsx": SIGN_IN,
  "routes/resources/cart.ts": {
    intents: resources.cartIntents,
    ops: ["POST /api/cart/{userId}", "PUT /api/cart/{userId}/{itemId}"],
    fields: ["itemId"],
  },
  "routes/resources/checkout.ts": {
    intents: resources.checkoutIntents,
    ops: ["POST /api/bookings", "POST /api/checkout/crypto"],
    fields: ["idempotencyKey"],
  },
  "routes/resources/favorites.ts": { intents: resources.favoritesIntents, fields: ["serviceId"] },
  "routes/preferences.ts": { fields: ["lang", "currency", "theme"] },
  "routes/sign-out.tsx": { endsSession: true },
  "routes/forgot-password.tsx": { fields: ["email"] },
  "routes/reset-password.tsx": { fields: ["token", "newPassword"] },
  "routes/unsubscribe.tsx": { fields: ["token"] },
  "routes/respond.tsx": { fields: ["reason", "decision"] },
  "routes/participant.tsx": { ops: ["PUT /api/participant/{token}"] },
  "routes/dashboard.booking.tsx": {
    intents: dashboard.bookingIntents,
    ops: ["POST /api/booking/{id}/review", "POST /api/booking/{id}/messages", "PUT /api/participant/{token}"],
    fields: ["reason", "position"],
  },
  "routes/dashboard.balance.tsx": { ops: ["POST /api/points/{userId}/top-up"] },
  "routes/dashboard.referrals.tsx": { ops: ["POST /api/referrals/{userId}/invites"] },
  "routes/dashboard.profile.tsx": { ops: ["PUT /api/profile/{userId}"] },
  "routes/dashboard.settings.tsx": {
    intents: dashboard.settingsIntents,
    ops: [
      "PUT /api/profile/{userId}",
      "POST /api/profile/{userId}/password",
      "POST /api/profile/{userId}/email",
      "DELETE /api/profile/{userId}",
    ],
  },
  "routes/dashboard.notifications.tsx": { intents: notificationsIntents, fields: ["id"] },
  "routes/operator.notifications.tsx": { intents: notificationsIntents, fields: ["id"] },
  "routes/operator.requests.tsx": {
    intents: operator.requestsIntents,
    ops: ["POST /api/operator/bookings/confirm", "POST /api/operator/bookings/{id}/reject"],
    fields: ["id"],
  },
  "routes/operator.departure.tsx": {
    intents: operator.manifestIntents,
    ops: ["POST /api/operator/bookings/{id}/check-in", "POST /api/operator/bookings/{id}/cancel"],
    fields: ["id"],
  },
  "routes/operator.service-edit.tsx": {
    intents: operator.serviceEditorIntents,
    ops: [
      "POST /api/operator/services",
      "PUT /api/operator/services/{id}/status",
      "PUT /api/operator/services/{id}/instant-confirmation",
      "PUT /api/operator/services/{id}/images",
    ],
    fields: ["imageId", "alt"],
    upload: true,
  },
  "routes/operator.availability.tsx": {
    intents: operator.availabilityIntents,
    ops: [
      "POST /api/operator/services/{serviceId}/schedule",
      "POST /api/operator/services/{serviceId}/closures",
      "POST /api/operator/departures/{departureId}/close",
    ],
    fields: ["slotId", "departure", "closureId", "capacity"],
  },
  "routes/operator.message.tsx": { ops: ["POST /api/operator/messages/{bookingId}"] },
  "routes/operator.team.tsx": { intents: operator.teamIntents, fields: ["email", "id"] },
  "routes/operator.invitation.tsx": {},
  "routes/admin.suppliers.tsx": { intents: admin.suppliersIntents, ops: ["POST /api/admin/suppliers"] },
  "routes/admin.supplier.tsx": {
    intents: admin.supplierIntents,
    ops: ["PUT /api/admin/suppliers/{supplierId}", "POST /api/admin/suppliers/{supplierId}/invitations"],
  },
  "routes/admin.messages.tsx": {
    intents: admin.messagesIntents,
    ops: ["POST /api/admin/messages/{messageId}/handled"],
    fields: ["id"],
  },
  "routes/admin.mail-detail.tsx": { intents: admin.mailIntents },
  "routes/admin.booking.tsx": {
    intents: admin.bookingIntents,
    ops: ["POST /api/admin/bookings/{id}/cancel"],
  },
  "routes/admin.newsletters.tsx": {
    intents: admin.newslettersIntents,
    fields: ["subject.en", "subject.ru", "subject.de", "body.en", "body.ru", "body.de"],
  },
  "routes/admin.newsletter.tsx": { intents: admin.newsletterIntents, fields: ["confirm"] },
};

/** A form field's value when no schema names it. */
function fieldValue(ctx, name) {
  const pool = ctx.pool(name);
  if (pool) return pool;
  switch (name) {
    case "terms":
      return fc.constantFrom("on", "off", "");
    case "callbackURL":
      return fc.constantFrom("/", "/services", "//evil.example", "https://evil.example/", "/\\evil.example");
    case "lang":
      return fc.constantFrom("en", "ru", "de");
    case "currency":
      return fc.constantFrom("USD", "EUR", "RUB");
    case "theme":
      return fc.constantFrom("light", "dark", "system");
    case "checkIn":
      return fc.constantFrom("arrived", "noShow", "");
    case "decision":
      return fc.constantFrom("confirm", "reject");
    case "capacity":
      return fc.integer({ min: 0, max: 60 });
    default:
      return validValue({ type: "string", maxLength: 200 }, ctx, name);
  }
}

const GARBAGE_FORMS = [
  {
    contentType: "multipart/form-data; boundary=abc",
    body: '--abc\r\nContent-Disposition: form-data; name="a"\r\n\r\nno end',
  },
  { contentType: "multipart/form-data; boundary=abc", body: "not multipart at all" },
  { contentType: "multipart/form-data", body: "--x\r\n\r\n--x--" },
  { contentType: "multipart/form-data; boundary=", body: "" },
  { contentType: "application/x-www-form-urlencoded", body: "%zz=%zz&a=%E0%A4%A&&=&intent" },
  { contentType: "application/x-www-form-urlencoded", body: "a=" + "b".repeat(70_000) },
  { contentType: "application/x-www-form-urlencoded; charset=utf-16", body: "intent=add" },
  { contentType: "application/json", body: "intent=add&serviceId=1" },
  { contentType: "application/json", body: "[1,2,3]" },
  { contentType: "text/plain", body: "intent=add" },
  { contentType: "application/xml", body: '<?xml version="1.0"?><a/>' },
  { contentType: null, body: "intent=add" },
  { contentType: "application/x-www-form-urlencoded", body: "" },
];

/** One route's form: its intents and fields generated, as urlencoded, multipart or JSON, or garbage. */
function formBody(ctx, spec, document) {
  const schemas = (spec.ops ?? []).map((op) => {
    const [method, path] = op.split(" ");
    return document.paths[path]?.[method.toLowerCase()]?.requestBody?.content?.["application/json"]?.schema;
  });
  const fieldNames = new Set(spec.fields ?? []);
  const record = {};
  for (const schema of schemas.filter(Boolean)) {
    for (const [name, property] of Object.entries(schema.properties ?? {}))
      record[name] ??= fuzzValue(property, ctx, name);
  }
  for (const name of fieldNames) {
    record[name] ??= ctx.hostile
      ? fc.oneof({ weight: 5, arbitrary: fieldValue(ctx, name) }, { weight: 1, arbitrary: hostileValue })
      : fieldValue(ctx, name);
  }
  const intents = spec.intents ?? [];
  const intent = !ctx.hostile
    ? intents.length
      ? fc.constantFrom(...intents)
      : fc.constant(undefined)
    : intents.length
      ? fc.oneof(
          { weight: 12, arbitrary: fc.constantFrom(...intents) },
          { weight: 1, arbitrary: hostileValue },
          { weight: 1, arbitrary: fc.constant(undefined) },
        )
      : fc.option(hostileString, { freq: 10, nil: undefined });
  const extra = ctx.hostile
    ? fc.option(fc.dictionary(fc.string({ maxLength: 6 }), hostileValue, { maxKeys: 2 }), {
        freq: 6,
        nil: {},
      })
    : fc.constant({});
  const fields = fc
    .tuple(intent, fc.record(record, { requiredKeys: [] }), extra)
    .map(([chosen, values, more]) => ({
      ...more,
      ...(chosen === undefined ? {} : { intent: chosen }),
      ...values,
    }));
  return fc.oneof(
    {
      weight: 8,
      arbitrary: fields.map((values) => ({
        contentType: "application/x-www-form-urlencoded",
        body: new URLSearchParams(formPairs(values)).toString(),
      })),
    },
    {
      weight: 4,
      arbitrary: fc
        .tuple(fields, spec.upload ? fc.option(files(ctx), { freq: 2, nil: null }) : fc.constant(null))
        .map(([values, file]) => multipart(formPairs(values), file)),
    },
    {
      weight: 3,
      arbitrary: fields.map((values) => ({ contentType: "application/json", body: JSON.stringify(values) })),
    },
    ...(ctx.hostile ? [{ weight: 2, arbitrary: fc.constantFrom(...GARBAGE_FORMS) }] : []),
  );
}

/**
 * POSTs to the pages: the routes with an action get their form (and three times the share), the
 * others a form anyway. Weighted arbitraries, for fc.oneof.
 */
export function formRequests(ctx, templates, document) {
  return templates.map((template) => {
    const spec = FORMS[template.file] ?? {};
    const arbitrary = fc
      .record({
        path: pagePath(ctx, template),
        body: formBody(ctx, spec, document),
        headers: commonHeaders(ctx, "POST"),
        verb: ctx.hostile
          ? fc.oneof(
              { weight: 12, arbitrary: fc.constant("POST") },
              { weight: 1, arbitrary: fc.constantFrom("PUT", "DELETE", "PATCH") },
            )
          : fc.constant("POST"),
        auth: authMode(ctx),
      })
      .map(({ path, body, headers, verb, auth }) => ({
        kind: "form",
        label: `${verb} ${template.path}`,
        method: verb,
        path,
        headers: body.contentType ? { ...headers, "content-type": body.contentType } : headers,
        body: Buffer.from(body.body),
        auth,
        endsSession: spec.endsSession ?? false,
      }));
    return { weight: FORMS[template.file] ? 3 : 1, arbitrary };
  });
}
