import { Check, X } from "lucide-react";
import { useTranslation } from "../lib/i18n-react.tsx";

/** A list with a tick (included, highlights) or a cross (not included) before each item. */
export function CheckList({
  items,
  cross = false,
  className,
}: {
  items: string[];
  cross?: boolean;
  className?: string;
}) {
  const Icon = cross ? X : Check;
  return (
    <ul className={className ?? "space-y-2"}>
      {items.map((item) => (
        <li key={item} className="flex gap-2">
          <Icon className={`mt-0.5 size-4 shrink-0 ${cross ? "text-danger" : "text-success"}`} aria-hidden />
          {item}
        </li>
      ))}
    </ul>
  );
}

/** Day by day: number, title and what happens. */
export function ItineraryList({ days }: { days: { day: number; title: string; description: string }[] }) {
  const { t } = useTranslation();
  return (
    <ol className="space-y-3">
      {days.map((day) => (
        <li key={day.day} className="rounded-2xl border bg-card p-4 sm:p-5">
          <p className="text-sm font-semibold text-accent">{t("service.day", { day: day.day })}</p>
          <h3 className="mt-1 font-semibold">{day.title}</h3>
          <p className="mt-1 text-sm text-muted-foreground">{day.description}</p>
        </li>
      ))}
    </ol>
  );
}

/** Included and not included, side by side. */
export function Inclusions({
  included,
  notIncluded,
  headingLevel = 2,
}: {
  included: string[];
  notIncluded: string[];
  headingLevel?: 2 | 3;
}) {
  const { t } = useTranslation();
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <div className="grid gap-6 sm:grid-cols-2">
      <section>
        <Heading className="font-display text-xl font-semibold">{t("service.included")}</Heading>
        <CheckList items={included} className="mt-3 space-y-2 text-sm" />
      </section>
      <section>
        <Heading className="font-display text-xl font-semibold">{t("service.notIncluded")}</Heading>
        <CheckList items={notIncluded} cross className="mt-3 space-y-2 text-sm" />
      </section>
    </div>
  );
}
