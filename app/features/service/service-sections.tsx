import { Clock, Gauge, MapPin, MessageSquareReply, ShieldCheck, Star, Users } from "lucide-react";
import { Suspense } from "react";
import { Await } from "react-router";
import { answerTimeLine } from "../../../core/answer-time.ts";
import { dayStatus, type AvailabilityDay } from "../../../core/slots.ts";
import type { AvailabilityLabel } from "../../../core/catalog.ts";
import { useFormatters, useMoney } from "../../components/app-context.tsx";
import { IconFacts } from "../../components/icon-facts.tsx";
import { Button } from "../../components/ui/button.tsx";
import { Badge } from "../../components/ui/misc.tsx";
import { CheckList } from "../../components/service-content.tsx";
import { useTranslation } from "../../lib/i18n-react.tsx";

/** The fields these sections show, as the service page's loader gives them. */
interface ServiceDetail {
  supplier: string;
  location: string;
  durationDays: number;
  groupMin: number;
  groupMax: number;
  rating: number;
  reviews: number;
  difficulty: "easy" | "moderate" | "hard" | "expert";
  availability: AvailabilityLabel;
  description: string;
  highlights: string[];
  priceCents: number;
  originalPriceCents: number | null;
  /** Bookings close this many hours before a departure starts. */
  bookingCutoffHours: number;
  instantConfirmation: boolean;
  /** The operator's median answer to a request, in minutes; null: too few answers to say. */
  typicalAnswerMinutes: number | null;
  /** The operator's stated response hours. */
  supplierResponseTime: number;
}

// The service page's sections that only show the service: its facts line, the overview tab and
// the price panel. The page (app/routes/service.tsx) keeps the tabs, the choice and the dialog.

/** Operator, place, duration, group, rating, difficulty and whether it can be booked. */
export function ServiceFacts({ service }: { service: ServiceDetail }) {
  const { t } = useTranslation();
  const { rating } = useFormatters();
  const statusTone = service.availability === "available" ? "success" : "danger";
  return (
    <ul className="mt-3 flex flex-wrap items-center gap-x-5 gap-y-2 text-sm text-muted-foreground">
      <li>{t("service.by", { supplier: service.supplier })}</li>
      <IconFacts
        className="flex items-center gap-1.5"
        facts={[
          { icon: MapPin, text: service.location },
          { icon: Clock, text: t("units.days", { count: service.durationDays }) },
          { icon: Users, text: t("units.people", { min: service.groupMin, max: service.groupMax }) },
        ]}
      />
      <li className="flex items-center gap-1">
        <span className="flex" role="img" aria-label={t("service.stars", { rating: rating(service.rating) })}>
          {[1, 2, 3, 4, 5].map((n) => (
            <Star
              key={n}
              className={
                n <= Math.round(service.rating)
                  ? "size-4 fill-amber-400 text-amber-400"
                  : "size-4 text-amber-400"
              }
              aria-hidden
            />
          ))}
        </span>
        <strong className="text-foreground">{rating(service.rating)}</strong> (
        {t("units.reviews", { count: service.reviews })})
      </li>
      <li>
        <Badge tone="accent">
          <Gauge className="size-3" aria-hidden />
          {t("service.difficulty.label")}: {t(`service.difficulty.${service.difficulty}`)}
        </Badge>
      </li>
      <li>
        <Badge tone={statusTone}>{t(`service.label.${service.availability}`)}</Badge>
      </li>
    </ul>
  );
}

export function ServiceOverview({ service }: { service: ServiceDetail }) {
  const { t } = useTranslation();
  return (
    <div className="mt-8 space-y-10">
      <p className="text-lg leading-relaxed">{service.description}</p>
      <div className="grid gap-4 sm:grid-cols-3">
        <div className="rounded-2xl border bg-card p-4">
          <Clock className="size-5 text-accent" aria-hidden />
          <p className="mt-2 text-sm text-muted-foreground">{t("service.duration")}</p>
          <p className="font-semibold">{t("units.days", { count: service.durationDays })}</p>
        </div>
        <div className="rounded-2xl border bg-card p-4">
          <Users className="size-5 text-accent" aria-hidden />
          <p className="mt-2 text-sm text-muted-foreground">{t("service.groupSize")}</p>
          <p className="font-semibold">
            {t("units.people", { min: service.groupMin, max: service.groupMax })}
          </p>
        </div>
        <div className="rounded-2xl border bg-card p-4">
          <ShieldCheck className="size-5 text-accent" aria-hidden />
          <p className="mt-2 text-sm text-muted-foreground">{t("service.operator")}</p>
          <p className="font-semibold">{t("trust.licensed")}</p>
        </div>
      </div>
      <section>
        <h2 className="font-display text-2xl font-semibold">{t("service.highlights")}</h2>
        <CheckList items={service.highlights} className="mt-4 space-y-2" />
      </section>
    </div>
  );
}

/** The price, free days, the Book button, when bookings close and the cancellation promise. */
export function PricePanel({
  service,
  availability,
  bookable,
  onBook,
}: {
  service: ServiceDetail;
  availability: Promise<AvailabilityDay[]>;
  bookable: boolean;
  onBook: () => void;
}) {
  const { t } = useTranslation();
  const money = useMoney();
  return (
    <aside className="lg:sticky lg:top-24 lg:self-start">
      <div className="rounded-3xl border bg-card p-6 shadow-sm">
        <p className="text-sm text-muted-foreground">{t("service.from")}</p>
        <p className="mt-1">
          {service.originalPriceCents ? (
            <del className="mr-2 text-muted-foreground">
              <span className="sr-only">{t("service.originalPrice")} </span>
              {money(service.originalPriceCents)}
            </del>
          ) : null}
          <span className="text-3xl font-bold">{money(service.priceCents)}</span>{" "}
          <span className="text-sm text-muted-foreground">{t("service.perPerson")}</span>
        </p>
        <p className="mt-4 min-h-5 text-sm">
          <Suspense fallback={null}>
            <Await resolve={availability} errorElement={null}>
              {(days: AvailabilityDay[]) => {
                const free = days.filter((day) => dayStatus(day) === "available").length;
                return free > 0 ? t("service.freeDays", { count: free }) : t("service.soldOut");
              }}
            </Await>
          </Suspense>
        </p>
        <Button className="mt-5 w-full" size="lg" disabled={!bookable} onClick={onBook}>
          {bookable ? t("service.book") : t(`service.label.${service.availability}`)}
        </Button>
        <p className="mt-4 flex items-center gap-2 text-sm text-muted-foreground">
          <ShieldCheck className="size-4 text-success" aria-hidden />
          {t("trust.freeCancellationDetail")}
        </p>
        <p className="mt-2 flex items-center gap-2 text-sm text-muted-foreground">
          <Clock className="size-4 text-primary" aria-hidden />
          {t("service.bookingCutoff", { count: service.bookingCutoffHours })}
        </p>
        <AnswerTime service={service} />
      </div>
    </aside>
  );
}

/**
 * Under 768 px the price panel's Book now is far down the page: a bar fixed at the bottom of the
 * screen keeps the price and Book now (the same handler) in reach, with room for the home indicator
 * where the browser reports a safe area. Shown only when the trip can be booked; the page ends
 * above it (`#book-bar` in app.css).
 */
export function BookBar({ service, onBook }: { service: ServiceDetail; onBook: () => void }) {
  const { t } = useTranslation();
  const money = useMoney();
  return (
    <div
      id="book-bar"
      className="fixed inset-x-0 bottom-0 z-30 flex items-center justify-between gap-4 border-t bg-card/95 px-4 pt-3 pb-[calc(0.75rem+env(safe-area-inset-bottom))] shadow-lg backdrop-blur-md md:hidden print:hidden"
    >
      <p className="min-w-0 text-sm leading-tight text-muted-foreground">
        <span className="block">{t("service.from")}</span>
        <span className="text-lg font-bold text-foreground">{money(service.priceCents)}</span>{" "}
        {t("service.perPerson")}
      </p>
      <Button className="shrink-0" onClick={onBook}>
        {t("service.book")}
      </Button>
    </div>
  );
}

/** How soon the booking is confirmed: at once, the operator's typical answer, or their stated hours. */
function AnswerTime({ service }: { service: ServiceDetail }) {
  const { t } = useTranslation();
  const line = answerTimeLine(service);
  return (
    <p className="mt-2 flex items-center gap-2 text-sm text-muted-foreground">
      <MessageSquareReply className="size-4 text-primary" aria-hidden />
      {line.key === "instant"
        ? t("service.answer.instant")
        : t(`service.answer.${line.key}`, { count: line.count, supplier: service.supplier })}
    </p>
  );
}
