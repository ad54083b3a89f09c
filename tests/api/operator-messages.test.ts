import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { supplierMessages } from "../../server/db/schema.ts";
import type { User } from "../support/accounts.ts";
import { avachaThread, useConsoleApp, type Sessions } from "../support/operators.ts";
import type { TestApp } from "../support/test-app.ts";
import { expectData } from "../support/answers.ts";
import type { BookingDetail, Reply, Thread, Threads } from "../support/api-views.ts";

// The console's messages: the guests' threads per booking, and the operator's replies.

let app: TestApp;
let ops: Sessions;
let guest: User;
useConsoleApp({ traveller: "Gina Guest" }, (made) => ({ app, ops, traveller: guest } = made));

const missing = "00000000-0000-4000-8000-000000000000";
const detail = (id: string) =>
  app.request<BookingDetail>("GET", `/api/booking/${id}/detail`, { token: guest.token });

describe("messages", () => {
  it("threads the guest's messages per booking, newest first, and the guest reads the replies", async () => {
    const first = await avachaThread(app, guest, 21, "Is there parking at the meeting point?");
    const second = await avachaThread(app, guest, 22, "Can my dog come?");
    const inbox = await app.request<Threads>("GET", "/api/operator/messages", { token: ops.avacha });
    expect(inbox.status).toBe(200);
    const mine = expectData(inbox).filter((t: { bookingId: string }) =>
      [first.id, second.id].includes(t.bookingId),
    );
    expect(mine.map((t: { bookingId: string }) => t.bookingId)).toEqual([second.id, first.id]);
    expect(mine[1]).toMatchObject({
      reference: first.reference,
      serviceId: 3,
      guestName: "Test Traveller",
      lastMessage: "Is there parking at the meeting point?",
      lastAuthor: "guest",
      unread: 1,
      count: 1,
    });
    // Another supplier's inbox does not hold them.
    const hunting = await app.request<Threads>("GET", "/api/operator/messages", { token: ops.hunting });
    expect(expectData(hunting).some((t: { bookingId: string }) => t.bookingId === first.id)).toBe(false);

    // Opening the thread marks the guest's messages read.
    const thread = await app.request<Thread>("GET", `/api/operator/messages/${first.id}`, {
      token: ops.avachaStaff,
    });
    expect(thread.status).toBe(200);
    expect(expectData(thread).booking).toMatchObject({
      bookingId: first.id,
      guestEmail: "traveller@example.com",
    });
    expect(expectData(thread).messages).toEqual([
      expect.objectContaining({
        author: "guest",
        name: "Test Traveller",
        message: "Is there parking at the meeting point?",
      }),
    ]);
    const [row] = await app.services.db
      .select({ readAt: supplierMessages.readAt })
      .from(supplierMessages)
      .where(eq(supplierMessages.bookingId, first.id));
    expect(row!.readAt).not.toBeNull();

    // The staff guide replies; the guest sees both sides on the booking page.
    expect(
      (
        await app.request<Reply>("POST", `/api/operator/messages/${first.id}`, {
          token: ops.avachaStaff,
          body: { message: "  " },
        })
      ).body.code,
    ).toBe("messageRequired");
    const reply = await app.request<Reply>("POST", `/api/operator/messages/${first.id}`, {
      token: ops.avachaStaff,
      body: { message: " Yes, free parking by the hut. " },
    });
    expect(reply.status).toBe(201);
    expect(expectData(reply)).toMatchObject({
      author: "operator",
      name: "Katya Guide",
      message: "Yes, free parking by the hut.",
    });
    const [stored] = await app.services.db
      .select()
      .from(supplierMessages)
      .where(eq(supplierMessages.id, expectData(reply).id));
    expect(stored).toMatchObject({ author: "operator", supplierId: 3, bookingId: first.id });
    const seen = await detail(first.id);
    expect(
      expectData(seen).messages.map((m: { author: string; message: string }) => [m.author, m.message]),
    ).toEqual([
      ["guest", "Is there parking at the meeting point?"],
      ["operator", "Yes, free parking by the hut."],
    ]);
    const after = await app.request<Threads>("GET", "/api/operator/messages", { token: ops.avacha });
    expect(expectData(after)[0]).toMatchObject({
      bookingId: first.id,
      lastAuthor: "operator",
      unread: 0,
      count: 2,
    });
  });

  it("another supplier's booking is as unknown as a missing one", async () => {
    const booking = await avachaThread(app, guest, 23);
    for (const [method, body] of [
      ["GET", undefined],
      ["POST", { message: "Hello" }],
    ] as const) {
      const other = await app.request(method, `/api/operator/messages/${booking.id}`, {
        token: ops.hunting,
        body,
      });
      const unknown = await app.request(method, `/api/operator/messages/${missing}`, {
        token: ops.hunting,
        body,
      });
      expect(other.status).toBe(404);
      expect(other.body).toEqual(unknown.body);
    }
    const bad = await app.request<Thread>("GET", "/api/operator/messages/nope", { token: ops.avacha });
    expect(bad.status).toBe(400);
    expect(bad.body.field).toBe("bookingId");
    // The other supplier's look did not mark anything read.
    const [row] = await app.services.db
      .select({ readAt: supplierMessages.readAt })
      .from(supplierMessages)
      .where(eq(supplierMessages.bookingId, booking.id));
    expect(row!.readAt).toBeNull();
  });
});
