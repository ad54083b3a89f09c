import type { ErrorCode, ErrorParams } from "../core/errors.ts";
import { formatMessage } from "../core/errors.ts";
import de from "../core/locales/de/errors.json";
import en from "../core/locales/en/errors.json";
import ru from "../core/locales/ru/errors.json";
import type { Language } from "../core/preferences.ts";

const messages: Record<Language, Record<ErrorCode, string>> = { en, ru, de };

/** A code in words, in one of our languages; `field: ` first when the fault has a field. */
export function errorText(lang: Language, code: ErrorCode, field?: string, params?: ErrorParams): string {
  const text = formatMessage(messages[lang][code] ?? messages.en[code] ?? code, params);
  return field ? `${field}: ${text}` : text;
}
