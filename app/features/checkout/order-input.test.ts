import { describe, expect, it } from "vitest";
import { bookingCreateSchema } from "../../../core/schemas.ts";
import { fieldNames, orderInput } from "./order-input.ts";
import { testHeld } from "./test-held.ts";

const form = (values: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(values)) data.set(name, value);
  return data;
};
const contact = {
  [fieldNames.name]: "Mila Petrova",
  [fieldNames.phone]: "+49 30 1234567",
  [fieldNames.country]: "Germany",
  [fieldNames.city]: "Berlin",
  [fieldNames.street]: "Friedrichstrasse 12",
};
const card = {
  [fieldNames.cardNumber]: "4242 4242 4242 4242",
  [fieldNames.expiry]: "12/30",
  [fieldNames.cvv]: "123",
};
const choice = { held: testHeld, currency: "USD" as const, email: "mila@example.com" };

describe("the checkout form's order", () => {
  it("is what the server parses: the held lines, the method, the contact and the card", () => {
    const { input, problems } = orderInput(form({ ...contact, ...card }), { ...choice, method: "card" });
    expect(problems).toEqual([]);
    expect(bookingCreateSchema.parse(input)).toEqual(input);
    expect(input.items).toEqual([
      {
        cartItemId: "line-1",
        serviceId: 5,
        dates: { startDate: "2030-07-01" },
        selectedTime: "08:00",
        participants: { adult: 2 },
      },
    ]);
    expect(input.customerInfo.address).toEqual({
      street: "Friedrichstrasse 12",
      city: "Berlin",
      country: "Germany",
    });
  });

  it("names each missing field by its input's name, with the schema's code", () => {
    const { problems } = orderInput(form({ [fieldNames.name]: "Mila" }), { ...choice, method: "card" });
    expect(problems.map(({ code, field }) => ({ code, field }))).toEqual([
      { code: "required", field: "customerInfo.phone" },
      { code: "required", field: "customerInfo.address.street" },
      { code: "required", field: "customerInfo.address.city" },
      { code: "required", field: "customerInfo.address.country" },
      { code: "cardNumberRequired", field: "card.number" },
      { code: "cardExpiryRequired", field: "card.expiry" },
      { code: "cardCvvRequired", field: "card.cvv" },
    ]);
  });

  it("tells a mistyped phone from a missing one", () => {
    const { problems } = orderInput(form({ ...contact, [fieldNames.phone]: "call me" }), {
      ...choice,
      method: "sbp",
    });
    expect(problems).toEqual([{ code: "invalidPhone", field: "customerInfo.phone" }]);
  });

  it("sends no card for SBP or crypto, and no address or amount for crypto: only the chosen coin", () => {
    const sbp = orderInput(form({ ...contact, ...card }), { ...choice, method: "sbp" });
    expect(sbp.input).not.toHaveProperty("card");
    expect(sbp.coin).toBeUndefined();
    const crypto = orderInput(form({ ...contact, [fieldNames.coin]: "BTC" }), {
      ...choice,
      method: "crypto",
    });
    expect(crypto.problems).toEqual([]);
    expect(crypto.input).toMatchObject({ paymentMethod: "crypto" });
    expect(crypto.input).not.toHaveProperty("wallet");
    expect(crypto.coin).toBe("BTC");
    // A coin that is none falls back to the first the provider offers.
    expect(
      orderInput(form({ ...contact, [fieldNames.coin]: "DOGE" }), { ...choice, method: "crypto" }).coin,
    ).toBe("USDT");
  });
});
