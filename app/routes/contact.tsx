import { AlertTriangle, Clock, HelpCircle, Mail, MapPin, Phone, Satellite } from "lucide-react";
import type { ReactNode } from "react";
import { Trans } from "../lib/i18n-react.tsx";
import { Link } from "react-router";
import { ActionForm, FormStatus } from "../components/action-form.tsx";
import { locales } from "../../core/preferences.ts";
import { useApp } from "../components/app-context.tsx";
import { Button } from "../components/ui/button.tsx";
import { FieldError, Input, Label, Textarea } from "../components/ui/input.tsx";
import { LocalTime } from "../features/contact/local-time.tsx";
import { settle } from "../lib/client-action.ts";
import { pageMessages } from "../lib/page-messages.server.ts";
import { rootData, seo } from "../lib/seo.ts";
import { useActionForm } from "../lib/use-action-form.ts";
import { useErrorText } from "../lib/use-error-text.ts";
import { useRouteMessages } from "../lib/use-messages.ts";
import type { Route } from "./+types/contact";
import { submitContact } from "./contact.server.ts";

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return seo({
    title: loaderData?.meta.title ?? "",
    description: loaderData?.meta.description ?? "",
    path: "/contact",
    root: rootData(matches),
  });
}

export function loader({ request }: Route.LoaderArgs) {
  return pageMessages(request, "contact");
}

export async function action({ request, context }: Route.ActionArgs) {
  return submitContact(request, context);
}

/** A server fault or a lost connection shows the form's failure message, not an error page. */
export async function clientAction({ serverAction }: Route.ClientActionArgs) {
  return settle(serverAction);
}

function Block({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <div className="flex gap-4">
      <span className="flex size-11 shrink-0 items-center justify-center rounded-2xl bg-accent-soft text-accent">
        {icon}
      </span>
      <div className="text-sm">
        <h2 className="font-semibold">{title}</h2>
        <div className="mt-1 space-y-0.5 text-muted-foreground">{children}</div>
      </div>
    </div>
  );
}

const phones = [
  { href: "tel:+74152200000", text: "+7 415 220 00 00" },
  { href: "tel:+79147800000", text: "+7 914 780 00 00" },
];
const emails = ["hello@peninsula-adventures.example", "bookings@peninsula-adventures.example"].map(
  (address) => ({ href: `mailto:${address}`, text: address }),
);

/** The office's numbers and addresses, each a link that dials or writes, one a line. */
function Links({ links }: { links: { href: string; text: string }[] }) {
  return (
    <>
      {links.map(({ href, text }) => (
        <p key={href}>
          <a href={href} className="inline-block py-1.5 hover:text-foreground">
            {text}
          </a>
        </p>
      ))}
    </>
  );
}

export default function Contact({ loaderData }: Route.ComponentProps) {
  const { t } = useRouteMessages("contact", loaderData.messages);
  const { lang, user } = useApp();
  const errorText = useErrorText();
  const form = useActionForm({
    fields: ["name", "email", "phone", "subject", "message"],
    reset: true,
    whenIdle: true,
    success: () => t("success"),
    // A limit says so; anything else without a field failed to send.
    failure: (error) => (error.code === "tooManyRequests" ? errorText(error) : t("error")),
  });

  const field = (name: string) => form.field(name, `contact-${name}`);
  const error = (name: string) => <FieldError id={`contact-${name}-error`}>{form.error(name)}</FieldError>;

  return (
    <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6">
      <p className="text-sm font-semibold tracking-widest text-accent uppercase">{t("eyebrow")}</p>
      <h1 className="mt-2 font-display text-4xl font-semibold sm:text-5xl">{t("title")}</h1>
      <p className="mt-4 max-w-2xl text-lg text-muted-foreground">{t("intro")}</p>
      <div className="mt-12 grid gap-10 lg:grid-cols-[1.3fr_1fr]">
        <ActionForm
          form={form}
          status={false}
          className="space-y-5 rounded-3xl border bg-card p-6 sm:p-8"
          aria-labelledby="contact-form-title"
        >
          <h2 id="contact-form-title" className="font-display text-2xl font-semibold">
            {t("form.title")}
          </h2>
          <FormStatus status={form.status} />
          <div className="grid gap-5 sm:grid-cols-2">
            <div>
              <Label htmlFor="contact-name">{t("form.name")}</Label>
              <Input
                {...field("name")}
                autoComplete="name"
                defaultValue={form.value("name", user?.name)}
                required
              />
              {error("name")}
            </div>
            <div>
              <Label htmlFor="contact-email">{t("form.email")}</Label>
              <Input
                {...field("email")}
                type="email"
                autoComplete="email"
                defaultValue={form.value("email", user?.email)}
                required
              />
              {error("email")}
            </div>
          </div>
          <div className="grid gap-5 sm:grid-cols-2">
            <div>
              <Label htmlFor="contact-phone">{t("form.phone")}</Label>
              <Input {...field("phone")} type="tel" autoComplete="tel" defaultValue={form.value("phone")} />
              {error("phone")}
            </div>
            <div>
              <Label htmlFor="contact-subject">{t("form.subject")}</Label>
              <Input {...field("subject")} defaultValue={form.value("subject")} required />
              {error("subject")}
            </div>
          </div>
          <div>
            <Label htmlFor="contact-message">{t("form.message")}</Label>
            <Textarea {...field("message")} defaultValue={form.value("message")} rows={6} required />
            {error("message")}
          </div>
          <Button type="submit" size="lg" disabled={form.busy}>
            {form.busy ? t("form.sending") : t("form.submit")}
          </Button>
        </ActionForm>
        <aside className="space-y-7">
          <Block icon={<MapPin className="size-5" aria-hidden />} title={t("office")}>
            <p>{t("address")}</p>
          </Block>
          <Block icon={<Phone className="size-5" aria-hidden />} title={t("phones")}>
            <Links links={phones} />
          </Block>
          <Block icon={<Mail className="size-5" aria-hidden />} title={t("emails")}>
            <Links links={emails} />
          </Block>
          <Block icon={<Clock className="size-5" aria-hidden />} title={t("hoursTitle")}>
            <p>
              {t("weekdays")}: {t("weekdayHours")}
            </p>
            <p>
              {t("weekends")}: {t("weekendHours")}
            </p>
            <p>
              <Trans t={t} i18nKey="timezone" components={{ time: <LocalTime locale={locales[lang]} /> }} />
            </p>
          </Block>
          <Block icon={<AlertTriangle className="size-5" aria-hidden />} title={t("emergencyTitle")}>
            <p className="font-semibold text-foreground">+7 914 780 00 00</p>
            <p>{t("emergency")}</p>
            <p className="flex items-start gap-1.5">
              <Satellite className="mt-0.5 size-4 shrink-0" aria-hidden />
              {t("satellite")}
            </p>
          </Block>
          <Block icon={<HelpCircle className="size-5" aria-hidden />} title={t("faqTitle")}>
            <p>{t("faqText")}</p>
            <Link to="/faq" className="font-semibold text-accent hover:underline">
              {t("faqLink")}
            </Link>
          </Block>
        </aside>
      </div>
    </div>
  );
}
