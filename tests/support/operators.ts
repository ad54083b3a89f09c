import {
  ADMIN_ACCOUNT,
  AVACHA_STAFF,
  seedOperators,
  SUPPLIER_OWNERS,
} from "../../server/db/seed-operators.ts";
import { signIn } from "./accounts.ts";
import type { TestApp } from "./test-app.ts";

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
