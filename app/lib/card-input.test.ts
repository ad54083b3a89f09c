import { describe, expect, it } from "vitest";
import {
  caretAfterDigits,
  cardDigits,
  expiryToSend,
  formatExpiryInput,
  groupCardNumber,
  parseExpiry,
} from "./card-input.ts";

describe("the card number field", () => {
  it("groups the digits in fours as they are typed", () => {
    expect(groupCardNumber("4")).toBe("4");
    expect(groupCardNumber("4242")).toBe("4242");
    expect(groupCardNumber("42424")).toBe("4242 4");
    expect(groupCardNumber("4242424242424242")).toBe("4242 4242 4242 4242");
  });

  it("regroups a pasted number, whatever it was written with, and stops at 19 digits", () => {
    expect(groupCardNumber("4242-4242-4242-4242")).toBe("4242 4242 4242 4242");
    expect(groupCardNumber(" 4000 0000 0000 0002 ")).toBe("4000 0000 0000 0002");
    expect(groupCardNumber("22001234567890123456789")).toBe("2200 1234 5678 9012 345");
  });

  it("groups American Express 4-6-5, as printed on the card", () => {
    expect(groupCardNumber("378282246310005")).toBe("3782 822463 10005");
    expect(groupCardNumber("37828")).toBe("3782 8");
  });

  it("sends the digits only", () => {
    expect(cardDigits("4242 4242 4242 4242")).toBe("4242424242424242");
    expect(cardDigits("")).toBe("");
  });
});

describe("the expiry field", () => {
  it("puts the slash in as the month is typed", () => {
    expect(formatExpiryInput("1")).toBe("1");
    expect(formatExpiryInput("12")).toBe("12/");
    expect(formatExpiryInput("12/3")).toBe("12/3");
    expect(formatExpiryInput("123")).toBe("12/3");
    expect(formatExpiryInput("1234")).toBe("12/34");
    expect(formatExpiryInput("12/345")).toBe("12/34");
  });

  it("reads a single month digit above 1, or one followed by a slash, as that month", () => {
    expect(formatExpiryInput("4")).toBe("04/");
    expect(formatExpiryInput("1/")).toBe("01/");
    expect(formatExpiryInput("0")).toBe("0");
  });

  it("lets Backspace take the slash away", () => {
    expect(formatExpiryInput("12", true)).toBe("12");
    expect(formatExpiryInput("1", true)).toBe("1");
    expect(formatExpiryInput("", true)).toBe("");
    // A digit of "12/34" deleted: the rest close up, the month is not padded ("1/34" is not 01/34).
    expect(formatExpiryInput("1/34", true)).toBe("13/4");
  });

  it("takes a pasted expiry in the usual ways", () => {
    for (const typed of ["12/34", "1234", "12 / 34", "12-34", "12/2034"]) {
      expect(formatExpiryInput(typed)).toBe("12/34");
      expect(parseExpiry(typed)).toBe("12/34");
    }
    expect(parseExpiry("1/34")).toBe("01/34");
  });

  it("sends MM/YY, or the text as typed when it is not an expiry (the provider then says so)", () => {
    expect(expiryToSend(" 1234 ")).toBe("12/34");
    expect(expiryToSend("12 / 30")).toBe("12/30");
    expect(expiryToSend("12/")).toBe("12/");
    expect(parseExpiry("123")).toBeNull();
    expect(parseExpiry("ab/cd")).toBeNull();
  });
});

describe("the caret", () => {
  it("stays after the digit just typed, stepping over a space or slash put in", () => {
    expect(caretAfterDigits("42424", 5, "4242 4")).toBe(6);
    expect(caretAfterDigits("12", 2, "12/")).toBe(3);
  });

  it("stays in place when a digit in the middle is changed or removed", () => {
    // "4242 4242" with a 9 typed after the second digit: "42942 4242", caret at 3.
    expect(caretAfterDigits("42942 4242", 3, "4294 2424 2")).toBe(3);
    // The fifth digit removed from "4242 4242": "4242 242", caret at 5 (after the space).
    expect(caretAfterDigits("4242 242", 5, "4242 242")).toBe(4);
    expect(caretAfterDigits("4242", 0, "4242")).toBe(0);
  });
});
