import { and, desc, eq } from "drizzle-orm";
import type { WaiverView } from "../../../core/participant-details.ts";
import type { Language } from "../../../core/preferences.ts";
import type { Executor } from "../../db/client.ts";
import { serviceWaivers } from "../../db/schema.ts";

/** The service's current waiver: its highest version and that version's texts; null when it has none. */
export async function currentWaiverTexts(db: Executor, serviceId: number) {
  const [latest] = await db
    .select({ version: serviceWaivers.version })
    .from(serviceWaivers)
    .where(eq(serviceWaivers.serviceId, serviceId))
    .orderBy(desc(serviceWaivers.version))
    .limit(1);
  if (!latest) return null;
  const texts = await db
    .select({ lang: serviceWaivers.lang, text: serviceWaivers.text })
    .from(serviceWaivers)
    .where(and(eq(serviceWaivers.serviceId, serviceId), eq(serviceWaivers.version, latest.version)));
  return { version: latest.version, texts };
}

/**
 * The service's current waiver (its highest version) in the reader's language, else in English,
 * else in whichever language that version was written in; null when the service has none. The
 * language given back is the one of the text shown: an acceptance records it.
 */
export async function currentWaiver(
  db: Executor,
  serviceId: number,
  lang: Language,
): Promise<WaiverView | null> {
  const current = await currentWaiverTexts(db, serviceId);
  if (!current) return null;
  const { texts } = current;
  const chosen = texts.find((t) => t.lang === lang) ?? texts.find((t) => t.lang === "en") ?? texts[0]!;
  return { version: current.version, lang: chosen.lang, text: chosen.text };
}
