import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ChangeKind } from "../../server/changes.ts";
import { contactSchema } from "../../core/contact.ts";
import { bookingCreateSchema } from "../../core/schemas.ts";
import { cancelBooking } from "../../server/modules/booking/booking.ts";
import { rateBooking } from "../../server/modules/booking/reviews.ts";
import { addCartItem } from "../../server/modules/cart/cart.ts";
import { holdCheckout, placeOrder, releaseCheckout } from "../../server/modules/checkout/use-cases.ts";
import { sendContactMessage } from "../../server/modules/contact/contact.ts";
import { addFavorite } from "../../server/modules/favorites/favorites.ts";
import { deleteAccount } from "../../server/modules/profile/account.ts";
import { updateProfile } from "../../server/modules/profile/profile.ts";
import { placeBooking, setStatus } from "../support/bookings.ts";
import { bookingBody, cartItem, contactMessage } from "../support/factories.ts";
import { asActor, createTestApp, useCaseContext, type TestApp } from "../support/test-app.ts";

// Each traveller's use case tells the visitors' copies itself when it changes what public pages
// show, once, after it commits; the rest say nothing. Called as the pages call them, so that no
// route's middleware signals for them.

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

/** The kinds `work` signalled, in order. */
async function signalled(work: () => Promise<unknown>): Promise<ChangeKind[]> {
  const kinds: ChangeKind[] = [];
  let listening = true;
  app.services.changes.onChange((kind) => {
    if (listening) kinds.push(kind);
  });
  try {
    await work();
  } finally {
    listening = false;
  }
  return kinds;
}

const traveller = async (name: string) => {
  const user = await app.signUp(name);
  return { user, ctx: () => useCaseContext(app, asActor(user)) };
};

describe("change signals of the traveller's use cases", () => {
  it("a cancellation gives seats back: seats, once", async () => {
    const { user, ctx } = await traveller("Cara Cancel");
    const { booking } = await placeBooking(app, user, { daysAhead: 20 });
    expect(await signalled(() => cancelBooking(ctx(), { bookingId: booking.id }))).toEqual(["seats"]);
  });

  it("a review moves the service's rating: catalog, once (the catalogue's own invalidation)", async () => {
    const { user, ctx } = await traveller("Rhea Review");
    const { booking } = await placeBooking(app, user, { daysAhead: 21 });
    await setStatus(app, booking.id, "completed");
    const review = { rating: 5, comment: "Wonderful" };
    expect(await signalled(() => rateBooking(ctx(), { bookingId: booking.id, review }))).toEqual(["catalog"]);
  });

  it("checkout's hold, release and order take or give seats: seats, once each; the cart says nothing", async () => {
    const { ctx } = await traveller("Hana Hold");
    const item = cartItem(app, { daysAhead: 22 });
    expect(await signalled(() => addCartItem(ctx(), { item, lang: "en" }))).toEqual([]);
    expect(await signalled(() => holdCheckout(ctx(), { lang: "en" }))).toEqual(["seats"]);
    expect(await signalled(() => releaseCheckout(ctx()))).toEqual(["seats"]);
    const order = bookingCreateSchema.parse(bookingBody([item]));
    expect(await signalled(() => placeOrder(ctx(), { order }))).toEqual(["seats"]);
  });

  it("deleting an account with seats held frees them: seats; without holds, nothing", async () => {
    const holder = await traveller("Dora Delete");
    await addCartItem(holder.ctx(), { item: cartItem(app, { daysAhead: 23 }), lang: "en" });
    await holdCheckout(holder.ctx(), { lang: "en" });
    const confirm = { password: "secret-password", confirm: "DELETE" as const };
    expect(await signalled(() => deleteAccount(holder.ctx(), confirm))).toEqual(["seats"]);
    const plain = await traveller("Nina Noholds");
    expect(await signalled(() => deleteAccount(plain.ctx(), confirm))).toEqual([]);
  });

  it("favourites, the profile and a message to us change nothing public pages show", async () => {
    const { ctx } = await traveller("Pia Private");
    expect(await signalled(() => addFavorite(ctx(), { serviceId: 1 }))).toEqual([]);
    expect(await signalled(() => updateProfile(ctx(), { phone: "+7 900 000 00 00" }))).toEqual([]);
    const message = { ...contactSchema.parse(contactMessage()), lang: "en" as const };
    expect(await signalled(() => sendContactMessage(ctx(), message))).toEqual([]);
  });
});
