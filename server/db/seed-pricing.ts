import { addDays, operatorToday } from "../../core/dates.ts";
import type { DepositRule, FeeRule, ParticipantType, PricePeriod } from "../../core/participants.ts";

// The seeded services' participant types, seasons, fees, deposits and waivers (decision 042): no
// infants on a hunt, children half price on the river float, bear season on the helicopter day,
// a deposit on the long hunt and the float, and a high season on the hot springs in the weeks ahead.

export interface SeedPricing {
  types: ParticipantType[];
  periods: PricePeriod[];
  fees: FeeRule[];
  deposit: DepositRule | null;
  minAge: number | null;
  licenceFromAge: number | null;
  waiver: { en: string; ru: string; de: string } | null;
}

const adult = (priceCents: number, minAge: number | null): ParticipantType => ({
  code: "adult",
  minAge,
  maxAge: null,
  priceCents,
  takesSeat: true,
});
const child = (priceCents: number, minAge: number, maxAge: number): ParticipantType => ({
  code: "child",
  minAge,
  maxAge,
  priceCents,
  takesSeat: true,
});
const infant = (maxAge: number): ParticipantType => ({
  code: "infant",
  minAge: 0,
  maxAge,
  priceCents: 0,
  takesSeat: false,
});
const pct = (cents: number, percent: number) => Math.round((cents * percent) / 100);

/** Summer seasons of this year and the next, so a July booking always finds its price. */
function summers(
  name: string,
  from: string,
  to: string,
  prices: PricePeriod["prices"],
  now: Date,
): PricePeriod[] {
  const year = Number(operatorToday(now).slice(0, 4));
  return [year, year + 1].map((y) => ({ name, startsOn: `${y}-${from}`, endsOn: `${y}-${to}`, prices }));
}

const waiver = (en: string, ru: string, de: string) => ({ en, ru, de });

const outdoorWaiver = waiver(
  "I take part at my own risk in an outdoor trip in wild country, far from medical help. I will follow the guide's safety instructions, tell the guide of any health condition before the start, and accept that the guide may change the route or end the trip for safety reasons.",
  "Я участвую на свой риск в походе в дикой местности, вдали от медицинской помощи. Я буду выполнять указания гида по безопасности, сообщу гиду о состоянии здоровья до начала и согласен, что гид может изменить маршрут или прервать поездку по соображениям безопасности.",
  "Ich nehme auf eigene Gefahr an einer Tour in der Wildnis teil, fern von medizinischer Hilfe. Ich befolge die Sicherheitsanweisungen des Guides, informiere ihn vor dem Start über gesundheitliche Einschränkungen und akzeptiere, dass der Guide die Route aus Sicherheitsgründen ändern oder die Tour beenden kann.",
);

/** The price book of one seeded service, by its id and adult price; `now` places the seasons. */
export function seedPricing(serviceId: number, priceCents: number, now: Date): SeedPricing {
  const today = operatorToday(now);
  const none = { periods: [], fees: [], deposit: null, minAge: null, licenceFromAge: null, waiver: null };
  switch (serviceId) {
    case 1: // Seven-day bear hunt: adults only, a licence each, half paid at booking.
      return {
        ...none,
        types: [adult(priceCents, 18)],
        minAge: 18,
        licenceFromAge: 18,
        deposit: { kind: "percent", value: 50, balanceDueDays: 60 },
        waiver: outdoorWaiver,
      };
    case 2: // River float: children half price, infants free on a lap, summer costs more.
      return {
        ...none,
        types: [adult(priceCents, 12), child(pct(priceCents, 50), 3, 11), infant(2)],
        periods: summers(
          "Summer high season",
          "07-01",
          "08-31",
          { adult: pct(priceCents, 120), child: pct(priceCents, 60) },
          now,
        ),
        fees: [
          {
            kind: "fee",
            names: { en: "Nature park entry", ru: "Вход в природный парк", de: "Naturpark-Eintritt" },
            basis: "person",
            amountKind: "fixed",
            amount: 1_500,
            included: false,
          },
        ],
        licenceFromAge: 16,
        deposit: { kind: "percent", value: 30, balanceDueDays: 30 },
        waiver: outdoorWaiver,
      };
    case 3: // Hot springs weekend: a family trip, with the holidays' high season just ahead.
      return {
        ...none,
        types: [adult(priceCents, 14), child(pct(priceCents, 60), 4, 13), infant(3)],
        periods: [
          {
            name: "Holiday high season",
            startsOn: addDays(today, 21),
            endsOn: addDays(today, 51),
            prices: { adult: pct(priceCents, 125), child: pct(priceCents, 75) },
          },
        ],
      };
    case 4: // Helicopter day: the reserve's entry fee per visitor, bear season in high summer.
      return {
        ...none,
        types: [adult(priceCents, 12), child(pct(priceCents, 75), 6, 11)],
        minAge: 6,
        periods: summers(
          "Bear season",
          "07-01",
          "08-31",
          { adult: pct(priceCents, 130), child: pct(priceCents, 95) },
          now,
        ),
        fees: [
          {
            kind: "fee",
            names: {
              en: "Kronotsky Reserve entry fee",
              ru: "Сбор за посещение Кроноцкого заповедника",
              de: "Eintritt Kronozki-Reservat",
            },
            basis: "person",
            amountKind: "fixed",
            amount: 5_000,
            included: false,
          },
          {
            kind: "tax",
            names: { en: "Regional tourist tax", ru: "Туристический налог", de: "Regionale Tourismusabgabe" },
            basis: "booking",
            amountKind: "percent",
            amount: 200,
            included: false,
          },
        ],
        waiver: outdoorWaiver,
      };
    case 5: // Volcano ascents: teenagers from 12 with an adult.
      return {
        ...none,
        types: [adult(priceCents, 18), child(pct(priceCents, 80), 12, 17)],
        minAge: 12,
        waiver: outdoorWaiver,
      };
    default: // Sea fishing: everyone pays the same; children up to 2 free on a parent's lap.
      return { ...none, types: [adult(priceCents, null), infant(2)] };
  }
}
