import { Clock, Gauge, MapPin, ShieldCheck, Star, Users } from "lucide-react";
import { lazy, Suspense, useCallback, useEffect, useState } from "react";
import { cn } from "../lib/cn.ts";
import {
  Await,
  data,
  Link,
  useNavigate,
  useSearchParams,
  type ShouldRevalidateFunctionArgs,
} from "react-router";
import { INITIAL_GUESTS, RESET_GUESTS } from "../../core/checkout.ts";
import { BOOK_PARAM } from "../../core/listing.ts";
import { dayStatus, type AvailabilityDay } from "../../core/slots.ts";
import { useApp, useMoney } from "../components/app-context.tsx";
import { FavoriteButton } from "../components/favorite-button.tsx";
import { NotFound } from "../components/not-found.tsx";
import { ShareButton } from "../components/share-button.tsx";
import { Button } from "../components/ui/button.tsx";
import { Badge } from "../components/ui/misc.tsx";
import type { BookingChoice } from "../features/booking/booking-dialog.tsx";
import { Gallery } from "../features/service/gallery.tsx";
import { CheckList, Inclusions, ItineraryList } from "../features/service/service-content.tsx";
import { useTranslation } from "../lib/i18n-react.tsx";
import { privatePage, rootData, seo } from "../lib/seo.ts";
import type { Route } from "./+types/service";
import { loadService } from "./service.server.ts";

const AvailabilityPicker = lazy(() => import("../features/service/availability-picker.tsx"));
const BookingDialog = lazy(() => import("../features/booking/booking-dialog.tsx"));

export function meta({ loaderData, matches, location }: Route.MetaArgs) {
  if (!loaderData) return privatePage("404");
  const { service } = loaderData;
  const root = rootData(matches);
  return [
    ...seo({
      title: service.title,
      description: service.description.slice(0, 155),
      path: location.pathname,
      root,
      image: service.images[0] ? service.images[0].replace(/\.webp$/, "-640.webp") : undefined,
      type: "product",
    }),
    {
      // schema.org data so search engines can show price and rating.
      "script:ld+json": {
        "@context": "https://schema.org",
        "@type": "Product",
        name: service.title,
        description: service.description,
        image: service.images.map((image) => `${root?.baseUrl ?? ""}${image}`),
        category: service.category,
        brand: { "@type": "Organization", name: service.supplier },
        aggregateRating: {
          "@type": "AggregateRating",
          ratingValue: service.rating,
          reviewCount: service.reviews,
        },
        offers: {
          "@type": "Offer",
          price: (service.priceCents / 100).toFixed(2),
          priceCurrency: "USD",
          availability:
            service.availability === "available"
              ? "https://schema.org/InStock"
              : service.availability === "sold-out"
                ? "https://schema.org/SoldOut"
                : "https://schema.org/OutOfStock",
          url: `${root?.baseUrl ?? ""}${location.pathname}`,
        },
      },
    },
  ];
}

export async function loader({ params, context, request }: Route.LoaderArgs) {
  const loaded = await loadService(context, request, params.serviceId);
  if (!loaded) throw data(null, { status: 404 });
  return loaded;
}

const tabs = ["overview", "itinerary", "included", "availability"] as const;
type Tab = (typeof tabs)[number];
const TAB_PARAM = "tab";

/** Each tab has its own URL (?tab=); switching tabs re-renders without asking the server again. */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if (currentUrl.pathname !== nextUrl.pathname) return defaultShouldRevalidate;
  const rest = (url: URL) => {
    const params = new URLSearchParams(url.search);
    params.delete(TAB_PARAM);
    params.delete(BOOK_PARAM);
    return params.toString();
  };
  return rest(currentUrl) === rest(nextUrl) ? false : defaultShouldRevalidate;
}

function AvailabilityFallback() {
  const { t } = useTranslation();
  return (
    <p role="status" className="flex items-center gap-3 text-sm text-muted-foreground">
      <span
        className="size-4 animate-spin rounded-full border-2 border-current border-t-transparent"
        aria-hidden
      />
      {t("availability.loading")}
    </p>
  );
}

export default function Service({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const money = useMoney();
  const { user, openSignIn } = useApp();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { service, availability } = loaderData;
  const tab: Tab =
    tabs.find((name) => name === params.get(TAB_PARAM)) ??
    (params.has(BOOK_PARAM) ? "availability" : "overview");
  const tabHref = (name: Tab) => {
    const next = new URLSearchParams(params);
    next.delete(BOOK_PARAM);
    if (name === "overview") next.delete(TAB_PARAM);
    else next.set(TAB_PARAM, name);
    const search = next.toString();
    return search ? `?${search}` : ".";
  };
  // The date, slot and guests are shared by the availability tab and the booking dialog.
  const [choice, setChoice] = useState<BookingChoice>({
    date: undefined,
    slot: undefined,
    guests: INITIAL_GUESTS,
  });
  const change = useCallback(
    (next: Partial<BookingChoice>) => setChoice((current) => ({ ...current, ...next })),
    [],
  );
  const pickDate = useCallback((date: string | undefined) => change({ date, slot: undefined }), [change]);
  const pickSlot = useCallback((slot: string | undefined) => change({ slot }), [change]);
  const bookable = service.availability === "available";
  // The booking dialog has an address (?book=1); it opens once the page is interactive.
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const wantsBooking = params.has(BOOK_PARAM);
  const bookingOpen = hydrated && wantsBooking && user !== null && bookable;
  useEffect(() => {
    if (hydrated && wantsBooking && !user) openSignIn("signin");
  }, [hydrated, wantsBooking, user, openSignIn]);

  function closeBooking() {
    const next = new URLSearchParams(params);
    next.delete(BOOK_PARAM);
    const search = next.toString();
    void navigate(search ? `?${search}` : ".", { replace: true, preventScrollReset: true });
    // Closing resets the choice; guests go back to 1, as the spec gives.
    setChoice({ date: undefined, slot: undefined, guests: RESET_GUESTS });
  }
  const statusTone = bookable ? "success" : "danger";

  function book() {
    if (!user) {
      openSignIn("signin");
      return;
    }
    const next = new URLSearchParams(params);
    next.set(BOOK_PARAM, "1");
    void navigate(`?${next.toString()}`, { replace: true, preventScrollReset: true });
  }

  return (
    <article className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
      <Link
        to={`/category/${service.category}`}
        className="text-sm font-semibold text-accent hover:underline"
      >
        {t(`categories.${service.category}`)}
      </Link>
      <div className="mt-2 flex items-start justify-between gap-4">
        <h1 className="font-display text-3xl font-semibold sm:text-5xl">{service.title}</h1>
        <div className="flex shrink-0 gap-2">
          <ShareButton path={`/service/${service.id}`} title={service.title} className="border" />
          <FavoriteButton serviceId={service.id} title={service.title} className="border" />
        </div>
      </div>
      <ul className="mt-3 flex flex-wrap items-center gap-x-5 gap-y-2 text-sm text-muted-foreground">
        <li>{t("service.by", { supplier: service.supplier })}</li>
        <li className="flex items-center gap-1.5">
          <MapPin className="size-4" aria-hidden />
          {service.location}
        </li>
        <li className="flex items-center gap-1.5">
          <Clock className="size-4" aria-hidden />
          {t("units.days", { count: service.durationDays })}
        </li>
        <li className="flex items-center gap-1.5">
          <Users className="size-4" aria-hidden />
          {t("units.people", { min: service.groupMin, max: service.groupMax })}
        </li>
        <li className="flex items-center gap-1">
          <span
            className="flex"
            role="img"
            aria-label={t("service.stars", { rating: service.rating.toFixed(1) })}
          >
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
          <strong className="text-foreground">{service.rating.toFixed(1)}</strong> (
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
      <div className="mt-8">
        <Gallery images={service.images} title={service.title} />
      </div>
      <div className="mt-10 grid gap-10 lg:grid-cols-[1fr_22rem]">
        <div id="service-tabs" className="min-w-0 scroll-mt-24">
          <nav
            aria-label={t("service.sections")}
            className="grid grid-cols-2 gap-1 rounded-3xl bg-muted p-1 sm:grid-cols-4 sm:rounded-full"
          >
            {tabs.map((name) => (
              <Link
                key={name}
                to={tabHref(name)}
                replace
                preventScrollReset
                aria-current={tab === name ? "page" : undefined}
                className={cn(
                  "truncate rounded-full px-1 py-2 text-center text-xs font-semibold transition-colors sm:px-3 sm:text-sm",
                  tab === name
                    ? "bg-card text-foreground shadow-sm"
                    : "text-muted-foreground hover:text-foreground",
                )}
              >
                {t(`service.tabs.${name}`)}
              </Link>
            ))}
          </nav>
          {tab === "overview" ? (
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
          ) : null}
          {tab === "itinerary" ? (
            <div className="mt-8">
              <h2 className="sr-only">{t("service.itinerary")}</h2>
              <ItineraryList days={service.itinerary} />
            </div>
          ) : null}
          {tab === "included" ? (
            <div className="mt-8">
              <Inclusions included={service.included} notIncluded={service.notIncluded} />
            </div>
          ) : null}
          {tab === "availability" ? (
            <div className="mt-8">
              <h2 className="sr-only">{t("service.tabs.availability")}</h2>
              <Suspense fallback={<AvailabilityFallback />}>
                <Await
                  resolve={availability}
                  errorElement={<p className="text-danger">{t("availability.failed")}</p>}
                >
                  {(days: AvailabilityDay[]) => (
                    <AvailabilityPicker
                      days={days}
                      date={choice.date}
                      slot={choice.slot}
                      onDateChange={pickDate}
                      onSlotChange={pickSlot}
                    />
                  )}
                </Await>
              </Suspense>
            </div>
          ) : null}
        </div>
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
            <Button className="mt-5 w-full" size="lg" disabled={!bookable} onClick={book}>
              {bookable ? t("service.book") : t(`service.label.${service.availability}`)}
            </Button>
            <p className="mt-4 flex items-center gap-2 text-sm text-muted-foreground">
              <ShieldCheck className="size-4 text-success" aria-hidden />
              {t("trust.freeCancellationDetail")}
            </p>
          </div>
        </aside>
      </div>
      {bookingOpen ? (
        <Suspense fallback={null}>
          <BookingDialog
            service={service}
            availability={availability}
            choice={choice}
            onChange={change}
            open
            onOpenChange={(open) => (open ? undefined : closeBooking())}
          />
        </Suspense>
      ) : null}
    </article>
  );
}

export function ErrorBoundary() {
  const { t } = useTranslation();
  return <NotFound title={t("errors.serviceNotFound")} />;
}
