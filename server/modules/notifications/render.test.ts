import ICAL from "ical.js";
import { describe, expect, it, vi } from "vitest";
import { bookingCalendar } from "../../../core/ics.ts";
import de from "../../../core/locales/de/mail.json";
import en from "../../../core/locales/en/mail.json";
import ru from "../../../core/locales/ru/mail.json";
import { eventCategory, type MailMessage, type NotificationKind } from "../../../core/notifications.ts";
import { languages, type Language } from "../../../core/preferences.ts";
import { sampleMessages } from "./mail-samples.ts";
import { mailCalendarText } from "./mail-content.ts";
import { mailTranslator } from "./mail-words.ts";
import { renderMail } from "./render.tsx";

// A missing translation is logged with console.error, which fails the test that caused it
// (tests/setup/fail-on-console-error.ts); the checks below also assert it directly.

const baseUrl = "https://peninsula-adventures.example";
const unsubscribeUrl = `${baseUrl}/unsubscribe?token=abc.def`;
const samples = sampleMessages(baseUrl);
const allKinds = Object.keys(eventCategory) as NotificationKind[];

function referenceOf(message: MailMessage): string | null {
  if ("booking" in message) return message.booking.reference;
  if (message.kind === "orderReceived") return message.orderReference;
  if (message.kind === "paymentReceived") return message.reference;
  return null;
}

const decode = (html: string) =>
  html
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&");

describe("renderMail", () => {
  it("has a sample of every kind", () => {
    expect(samples.map((m) => m.kind).sort()).toEqual([...allKinds].sort());
  });

  describe.each(languages)("in %s", (lang) => {
    it.each(samples.map((m) => [m.kind, m] as const))("renders %s", async (_kind, message) => {
      const unsubscribable = eventCategory[message.kind] !== "required";
      const mail = await renderMail(message, {
        locale: lang,
        baseUrl,
        ...(unsubscribable ? { unsubscribeUrl } : {}),
      });
      expect(vi.mocked(console.error), "missing translations").not.toHaveBeenCalled();

      const reference = referenceOf(message);
      if (reference) expect(mail.subject).toContain(reference);
      expect(mail.subject.trim()).not.toBe("");
      for (const part of [mail.subject, mail.html, mail.text]) {
        expect(part).not.toMatch(/\{\{|\}\}|kinds\.|footer\.|details\./);
      }

      expect(mail.html).toMatch(new RegExp(`<html[^>]*\\slang="${lang}"`));
      expect(mail.html).toContain('<meta name="color-scheme" content="light dark"');
      expect(mail.html).toContain('<meta name="supported-color-schemes" content="light dark"');
      expect(mail.html).toContain("@media (prefers-color-scheme: dark)");
      expect(decode(mail.html)).toContain(`href="${message.link}"`);
      expect(mail.text).toContain(message.link);
      expect(mail.text).toContain(mailTranslator(lang)(`brand.name`));
      if (reference) expect(mail.text).toContain(reference);
      // Every link is absolute.
      for (const [, href] of mail.html.matchAll(/href="([^"]*)"/g)) expect(href).toMatch(/^https:\/\//);

      const unsubscribeLabel = mailTranslator(lang)("footer.unsubscribe");
      if (unsubscribable) {
        expect(decode(mail.html)).toContain(`href="${unsubscribeUrl}"`);
        expect(mail.text).toContain(unsubscribeUrl);
        expect(mail.html).toContain(unsubscribeLabel);
      } else {
        expect(mail.html).not.toContain(unsubscribeLabel);
        expect(mail.text).not.toContain("unsubscribe");
      }
    });
  });

  it("adds the unsubscribe link only when the context has one", async () => {
    const message = samples.find((m) => m.kind === "bookingConfirmed")!;
    const without = await renderMail(message, { locale: "en", baseUrl });
    expect(without.html).not.toContain("Unsubscribe");
    expect(without.text).not.toContain("/unsubscribe");
    const withLink = await renderMail(message, { locale: "en", baseUrl, unsubscribeUrl });
    expect(withLink.text).toContain(`Unsubscribe <${unsubscribeUrl}>`);
  });

  it("says the time is Kamchatka's, in the reader's words and clock", async () => {
    const message = samples.find((m) => m.kind === "bookingConfirmed")!;
    const [english, russian, german] = await Promise.all(
      (["en", "ru", "de"] as const).map((locale) => renderMail(message, { locale, baseUrl })),
    );
    expect(english!.text).toContain("6:00 PM Kamchatka time (UTC+12)");
    expect(english!.text).toContain("November 25");
    expect(russian!.text).toContain("18:00 по камчатскому времени (UTC+12)");
    expect(russian!.text).toContain("ноября 2026");
    expect(german!.text).toContain("18:00 Uhr Kamtschatka-Zeit (UTC+12)");
    expect(german!.subject).toBe("Buchung PA-7F3C9K bestätigt");

    // The deadline 2026-11-21T09:00Z is 21:00 on the 21st on the peninsula.
    const request = samples.find((m) => m.kind === "newRequest")!;
    const ruRequest = await renderMail(request, { locale: "ru", baseUrl });
    expect(ruRequest.text).toContain("21 ноября 2026 г. в 21:00 по камчатскому времени (UTC+12)");
    const enRequest = await renderMail(request, { locale: "en", baseUrl });
    expect(enRequest.text).toContain("November 21, 2026 at 9:00 PM, Kamchatka time (UTC+12)");
  });

  it("puts Confirm, Reject and the console in a request mail", async () => {
    const request = samples.find((m) => m.kind === "newRequest")!;
    if (request.kind !== "newRequest") throw new Error("sample");
    const mail = await renderMail(request, { locale: "de", baseUrl });
    const html = decode(mail.html);
    for (const href of [request.confirmLink, request.rejectLink, request.link]) {
      expect(html).toContain(`href="${href}"`);
      expect(mail.text).toContain(href);
    }
    expect(mail.text).toContain(`Bestätigen <${request.confirmLink}>`);
    expect(mail.text).toContain(`Ablehnen <${request.rejectLink}>`);
    expect(mail.subject).toBe(`Neue Anfrage PA-2M8QXD: Kurile Lake Bear Watching by Helicopter`);
  });

  it("words a top-up receipt and the card it came from", async () => {
    const base = samples.find((m) => m.kind === "paymentReceived")!;
    if (base.kind !== "paymentReceived") throw new Error("sample");
    const topUp = { ...base, purpose: "top_up" as const, reference: "PT-9Q2W3E", amount: "12 000,00 ₽" };
    const mail = await renderMail(topUp, { locale: "ru", baseUrl });
    expect(mail.subject).toBe("Чек PT-9Q2W3E: баланс баллов пополнен на 12 000,00 ₽");
    expect(mail.text).toContain("Банковская карта •••• 4242");
    const sbp = await renderMail({ ...topUp, method: "sbp", cardLast4: null }, { locale: "de", baseUrl });
    expect(sbp.text).toContain("SBP (Schnellzahlungssystem)");
    expect(sbp.text).toContain("Zahlung");
  });

  it("shows an order's money on its receipt: the fee and tax lines named, paid now and the balance's due time", async () => {
    const receipt = samples.find((m) => m.kind === "paymentReceived")!;
    const en = await renderMail(receipt, { locale: "en", baseUrl });
    for (const text of [
      "Payment summary",
      "Subtotal",
      "Service fee",
      "· Kronotsky Reserve entry fee",
      "· Regional tourist tax",
      "−$10.00",
      "Paid now",
      "Balance for Bear hunt",
      "$1,491.00 due by January 21, 2027",
    ])
      expect(en.text).toContain(text);
    const de = await renderMail(
      samples.find((m) => m.kind === "orderReceived")!,
      { locale: "de", baseUrl },
    );
    expect(de.text).toContain("Zahlungsübersicht");
    expect(de.text).toContain("Restbetrag für Bear hunt");
  });

  it("counts guests with Russian plural forms", async () => {
    const base = samples.find((m) => m.kind === "tripReminder")!;
    if (base.kind !== "tripReminder") throw new Error("sample");
    const words: Record<number, string> = {
      1: "1 гость",
      3: "3 гостя",
      5: "5 гостей",
      21: "21 гость",
      12: "12 гостей",
    };
    for (const [count, text] of Object.entries(words)) {
      const mail = await renderMail(
        { ...base, booking: { ...base.booking, guests: Number(count) } },
        { locale: "ru", baseUrl },
      );
      expect(mail.text).toContain(text);
    }
  });

  it("escapes what people typed", async () => {
    const base = samples.find((m) => m.kind === "guestMessage")!;
    if (base.kind !== "guestMessage") throw new Error("sample");
    const mail = await renderMail(
      { ...base, guest: `<img src=x onerror=alert(1)>`, message: `</p><script>alert("x")</script>` },
      { locale: "en", baseUrl },
    );
    expect(mail.html).not.toContain("<script>");
    expect(mail.html).not.toContain("<img src=x");
    expect(mail.html).toContain("&lt;script&gt;");
    expect(mail.subject).toContain("<img src=x onerror=alert(1)>");
  });

  it("logs a missing translation loudly", () => {
    const error = vi.mocked(console.error).mockImplementationOnce(() => {});
    mailTranslator("ru")("kinds.nothing.subject");
    expect(error).toHaveBeenCalledWith(expect.stringContaining("kinds.nothing.subject"));
  });

  it("words a calendar entry that bookingCalendar() writes", () => {
    const message = samples.find((m) => m.kind === "bookingConfirmed")!;
    if (message.kind !== "bookingConfirmed") throw new Error("sample");
    const words = mailCalendarText("ru", message.booking, message.link);
    expect(words.summary).toBe("Avacha Volcano Ascent with Camp Night (PA-7F3C9K)");
    const ics = bookingCalendar({
      uid: "booking-1@peninsula-adventures.example",
      sequence: 0,
      method: "REQUEST",
      ...words,
      location: message.booking.meetingPoint,
      startDate: message.booking.startDate,
      time: message.booking.time,
      durationDays: 2,
      endTime: message.booking.endTime,
      url: message.link,
      stamp: new Date("2026-11-20T00:00:00Z"),
    });
    const event = new ICAL.Component(ICAL.parse(ics)).getFirstSubcomponent("vevent")!;
    expect(event.getFirstPropertyValue("description")).toBe(
      `Бронирование PA-7F3C9K, 3 гостя\nМесто встречи: ${message.booking.meetingPoint}\nКарта: ${message.booking.meetingMap}\nВаше бронирование: ${message.link}`,
    );
    expect(event.getFirstPropertyValue("location")).toBe(message.booking.meetingPoint);
    // Two days from 18:00 on 25 November: the service's stated end, 17:00 on the 26th.
    expect(String(event.getFirstPropertyValue("dtend"))).toBe("2026-11-26T17:00:00");
  });

  it("links the meeting point to its map in the booking's table", async () => {
    const message = samples.find((m) => m.kind === "bookingConfirmed")!;
    if (message.kind !== "bookingConfirmed") throw new Error("sample");
    const mail = await renderMail(message, { locale: "en", baseUrl });
    expect(mail.html).toContain(`href="${message.booking.meetingMap!.replace(/&/g, "&amp;")}"`);
    expect(mail.html).toContain("Open the map");
  });
});

// core/locales/*/mail.json is not under app/locales, whose test checks namespaces: the same checks here.
describe("mail words", () => {
  type Tree = { [key: string]: unknown };
  const pluralSuffix = /_(zero|one|two|few|many|other)$/;
  const leaves = (tree: unknown, prefix = ""): Map<string, string> => {
    const out = new Map<string, string>();
    for (const [key, value] of Object.entries(tree as Tree)) {
      const path = prefix ? `${prefix}.${key}` : key;
      if (value && typeof value === "object") for (const [k, v] of leaves(value, path)) out.set(k, v);
      else out.set(path, String(value));
    }
    return out;
  };
  const markers = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();
  const files: Record<Language, unknown> = { en, ru, de };
  const english = leaves(en);
  const bases = (map: Map<string, string>) =>
    new Set([...map.keys()].map((k) => k.replace(pluralSuffix, "")));

  it.each(["ru", "de"] as const)(
    "are complete in %s, with its plural forms and the same placeholders",
    (lang) => {
      const other = leaves(files[lang]);
      expect([...bases(other)].sort()).toEqual([...bases(english)].sort());
      const categories = new Intl.PluralRules(lang).resolvedOptions().pluralCategories;
      const plurals = new Set(
        [...english.keys()].filter((k) => pluralSuffix.test(k)).map((k) => k.replace(pluralSuffix, "")),
      );
      for (const base of plurals) {
        for (const category of categories)
          expect(other.has(`${base}_${category}`), `${base}_${category}`).toBe(true);
      }
      for (const [key, value] of other) {
        expect(value.trim(), key).not.toBe("");
        const englishValue = english.get(key) ?? english.get(`${key.replace(pluralSuffix, "")}_other`)!;
        expect(markers(value), key).toEqual(markers(englishValue));
      }
    },
  );

  it("has a reason line for every kind that cannot be switched off", () => {
    for (const kind of allKinds.filter((k) => eventCategory[k] === "required")) {
      expect((en.footer.why as Record<string, string>)[kind], kind).toBeTruthy();
    }
  });

  it("tells the operator's team of a guest's cancellation (seats and refund) and of an instant booking", async () => {
    const cancelled = samples.find((m) => m.kind === "guestCancelled")!;
    if (cancelled.kind !== "guestCancelled") throw new Error("sample");
    const ru = await renderMail({ ...cancelled, seats: 3 }, { locale: "ru", baseUrl, unsubscribeUrl });
    expect(ru.text).toContain("3 места на этот выезд снова в продаже.");
    expect(ru.text).toContain("Гостю возвращено $378.00.");
    const request = await renderMail({ ...cancelled, wasRequest: true, seats: 1 }, { locale: "en", baseUrl });
    expect(request.text).toContain("A guest withdrew a request");
    expect(request.text).toContain("1 seat is back on sale for this departure.");
    const instant = samples.find((m) => m.kind === "instantBooking")!;
    const de = await renderMail(instant, { locale: "de", baseUrl, unsubscribeUrl });
    expect(de.subject).toContain("Neue Buchung");
    expect(de.text).toContain("Vegetarian lunch for one of us, please.");
    expect(de.text).not.toMatch(/\/respond\//);
  });
});
