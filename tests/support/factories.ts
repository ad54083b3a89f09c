import { addDays, operatorToday } from "../../core/dates.ts";
import { expectData } from "./answers.ts";
import type { ServicePage } from "./api-views.ts";
import type { TestApp } from "./test-app.ts";

/** A cart line for a future date (days ahead in the operator's calendar). */
export function cartItem(
  app: { clock: { now: Date } },
  overrides: Partial<{ serviceId: number; daysAhead: number; time: string; guests: number }> = {},
) {
  const { serviceId = 2, daysAhead = 10, time = "08:00", guests = 2 } = overrides;
  return {
    serviceId,
    dates: { startDate: addDays(operatorToday(app.clock.now), daysAhead) },
    selectedTime: time,
    guests,
  };
}

export const customerInfo = {
  name: "Test Traveller",
  email: "traveller@example.com",
  phone: "+49 30 1234567",
  address: { street: "Friedrichstrasse 12", city: "Berlin", country: "Germany" },
};

/** A contact form's fields, with `fields` over them. */
export const contactMessage = (fields: Record<string, unknown> = {}) => ({
  name: "Mila",
  email: "mila@example.com",
  phone: "",
  subject: "Hello",
  message: "A question",
  ...fields,
});

export const goodCard = { number: "4242 4242 4242 4242", expiry: "12/30", cvv: "123" };
export const declinedCard = { number: "4000 0000 0000 0002", expiry: "12/30", cvv: "123" };
/** The sandbox's documented test tokens (what the token endpoint gives for the cards above). */
export const goodToken = "tok_visa";
export const declinedToken = "tok_chargeDeclined";

export function bookingBody(items: ReturnType<typeof cartItem>[], overrides: Record<string, unknown> = {}) {
  return { items, paymentMethod: "card", customerInfo, paymentToken: goodToken, ...overrides };
}

/** Free seats of a slot as the public availability shows them (bookings and live holds taken). */
export async function seatsLeft(app: TestApp, serviceId: number, date: string, time: string) {
  const res = await app.request<ServicePage>("GET", `/api/services/${serviceId}`);
  const day = expectData(res).availability.find((d) => d.date === date);
  const slot = day?.timeSlots.find((s) => s.time === time);
  if (!slot) throw new Error(`no departure of service ${serviceId} on ${date} at ${time}`);
  return slot.capacity - slot.booked;
}
