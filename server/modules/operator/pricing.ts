import { eq } from "drizzle-orm";
import {
  leadPrice,
  resolvedTypes,
  type OperatorPricing,
  type PricingEdit,
} from "../../../core/pricing-editor.ts";
import type { Executor, Tx } from "../../db/client.ts";
import {
  serviceFees,
  serviceParticipantTypes,
  servicePricePeriods,
  services,
  serviceWaivers,
} from "../../db/schema.ts";
import { ownService } from "../../access/roles.ts";
import type { OperatorContext } from "../context.ts";
import { priceBook } from "../pricing/price-book.ts";
import { currentWaiverTexts } from "../participants/waiver.ts";
import { languages, type Language } from "../../../core/preferences.ts";
import { lockOwnService } from "./services.ts";

// A service's price book in the console (decision 042): participant types, the trip's ages,
// seasons, fee and tax lines, a deposit and the waiver. One save replaces all of it in one
// transaction and then signals a catalogue change, so the public pages and every instance's caches
// show the new prices at once. Orders already placed keep theirs: a booking stores its prices.

/** The service's current waiver (its highest version) in each language, or null. */
async function currentWaiver(db: Executor, serviceId: number): Promise<OperatorPricing["waiver"]> {
  const current = await currentWaiverTexts(db, serviceId);
  if (!current) return null;
  const textIn = (lang: Language) => current.texts.find((t) => t.lang === lang)?.text ?? "";
  return { version: current.version, en: textIn("en"), ru: textIn("ru"), de: textIn("de") };
}

async function readPricing(db: Executor, serviceId: number): Promise<OperatorPricing> {
  const book = (await priceBook(db, serviceId))!;
  return {
    serviceId,
    types: book.types,
    minAge: book.minAge,
    adultRequired: book.adultRequired,
    licenceFromAge: book.licenceFromAge,
    periods: book.periods,
    fees: book.fees,
    deposit: book.deposit,
    depositKeptOnLapse: book.depositKeptOnLapse,
    waiver: await currentWaiver(db, serviceId),
  };
}

/** One of the supplier's services' price book, as the editor shows it (404 for anyone else's). */
export async function serviceForPricing(
  ctx: OperatorContext,
  input: { serviceId: number },
): Promise<OperatorPricing> {
  const { db } = ctx.services;
  await ownService(db, ctx.actor, input.serviceId);
  return readPricing(db, input.serviceId);
}

/** A fee's names without the languages left blank (travellers reading them get English). */
function namesOf(names: PricingEdit["fees"][number]["names"]): OperatorPricing["fees"][number]["names"] {
  return {
    en: names.en,
    ...(names.ru ? { ru: names.ru } : {}),
    ...(names.de ? { de: names.de } : {}),
  };
}

/** A new waiver version with all three languages when any text changed; the same version otherwise. */
async function writeWaiver(tx: Tx, serviceId: number, waiver: PricingEdit["waiver"]) {
  if (waiver === null) return;
  const current = await currentWaiver(tx, serviceId);
  if (current && languages.every((lang) => current[lang] === waiver[lang])) return;
  const version = (current?.version ?? 0) + 1;
  await tx
    .insert(serviceWaivers)
    .values(languages.map((lang) => ({ serviceId, version, lang, text: waiver[lang] })));
}

/**
 * Replaces the service's price book with the input's, all of it or (on any failure) none of it.
 * `services.price_cents` follows the adult's price (or the cheapest seated type's), so the cards,
 * sorting and price tiers that read it stay right; a "was" price no longer above it is cleared.
 * Leaving the waiver out (null) keeps the one the service has: accepted waivers name its versions.
 */
export async function saveServicePricing(
  ctx: OperatorContext,
  input: { serviceId: number } & PricingEdit,
): Promise<OperatorPricing> {
  const { db, catalog } = ctx.services;
  const { serviceId } = input;
  const types = resolvedTypes(input.types);
  const priceCents = leadPrice(types);
  await db.transaction(async (tx) => {
    const service = await lockOwnService(tx, ctx.actor, serviceId);
    // One after another: queries inside a transaction share its connection.
    await tx.delete(serviceParticipantTypes).where(eq(serviceParticipantTypes.serviceId, serviceId));
    await tx.delete(servicePricePeriods).where(eq(servicePricePeriods.serviceId, serviceId));
    await tx.delete(serviceFees).where(eq(serviceFees.serviceId, serviceId));
    await tx
      .insert(serviceParticipantTypes)
      .values(types.map((type, position) => ({ serviceId, position, ...type })));
    if (input.periods.length > 0)
      await tx.insert(servicePricePeriods).values(input.periods.map((period) => ({ serviceId, ...period })));
    if (input.fees.length > 0)
      await tx
        .insert(serviceFees)
        .values(
          input.fees.map((fee, position) => ({ serviceId, position, ...fee, names: namesOf(fee.names) })),
        );
    const original = service.originalPriceCents;
    await tx
      .update(services)
      .set({
        priceCents,
        originalPriceCents: original !== null && original > priceCents ? original : null,
        minAge: input.minAge,
        adultRequired: input.adultRequired,
        licenceFromAge: input.licenceFromAge,
        depositKind: input.deposit?.kind ?? null,
        depositValue: input.deposit?.value ?? null,
        balanceDueDays: input.deposit?.balanceDueDays ?? null,
        depositKeptOnLapse: input.depositKeptOnLapse,
      })
      .where(eq(services.id, serviceId));
    await writeWaiver(tx, serviceId, input.waiver);
  });
  catalog.invalidate();
  return readPricing(db, serviceId);
}
