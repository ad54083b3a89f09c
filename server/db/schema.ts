// The database schema, one file per domain under schema/. This module is the whole schema as one
// object: what Drizzle's client and drizzle-kit read, and what `import * as t` in the seed uses.
export * from "./schema/auth.ts";
export * from "./schema/catalog.ts";
export * from "./schema/orders.ts";
export * from "./schema/accounts.ts";
export * from "./schema/platform.ts";
export * from "./schema/notifications.ts";
export * from "./schema/audit.ts";
export * from "./schema/pricing.ts";
