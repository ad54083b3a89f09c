import {
  ADMIN_ACCOUNT,
  AVACHA_STAFF,
  seedOperators,
  SUPPLIER_OWNERS,
} from "../../server/db/seed-operators.ts";
import { afterAll, beforeAll, expect } from "vitest";
import { signIn } from "./accounts.ts";
import { placeBooking, setStatus } from "./bookings.ts";
import { createTestApp, useCaseContext, type TestApp } from "./test-app.ts";
import type { OperatorContext } from "../../server/modules/context.ts";

/** The seeded teams: each supplier's owner, Avacha's staff guide and the platform admin, signed in. */
export async function operatorSessions(app: TestApp) {
  await seedOperators(app.services.db, app.services.auth, app.clock.now);
  const session = async (account: { email: string; password: string }) => {
    const token = await signIn(app, account.email, account.password);
    if (!token) throw new Error(`could not sign in ${account.email}`);
    return token;
  };
  return {
    /** Owner of Avacha Volcano Guides (supplier 3: services 3 and 5). */
    avacha: await session(SUPPLIER_OWNERS[3]!),
    /** Staff of Avacha Volcano Guides. */
    avachaStaff: await session(AVACHA_STAFF),
    /** Owner of Kamchatka Wild Hunting Company (supplier 1: service 1). */
    hunting: await session(SUPPLIER_OWNERS[1]!),
    admin: await session(ADMIN_ACCOUNT),
  };
}

/** A console use case's context as a supplier's owner (no account behind it), at the test's clock. */
export function consoleContext(app: TestApp, supplierId: number): OperatorContext {
  const owner = { userId: "test", supplierId, supplierName: "", organizationId: "", role: "owner" as const };
  return useCaseContext(app, owner);
}

export type Sessions = Awaited<ReturnType<typeof operatorSessions>>;
export type ConsoleApp = Awaited<ReturnType<typeof consoleApp>>;

/** A test app with the seeded teams signed in (operatorSessions) and one traveller signed up. */
export async function consoleApp(options: { now?: Date; traveller?: string } = {}) {
  const app = await createTestApp({ now: options.now });
  const ops = await operatorSessions(app);
  return { app, ops, traveller: await app.signUp(options.traveller) };
}

/** The file's consoleApp: made before its tests (handed to `use`), closed after them. */
export function useConsoleApp(options: Parameters<typeof consoleApp>[0], use: (made: ConsoleApp) => unknown) {
  let made: ConsoleApp | undefined;
  beforeAll(async () => {
    made = await consoleApp(options);
    await use(made);
  });
  afterAll(() => made?.app.close());
}

/** A confirmed booking of service 3 (Avacha) with a question from the guest. */
export async function avachaThread(
  app: TestApp,
  guest: { token: string },
  daysAhead: number,
  question = "Do we need crampons?",
) {
  const { booking } = await placeBooking(app, guest, { serviceId: 3, daysAhead });
  await setStatus(app, booking.id, "confirmed");
  const asked = await app.request("POST", `/api/booking/${booking.id}/messages`, {
    token: guest.token,
    body: { message: question },
  });
  expect(asked.status).toBe(201);
  return booking as { id: string; reference: string };
}
