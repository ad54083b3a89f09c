import type { Db } from "./client.ts";
import * as t from "./schema.ts";

/** The people on the about page as the first sketch named them (decisions.md §1: the team is data). */
export const team: (typeof t.teamMembers.$inferInsert)[] = [
  {
    position: 1,
    name: { en: "Alexei Volkov", ru: "Алексей Волков", de: "Alexei Volkov" },
    role: { en: "Founder and head guide", ru: "Основатель и главный гид", de: "Gründer und Chef-Guide" },
    bio: {
      en: "Has guided on the peninsula since 1991 and still leads the spring bear hunts himself.",
      ru: "Водит группы по полуострову с 1991 года и до сих пор сам проводит весенние охоты на медведя.",
      de: "Führt seit 1991 Gäste über die Halbinsel und leitet die Bärenjagden im Frühjahr noch immer selbst.",
    },
    photoUrl: "/images/team/1.webp",
  },
  {
    position: 2,
    name: { en: "Marina Sokolova", ru: "Марина Соколова", de: "Marina Sokolova" },
    role: {
      en: "Operations and safety",
      ru: "Операционная работа и безопасность",
      de: "Betrieb und Sicherheit",
    },
    bio: {
      en: "Plans every route, trains our guides in wilderness first aid and runs the 24/7 line.",
      ru: "Планирует каждый маршрут, обучает наших гидов первой помощи в дикой природе и руководит экстренной линией 24/7.",
      de: "Plant jede Route, schult unsere Guides in Wildnis-Erster-Hilfe und betreut die 24/7-Notfall-Hotline.",
    },
    photoUrl: "/images/team/2.webp",
  },
  {
    position: 3,
    name: { en: "Dmitri Orlov", ru: "Дмитрий Орлов", de: "Dmitri Orlov" },
    role: { en: "Fishing programmes", ru: "Рыболовные программы", de: "Angelprogramme" },
    bio: {
      en: "Fly-fishing guide on the Zhupanova and Bystraya rivers for more than twenty seasons.",
      ru: "Более двадцати сезонов работает гидом по нахлысту на реках Жупанова и Быстрая.",
      de: "Seit mehr als zwanzig Saisons Fliegenfischer-Guide an den Flüssen Schupanowa und Bystraja.",
    },
    photoUrl: "/images/team/3.webp",
  },
  {
    position: 4,
    name: { en: "Katya Lebedeva", ru: "Катя Лебедева", de: "Katya Lebedeva" },
    role: { en: "Guest care", ru: "Забота о гостях", de: "Gästebetreuung" },
    bio: {
      en: "Answers your questions in English, German and Russian before, during and after your trip.",
      ru: "Отвечает на ваши вопросы на английском, немецком и русском — до, во время и после поездки.",
      de: "Beantwortet Ihre Fragen auf Englisch, Deutsch und Russisch – vor, während und nach Ihrer Reise.",
    },
    photoUrl: "/images/team/4.webp",
  },
];

/** The about page's team, once: a table that already has people (edited since) is left alone. */
export async function seedTeam(db: Db) {
  const [any] = await db.select({ id: t.teamMembers.id }).from(t.teamMembers).limit(1);
  if (!any) await db.insert(t.teamMembers).values(team);
}
