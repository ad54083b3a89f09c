import { CalendarX2 } from "lucide-react";
import { Form, useSubmit } from "react-router";
import { bookingFilters, bookingSorts } from "../../core/dashboard.ts";
import { EmptyState } from "../components/empty-state.tsx";
import { Button, ButtonLink } from "../components/ui/button.tsx";
import { SearchInput } from "../components/ui/input.tsx";
import { NativeSelect } from "../components/ui/native-select.tsx";
import { BookingCard } from "../features/dashboard/booking-card.tsx";
import { useTranslation } from "../lib/i18n-react.tsx";
import type { Route } from "./+types/dashboard.bookings";
import { loadBookings } from "./dashboard.server.ts";
import { PeninsulaTime } from "../components/peninsula-time.tsx";

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadBookings(request, context);
}

/** Search, status and sort live in the URL: a GET form that works without JavaScript. */
export default function Bookings({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("dashboard");
  const submit = useSubmit();
  const { query, bookings } = loaderData;
  const filtered = query.q !== "" || query.status !== "all";
  const submitForm = (event: { currentTarget: HTMLSelectElement }) =>
    submit(event.currentTarget.form, { replace: true, preventScrollReset: true });
  return (
    <div>
      <Form method="get" className="grid grid-cols-2 gap-3 sm:grid-cols-[1fr_12rem_12rem_auto] sm:items-end">
        <SearchInput
          className="col-span-2 sm:col-span-1"
          id="bookings-q"
          name="q"
          label={t("bookings.searchLabel")}
          placeholder={t("bookings.searchPlaceholder")}
          defaultValue={query.q}
        />
        <NativeSelect
          id="bookings-status"
          name="status"
          label={t("bookings.statusLabel")}
          value={query.status}
          options={bookingFilters.map((s) => [s, t(`bookings.filter.${s}`)] as const)}
          onChange={submitForm}
        />
        <NativeSelect
          id="bookings-sort"
          name="sort"
          label={t("bookings.sortLabel")}
          value={query.sort}
          options={bookingSorts.map((s) => [s, t(`bookings.sort.${s}`)] as const)}
          onChange={submitForm}
        />
        <Button type="submit" className="col-span-2 sm:col-span-1">
          {t("bookings.apply")}
        </Button>
      </Form>
      {bookings.length > 0 ? <PeninsulaTime className="mt-4" /> : null}
      {bookings.length === 0 ? (
        <EmptyState
          className="mt-10"
          icon={CalendarX2}
          headingLevel={2}
          title={t("bookings.empty")}
          text={filtered ? t("bookings.emptyFiltered") : t("bookings.emptyNone")}
          action={
            filtered ? (
              <ButtonLink variant="outline" to="/dashboard/bookings">
                {t("bookings.clear")}
              </ButtonLink>
            ) : (
              <ButtonLink to="/services">{t("bookings.browse")}</ButtonLink>
            )
          }
        />
      ) : (
        <ul className="mt-6 space-y-4">
          {bookings.map((booking) => (
            <BookingCard key={booking.id} booking={booking} />
          ))}
        </ul>
      )}
    </div>
  );
}
