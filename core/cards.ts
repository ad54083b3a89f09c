/** Luhn check on the digits of a card number (spaces allowed). */
export function luhnValid(number: string): boolean {
  const digits = number.replace(/\s+/g, "");
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** Expiry MM/YY, valid through the end of that month. */
export function expiryValid(expiry: string, now: Date = new Date()): boolean {
  const match = /^(\d{2})\/(\d{2})$/.exec(expiry.trim());
  if (!match) return false;
  const month = Number(match[1]);
  const year = 2000 + Number(match[2]);
  if (month < 1 || month > 12) return false;
  const endOfMonth = Date.UTC(year, month, 1);
  return endOfMonth > now.getTime();
}

export function cvvValid(cvv: string): boolean {
  return /^\d{3,4}$/.test(cvv);
}

export function last4(number: string): string {
  return number.replace(/\s+/g, "").slice(-4);
}

export type CardBrand = "visa" | "mastercard" | "amex" | "mir" | "unknown";

/** The card's scheme from its first digits (what a receipt shows next to the last four). */
export function cardBrand(number: string): CardBrand {
  const digits = number.replace(/\s+/g, "");
  if (/^220[0-4]/.test(digits)) return "mir";
  if (/^4/.test(digits)) return "visa";
  if (/^(5[1-5]|2[2-7])/.test(digits)) return "mastercard";
  if (/^3[47]/.test(digits)) return "amex";
  return "unknown";
}
