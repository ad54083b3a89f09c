import { MapPin, Star } from "lucide-react";
import { lazy, Suspense, use, useCallback, useMemo } from "react";
import { useFetcher } from "react-router";
import { addButtonState } from "../../../core/checkout.ts";
import { keptCounts, people, type ParticipantCounts, type PriceBook } from "../../../core/participants.ts";
import { partySummary, startingParty } from "../../../core/party.ts";
import type { AvailabilityDay } from "../../../core/slots.ts";
import type { AvailabilityLabel } from "../../../core/catalog.ts";
import { useApp, useFormatters } from "../../components/app-context.tsx";
import { FavoriteButton } from "../../components/favorite-button.tsx";
import { ShareButton } from "../../components/share-button.tsx";
import { CheckList, Inclusions, ItineraryList } from "../../components/service-content.tsx";
import { GuestStepper } from "./guest-stepper.tsx";
import { PriceSummary } from "./price-summary.tsx";
import { ReviewList } from "./review-list.tsx";
import { toast } from "../../components/toast.tsx";
import { Button } from "../../components/ui/button.tsx";
import { DialogContent, DialogDescription, DialogRoot, DialogTitle } from "../../components/ui/dialog.tsx";
import { TabsContent, TabsList, TabsRoot, TabsTrigger } from "../../components/ui/tabs.tsx";
import { useLazyMessages } from "../../lib/lazy-messages.ts";
import { useActionAnswer, type ActionResult } from "../../lib/action-result.ts";
import { unexplained, useErrorText } from "../../lib/use-error-text.ts";

const AvailabilityPicker = lazy(() => import("../../components/availability-picker.tsx"));

export interface BookableService {
  id: number;
  title: string;
  location: string;
  rating: number;
  reviews: number;
  description: string;
  highlights: string[];
  included: string[];
  notIncluded: string[];
  itinerary: { day: number; title: string; description: string }[];
  priceCents: number;
  originalPriceCents: number | null;
  durationDays: number;
  /** The largest group one booking takes: the guests stepper stops there. */
  groupMax: number;
  availability: AvailabilityLabel;
}

export interface BookingChoice {
  date: string | undefined;
  slot: string | undefined;
  /** Who comes, by participant type (`{adult: 2, child: 1}`). */
  participants: ParticipantCounts;
}

/** What the dialog needs of the service's price book: its types, seasons, fees, deposit and rule. */
export type BookingPriceBook = PriceBook & { adultRequired: boolean };

function Slots({
  availability,
  groupMax,
  choice,
  onChange,
}: {
  availability: Promise<AvailabilityDay[]>;
  groupMax: number;
  choice: BookingChoice;
  onChange: (next: Partial<BookingChoice>) => void;
}) {
  const days = use(availability);
  const pickDate = useCallback((date: string | undefined) => onChange({ date, slot: undefined }), [onChange]);
  const pickSlot = useCallback((slot: string | undefined) => onChange({ slot }), [onChange]);
  return (
    <AvailabilityPicker
      compact
      days={days}
      groupMax={groupMax}
      date={choice.date}
      slot={choice.slot}
      onDateChange={pickDate}
      onSlotChange={pickSlot}
    />
  );
}

/**
 * The booking dialog over the service page: the trip's details in tabs beside the date, time,
 * party (one stepper per participant type) and price, figured as checkout will charge it. Adding
 * puts the line in the server-side cart and closes the dialog. The choice lives in the page,
 * which resets it when the dialog closes.
 */
export default function BookingDialog({
  service,
  priceBook,
  availability,
  choice,
  onChange,
  open,
  onOpenChange,
}: {
  service: BookableService;
  priceBook: BookingPriceBook;
  availability: Promise<AvailabilityDay[]>;
  choice: BookingChoice;
  onChange: (next: Partial<BookingChoice>) => void;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useLazyMessages("booking", ["party"]);
  const { user, openSignIn } = useApp();
  const { rating } = useFormatters();
  const errorText = useErrorText();
  const cart = useFetcher<ActionResult>();
  const adding = cart.state !== "idle";
  const pickParty = useCallback((participants: ParticipantCounts) => onChange({ participants }), [onChange]);
  // Only the types the service takes; a party of none of them starts as the steppers would.
  const party = useMemo(() => {
    const kept = keptCounts(priceBook.types, choice.participants);
    return people(kept) > 0 ? kept : startingParty(priceBook.types, Math.max(1, people(choice.participants)));
  }, [priceBook.types, choice.participants]);
  const state = addButtonState(service.availability === "available", choice.date, choice.slot);
  const summary = partySummary({
    book: priceBook,
    counts: party,
    date: choice.date,
    slot: choice.slot,
    originalPriceCents: service.originalPriceCents,
    durationDays: service.durationDays,
    now: new Date(),
  });

  // Added: the header's count has revalidated, the dialog closes. Not added: the server's reason
  // (none given: "Failed to add to cart").
  useActionAnswer(
    cart,
    (answer) => {
      if (!answer.ok) {
        toast.error(unexplained(answer.error) ? t("cart.failed.add") : errorText(answer.error)!);
        // The session ended while the dialog was open: sign in again, then add.
        if (answer.error.code === "loginRequired") {
          onOpenChange(false);
          openSignIn("signin");
        }
        return;
      }
      toast.success(t("cart.added"));
      onOpenChange(false);
    },
    { whenIdle: true },
  );

  function add() {
    if (!user) {
      toast.error(t("cart.signIn"));
      openSignIn("signin");
      return;
    }
    if (state !== "ready") {
      toast.error(t("dialog.selectedDateTimeError"));
      return;
    }
    void cart.submit(
      {
        intent: "add",
        serviceId: service.id,
        dates: { startDate: choice.date ?? "" },
        selectedTime: choice.slot ?? "",
        participants: party,
      },
      { method: "post", action: "/resources/cart", encType: "application/json" },
    );
  }

  return (
    <DialogRoot open={open} onOpenChange={onOpenChange}>
      <DialogContent size="xl" closeLabel={t("common:actions.close")} className="sm:p-8">
        <header className="pr-10">
          <DialogTitle className="font-display text-2xl font-semibold sm:text-3xl">
            {service.title}
          </DialogTitle>
          <DialogDescription className="sr-only">{t("dialog.description")}</DialogDescription>
          <div className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-2 text-sm text-muted-foreground">
            <span className="flex items-center gap-1.5">
              <MapPin className="size-4" aria-hidden />
              {service.location}
            </span>
            <span className="flex items-center gap-1">
              <Star className="size-4 fill-amber-400 text-amber-400" aria-hidden />
              <strong className="text-foreground">{rating(service.rating)}</strong>(
              {t("common:units.reviews", { count: service.reviews })})
            </span>
            <span className="ml-auto flex gap-2">
              <ShareButton path={`/service/${service.id}`} title={service.title} className="border" />
              <FavoriteButton serviceId={service.id} title={service.title} className="border" />
            </span>
          </div>
        </header>
        <div className="mt-6 grid gap-8 lg:grid-cols-[1fr_23rem]">
          <section aria-label={t("dialog.when")} className="lg:order-2">
            <h3 className="mb-3 font-semibold">{t("dialog.when")}</h3>
            <Suspense
              fallback={<p className="text-sm text-muted-foreground">{t("common:availability.loading")}</p>}
            >
              <Slots
                availability={availability}
                groupMax={service.groupMax}
                choice={choice}
                onChange={onChange}
              />
            </Suspense>
            <GuestStepper
              availability={availability}
              groupMax={service.groupMax}
              date={choice.date}
              slot={choice.slot}
              types={priceBook.types}
              adultRequired={priceBook.adultRequired}
              counts={party}
              onCounts={pickParty}
            />
            <PriceSummary summary={summary} date={choice.date} />
            <Button size="lg" className="mt-4 w-full" disabled={state !== "ready" || adding} onClick={add}>
              {adding ? t("dialog.adding") : t(`dialog.add.${state}`)}
            </Button>
          </section>
          <TabsRoot defaultValue="overview" className="min-w-0 lg:order-1">
            <TabsList>
              {(["overview", "itinerary", "included", "reviews"] as const).map((tab) => (
                <TabsTrigger key={tab} value={tab}>
                  {t(`dialog.tabs.${tab}`)}
                </TabsTrigger>
              ))}
            </TabsList>
            <TabsContent value="overview" className="mt-5 space-y-4">
              <p className="leading-relaxed">{service.description}</p>
              <CheckList items={service.highlights} className="space-y-2 text-sm" />
            </TabsContent>
            <TabsContent value="itinerary" className="mt-5">
              <ItineraryList days={service.itinerary} />
            </TabsContent>
            <TabsContent value="included" className="mt-5">
              <Inclusions included={service.included} notIncluded={service.notIncluded} headingLevel={3} />
            </TabsContent>
            <TabsContent value="reviews" className="mt-5">
              <p className="flex items-center gap-2 text-lg">
                <Star className="size-5 fill-amber-400 text-amber-400" aria-hidden />
                {t("dialog.reviewsSummary", { rating: rating(service.rating), count: service.reviews })}
              </p>
              <ReviewList serviceId={service.id} />
            </TabsContent>
          </TabsRoot>
        </div>
      </DialogContent>
    </DialogRoot>
  );
}
