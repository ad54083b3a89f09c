import { Compass, HeartHandshake, Leaf, ShieldCheck } from "lucide-react";
import { photoSize, Picture } from "../components/picture.tsx";
import { useFormatters } from "../components/app-context.tsx";
import { ButtonLink } from "../components/ui/button.tsx";
import { rootData, seo } from "../lib/seo.ts";
import { useRouteMessages } from "../lib/use-messages.ts";
import type { Route } from "./+types/about";
import { loadAbout } from "./about.server.ts";

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return seo({
    title: loaderData?.meta.title ?? "",
    description: loaderData?.meta.description ?? "",
    path: "/about",
    root: rootData(matches),
  });
}

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadAbout(request, context);
}

const stats = ["services", "operators", "travellers", "reviews"] as const;
const values = [
  ["adventure", Compass],
  ["sustainability", Leaf],
  ["safety", ShieldCheck],
  ["service", HeartHandshake],
] as const;

export default function About({ loaderData }: Route.ComponentProps) {
  const { t } = useRouteMessages("about", loaderData.messages);
  const { number } = useFormatters();
  const { figures, team } = loaderData;
  return (
    <div>
      <section className="relative isolate overflow-hidden bg-stone-900 text-white">
        <Picture
          src="/images/categories/tours.webp"
          {...photoSize}
          alt=""
          priority
          className="absolute inset-0 -z-10 size-full object-cover opacity-50"
        />
        <div className="mx-auto max-w-7xl px-4 py-24 sm:px-6 sm:py-32">
          <p className="text-sm font-semibold tracking-widest text-orange-300 uppercase">{t("eyebrow")}</p>
          <h1 className="mt-3 max-w-3xl font-display text-4xl font-semibold text-balance sm:text-6xl">
            {t("title")}
          </h1>
          <p className="mt-5 max-w-2xl text-lg text-white/85">{t("intro")}</p>
        </div>
      </section>
      <section className="mx-auto grid max-w-7xl gap-12 px-4 py-20 sm:px-6 lg:grid-cols-2">
        <div>
          <h2 className="font-display text-3xl font-semibold">{t("missionTitle")}</h2>
          <p className="mt-4 text-lg leading-relaxed text-muted-foreground">{t("mission")}</p>
        </div>
        <dl className="grid grid-cols-2 gap-4">
          {stats.map((key) => (
            <div key={key} className="rounded-3xl border bg-card p-6">
              <dd className="font-display text-4xl font-semibold text-accent">{number(figures[key])}</dd>
              <dt className="mt-1 text-sm text-muted-foreground">{t(`stats.${key}`)}</dt>
            </div>
          ))}
        </dl>
      </section>
      <section className="bg-card py-20" aria-labelledby="values-title">
        <div className="mx-auto max-w-7xl px-4 sm:px-6">
          <h2 id="values-title" className="font-display text-3xl font-semibold">
            {t("valuesTitle")}
          </h2>
          <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {values.map(([key, Icon]) => (
              <li key={key} className="rounded-3xl border bg-background p-6">
                <Icon className="size-8 text-accent" aria-hidden />
                <h3 className="mt-4 text-lg font-semibold">{t(`values.${key}.title`)}</h3>
                <p className="mt-2 text-sm text-muted-foreground">{t(`values.${key}.text`)}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>
      <section className="mx-auto max-w-7xl px-4 py-20 sm:px-6" aria-labelledby="team-title">
        <h2 id="team-title" className="font-display text-3xl font-semibold">
          {t("teamTitle")}
        </h2>
        <ul className="mt-10 grid gap-8 sm:grid-cols-2 lg:grid-cols-4">
          {team.map((person) => (
            <li key={person.id}>
              <Picture
                src={person.photoUrl}
                width={480}
                height={480}
                smallWidth={240}
                sizes="(min-width: 1024px) 280px, 50vw"
                alt={person.name}
                className="aspect-square w-full rounded-3xl object-cover"
              />
              <h3 className="mt-4 text-lg font-semibold">{person.name}</h3>
              <p className="text-sm font-medium text-accent">{person.role}</p>
              <p className="mt-2 text-sm text-muted-foreground">{person.bio}</p>
            </li>
          ))}
        </ul>
      </section>
      <section className="mx-auto max-w-7xl px-4 sm:px-6">
        <div className="rounded-[2rem] bg-accent px-6 py-14 text-center text-accent-foreground sm:px-12">
          <h2 className="font-display text-3xl font-semibold">{t("ctaTitle")}</h2>
          <p className="mx-auto mt-3 max-w-xl">{t("ctaText")}</p>
          <div className="mt-8 flex flex-wrap justify-center gap-3">
            <ButtonLink variant="light" size="lg" to="/services">
              {t("ctaBrowse")}
            </ButtonLink>
            <ButtonLink variant="outlineCurrent" size="lg" to="/contact">
              {t("ctaContact")}
            </ButtonLink>
          </div>
        </div>
      </section>
    </div>
  );
}
