import { AlertTriangle } from "lucide-react";
import { useMemo } from "react";
import type { MailStatus } from "../../../core/admin-mail.ts";
import { OPERATOR_TIME_ZONE } from "../../../core/dates.ts";
import { locales } from "../../../core/preferences.ts";
import { useApp } from "../../components/app-context.tsx";
import { Badge } from "../../components/ui/misc.tsx";
import { useTranslation } from "../../lib/i18n-react.tsx";

// The pieces the admin's mail list and a mail's page share.

const tones = {
  queued: "accent",
  sending: "accent",
  sent: "success",
  stored: "muted",
  failed: "danger",
} as const;

/** A mail's status; a failed one stands out in red with a warning sign. */
export function MailStatusBadge({ status }: { status: MailStatus }) {
  const { t } = useTranslation("adminMail");
  return (
    <Badge tone={tones[status]} title={t(`statusHint.${status}`)} className="whitespace-nowrap">
      {status === "failed" ? <AlertTriangle className="size-3.5" aria-hidden /> : null}
      {t(`status.${status}`)}
    </Badge>
  );
}

/** An instant by the peninsula's clock (the platform's time, the same on server and browser), zone named. */
export function useInstant() {
  const { lang } = useApp();
  return useMemo(() => {
    const options = { timeZone: OPERATOR_TIME_ZONE } as const;
    const day = new Intl.DateTimeFormat(locales[lang], { ...options, dateStyle: "medium" });
    const clock = new Intl.DateTimeFormat(locales[lang], {
      ...options,
      hour: "numeric",
      minute: "2-digit",
      timeZoneName: "short",
    });
    // "Nov 25, 2026" and "4:17 AM GMT+12": the zone said, since the admin may be anywhere.
    const parts = (iso: string) => ({ date: day.format(new Date(iso)), time: clock.format(new Date(iso)) });
    return Object.assign((iso: string) => `${parts(iso).date}, ${parts(iso).time}`, { parts });
  }, [lang]);
}

/** A mail's kind and language in words (an unknown kind as it is stored). */
export function useMailWords() {
  const { t } = useTranslation("adminMail");
  return {
    kind: (kind: string) => t(`kinds.${kind}`, { defaultValue: kind }),
    language: (locale: string) => t(`languages.${locale}`, { defaultValue: locale }),
  };
}
