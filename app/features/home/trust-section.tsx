import { BadgeCheck, CreditCard, RotateCcw, ShieldCheck } from "lucide-react";
import { useTranslation } from "../../lib/i18n-react.tsx";

export function TrustSection() {
  const { t } = useTranslation("home");
  const items = [
    { icon: ShieldCheck, title: t("common:trust.licensed"), text: t("trust.licensed") },
    { icon: BadgeCheck, title: t("common:trust.partner"), text: t("trust.partner") },
    { icon: CreditCard, title: t("common:trust.securePayments"), text: t("trust.secure") },
    { icon: RotateCcw, title: t("common:trust.freeCancellation"), text: t("trust.cancellation") },
  ];
  return (
    <section className="border-y bg-card" aria-labelledby="trust-title">
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
        <h2 id="trust-title" className="sr-only">
          {t("trust.title")}
        </h2>
        <ul className="grid gap-8 sm:grid-cols-2 lg:grid-cols-4">
          {items.map(({ icon: Icon, title, text }) => (
            <li key={title} className="flex gap-4">
              <span className="flex size-12 shrink-0 items-center justify-center rounded-2xl bg-accent-soft text-accent">
                <Icon className="size-6" aria-hidden />
              </span>
              <div>
                <h3 className="font-semibold">{title}</h3>
                <p className="mt-1 text-sm text-muted-foreground">{text}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
