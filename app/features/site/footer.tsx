import { BadgeCheck, CreditCard, RotateCcw, ShieldCheck } from "lucide-react";
import { useTranslation } from "../../lib/i18n-react.tsx";
import { Link } from "react-router";
import { LogoMark } from "../../components/logo.tsx";
import { categoryLinks } from "./nav-links.ts";

const columns = [
  {
    title: "footer.company",
    links: [
      ["/about", "footer.aboutUs"],
      ["/our-story", "footer.ourStory"],
      ["/team", "footer.team"],
      ["/careers", "footer.careers"],
      ["/press", "footer.press"],
    ],
  },
  {
    title: "footer.support",
    links: [
      ["/help", "footer.help"],
      ["/faq", "footer.faq"],
      ["/safety", "footer.safety"],
      ["/contact", "footer.contact"],
    ],
  },
  {
    title: "footer.legal",
    links: [
      ["/terms", "footer.terms"],
      ["/privacy", "footer.privacy"],
      ["/cookies", "footer.cookies"],
    ],
  },
] as const;

export function Footer() {
  const { t } = useTranslation();
  const trust = [
    { icon: ShieldCheck, label: t("trust.licensed") },
    { icon: BadgeCheck, label: t("trust.partner") },
    { icon: CreditCard, label: t("trust.securePayments") },
    { icon: RotateCcw, label: t("trust.freeCancellationDetail") },
  ];
  return (
    <footer className="mt-24 border-t bg-card">
      <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6">
        <ul className="grid gap-4 border-b pb-10 sm:grid-cols-2 lg:grid-cols-4">
          {trust.map(({ icon: Icon, label }) => (
            <li key={label} className="flex items-center gap-3 text-sm font-medium">
              <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-accent-soft text-accent">
                <Icon className="size-5" aria-hidden />
              </span>
              {label}
            </li>
          ))}
        </ul>
        <div className="grid gap-10 pt-10 md:grid-cols-[1.4fr_repeat(4,1fr)]">
          <div>
            <Link to="/" className="flex items-center gap-2.5">
              <LogoMark className="size-8" />
              <span className="font-display text-lg font-semibold">{t("brand")}</span>
            </Link>
            <p className="mt-4 max-w-xs text-sm leading-relaxed text-muted-foreground">{t("footer.about")}</p>
            <p className="mt-3 text-sm text-muted-foreground">{t("footer.address")}</p>
          </div>
          <nav aria-label={t("footer.adventures")}>
            <h2 className="text-sm font-semibold">{t("footer.adventures")}</h2>
            <ul className="mt-3 space-y-2 text-sm text-muted-foreground">
              {categoryLinks.map(({ category, to }) => (
                <li key={category}>
                  <Link to={to} className="hover:text-foreground">
                    {t(`categories.${category}`)}
                  </Link>
                </li>
              ))}
              <li>
                <Link to="/services" className="hover:text-foreground">
                  {t("nav.services")}
                </Link>
              </li>
            </ul>
          </nav>
          {columns.map((column) => (
            <nav key={column.title} aria-label={t(column.title)}>
              <h2 className="text-sm font-semibold">{t(column.title)}</h2>
              <ul className="mt-3 space-y-2 text-sm text-muted-foreground">
                {column.links.map(([to, label]) => (
                  <li key={to}>
                    <Link to={to} className="hover:text-foreground">
                      {t(label)}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          ))}
        </div>
        <p className="mt-12 border-t pt-6 text-xs text-muted-foreground">
          {t("footer.rights", { year: new Date().getFullYear() })}
        </p>
      </div>
    </footer>
  );
}
