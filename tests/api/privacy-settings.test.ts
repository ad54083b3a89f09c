import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { bookings } from "../../server/db/schema.ts";
import { expectData } from "../support/answers.ts";
import type { ConsoleBooking, Thread } from "../support/api-views.ts";
import type { ProfileView } from "../../core/views.ts";
import { customerInfo } from "../support/factories.ts";
import { useMailWorld, OWNER, to } from "../support/mail-world.ts";

// The settings page's privacy switches do what they say (issue 25, item 4): "Show my name to
// operators I book with" hides the guest's name and address from the console and the team's mail
// (the phone stays, for the departure day); "Share my booking history with operators" shows the
// operator how many trips the guest completed with them before.

const world = useMailWorld();

const setPrivacy = async (privacy: Record<string, boolean>) =>
  expectData(
    await world.app.request<ProfileView>("PUT", `/api/profile/${world.olga.id}`, {
      token: world.olga.token,
      body: { privacy },
    }),
  );

const asOperator = async (bookingId: string) =>
  expectData(
    await world.app.request<ConsoleBooking>("GET", `/api/operator/bookings/${bookingId}`, {
      token: world.tokens.avacha,
    }),
  );

describe("show my name to operators I book with", () => {
  it("on: the operator reads the guest's name; off: not the name, nor the address, and the phone stays", async () => {
    const { booking } = await world.book(world.olga, "olga@example.com", { daysAhead: 14 });
    expect(await setPrivacy({ profileVisible: true })).toMatchObject({ privacy: { profileVisible: true } });
    const shown = await asOperator(booking.id);
    expect(shown.guest).toMatchObject({ name: customerInfo.name, email: "olga@example.com" });

    await setPrivacy({ profileVisible: false });
    const hidden = await asOperator(booking.id);
    expect(hidden.guest.name).toBeNull();
    expect(hidden.guest.email).toBeNull();
    expect(hidden.guest.phone).toBe(customerInfo.phone);
    expect(JSON.stringify(hidden)).not.toContain(customerInfo.name);

    // The lists, the manifest and the messages hold it too.
    const list = expectData(
      await world.app.request<ConsoleBooking[]>("GET", "/api/operator/bookings", {
        token: world.tokens.avacha,
      }),
    );
    expect(JSON.stringify(list.filter((b) => b.id === booking.id))).not.toContain(customerInfo.name);
    await world.app.request("POST", `/api/booking/${booking.id}/messages`, {
      token: world.olga.token,
      body: { message: "Is there parking at the meeting point?" },
    });
    const thread = expectData(
      await world.app.request<Thread>("GET", `/api/operator/messages/${booking.id}`, {
        token: world.tokens.avacha,
      }),
    );
    expect(thread.booking.guestName).toBeNull();
    expect(thread.booking.guestEmail).toBeNull();
    expect(JSON.stringify(thread)).not.toContain(customerInfo.name);
    await setPrivacy({ profileVisible: true });
  });

  it("off: the team's request mail says Guest and the reference instead of the name", async () => {
    await setPrivacy({ profileVisible: false });
    try {
      await world.run();
      const before = world.inbox.received.length;
      const { booking } = await world.book(world.olga, "olga@example.com", { daysAhead: 16 });
      await world.run();
      const request = world
        .newMail(before)
        .find((m) => to(m) === OWNER && m.subject?.includes(booking.reference));
      expect(request).toBeDefined();
      expect(request!.text).toContain(`Guest ${booking.reference}`);
      expect(request!.text).not.toContain(customerInfo.name);
      expect(request!.text).not.toContain("olga@example.com");
    } finally {
      await setPrivacy({ profileVisible: true });
    }
  });
});

describe("share my booking history with operators", () => {
  it("off (the default): nothing; on: the trips the guest completed with this operator before", async () => {
    const { booking: earlier } = await world.book(world.olga, "olga@example.com", { daysAhead: 20 });
    await world.app.services.db
      .update(bookings)
      .set({ status: "completed" })
      .where(eq(bookings.id, earlier.id));
    const { booking } = await world.book(world.olga, "olga@example.com", { daysAhead: 21 });

    expect((await asOperator(booking.id)).guest.pastTrips).toBeNull();
    expect((await setPrivacy({ shareBookingHistory: true })).privacy.shareBookingHistory).toBe(true);
    expect((await asOperator(booking.id)).guest.pastTrips).toBe(1);
    // The completed trip itself counts only the others.
    expect((await asOperator(earlier.id)).guest.pastTrips).toBe(0);

    await setPrivacy({ shareBookingHistory: false });
    expect((await asOperator(booking.id)).guest.pastTrips).toBeNull();
  });
});

describe("allow anonymous usage statistics", () => {
  it("is gone: we collect no statistics, so the profile neither shows nor takes it", async () => {
    const profile = await setPrivacy({ profileVisible: true });
    expect(profile.privacy).toEqual({ profileVisible: true, shareBookingHistory: false });
    const res = await world.app.request("PUT", `/api/profile/${world.olga.id}`, {
      token: world.olga.token,
      body: { privacy: { allowDataCollection: true } },
    });
    expect(res.status).toBe(400);
  });
});
