import { CalendarRange, ImageOff, Pencil, Zap } from "lucide-react";
import { Link } from "react-router";
import type { OperatorServiceRow } from "../../../../core/service-editor.ts";
import { useFormatters } from "../../../components/app-context.tsx";
import { photoSize, Picture } from "../../../components/picture.tsx";
import { buttonVariants } from "../../../components/ui/button.tsx";
import { Badge } from "../../../components/ui/misc.tsx";
import { cn } from "../../../lib/cn.ts";
import { useTranslation } from "../../../lib/i18n-react.tsx";
import { StatusBadge } from "./status-panel.tsx";

/** One service: its cover, title, status and figures, and the ways to edit it and its availability. */
export function ServiceRow({ service }: { service: OperatorServiceRow }) {
  const { t } = useTranslation("serviceEditor");
  const { t: tc } = useTranslation();
  const { number } = useFormatters();
  const usd = (cents: number) =>
    number(cents / 100, { style: "currency", currency: "USD", maximumFractionDigits: 2 });
  return (
    <li className="grid grid-cols-[5rem_minmax(0,1fr)] gap-3 rounded-2xl border bg-card p-3 shadow-sm sm:grid-cols-[8rem_minmax(0,1fr)_auto] sm:items-center sm:gap-4 sm:p-4">
      {service.image ? (
        <Picture
          src={service.image}
          {...photoSize}
          alt=""
          sizes="128px"
          className="aspect-[3/2] w-full rounded-lg bg-muted object-cover"
        />
      ) : (
        <div className="flex aspect-[3/2] w-full items-center justify-center rounded-lg bg-muted text-muted-foreground">
          <ImageOff className="size-5" aria-hidden />
          <span className="sr-only">{t("list.noPhoto")}</span>
        </div>
      )}
      <div className="min-w-0">
        <div className="flex flex-wrap items-center gap-2">
          <StatusBadge status={service.status} />
          <span className="text-xs text-muted-foreground">{tc(`categories.${service.category}`)}</span>
          {service.instantConfirmation ? (
            <Badge tone="accent">
              <Zap className="size-3" aria-hidden />
              {t("list.instant")}
            </Badge>
          ) : null}
        </div>
        <h3 className="mt-1 font-semibold break-words">
          <Link to={`/operator/services/${service.id}`} className="hover:text-accent hover:underline">
            {service.title}
          </Link>
        </h3>
        <p className="mt-1 text-sm">
          {t("list.price", { price: usd(service.priceCents) })}
          {service.originalPriceCents ? (
            <s className="ml-2 text-muted-foreground">{usd(service.originalPriceCents)}</s>
          ) : null}
        </p>
        <p className="mt-1 text-xs text-muted-foreground">
          {[
            t("list.photos", { count: service.images }),
            t("list.slots", { count: service.weeklySlots }),
            t("list.upcoming", { count: service.upcomingBookings }),
          ].join(" · ")}
        </p>
      </div>
      {/* The two ways into a service, as a matching pair: same style, same size. */}
      <div className="col-span-2 flex flex-wrap gap-2 sm:col-span-1 sm:flex-col sm:items-stretch">
        <Link
          to={`/operator/services/${service.id}`}
          className={cn(buttonVariants({ variant: "outline", size: "sm" }), "flex-1")}
          aria-label={t("list.editService", { title: service.title })}
        >
          <Pencil aria-hidden />
          {t("list.edit")}
        </Link>
        <Link
          to={`/operator/services/${service.id}/availability`}
          className={cn(buttonVariants({ variant: "outline", size: "sm" }), "flex-1")}
          aria-label={t("list.availabilityOf", { title: service.title })}
        >
          <CalendarRange aria-hidden />
          {t("list.availability")}
        </Link>
      </div>
    </li>
  );
}
