import { Landmark } from "lucide-react";
import { useFormatters } from "../../components/app-context.tsx";
import { useTranslation } from "../../lib/i18n-react.tsx";
import { Link } from "react-router";

const years = ["1991", "1996", "2005", "2023"] as const;
/** Facts of the peninsula (not of the company), written in the reader's digits. */
const numbers = [
  { value: 300, more: true, key: "volcanoes" },
  { value: 14_000, more: false, key: "rivers" },
  { value: 20_000, more: false, key: "bears" },
  { value: 6, more: false, key: "parks" },
] as const;

export function Story() {
  const { t } = useTranslation("home");
  const { number } = useFormatters();
  return (
    <section className="bg-stone-950 text-stone-50" aria-labelledby="story-title">
      <div className="mx-auto grid max-w-7xl gap-14 px-4 py-20 sm:px-6 lg:grid-cols-[1.1fr_1fr]">
        <div>
          <p className="text-sm font-semibold tracking-widest text-orange-400 uppercase">
            {t("story.eyebrow")}
          </p>
          <h2 id="story-title" className="mt-2 font-display text-3xl font-semibold sm:text-4xl">
            {t("story.title")}
          </h2>
          <p className="mt-4 max-w-xl text-stone-300">{t("story.description")}</p>
          <ol className="relative mt-10 space-y-8 border-l border-stone-700 pl-8">
            {years.map((year) => (
              <li key={year} className="relative">
                <span
                  className="absolute top-1 -left-[41px] size-4 rounded-full border-4 border-stone-950 bg-orange-400"
                  aria-hidden
                />
                <p className="font-display text-2xl font-semibold text-orange-300">{year}</p>
                <h3 className="mt-1 font-semibold">{t(`story.timeline.${year}.title`)}</h3>
                <p className="mt-1 text-sm text-stone-300">{t(`story.timeline.${year}.text`)}</p>
              </li>
            ))}
          </ol>
          <Link
            to="/our-story"
            className="mt-10 inline-block font-semibold text-orange-300 underline-offset-4 hover:underline"
          >
            {t("story.more")}
          </Link>
        </div>
        <div className="space-y-6">
          <div className="rounded-3xl border border-stone-800 bg-stone-900 p-8">
            <h3 className="text-sm font-semibold tracking-widest text-stone-400 uppercase">
              {t("story.numbersTitle")}
            </h3>
            <dl className="mt-6 grid grid-cols-2 gap-6">
              {numbers.map((item) => (
                <div key={item.key}>
                  <dd className="font-display text-4xl font-semibold">
                    {number(item.value)}
                    {item.more ? "+" : ""}
                  </dd>
                  <dt className="mt-1 text-sm text-stone-400">{t(`story.numbers.${item.key}`)}</dt>
                </div>
              ))}
            </dl>
          </div>
          <div className="flex gap-4 rounded-3xl border border-orange-400/30 bg-orange-400/10 p-6">
            <Landmark className="size-8 shrink-0 text-orange-300" aria-hidden />
            <p className="text-sm leading-relaxed text-stone-200">{t("story.unesco")}</p>
          </div>
        </div>
      </div>
    </section>
  );
}
