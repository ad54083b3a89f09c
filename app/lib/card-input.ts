// What a card form's fields show as the traveller types or pastes, and what they send: the number
// grouped as printed on the card ("4242 4242 4242 4242"), the expiry as MM/YY with the slash put in
// for them ("1234" reads 12/34). The provider is sent the digits and MM/YY only, what it accepts.

/** The longest card number (ISO/IEC 7812). */
const MAX_DIGITS = 19;

/** The card number's digits, as the provider is sent them. */
export function cardDigits(value: string): string {
  return value.replace(/\D/g, "");
}

/** American Express prints its 15 digits 4-6-5; every other scheme in fours. */
export function groupCardNumber(value: string): string {
  const digits = cardDigits(value).slice(0, MAX_DIGITS);
  if (/^3[47]/.test(digits)) {
    return [digits.slice(0, 4), digits.slice(4, 10), digits.slice(10, 15)].filter(Boolean).join(" ");
  }
  return digits.replace(/(\d{4})(?=\d)/g, "$1 ");
}

/**
 * The expiry field's text while typing: "1" stays, "4" becomes "04/", "12" becomes "12/", "123"
 * becomes "12/3". When deleting, the slash is not put back, so Backspace can take it away.
 */
export function formatExpiryInput(value: string, deleting = false): string {
  // A whole expiry typed or pasted; when deleting, the digits left simply close up.
  const whole = deleting ? null : parseExpiry(value);
  if (whole !== null) return whole;
  // "1/" typed: the month is January.
  const single = /^\s*(\d)\s*\/\s*$/.exec(value);
  if (single && !deleting) return `0${single[1]}/`;
  const digits = cardDigits(value).slice(0, 4);
  if (digits.length === 0) return "";
  if (digits.length === 1) return !deleting && digits > "1" ? `0${digits}/` : digits;
  if (digits.length === 2) return deleting ? digits : `${digits}/`;
  return `${digits.slice(0, 2)}/${digits.slice(2)}`;
}

/**
 * A complete expiry as MM/YY: "12/34", "1234", "12 / 34", "1/34", "12/2034" and "12-34" all read
 * 12/34 or 01/34. Anything else is null (the provider then says the expiry is not valid).
 */
export function parseExpiry(value: string): string | null {
  // Without a separator the month has two digits ("123" is still being typed, not 01/23).
  const match =
    /^\s*(\d{2})\s*(\d{2})\s*$/.exec(value) ?? /^\s*(\d{1,2})\s*[/.-]\s*(?:20)?(\d{2})\s*$/.exec(value);
  if (!match) return null;
  const [, month = "", year = ""] = match;
  return `${month.padStart(2, "0")}/${year}`;
}

/** What the provider is sent for the expiry: MM/YY when it reads as one, else the text as typed. */
export function expiryToSend(value: string): string {
  return parseExpiry(value) ?? value.trim();
}

/**
 * Where the caret goes in the formatted text: after as many digits as were before it in the typed
 * text, or at the end when it was at the end (so a slash or space just put in is stepped over).
 */
export function caretAfterDigits(typed: string, caret: number, formatted: string): number {
  if (caret >= typed.length) return formatted.length;
  const digitsBefore = cardDigits(typed.slice(0, caret)).length;
  if (digitsBefore === 0) return 0;
  let seen = 0;
  for (let index = 0; index < formatted.length; index++) {
    if (/\d/.test(formatted.charAt(index)) && ++seen === digitsBefore) return index + 1;
  }
  return formatted.length;
}

/**
 * Rewrites a card field's text in place as it changes (typing, pasting, autofill), keeping the caret
 * after the same digit. It works on the element itself, so the field may be uncontrolled, or
 * controlled with its state set from the rewritten value.
 */
export function reformatField(input: HTMLInputElement, format: (typed: string) => string) {
  const typed = input.value;
  const caret = input.selectionStart ?? typed.length;
  const next = format(typed);
  if (next === typed) return;
  input.value = next;
  if (input.ownerDocument.activeElement !== input) return;
  const at = caretAfterDigits(typed, caret, next);
  input.setSelectionRange(at, at);
}

/** Whether a change took text away (Backspace, Delete, cut): the expiry's slash is then not put back. */
export function isDeletion(event: Event): boolean {
  return "inputType" in event && String(event.inputType).startsWith("delete");
}

const formats = {
  number: (typed: string) => groupCardNumber(typed),
  expiry: (typed: string, deleting: boolean) => formatExpiryInput(typed, deleting),
  cvv: (typed: string) => cardDigits(typed).slice(0, 4),
};

/** A card field's change (`onChange`), rewritten as that field shows it; returns the new text. */
export function formatCardField(
  name: keyof typeof formats,
  event: { currentTarget: HTMLInputElement; nativeEvent: Event },
): string {
  const deleting = isDeletion(event.nativeEvent);
  reformatField(event.currentTarget, (typed) => formats[name](typed, deleting));
  return event.currentTarget.value;
}
