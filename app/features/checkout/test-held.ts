import type { Held } from "../../../core/views.ts";

/** A held cart of one line, for the checkout's tests. */
export const testHeld: Held = {
  exchangeRates: { USD: 1, EUR: 0.92, RUB: 91.5 },
  pointsBalanceCents: 0,
  items: [
    {
      id: "line-1",
      serviceId: 5,
      title: "Avachinsky Volcano Day Climb",
      supplier: "Kamchatka Trails",
      image: [],
      dates: { startDate: "2030-07-01", endDate: "2030-07-01" },
      selectedTime: "08:00",
      guests: 2,
      price: 100,
      priceCents: 10_000,
      totalPrice: 200,
      totalCents: 20_000,
      location: "Yelizovo",
      duration: "1 day",
      durationDays: 1,
      groupSize: "2-12",
      addedAt: "2030-06-01T00:00:00.000Z",
      problem: null,
      fits: true,
      seatsLeft: 10,
    },
  ],
  subtotalCents: 20_000,
  discountCents: 0,
  serviceFeeCents: 0,
  taxesCents: 0,
  totalCents: 20_000,
  expiresAt: "2030-06-01T00:15:00.000Z",
  now: "2030-06-01T00:00:00.000Z",
};
