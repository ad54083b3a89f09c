import { and, asc, eq, gte, inArray, lte, sql } from "drizzle-orm";
import {
  availabilityLabel,
  isSoldOut,
  matchesFilters,
  paginate,
  sortEntries,
  type CatalogEntry,
} from "../../../core/catalog.ts";
import { isBookable } from "../../../core/booking-cutoff.ts";
import { AVAILABILITY_DAYS, horizon, operatorToday, weekday } from "../../../core/dates.ts";
import { fromPriceOn } from "../../../core/participants.ts";
import type { CatalogPricing } from "../../../core/service-pricing.ts";
import type { Language } from "../../../core/preferences.ts";
import { pageCount } from "../../../core/pagination.ts";
import type { ServicesQuery } from "../../../core/schemas.ts";
import type { Executor } from "../../db/client.ts";
import type { ClosedRange, ScheduledSlot } from "../availability/availability.ts";
import {
  serviceHighlights,
  serviceImages,
  serviceInclusions,
  serviceItinerary,
  serviceClosures,
  services,
  serviceTranslations,
  slotInventory,
  type ServiceContent,
  serviceTags,
  slotSchedule,
  suppliers,
} from "../../db/schema.ts";
import { priceBooks } from "../pricing/price-book.ts";
import { NO_REVIEWS, reviewFigures } from "./review-figures.ts";

export interface ServiceSummary extends CatalogEntry {
  supplierId: number;
  supplierResponseTime: number;
  /** Bookings close this many hours before a departure starts. */
  bookingCutoffHours: number;
  /** A paid booking is confirmed at once: there is no request for the operator to answer. */
  instantConfirmation: boolean;
  duration: string;
  groupSize: string;
  groupMin: number;
  groupMax: number;
  price: number;
  originalPrice: number | null;
  originalPriceCents: number | null;
  /** The card's "from": the lowest price of a type that takes a seat today (a season's where one covers today). */
  fromPriceCents: number;
  images: string[];
  available: boolean;
  featured: boolean;
  difficulty: "easy" | "moderate" | "hard" | "expert";
  status: "draft" | "active" | "archived";
  updatedAt: string;
}

export interface ServiceDetail extends ServiceSummary {
  highlights: string[];
  included: string[];
  notIncluded: string[];
  itinerary: { day: number; title: string; description: string }[];
}

/**
 * What the cache keeps of a service: its details, its weekly schedule, its closed date ranges and
 * its price book (types, seasons, fees, deposit), so a price change reaches pages the way any
 * service change does: the console's edit signals a "catalog" change (`catalog.invalidate()`).
 */
export interface CatalogService extends ServiceDetail {
  schedule: ScheduledSlot[];
  closures: ClosedRange[];
  pricing: CatalogPricing;
}

/** A service as loaded: English text plus its other languages. */
export interface LoadedService extends CatalogService {
  translations: Partial<Record<Language, ServiceContent>>;
}

/** "date time" of every scheduled slot still taking bookings (before its cut-off), within the 90 days. */
function upcomingSlots(
  schedule: readonly ScheduledSlot[],
  dates: readonly string[],
  cutoffHours: number,
  now: Date,
): string[] {
  return dates.flatMap((date) =>
    schedule
      .filter((slot) => slot.weekday === weekday(date) && isBookable(date, slot.time, cutoffHours, now))
      .map((slot) => `${date} ${slot.time}`),
  );
}

const durationText = (days: number) => `${days} ${days === 1 ? "day" : "days"}`;
const groupText = (min: number, max: number) => (min === max ? `${max} people` : `${min}-${max} people`);

function groupBy<T, K>(rows: readonly T[], key: (row: T) => K): Map<K, T[]> {
  const map = new Map<K, T[]>();
  for (const row of rows) {
    const k = key(row);
    const list = map.get(k);
    if (list) list.push(row);
    else map.set(k, [row]);
  }
  return map;
}

/** Every active service with everything shown of it, its translations and its weekly schedule. */
export async function loadCatalog(db: Executor, now: Date): Promise<LoadedService[]> {
  const rows = await db
    .select({
      id: services.id,
      category: services.category,
      title: services.title,
      description: services.description,
      location: services.location,
      supplier: suppliers.name,
      supplierId: services.supplierId,
      supplierResponseTime: suppliers.responseTimeHours,
      bookingCutoffHours: services.bookingCutoffHours,
      instantConfirmation: services.instantConfirmation,
      durationDays: services.durationDays,
      groupMin: services.groupMin,
      groupMax: services.groupMax,
      priceCents: services.priceCents,
      originalPriceCents: services.originalPriceCents,
      available: services.available,
      featured: services.featured,
      difficulty: services.difficulty,
      status: services.status,
      createdAt: services.createdAt,
      updatedAt: services.updatedAt,
    })
    .from(services)
    .innerJoin(suppliers, eq(suppliers.id, services.supplierId))
    // Drafts, deactivated services and a suspended supplier's services are not for sale.
    .where(and(eq(services.status, "active"), eq(suppliers.status, "active")));
  const ids = rows.map((row) => row.id);
  if (ids.length === 0) return [];
  const dates = horizon(AVAILABILITY_DAYS, now);
  const [tags, images, highlights, inclusions, itinerary, schedule, translations, full, figures, books] =
    await Promise.all([
      db
        .select()
        .from(serviceTags)
        .where(inArray(serviceTags.serviceId, ids))
        .orderBy(asc(serviceTags.position)),
      db
        .select({ serviceId: serviceImages.serviceId, url: serviceImages.url })
        .from(serviceImages)
        .where(inArray(serviceImages.serviceId, ids))
        .orderBy(asc(serviceImages.position)),
      db
        .select({ serviceId: serviceHighlights.serviceId, text: serviceHighlights.text })
        .from(serviceHighlights)
        .where(inArray(serviceHighlights.serviceId, ids))
        .orderBy(asc(serviceHighlights.position)),
      db
        .select({
          serviceId: serviceInclusions.serviceId,
          included: serviceInclusions.included,
          text: serviceInclusions.text,
        })
        .from(serviceInclusions)
        .where(inArray(serviceInclusions.serviceId, ids))
        .orderBy(asc(serviceInclusions.position)),
      db
        .select({
          serviceId: serviceItinerary.serviceId,
          day: serviceItinerary.day,
          title: serviceItinerary.title,
          description: serviceItinerary.description,
        })
        .from(serviceItinerary)
        .where(inArray(serviceItinerary.serviceId, ids))
        .orderBy(asc(serviceItinerary.day)),
      db
        .select({
          serviceId: slotSchedule.serviceId,
          weekday: slotSchedule.weekday,
          time: slotSchedule.time,
          period: slotSchedule.period,
          capacity: slotSchedule.capacity,
        })
        .from(slotSchedule)
        .where(inArray(slotSchedule.serviceId, ids))
        .orderBy(asc(slotSchedule.time)),
      db.select().from(serviceTranslations).where(inArray(serviceTranslations.serviceId, ids)),
      // Slots with no seat left (bookings plus live holds), or closed by the operator: a service whose
      // every slot is here (or in a closed date range) is sold out.
      db
        .select({ serviceId: slotInventory.serviceId, date: slotInventory.date, time: slotInventory.time })
        .from(slotInventory)
        .where(
          and(
            inArray(slotInventory.serviceId, ids),
            gte(slotInventory.date, dates[0]!),
            lte(slotInventory.date, dates[dates.length - 1]!),
            sql`(slot_inventory.closed or slot_inventory.booked + coalesce((select sum(h.seats) from holds h where h.slot_id = slot_inventory.id and h.expires_at > ${now.toISOString()}), 0) >= slot_inventory.capacity)`,
          ),
        ),
      // Ratings and review counts, from the stored reviews.
      reviewFigures(db, ids),
      // Every service's price book at once: the cards' "from" prices and the pages' pricing.
      priceBooks(db, ids),
    ]);
  const today = operatorToday(now);
  // Closed date ranges: no slot on their days has a seat either.
  const closures = await db
    .select({
      serviceId: serviceClosures.serviceId,
      startDate: serviceClosures.startDate,
      endDate: serviceClosures.endDate,
    })
    .from(serviceClosures)
    .where(
      and(
        inArray(serviceClosures.serviceId, ids),
        lte(serviceClosures.startDate, dates[dates.length - 1]!),
        gte(serviceClosures.endDate, dates[0]!),
      ),
    );
  const tagsOf = groupBy(tags, (t) => t.serviceId);
  const imagesOf = groupBy(images, (i) => i.serviceId);
  const highlightsOf = groupBy(highlights, (h) => h.serviceId);
  const inclusionsOf = groupBy(inclusions, (i) => i.serviceId);
  const itineraryOf = groupBy(itinerary, (i) => i.serviceId);
  const scheduleOf = groupBy(schedule, (s) => s.serviceId);
  const translationsOf = groupBy(translations, (t) => t.serviceId);
  const fullOf = groupBy(full, (f) => f.serviceId);
  const closuresOf = groupBy(closures, (c) => c.serviceId);
  return rows.map((row) => {
    const included = inclusionsOf.get(row.id) ?? [];
    const weekly = (scheduleOf.get(row.id) ?? []).map(({ weekday, time, period, capacity }) => ({
      weekday,
      time,
      period,
      capacity,
    }));
    const fullSlots = new Set((fullOf.get(row.id) ?? []).map((f) => `${f.date} ${f.time}`));
    const ranges = closuresOf.get(row.id) ?? [];
    // "date time": a slot on a closed day never has a seat.
    const open = (slot: string) =>
      !ranges.some((r) => r.startDate <= slot.slice(0, 10) && slot.slice(0, 10) <= r.endDate);
    // Every service has a book: priceBooks reads the same rows (adults at its price without types).
    const pricing: CatalogPricing = books.get(row.id)!;
    return {
      ...row,
      ...(figures.get(row.id) ?? NO_REVIEWS),
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
      duration: durationText(row.durationDays),
      groupSize: groupText(row.groupMin, row.groupMax),
      price: row.priceCents / 100,
      originalPrice: row.originalPriceCents === null ? null : row.originalPriceCents / 100,
      fromPriceCents: fromPriceOn(pricing, today),
      pricing,
      tags: (tagsOf.get(row.id) ?? []).map((t) => t.tag),
      images: (imagesOf.get(row.id) ?? []).map((i) => i.url),
      highlights: (highlightsOf.get(row.id) ?? []).map((h) => h.text),
      included: included.filter((i) => i.included).map((i) => i.text),
      notIncluded: included.filter((i) => !i.included).map((i) => i.text),
      itinerary: (itineraryOf.get(row.id) ?? []).map(({ day, title, description }) => ({
        day,
        title,
        description,
      })),
      schedule: weekly,
      closures: ranges.map(({ startDate, endDate }) => ({ startDate, endDate })),
      availability: availabilityLabel(
        row.available,
        isSoldOut(upcomingSlots(weekly, dates, row.bookingCutoffHours, now).filter(open), fullSlots),
      ),
      translations: Object.fromEntries((translationsOf.get(row.id) ?? []).map((t) => [t.lang, t.content])),
    };
  });
}

export interface ServicePage {
  items: ServiceSummary[];
  total: number;
  page: number;
  pageSize: number;
  pages: number;
}

/** The card fields of a service: details and schedule stay out of lists. */
export function toSummary(service: CatalogService): ServiceSummary {
  const {
    highlights: _h,
    included: _i,
    notIncluded: _n,
    itinerary: _it,
    schedule: _s,
    pricing: _p,
    ...summary
  } = service;
  return summary;
}

/** The detail page's fields (no schedule: availability is computed from it; the price book is shown as `publicPricing`). */
export function toDetail(service: CatalogService): ServiceDetail {
  const { schedule: _s, closures: _c, pricing: _p, ...detail } = service;
  return detail;
}

export function queryCatalog(catalog: readonly CatalogService[], query: ServicesQuery): ServicePage {
  const matching = catalog.filter((entry) => matchesFilters(entry, query));
  const sorted = sortEntries(matching, query.sort);
  return {
    items: paginate(sorted, query.page, query.pageSize).map(toSummary),
    total: sorted.length,
    page: query.page,
    pageSize: query.pageSize,
    pages: pageCount(sorted.length, query.pageSize),
  };
}
