import { timestamp } from "drizzle-orm/pg-core";

// Column names are snake_case in the database (casing option of the client and of drizzle-kit).
export const createdAt = () => timestamp({ withTimezone: true }).notNull().defaultNow();
export const updatedAt = () =>
  timestamp({ withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());
