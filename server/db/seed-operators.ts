import { randomUUID } from "node:crypto";
import { and, eq, isNull } from "drizzle-orm";
import type { Auth } from "../auth.ts";
import type { Db } from "./client.ts";
import * as t from "./schema.ts";
import { ensureUser, insertBooking, type SeedAccount, type SeedBooking } from "./seed-bookings.ts";
import { suppliers } from "./seed-data.ts";
import { notify } from "../modules/notifications/outbox.ts";

// The other side's story: every supplier is an organisation with an owner, Avacha Volcano Guides
// has a staff guide, an inbox of requests with their deadlines ahead, a departure today to check
// in and a guest's message; the platform has an admin and a contact inbox.

export const OPERATOR_PASSWORD = "kamchatka-operator";

/** The owner of each seeded supplier (supplier id 3 is Avacha Volcano Guides). */
export const SUPPLIER_OWNERS: Record<number, SeedAccount> = {
  1: { email: "hunting@peninsula-adventures.example", password: OPERATOR_PASSWORD, name: "Sergei Volkov" },
  2: { email: "anglers@peninsula-adventures.example", password: OPERATOR_PASSWORD, name: "Olga Rybakova" },
  3: { email: "operator@peninsula-adventures.example", password: OPERATOR_PASSWORD, name: "Dmitri Avachin" },
  4: { email: "coast@peninsula-adventures.example", password: OPERATOR_PASSWORD, name: "Nikolai Morozov" },
};

/** Staff (not owner) of Avacha Volcano Guides: runs departures, cannot manage the team. */
export const AVACHA_STAFF: SeedAccount = {
  email: "guide@peninsula-adventures.example",
  password: OPERATOR_PASSWORD,
  name: "Katya Guide",
};

export const ADMIN_ACCOUNT: SeedAccount = {
  email: "admin@peninsula-adventures.example",
  password: "kamchatka-admin",
  name: "Platform Admin",
};

export const AVACHA_SUPPLIER_ID = 3;

/** Travellers whose requests fill Avacha's inbox. */
const STORY_GUESTS = [
  { email: "maria.ivanova@peninsula-adventures.example", name: "Maria Ivanova" },
  { email: "tom.becker@peninsula-adventures.example", name: "Tom Becker" },
  { email: "yuki.tanaka@peninsula-adventures.example", name: "Yuki Tanaka" },
];

/** Who wrote the seeded contact-form messages. */
export const STORY_CONTACT_EMAILS = ["hannah.schulz@example.org", "pavel.orlov@example.org"];

export const STORY_EMAILS = [
  ...STORY_GUESTS.map((g) => g.email),
  "ivan.sokolov@peninsula-adventures.example",
  "lena.meyer@peninsula-adventures.example",
];

async function addMember(
  db: Db,
  organizationId: string,
  userId: string,
  role: "owner" | "member",
  now: Date,
) {
  const [existing] = await db
    .select({ id: t.member.id })
    .from(t.member)
    .where(and(eq(t.member.organizationId, organizationId), eq(t.member.userId, userId)));
  if (!existing) {
    await db.insert(t.member).values({ id: randomUUID(), organizationId, userId, role, createdAt: now });
  }
}

/** Organisations, owners, the staff guide and the admin; made once, whatever the order of starts. */
export async function seedOperators(db: Db, auth: Auth, now = new Date()) {
  for (const supplier of suppliers) {
    const [row] = await db
      .select({ organizationId: t.suppliers.organizationId })
      .from(t.suppliers)
      .where(eq(t.suppliers.id, supplier.id));
    let organizationId = row?.organizationId ?? null;
    if (!organizationId) {
      organizationId = `org-supplier-${supplier.id}`;
      await db
        .insert(t.organization)
        .values({ id: organizationId, name: supplier.name, slug: `supplier-${supplier.id}`, createdAt: now })
        .onConflictDoNothing();
      await db
        .update(t.suppliers)
        .set({ organizationId })
        .where(and(eq(t.suppliers.id, supplier.id), isNull(t.suppliers.organizationId)));
    }
    const owner = await ensureUser(db, auth, SUPPLIER_OWNERS[supplier.id]!);
    await addMember(db, organizationId, owner, "owner", now);
    if (supplier.id === AVACHA_SUPPLIER_ID) {
      await addMember(db, organizationId, await ensureUser(db, auth, AVACHA_STAFF), "member", now);
    }
  }
  const adminId = await ensureUser(db, auth, ADMIN_ACCOUNT);
  await db.update(t.user).set({ role: "admin" }).where(eq(t.user.id, adminId));
}

/**
 * Avacha's day: three requests awaiting an answer (deadlines a few hours ahead), a departure
 * today with guests to check in, upcoming confirmed trips, a guest's question, past trips for the
 * reports; and two messages in the platform's contact inbox. Made once.
 */
export async function seedOperatorStory(db: Db, auth: Auth, now = new Date()) {
  const [maria, tom, yuki] = await Promise.all(
    STORY_GUESTS.map((g) => ensureUser(db, auth, { ...g, password: randomUUID() })),
  );
  const [already] = await db
    .select({ id: t.orders.id })
    .from(t.orders)
    .where(eq(t.orders.userId, maria!))
    .limit(1);
  if (already) return;
  const guest = (userId: string, i: number) => ({ userId, guest: STORY_GUESTS[i]! });
  // Avacha answers within 12 hours: booked 2 to 9 hours ago, the requests have 3 to 10 hours left.
  const story: (SeedBooking & { message?: string })[] = [
    {
      ...guest(maria!, 0),
      serviceId: 3,
      offset: 9,
      time: "08:00",
      guests: 2,
      status: "pending",
      bookedHoursAgo: 9,
      specialRequests: "One of us is vegetarian. Can we borrow trekking poles?",
      message: "Is the trail fine for a 12-year-old who hikes a lot?",
    },
    {
      ...guest(tom!, 1),
      serviceId: 5,
      offset: 16,
      time: "14:00",
      guests: 3,
      status: "pending",
      bookedHoursAgo: 5,
      specialRequests: "We arrive from Moscow the day before; pick-up from Hotel Avacha please.",
    },
    {
      ...guest(yuki!, 2),
      serviceId: 3,
      offset: 23,
      time: "14:00",
      guests: 1,
      status: "pending",
      bookedHoursAgo: 2,
    },
    // Today's departure: two parties to check in.
    {
      ...guest(maria!, 0),
      serviceId: 3,
      offset: 0,
      time: "18:00",
      guests: 2,
      status: "confirmed",
      bookedHoursAgo: 240,
    },
    {
      ...guest(tom!, 1),
      serviceId: 3,
      offset: 0,
      time: "18:00",
      guests: 1,
      status: "confirmed",
      bookedHoursAgo: 120,
      specialRequests: "Allergic to nuts.",
      message: "Where exactly do we meet the guide?",
    },
    {
      ...guest(yuki!, 2),
      serviceId: 5,
      offset: 4,
      time: "08:00",
      guests: 2,
      status: "confirmed",
      bookedHoursAgo: 200,
    },
    // Earlier months, for the reports.
    {
      ...guest(tom!, 1),
      serviceId: 5,
      offset: -40,
      time: "08:00",
      guests: 4,
      status: "completed",
      bookedHoursAgo: 1500,
      checkIn: "arrived",
    },
    {
      ...guest(yuki!, 2),
      serviceId: 3,
      offset: -20,
      time: "14:00",
      guests: 2,
      status: "completed",
      bookedHoursAgo: 900,
      checkIn: "no_show",
    },
    {
      ...guest(maria!, 0),
      serviceId: 5,
      offset: -10,
      time: "08:00",
      guests: 2,
      status: "cancelled",
      bookedHoursAgo: 700,
      cancelledBy: "operator",
      statusReason: "Ash warning on the volcano: the trail was closed by the park.",
    },
  ];
  await db.transaction(async (tx) => {
    for (const b of story) {
      const bookingId = await insertBooking(tx, b, now);
      if (b.message) {
        const [message] = await tx
          .insert(t.supplierMessages)
          .values({
            bookingId,
            userId: b.userId,
            supplierId: AVACHA_SUPPLIER_ID,
            message: b.message,
            createdAt: new Date(now.getTime() - 3_600_000),
          })
          .returning({ id: t.supplierMessages.id });
        await notify(tx, { kind: "guestMessage", bookingId, messageId: message!.id }, now);
      }
    }
    await tx.insert(t.contactMessages).values([
      {
        name: "Hannah Schulz",
        email: STORY_CONTACT_EMAILS[0]!,
        subject: "Group of 12 in August",
        message: "We are a hiking club of twelve. Can two departures of the volcano trek run together?",
        createdAt: new Date(now.getTime() - 20 * 3_600_000),
      },
      {
        name: "Pavel Orlov",
        email: STORY_CONTACT_EMAILS[1]!,
        subject: "Invoice for my company",
        message: "Could you send an invoice with our company details for booking PA-7K3Q9D?",
        createdAt: new Date(now.getTime() - 50 * 3_600_000),
        handledAt: new Date(now.getTime() - 30 * 3_600_000),
      },
    ]);
  });
}
