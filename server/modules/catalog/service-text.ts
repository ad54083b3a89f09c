import { sql, type SQL } from "drizzle-orm";
import type { Language } from "../../../core/preferences.ts";
import type { Param } from "../../db/prepared.ts";
import { services, serviceTranslations } from "../../db/schema.ts";

/** The fields of a service a list or a receipt names it by. */
export type ServiceTextField = "title" | "location" | "description";

/**
 * A service's title, place or description in the reader's language, as a column of a query that
 * joins `services`: the translation's text where the service has one in `lang` (and the field is
 * filled in), else the English column. Every page that reads services from the database with its
 * rows (bookings, the receipt, the console, the admin's lists, the mails) names them through this;
 * the catalogue's cache does the same in memory for the catalogue pages (`localize`). Drafts,
 * archived services and a suspended supplier's services are translated too, as they are stored.
 * English has no translation row, so "en" reads the English column.
 */
export function serviceText(field: ServiceTextField, lang: Param<Language>): SQL<string> {
  const english = services[field];
  if (lang === "en") return sql<string>`${english}`;
  return sql<string>`coalesce((select nullif(${serviceTranslations.content} ->> ${sql.raw(`'${field}'`)}, '') from ${serviceTranslations} where ${serviceTranslations.serviceId} = ${services.id} and ${serviceTranslations.lang} = ${lang}), ${english})`;
}
