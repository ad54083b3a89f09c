import { z } from "zod";
import { centsOf } from "./form-input.ts";
import { participantCodes, type ParticipantCode } from "./participants.ts";
import { pricingEditSchema, type OperatorPricing } from "./pricing-editor.ts";

// The pricing editor's form: what a browser posts (strings, with or without scripts) read into the
// pricing schema's input, so the page's action and the form's script parse the same thing. Prices
// are typed in dollars and a fee's percentage in percent ("2.5"), both read as hundredths
// (centsOf); a deposit's percentage is a whole number.
//
// Fields: `type.<code>.offered|price|minAge|maxAge|takesSeat` for every type (rows not offered are
// left out, so the schema's `types.<i>` is the i-th offered row), `minAge`, `licenceFromAge`,
// `adultRequired`, `periods.<i>.name|startsOn|endsOn|prices.<code>`, `fees.<i>.kind|names.<lang>|
// basis|amountKind|amount|included`, `deposit.kind` ("none", "percent", "fixed"), `deposit.value`,
// `deposit.balanceDueDays`, `depositKeptOnLapse` and `waiver.<lang>`. Rows left blank are dropped.
// A box is posted ("on") only when ticked: one not posted is false.

type Fields = Record<string, unknown>;

const isRecord = (value: unknown): value is Fields =>
  typeof value === "object" && value !== null && !Array.isArray(value);
const record = (value: unknown): Fields => (isRecord(value) ? value : {});

/** A checkbox posted after its hidden "false": the last value counts. */
const last = (value: unknown): unknown => (Array.isArray(value) ? value.at(-1) : value);
const text = (value: unknown): string => {
  const one = last(value);
  return typeof one === "string" ? one : "";
};
const blank = (value: unknown) => text(value).trim() === "";

function flag(value: unknown, fallback: boolean): boolean | unknown {
  const one = last(value);
  if (typeof one === "boolean") return one;
  if (one === undefined) return fallback;
  if (one === "true" || one === "on") return true;
  if (one === "false") return false;
  return one;
}

/** A number typed in a field: blank is `empty`, anything else its number (NaN: not one). */
function numberOf(value: unknown, empty: null | undefined): unknown {
  const one = last(value);
  if (typeof one === "number") return one;
  if (blank(one)) return empty;
  return Number(text(one).trim());
}

/** Dollars (or percent) typed, as hundredths: blank is `empty`. */
function hundredthsOf(value: unknown, empty: null | undefined): unknown {
  const one = last(value);
  if (typeof one === "number") return one;
  if (blank(one)) return empty;
  return centsOf(text(one));
}

/** A numbered list (`periods.0`, `periods.1`) in its order. */
function rows(value: unknown): Fields[] {
  if (Array.isArray(value)) return value.map(record);
  return Object.entries(record(value))
    .filter(([index]) => /^\d+$/.test(index))
    .sort(([a], [b]) => Number(a) - Number(b))
    .map(([, row]) => record(row));
}

const typeRow = (code: ParticipantCode, row: Fields) => ({
  code,
  minAge: numberOf(row.minAge, null),
  maxAge: numberOf(row.maxAge, null),
  priceCents: hundredthsOf(row.price, undefined),
  takesSeat: flag(row.takesSeat, false),
});

function periodRow(row: Fields) {
  const prices: Fields = {};
  for (const [code, price] of Object.entries(record(row.prices)))
    if (!blank(price)) prices[code] = hundredthsOf(price, undefined);
  return { name: text(row.name), startsOn: text(row.startsOn), endsOn: text(row.endsOn), prices };
}
const blankPeriod = (row: Fields) =>
  blank(row.name) &&
  blank(row.startsOn) &&
  blank(row.endsOn) &&
  Object.values(record(row.prices)).every(blank);

function feeRow(row: Fields) {
  const names = record(row.names);
  return {
    kind: text(row.kind),
    names: {
      en: text(names.en),
      ...(blank(names.ru) ? {} : { ru: text(names.ru) }),
      ...(blank(names.de) ? {} : { de: text(names.de) }),
    },
    basis: text(row.basis),
    amountKind: text(row.amountKind),
    amount: hundredthsOf(row.amount, undefined),
    included: flag(row.included, false),
  };
}
const blankFee = (row: Fields) => Object.values(record(row.names)).every(blank) && blank(row.amount);

function depositOf(fields: Fields) {
  const deposit = record(fields.deposit);
  const kind = text(deposit.kind);
  if (kind === "" || kind === "none") return null;
  return {
    kind,
    value: kind === "fixed" ? hundredthsOf(deposit.value, undefined) : numberOf(deposit.value, undefined),
    balanceDueDays: numberOf(deposit.balanceDueDays, undefined),
  };
}

function waiverOf(fields: Fields) {
  const waiver = record(fields.waiver);
  if (["en", "ru", "de"].every((lang) => blank(waiver[lang]))) return null;
  return { en: text(waiver.en), ru: text(waiver.ru), de: text(waiver.de) };
}

/** The posted form (nested by formInput) as the pricing schema's input. */
export function pricingFromForm(value: unknown): unknown {
  if (!isRecord(value) || !isRecord(value.type)) return value;
  const typeFields = value.type;
  const types = participantCodes
    .filter((code) => flag(record(typeFields[code]).offered, false) === true)
    .map((code) => typeRow(code, record(typeFields[code])));
  return {
    types,
    minAge: numberOf(value.minAge, null),
    adultRequired: flag(value.adultRequired, false),
    licenceFromAge: numberOf(value.licenceFromAge, null),
    periods: rows(value.periods)
      .filter((row) => !blankPeriod(row))
      .map(periodRow),
    fees: rows(value.fees)
      .filter((row) => !blankFee(row))
      .map(feeRow),
    deposit: depositOf(value),
    depositKeptOnLapse: flag(value.depositKeptOnLapse, false),
    waiver: waiverOf(value),
  };
}

/** The pricing schema reading the editor's posted form (nested by formInput, no shape needed). */
export const pricingFormSchema = z.preprocess(pricingFromForm, pricingEditSchema);

/** Dollars as the editor shows them, from cents ("" for none). */
export const amountText = (hundredths: number | null | undefined) =>
  hundredths === null || hundredths === undefined ? "" : String(hundredths / 100);

/** A fee's amount as the form shows it: dollars, or percent. */
export const feeAmountText = (fee: OperatorPricing["fees"][number]) => amountText(fee.amount);

/** A deposit's value as the form shows it: a whole percent, or dollars per person. */
export const depositValueText = (deposit: OperatorPricing["deposit"]) =>
  deposit === null ? "" : deposit.kind === "percent" ? String(deposit.value) : amountText(deposit.value);
