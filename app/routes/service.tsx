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
import {
  hasBookingIntent,
  readBookingIntent,
  withBookingIntent,
  withoutBookingIntent,
} from "../../core/booking-intent.ts";
import { RESET_GUESTS } from "../../core/checkout.ts";
import { BOOK_PARAM } from "../../core/listing.ts";
import type { AvailabilityDay } from "../../core/slots.ts";
import { useApp } from "../components/app-context.tsx";
import { FavoriteButton } from "../components/favorite-button.tsx";
import { NotFound } from "../components/not-found.tsx";
import { ShareButton } from "../components/share-button.tsx";
import type { BookingChoice } from "../features/booking/booking-dialog.tsx";
import { Gallery } from "../features/service/gallery.tsx";
import { Inclusions, ItineraryList } from "../components/service-content.tsx";
import { BookBar, PricePanel, ServiceFacts, ServiceOverview } from "../features/service/service-sections.tsx";
import { PricingSection } from "../features/service/pricing-section.tsx";
import { ServiceReviews } from "../features/service/service-reviews.tsx";
import { useTranslation } from "../lib/i18n-react.tsx";
import { privatePage, rootData, seo } from "../lib/seo.ts";
import type { Route } from "./+types/service";
import { loadService } from "./service.server.ts";

const AvailabilityPicker = lazy(() => import("../components/availability-picker.tsx"));
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
        // Only with reviews: a rating of nothing is no rating (schema.org wants a count of at least 1).
        ...(service.reviews > 0
          ? {
              aggregateRating: {
                "@type": "AggregateRating",
                ratingValue: service.rating,
                reviewCount: service.reviews,
              },
            }
          : {}),
        offers: {
          "@type": "Offer",
          // Structured data for search engines: schema.org wants a machine number ("890.00"), not a reader's.
          // eslint-disable-next-line no-restricted-syntax
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
    const params = withoutBookingIntent(new URLSearchParams(url.search));
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
  const { user, openSignIn, signInOpen } = useApp();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { service, availability, reviews, reviewsPage, priceBook } = loaderData;
  const tab: Tab =
    tabs.find((name) => name === params.get(TAB_PARAM)) ??
    (params.has(BOOK_PARAM) ? "availability" : "overview");
  const tabHref = (name: Tab) => {
    const next = withoutBookingIntent(params);
    next.delete(BOOK_PARAM);
    if (name === "overview") next.delete(TAB_PARAM);
    else next.set(TAB_PARAM, name);
    const search = next.toString();
    return search ? `?${search}` : ".";
  };
  // The date, slot and party (counts per participant type) are shared by the availability tab and the booking dialog; the
  // address may carry them, kept there while the traveller signed in (core/booking-intent.ts).
  const [choice, setChoice] = useState<BookingChoice>(() => readBookingIntent(params));
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
  // Not over the sign-in dialog: signed in from it, the booking opens once it has closed.
  const bookingOpen = hydrated && wantsBooking && user !== null && bookable && !signInOpen;
  useEffect(() => {
    if (hydrated && wantsBooking && !user) openSignIn("signin");
  }, [hydrated, wantsBooking, user, openSignIn]);
  // Open again after signing in: the choice is the page's now, and the address is the plain
  // booking one again (what is shared or reloaded from here on).
  useEffect(() => {
    if (!bookingOpen || !hasBookingIntent(params)) return;
    void navigate(`?${withoutBookingIntent(params).toString()}`, { replace: true, preventScrollReset: true });
  }, [bookingOpen, params, navigate]);

  function closeBooking() {
    const next = withoutBookingIntent(params);
    next.delete(BOOK_PARAM);
    const search = next.toString();
    void navigate(search ? `?${search}` : ".", { replace: true, preventScrollReset: true });
    // Closing resets the choice; the party goes back to 1 adult, as the spec gives for guests.
    setChoice({ date: undefined, slot: undefined, participants: { adult: RESET_GUESTS } });
  }

  // Signed out, the booking is asked for in the address with the choice so far: signing in or up
  // (in the dialog, or with Google, which comes back to this address) then opens it where it was.
  function book() {
    const next = user ? new URLSearchParams(params) : withBookingIntent(params, choice);
    next.set(BOOK_PARAM, "1");
    void navigate(`?${next.toString()}`, { replace: true, preventScrollReset: true });
    if (!user) openSignIn("signin");
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
      <ServiceFacts service={service} />
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
          {tab === "overview" ? <ServiceOverview service={service} /> : null}
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
                      groupMax={service.groupMax}
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
          <PricingSection view={loaderData.pricing} />
        </div>
        <PricePanel service={service} availability={availability} bookable={bookable} onBook={book} />
      </div>
      <ServiceReviews rating={service.rating} reviews={reviews} page={reviewsPage} />
      {bookable ? <BookBar service={service} onBook={book} /> : null}
      {bookingOpen ? (
        <Suspense fallback={null}>
          <BookingDialog
            service={service}
            priceBook={priceBook}
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
