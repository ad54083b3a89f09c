import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Auth } from "../auth.ts";
import type { Db } from "./client.ts";
import * as t from "./schema.ts";
import { ensureUser, insertBooking } from "./seed-bookings.ts";
import { services } from "./seed-data.ts";

// Travellers who came back with something to say: each review is a rated, completed booking of the
// traveller's own, dated relative to the first start like the demo's history, so every service has
// reviews and every rating and count shown is counted from them (decision 030).

/** A seeded traveller: the language they read, and whether they take "Offers and news" by mail. */
type Reviewer = { email: string; name: string; language: "en" | "ru" | "de"; news: boolean };

const reviewer = (key: string, name: string, language: Reviewer["language"], news = false): Reviewer => ({
  email: `${key}@peninsula-adventures.example`,
  name,
  language,
  news,
});

/** The seeded reviewers, writing in English, Russian and German. */
const R = {
  james: reviewer("james.whitfield", "James Whitfield", "en", true),
  sarah: reviewer("sarah.collins", "Sarah Collins", "en"),
  michael: reviewer("michael.brennan", "Michael Brennan", "en", true),
  emily: reviewer("emily.carter", "Emily Carter", "en"),
  dmitry: reviewer("dmitry.kuznetsov", "Дмитрий Кузнецов", "ru", true),
  ekaterina: reviewer("ekaterina.belova", "Екатерина Белова", "ru"),
  andrey: reviewer("andrey.popov", "Андрей Попов", "ru"),
  jonas: reviewer("jonas.weber", "Jonas Weber", "de", true),
  katrin: reviewer("katrin.hoffmann", "Katrin Hoffmann", "de"),
  markus: reviewer("markus.schneider", "Markus Schneider", "de"),
} satisfies Record<string, Reviewer>;

/** Their e-mails: `demo:reset` takes their bookings back before telling the story again. */
export const REVIEWER_EMAILS = Object.values(R).map((r) => r.email);

type SeedReview = [Reviewer, rating: number, text: string];

/** Each service's reviews, newest first. */
const reviews: Record<number, SeedReview[]> = {
  1: [
    [
      R.james,
      5,
      "Seven days at the tent camp above Esso and every one of them counted. My guide read the slopes like a book; we glassed a big boar on day five, and the stalk over the spring snow is something I will not forget. The licence and rifle paperwork were sorted before I landed.",
    ],
    [
      R.dmitry,
      5,
      "Отличная организация: вездеход от Эссо, тёплый лагерь, опытный егерь. Медведя взяли на шестой день, а до этого каждый день видели следы и зверей на склонах. Всё по лицензии, документы подготовили заранее.",
    ],
    [
      R.markus,
      4,
      "Sehr professionell und ehrlich: Der Guide hat von Anfang an gesagt, dass nichts garantiert ist. Wir haben viele Bären gesehen, aber keinen passenden gefunden. Das Camp war warm, das Essen gut, die Anreise mit dem Schneemobil ein Abenteuer für sich.",
    ],
    [
      R.michael,
      3,
      "The camp and the guiding were excellent, but five of the seven days we sat in fog and wet snow. Nobody controls the weather; I only wish the trip notes had said more about how often that happens in May.",
    ],
    [
      R.andrey,
      5,
      "Моя третья охота на Камчатке и лучшая. Работали один на один с гидом, по свежему снегу тропили медведя два дня. Рекомендую тем, кто готов к долгим переходам.",
    ],
  ],
  2: [
    [
      R.jonas,
      5,
      "Fünf Tage auf der Schupanowa, jeden Tag Regenbogenforellen über 50 cm auf Mausfliegen. Die Guides kennen jeden Pool, das Camp am Ufer war bestens organisiert. Bären haben wir mehrmals aus sicherer Entfernung gesehen.",
    ],
    [
      R.sarah,
      5,
      "A dream float. We caught and released more rainbows than I could count, and the guides were patient with my casting. Hot meals every evening, dry tents, and a bear family on the far bank on day three.",
    ],
    [
      R.ekaterina,
      4,
      "Красивая река и много рыбы, гиды внимательные. Один минус: в первый день вертолёт из-за погоды задержали почти на полдня. Но организаторы всё время держали нас в курсе.",
    ],
    [
      R.james,
      5,
      "Best trout fishing of my life. Mouse patterns at dusk on the Zhupanova are pure madness. The gear was top quality, and catch-and-release was taken seriously.",
    ],
    [
      R.katrin,
      4,
      "Tolles Angelerlebnis, auch für mich als Anfängerin. Die Tage im Boot sind lang und es kann kalt werden, also warme Kleidung mitnehmen. Das Team war herzlich und hilfsbereit.",
    ],
  ],
  3: [
    [
      R.ekaterina,
      5,
      "Чудесные выходные: тропа через перевал, а потом горячие источники под вулканами. Кордон уютный, инспекторы парка приветливые. Подойдёт даже тем, кто редко ходит в походы.",
    ],
    [
      R.katrin,
      5,
      "Die Wanderung war gut machbar und die heißen Quellen am Abend unvergesslich, mit Blick auf den Korjakski. Unser Guide hat viel über Pflanzen und Vulkane erzählt.",
    ],
    [
      R.sarah,
      4,
      "Lovely hike, and the thermal pools were the perfect reward. The second day is longer than the description suggests, so bring good boots. The huts were basic but clean.",
    ],
    [
      R.andrey,
      3,
      "Природа на пять звёзд, но в наши даты у источников было людно, а обратный трансфер опоздал на час. В остальном всё прошло по программе.",
    ],
  ],
  4: [
    [
      R.michael,
      5,
      "Worth every penny. The Valley of Geysers looks unreal from the boardwalks, and watching bears fish for sockeye at Kurile Lake was the highlight of our whole trip. The pilots waited for a clear weather window, which we appreciated.",
    ],
    [
      R.jonas,
      5,
      "Ein Tag, den man nie vergisst: Geysire, Fumarolen und dann die Bären am Kurilensee. Schon der Flug ist spektakulär. Wegen des Wetters wurde um einen Tag verschoben, das wurde aber klar mitgeteilt.",
    ],
    [
      R.dmitry,
      4,
      "Долина гейзеров и Курильское озеро за один день: насыщенно и очень красиво. У озера хотелось бы побыть подольше, но понимаю, что время ограничивает заповедник.",
    ],
    [
      R.markus,
      5,
      "Perfekt organisiert vom Abflug bis zur Landung. Die Ranger im Reservat haben viel erklärt, und wir haben über zehn Bären beim Lachsfang gesehen.",
    ],
    [
      R.emily,
      4,
      "Spectacular, though much of the day is spent in the helicopter and it is loud, so bring earplugs. Lunch at Kurile Lake with bears wandering past was surreal.",
    ],
  ],
  5: [
    [
      R.emily,
      5,
      "Summiting Avachinsky at sunrise with steam rising from the crater was incredible, and Mutnovsky's ice canyon and fumaroles were just as memorable. Our guide set a sensible pace and checked on everyone.",
    ],
    [
      R.dmitry,
      5,
      "Два вулкана за четыре дня: тяжело, но реально. Гид отлично знает маршрут, на Мутновском показал фумаролы и ледяной каньон. Снаряжение выдали хорошее.",
    ],
    [
      R.katrin,
      4,
      "Der Aufstieg auf den Awatschinski ist steil und lang, aber die Aussicht entschädigt für alles. Am Mutnowski hatten wir leider viel Nebel. Die Guides haben sehr auf Sicherheit geachtet.",
    ],
    [
      R.james,
      5,
      "Hard work, huge reward. The camp at the foot of Avachinsky was well set up and the food kept us going. Take the fitness advice seriously.",
    ],
    [
      R.ekaterina,
      4,
      "Очень красиво и хорошо организовано. Подъём на Авачинский оказался тяжелее, чем я ожидала, но гид помог и подождал. Советую взять треккинговые палки.",
    ],
  ],
  6: [
    [
      R.markus,
      5,
      "Zwei Tage auf dem Pazifik, Heilbutt und Dorsch in Hülle und Fülle. In der Russischen Bucht haben wir Seeotter und Papageitaucher gesehen. Die Crew hat den Fang abends an Bord zubereitet.",
    ],
    [
      R.sarah,
      5,
      "A great mix of fishing and sightseeing: the Three Brothers rocks at the mouth of the bay, puffins, sea otters and fresh halibut for dinner. The crew were friendly and the boat comfortable.",
    ],
    [
      R.andrey,
      4,
      "Рыбалка хорошая: палтус, камбала, терпуг. Качка в открытом океане ощутимая, таблетки от укачивания лишними не будут. Команда опытная.",
    ],
    [
      R.michael,
      5,
      "Relaxed and fun. Even the non-anglers in our group loved the cruise into Russian Bay, and the night at anchor in a quiet cove was special.",
    ],
    [
      R.jonas,
      3,
      "Landschaftlich traumhaft, aber beim Angeln hatten wir am ersten Tag wegen Wind und Wellen wenig Glück. Die Crew hat sich bemüht, und am zweiten Tag wurde es besser.",
    ],
  ],
};

/** Every seeded review as the booking it rates: the trip ended `daysAgo` days before the first start. */
export const seededReviews = Object.entries(reviews).flatMap(([id, list]) => {
  const service = services.find((s) => s.id === Number(id))!;
  return list.map(([author, rating, text], i) => ({
    author,
    serviceId: service.id,
    rating,
    text,
    guests: service.groupMin,
    // Three to four weeks apart, newest first; none on a date the demo's own history uses.
    daysAgo: 9 + i * 26 + service.id,
    durationDays: service.durationDays,
  }));
});

/** The reviewers and their reviewed trips; made once (a second start adds nothing). */
export async function seedReviews(db: Db, auth: Auth, now = new Date()) {
  const ids = new Map<string, string>();
  for (const author of Object.values(R)) {
    const { email, name } = author;
    ids.set(email, await ensureUser(db, auth, { email, name, password: randomUUID() }));
  }
  const [already] = await db
    .select({ id: t.orders.id })
    .from(t.orders)
    .where(eq(t.orders.userId, ids.get(R.james.email)!))
    .limit(1);
  if (already) return;
  await db.transaction(async (tx) => {
    // Their settings: some read Russian or German, and four take news by mail (a newsletter has readers).
    for (const author of Object.values(R)) {
      await tx
        .update(t.profiles)
        .set({ language: author.language, notifyMarketing: author.news })
        .where(eq(t.profiles.userId, ids.get(author.email)!));
    }
    for (const review of seededReviews) {
      const offset = -(review.daysAgo + review.durationDays);
      await insertBooking(
        tx,
        {
          userId: ids.get(review.author.email)!,
          guest: review.author,
          serviceId: review.serviceId,
          offset,
          time: "08:00",
          guests: review.guests,
          status: "completed",
          checkIn: "arrived",
          bookedHoursAgo: (-offset + 30) * 24,
          rating: review.rating,
          review: review.text,
        },
        now,
      );
    }
  });
}
