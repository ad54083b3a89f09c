import type { FeeLine, ParticipantCounts } from "../../core/participants.ts";
import { participantCodes } from "../../core/participants.ts";
import { useApp } from "./app-context.tsx";
import { useTranslation } from "../lib/i18n-react.tsx";

// The spec's summary lines of an order (decision 042), as checkout and the receipt show them:
// Subtotal (the base), Service fee and Taxes (each with the lines it is made of, named beneath),
// the discount when there is one, and Total. Zero lines stay, as "$0". The words come from the
// booking namespace, which both pages have loaded before they render this.

export interface TotalsFigures {
  baseCents: number;
  feesCents: number;
  taxesCents: number;
  discountCents: number;
  totalCents: number;
  feeLines: readonly FeeLine[];
  taxLines: readonly FeeLine[];
}

/** A fee line's name in the page's language, English where the operator gave none. */
export function useFeeName() {
  const { lang } = useApp();
  return (fee: FeeLine) => fee.names[lang] ?? fee.names.en;
}

/** The lines a total is made of, named beneath it, smaller. */
function Named({ lines, format }: { lines: readonly FeeLine[]; format: (cents: number) => string }) {
  const name = useFeeName();
  if (lines.length === 0) return null;
  return (
    // A second <dd> of its row (a <dl>'s group holds only terms and descriptions), on its own line.
    <dd className="w-full">
      <ul className="mt-0.5 space-y-0.5 pl-3 text-xs" data-testid="summary-named-lines">
        {lines.map((line) => (
          <li key={`${line.kind}:${line.names.en}`} className="flex justify-between gap-3">
            <span>{name(line)}</span>
            <span>{format(line.cents)}</span>
          </li>
        ))}
      </ul>
    </dd>
  );
}

/**
 * Subtotal, service fee, taxes, discount and total, as rows of a `<dl>`. `format` turns an amount
 * in USD cents into the page's money (the hold's rate snapshot; the order's own currency and rate).
 */
export function OrderTotals({
  figures,
  format,
}: {
  figures: TotalsFigures;
  format: (cents: number) => string;
}) {
  const { t } = useTranslation("booking");
  return (
    <>
      <div className="flex justify-between">
        <dt>{t("checkout.subtotal")}</dt>
        <dd data-testid="summary-subtotal">{format(figures.baseCents)}</dd>
      </div>
      <div className="flex flex-wrap justify-between text-muted-foreground">
        <dt>{t("checkout.serviceFee")}</dt>
        <dd data-testid="summary-fees">{format(figures.feesCents)}</dd>
        <Named lines={figures.feeLines} format={format} />
      </div>
      <div className="flex flex-wrap justify-between text-muted-foreground">
        <dt>{t("checkout.taxes")}</dt>
        <dd data-testid="summary-taxes">{format(figures.taxesCents)}</dd>
        <Named lines={figures.taxLines} format={format} />
      </div>
      {figures.discountCents > 0 ? (
        <div className="flex justify-between text-success">
          <dt>{t("checkout.discount")}</dt>
          <dd data-testid="summary-discount">−{format(figures.discountCents)}</dd>
        </div>
      ) : null}
      <div className="flex justify-between border-t pt-2 text-base font-bold">
        <dt>{t("checkout.total")}</dt>
        <dd data-testid="checkout-total">{format(figures.totalCents)}</dd>
      </div>
    </>
  );
}

/** Who comes, in the booking words of `t`: "2 adults, 1 child, 1 infant" (a loader's or a page's). */
export function whoComes(
  t: (key: string, options: { count: number }) => string,
  participants: ParticipantCounts,
) {
  return participantCodes
    .filter((code) => (participants[code] ?? 0) > 0)
    .map((code) => t(`money.who.${code}`, { count: participants[code]! }))
    .join(", ");
}

/** Who comes, in the page's words: "2 adults, 1 child, 1 infant". */
export function useWhoComes() {
  const { t } = useTranslation("booking");
  return (participants: ParticipantCounts) => whoComes(t, participants);
}
