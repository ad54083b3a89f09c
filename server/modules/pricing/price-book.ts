import { asc, inArray } from "drizzle-orm";
import { defaultTypes } from "../../../core/participants.ts";
import type { CatalogPricing } from "../../../core/service-pricing.ts";
import type { Executor } from "../../db/client.ts";
import { serviceFees, servicePricePeriods, serviceParticipantTypes, services } from "../../db/schema.ts";

/** What a service sells and its rules (decision 042): the catalogue's pricing, with the licence age. */
export interface ServicePricing extends CatalogPricing {
  serviceId: number;
  licenceFromAge: number | null;
}

/**
 * The price books of some services, read in four queries. A service without participant types of
 * its own (one made before them, or by a test) sells adults at its price.
 */
export async function priceBooks(
  db: Executor,
  serviceIds: readonly number[],
): Promise<Map<number, ServicePricing>> {
  const ids = [...new Set(serviceIds)];
  const books = new Map<number, ServicePricing>();
  if (ids.length === 0) return books;
  // One after another: queries inside a transaction share its connection.
  const rows = await db
    .select({
      id: services.id,
      priceCents: services.priceCents,
      minAge: services.minAge,
      adultRequired: services.adultRequired,
      licenceFromAge: services.licenceFromAge,
      depositKind: services.depositKind,
      depositValue: services.depositValue,
      balanceDueDays: services.balanceDueDays,
      depositKeptOnLapse: services.depositKeptOnLapse,
    })
    .from(services)
    .where(inArray(services.id, ids));
  const types = await db
    .select()
    .from(serviceParticipantTypes)
    .where(inArray(serviceParticipantTypes.serviceId, ids))
    .orderBy(asc(serviceParticipantTypes.position));
  const periods = await db
    .select()
    .from(servicePricePeriods)
    .where(inArray(servicePricePeriods.serviceId, ids))
    .orderBy(asc(servicePricePeriods.startsOn), asc(servicePricePeriods.id));
  const fees = await db
    .select()
    .from(serviceFees)
    .where(inArray(serviceFees.serviceId, ids))
    .orderBy(asc(serviceFees.position), asc(serviceFees.id));
  for (const row of rows) {
    const own = types.filter((t) => t.serviceId === row.id);
    books.set(row.id, {
      serviceId: row.id,
      types: own.length
        ? own.map(({ code, minAge, maxAge, priceCents, takesSeat }) => ({
            code,
            minAge,
            maxAge,
            priceCents,
            takesSeat,
          }))
        : defaultTypes(row.priceCents),
      periods: periods
        .filter((p) => p.serviceId === row.id)
        .map(({ name, startsOn, endsOn, prices }) => ({ name, startsOn, endsOn, prices })),
      fees: fees
        .filter((f) => f.serviceId === row.id)
        .map(({ kind, names, basis, amountKind, amount, included }) => ({
          kind,
          names,
          basis,
          amountKind,
          amount,
          included,
        })),
      deposit:
        row.depositKind && row.depositValue && row.balanceDueDays
          ? { kind: row.depositKind, value: row.depositValue, balanceDueDays: row.balanceDueDays }
          : null,
      minAge: row.minAge,
      adultRequired: row.adultRequired,
      licenceFromAge: row.licenceFromAge,
      depositKeptOnLapse: row.depositKeptOnLapse,
    });
  }
  return books;
}

/** One service's price book, or undefined when there is no such service. */
export async function priceBook(db: Executor, serviceId: number): Promise<ServicePricing | undefined> {
  return (await priceBooks(db, [serviceId])).get(serviceId);
}
