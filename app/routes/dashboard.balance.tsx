import {
  ArrowDownLeft,
  ArrowUpRight,
  CalendarRange,
  Gift,
  PiggyBank,
  Plus,
  Trophy,
  Wallet,
} from "lucide-react";
import { useState } from "react";
import { TRANSACTIONS_PAGE } from "../../core/dashboard.ts";
import type { TransactionView } from "../../core/views.ts";
import { useFormatters, useMoney } from "../components/app-context.tsx";
import { IconHeading } from "../components/icon-heading.tsx";
import { Button, ButtonLink } from "../components/ui/button.tsx";
import { AddFundsForm } from "../features/dashboard/add-funds-form.tsx";
import { settle } from "../lib/client-action.ts";
import { Stat } from "../components/stat.tsx";
import { SectionTitle } from "../features/dashboard/layout.tsx";
import { cn } from "../lib/cn.ts";
import { useTranslation } from "../lib/i18n-react.tsx";
import type { Route } from "./+types/dashboard.balance";
import { balanceAction } from "./dashboard.actions.server.ts";
import { loadBalance } from "./dashboard.server.ts";

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadBalance(request, context);
}

/** Adding funds by card. */
export async function action({ request, context }: Route.ActionArgs) {
  return balanceAction(request, context);
}

export async function clientAction({ serverAction }: Route.ClientActionArgs) {
  return settle(serverAction);
}

function TransactionRow({ tx }: { tx: TransactionView }) {
  const { t } = useTranslation("dashboard");
  const money = useMoney();
  const { date } = useFormatters();
  const credit = tx.type === "credit";
  const label =
    tx.kind === "cashback" || tx.kind === "referral"
      ? tx.subject
        ? t(`balance.kind.${tx.kind}`, { subject: tx.subject })
        : t(`balance.kind.${tx.kind}Plain`)
      : t(`balance.kind.${tx.kind}`);
  return (
    <li className="flex items-center gap-3 py-3">
      <span
        className={cn(
          "flex size-10 shrink-0 items-center justify-center rounded-full",
          credit ? "bg-success/15 text-success" : "bg-danger/15 text-danger",
        )}
      >
        {credit ? (
          <ArrowDownLeft className="size-5" aria-hidden />
        ) : (
          <ArrowUpRight className="size-5" aria-hidden />
        )}
        <span className="sr-only">{credit ? t("balance.credit") : t("balance.debit")}</span>
      </span>
      <div className="min-w-0 flex-1">
        <p className="truncate font-medium">{label}</p>
        <p className="text-xs text-muted-foreground">{date(tx.date)}</p>
      </div>
      <strong className={credit ? "text-success" : "text-danger"}>
        {credit ? "+" : "−"}
        {money(tx.amountCents)}
      </strong>
    </li>
  );
}

export default function Balance({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("dashboard");
  const money = useMoney();
  const [adding, setAdding] = useState(false);
  const { points } = loaderData;
  const transactions = points.transactions;

  return (
    <div className="grid gap-8 lg:grid-cols-[1fr_20rem]">
      <div className="min-w-0 space-y-8">
        <div className="grid gap-4 sm:grid-cols-3">
          <Stat icon={<Wallet />} label={t("balance.current")} value={money(points.balanceCents)} />
          <Stat
            icon={<CalendarRange />}
            label={t("balance.thisMonth")}
            value={money(points.thisMonthCents)}
          />
          <Stat icon={<Trophy />} label={t("balance.lifetime")} value={money(points.lifetimeEarnedCents)} />
        </div>
        {adding ? <AddFundsForm onDone={() => setAdding(false)} /> : null}
        <section>
          <SectionTitle>{t("balance.history")}</SectionTitle>
          {transactions.length === 0 ? (
            <p className="mt-4 text-muted-foreground">{t("balance.noTransactions")}</p>
          ) : (
            <ul className="mt-2 divide-y">
              {transactions.map((tx) => (
                <TransactionRow key={tx.id} tx={tx} />
              ))}
            </ul>
          )}
          {transactions.length < points.totalTransactions ? (
            <div className="mt-4 text-center">
              <ButtonLink
                variant="outline"
                to={`?shown=${transactions.length + TRANSACTIONS_PAGE}`}
                replace
                preventScrollReset
              >
                {t("balance.loadMore")}
              </ButtonLink>
            </div>
          ) : null}
        </section>
      </div>
      <aside className="space-y-6">
        <div className="rounded-2xl border bg-card p-5">
          <h2 className="font-semibold">{t("balance.quickActions")}</h2>
          <div className="mt-4 grid gap-2">
            <Button onClick={() => setAdding((open) => !open)} aria-expanded={adding}>
              <Plus aria-hidden />
              {t("balance.addFunds")}
            </Button>
            <ButtonLink variant="outline" to="/dashboard/referrals">
              <Gift aria-hidden />
              {t("balance.refer")}
            </ButtonLink>
          </div>
        </div>
        <div className="rounded-2xl bg-muted p-5">
          <IconHeading icon={PiggyBank} className="font-semibold">
            {t("balance.howTitle")}
          </IconHeading>
          <ul className="mt-3 list-disc space-y-1.5 pl-5 text-sm text-muted-foreground">
            {(t("balance.how", { returnObjects: true }) as string[]).map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </div>
      </aside>
    </div>
  );
}
