import { and, asc, eq } from "drizzle-orm";
import { translatedLanguages, type ServiceEdit, type ServiceText } from "../../../core/service-editor.ts";
import type { Executor, Tx } from "../../db/client.ts";
import {
  serviceHighlights,
  serviceInclusions,
  serviceItinerary,
  services,
  serviceTags,
  serviceTranslations,
  type ServiceContent,
} from "../../db/schema.ts";

// A service's text in the console's editor: English in the service's row and its lists, Russian
// and German as a translation each (null: not translated). Read for the editor, written by a save.

const contentOf = (text: ServiceText): ServiceContent => ({
  ...text,
  itinerary: text.itinerary.map((day, i) => ({ day: i + 1, ...day })),
});

const textOf = (content: ServiceContent): ServiceText => ({
  title: content.title,
  location: content.location,
  description: content.description,
  highlights: content.highlights,
  included: content.included,
  notIncluded: content.notIncluded,
  itinerary: [...content.itinerary]
    .sort((a, b) => a.day - b.day)
    .map(({ title, description }) => ({ title, description })),
  tags: content.tags,
});

/** The service's text in every language, as the editor edits it. */
export async function readContent(
  db: Executor,
  row: Pick<typeof services.$inferSelect, "id" | "title" | "location" | "description">,
): Promise<ServiceEdit["content"]> {
  const serviceId = row.id;
  const [highlights, inclusions, itinerary, tags, translations] = await Promise.all([
    db
      .select({ text: serviceHighlights.text })
      .from(serviceHighlights)
      .where(eq(serviceHighlights.serviceId, serviceId))
      .orderBy(asc(serviceHighlights.position)),
    db
      .select({ included: serviceInclusions.included, text: serviceInclusions.text })
      .from(serviceInclusions)
      .where(eq(serviceInclusions.serviceId, serviceId))
      .orderBy(asc(serviceInclusions.position)),
    db
      .select({ title: serviceItinerary.title, description: serviceItinerary.description })
      .from(serviceItinerary)
      .where(eq(serviceItinerary.serviceId, serviceId))
      .orderBy(asc(serviceItinerary.day)),
    db
      .select({ tag: serviceTags.tag })
      .from(serviceTags)
      .where(eq(serviceTags.serviceId, serviceId))
      .orderBy(asc(serviceTags.position)),
    db.select().from(serviceTranslations).where(eq(serviceTranslations.serviceId, serviceId)),
  ]);
  const translated = (lang: "ru" | "de") => {
    const found = translations.find((t) => t.lang === lang);
    return found ? textOf(found.content) : null;
  };
  return {
    en: {
      title: row.title,
      location: row.location,
      description: row.description,
      highlights: highlights.map((h) => h.text),
      included: inclusions.filter((i) => i.included).map((i) => i.text),
      notIncluded: inclusions.filter((i) => !i.included).map((i) => i.text),
      itinerary,
      tags: tags.map((t) => t.tag),
    },
    ru: translated("ru"),
    de: translated("de"),
  };
}

/** Replaces the English lists and the translations with the input's. */
export async function writeContent(tx: Tx, serviceId: number, content: ServiceEdit["content"]) {
  const { en } = content;
  await Promise.all([
    tx.delete(serviceHighlights).where(eq(serviceHighlights.serviceId, serviceId)),
    tx.delete(serviceInclusions).where(eq(serviceInclusions.serviceId, serviceId)),
    tx.delete(serviceItinerary).where(eq(serviceItinerary.serviceId, serviceId)),
    tx.delete(serviceTags).where(eq(serviceTags.serviceId, serviceId)),
  ]);
  if (en.highlights.length > 0)
    await tx
      .insert(serviceHighlights)
      .values(en.highlights.map((text, position) => ({ serviceId, position, text })));
  const inclusions = [
    ...en.included.map((text, position) => ({ serviceId, included: true, position, text })),
    ...en.notIncluded.map((text, position) => ({ serviceId, included: false, position, text })),
  ];
  if (inclusions.length > 0) await tx.insert(serviceInclusions).values(inclusions);
  if (en.itinerary.length > 0)
    await tx
      .insert(serviceItinerary)
      .values(en.itinerary.map((day, i) => ({ serviceId, day: i + 1, ...day })));
  if (en.tags.length > 0)
    await tx.insert(serviceTags).values(en.tags.map((tag, position) => ({ serviceId, position, tag })));
  for (const lang of translatedLanguages) {
    const text = content[lang];
    if (text === null) {
      await tx
        .delete(serviceTranslations)
        .where(and(eq(serviceTranslations.serviceId, serviceId), eq(serviceTranslations.lang, lang)));
    } else {
      await tx
        .insert(serviceTranslations)
        .values({ serviceId, lang, content: contentOf(text) })
        .onConflictDoUpdate({
          target: [serviceTranslations.serviceId, serviceTranslations.lang],
          set: { content: contentOf(text) },
        });
    }
  }
}
