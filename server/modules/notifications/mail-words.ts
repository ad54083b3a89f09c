import i18next, { type TFunction } from "i18next";
import de from "../../../core/locales/de/mail.json";
import en from "../../../core/locales/en/mail.json";
import ru from "../../../core/locales/ru/mail.json";
import deMoney from "../../../core/locales/de/mail-money.json";
import enMoney from "../../../core/locales/en/mail-money.json";
import ruMoney from "../../../core/locales/ru/mail-money.json";
import { numbersInMessages } from "../../../core/numbers.ts";
import { type Language } from "../../../core/preferences.ts";

// The words live in core/locales/{lang}/mail.json (next to errors.json: server/ may not import app/).
// One i18next instance per language, made once. A missing key is a bug: it is logged as an error
// (which fails any unit test) and English stands in.
// An order's money lines (mail-money.ts) have their own file, read as the words' `money` part.
const resources: Record<Language, typeof en & { money: typeof enMoney }> = {
  en: { ...en, money: enMoney },
  ru: { ...ru, money: ruMoney },
  de: { ...de, money: deMoney },
};
const translators = new Map<Language, TFunction>();

export function mailTranslator(lang: Language): TFunction {
  let t = translators.get(lang);
  if (!t) {
    const instance = i18next.createInstance().use(numbersInMessages);
    void instance.init({
      lng: lang,
      fallbackLng: "en",
      ns: ["mail"],
      defaultNS: "mail",
      resources: { [lang]: { mail: resources[lang] }, en: { mail: resources.en } },
      initAsync: false,
      // React escapes the HTML; the subject and the text part are plain text. Numbers in a message
      // are written in the mail's language (core/numbers.ts).
      interpolation: { escapeValue: false, alwaysFormat: true },
      saveMissing: true,
      missingKeyHandler: (_langs, _ns, key) => console.error(`mail: no translation for "${key}" (${lang})`),
    });
    t = instance.getFixedT(lang, "mail");
    translators.set(lang, t);
  }
  return t;
}
