import { eq } from "drizzle-orm";
import { afterAll, beforeAll } from "vitest";
import * as t from "../../server/db/schema.ts";
import { placeBooking } from "./bookings.ts";
import { bearerFor, createTestApp, TEST_NOW, type TestApp } from "./test-app.ts";

/** The password `app.signUp` gives every user. */
export const PASSWORD = "secret-password";

export type User = { id: string; token: string; email: string };

/**
 * The file's test app (at TEST_NOW unless told) with one traveller signed up per name, in that order
 * (`{ alice: "Alice Traveller" }` gives `alice`): made before its tests (handed to `use`), closed
 * after them.
 */
export function useTravellers<const Key extends string>(
  names: Record<Key, string>,
  use: (made: { app: TestApp } & Record<Key, User>) => unknown,
  { now = TEST_NOW }: { now?: Date } = {},
) {
  let app: TestApp | undefined;
  beforeAll(async () => {
    const made = await createTestApp({ now });
    app = made;
    const travellers = {} as Record<Key, User>;
    for (const [key, name] of Object.entries(names) as [Key, string][])
      travellers[key] = await made.signUp(name);
    await use({ app: made, ...travellers });
  });
  afterAll(() => app?.close());
}

/** A new session as a second device would get it, or null when the sign-in is refused. */
export async function signIn(app: TestApp, email: string, password = PASSWORD): Promise<string | null> {
  try {
    return bearerFor((await app.services.auth.api.signInEmail({ body: { email, password } })).token);
  } catch {
    return null;
  }
}

/** One paid booking of one guest, `daysAhead` days from the app's clock. */
export async function book(app: TestApp, user: User, serviceId: number, daysAhead: number) {
  const { order, booking } = await placeBooking(app, user, { serviceId, daysAhead, guests: 1 });
  return { order, bookings: [booking] } as {
    order: { reference: string };
    bookings: { id: string; reference: string }[];
  };
}

/** A message to the booking's supplier, written straight to its table (the route is tested elsewhere). */
export async function messageSupplier(app: TestApp, user: User, bookingId: string, message: string) {
  const { db } = app.services;
  const [row] = await db
    .select({ supplierId: t.services.supplierId })
    .from(t.bookings)
    .innerJoin(t.services, eq(t.services.id, t.bookings.serviceId))
    .where(eq(t.bookings.id, bookingId));
  await db
    .insert(t.supplierMessages)
    .values({ bookingId, userId: user.id, supplierId: row!.supplierId, message });
}

export const profileOf = (app: TestApp, user: User, token = user.token) =>
  app.request("GET", `/api/profile/${user.id}`, { token });
