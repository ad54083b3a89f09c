import { Link } from "react-router";
import { auditActions, type AuditEntry } from "../../../core/admin-audit.ts";
import { currencies, type Currency } from "../../../core/money.ts";
import { useCharged, useDollars, useFormatters } from "../../components/app-context.tsx";
import { useTranslation } from "../../lib/i18n-react.tsx";
import { useInstant } from "./mail.tsx";

// One entry of the admin's audit log, in the reader's language: what was done, to what, by whom,
// when, and its particulars.

const known = new Set<string>(auditActions);
/** The particulars the log words (in this order); anything else an action keeps is left to the API. */
const fields = [
  "reason",
  "previousStatus",
  "seatsFreed",
  "refund",
  "name",
  "email",
  "phone",
  "responseTimeHours",
  "supplier",
  "subject",
  "recipients",
  "from",
  "to",
] as const;

const isRefund = (value: unknown): value is { currency: Currency; minor: number; pointsCents: number } =>
  typeof value === "object" &&
  value !== null &&
  currencies.includes((value as { currency?: Currency }).currency as Currency);

/** Where the entry's target lives in the admin area, if it has a page. */
function targetPath({ type, id }: AuditEntry["target"]): string | null {
  if (type === "booking") return `/admin/bookings/${id}`;
  if (type === "supplier") return `/admin/suppliers/${id}`;
  if (type === "contactMessage") return "/admin/messages?status=all";
  if (type === "mail") return `/admin/mail/${id}`;
  if (type === "newsletter") return `/admin/newsletters/${id}`;
  return null;
}

function useDetailText() {
  const { t } = useTranslation("admin");
  const { number } = useFormatters();
  const charged = useCharged();
  const dollars = useDollars();
  return (key: (typeof fields)[number], value: unknown): string | null => {
    if (value === null || value === undefined || value === "") return null;
    if (key === "refund") {
      if (!isRefund(value)) return null;
      const parts = [charged(value.minor, value.currency)];
      if (value.pointsCents > 0) parts.push(dollars(value.pointsCents));
      return parts.join(" + ");
    }
    if (key === "previousStatus") return t(`bookingStatus.${String(value)}`);
    if (typeof value === "number") return number(value);
    return typeof value === "string" ? value : JSON.stringify(value);
  };
}

export function AuditEntryCard({ entry }: { entry: AuditEntry }) {
  const { t } = useTranslation("adminAudit");
  const instant = useInstant();
  const detail = useDetailText();
  const path = targetPath(entry.target);
  const reference = typeof entry.details.reference === "string" ? entry.details.reference : entry.target.id;
  const target =
    entry.target.type === "booking"
      ? `${t("audit.targets.booking")} ${reference}`
      : ["supplier", "contactMessage", "mail", "newsletter"].includes(entry.target.type)
        ? t(`audit.targets.${entry.target.type}`, { id: entry.target.id })
        : t("audit.targets.other", { type: entry.target.type, id: entry.target.id });
  const shown = fields.flatMap((key) => {
    const text = detail(key, entry.details[key]);
    return text === null ? [] : [[key, text] as const];
  });
  return (
    <li className="rounded-2xl border bg-card p-4 shadow-sm sm:p-5">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h3 className="font-semibold">
          {known.has(entry.action) ? t(`audit.actions.${entry.action}`) : entry.action}
          {": "}
          {path ? (
            <Link to={path} className="text-primary hover:underline">
              {target}
            </Link>
          ) : (
            target
          )}
        </h3>
        <time dateTime={entry.createdAt} className="text-sm text-muted-foreground">
          {instant(entry.createdAt)}
        </time>
      </div>
      <p className="mt-1 text-sm text-muted-foreground [overflow-wrap:anywhere]">
        <span className="sr-only">{t("audit.who")}: </span>
        {entry.actor ? `${entry.actor.name} · ${entry.actor.email}` : t("audit.actorGone")}
      </p>
      {shown.length > 0 ? (
        <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
          {shown.map(([key, text]) => (
            <div key={key} className="contents">
              <dt className="text-muted-foreground">{t(`audit.fields.${key}`)}</dt>
              <dd className="min-w-0 break-words whitespace-pre-line">{text}</dd>
            </div>
          ))}
        </dl>
      ) : null}
    </li>
  );
}
