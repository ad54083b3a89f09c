import { CheckCircle2, MailX } from "lucide-react";
import { useSearchParams } from "react-router";
import { ActionForm, FormStatus } from "../components/action-form.tsx";
import { ButtonLink, Button } from "../components/ui/button.tsx";
import { settle } from "../lib/client-action.ts";
import { useTranslation } from "../lib/i18n-react.tsx";
import { privatePage } from "../lib/seo.ts";
import { useActionForm } from "../lib/use-action-form.ts";
import { useErrorText } from "../lib/use-error-text.ts";
import { useRouteMessages } from "../lib/use-messages.ts";
import type { Route } from "./+types/unsubscribe";
import { loadUnsubscribe, unsubscribeAction } from "./unsubscribe.server.ts";

export function meta({ loaderData }: Route.MetaArgs) {
  return privatePage(loaderData?.title ?? "");
}

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadUnsubscribe(request, context);
}

export async function action({ request, context }: Route.ActionArgs) {
  return unsubscribeAction(request, context);
}

export async function clientAction({ serverAction }: Route.ClientActionArgs) {
  return settle(serverAction);
}

function Card({ children }: { children: React.ReactNode }) {
  return (
    <div className="mx-auto max-w-xl px-4 py-12 sm:py-20">
      <div className="rounded-3xl border bg-card p-6 text-center shadow-sm sm:p-10">{children}</div>
    </div>
  );
}

function Icon({ done }: { done: boolean }) {
  const Shape = done ? CheckCircle2 : MailX;
  return (
    <span
      className="mx-auto flex size-14 items-center justify-center rounded-2xl bg-accent-soft text-accent"
      aria-hidden
    >
      <Shape className="size-7" />
    </span>
  );
}

/** One category's e-mail off from a mail's footer link, without signing in: what goes off, and a button. */
export default function UnsubscribePage({ loaderData }: Route.ComponentProps) {
  useRouteMessages("notifications", loaderData.messages);
  const { t } = useTranslation("notifications");
  const errorText = useErrorText();
  const [params] = useSearchParams();
  const form = useActionForm({ fields: [] });
  // Turned off here: the fetcher's answer, or the page's own when posted before the scripts ran.
  const done = form.answer?.ok === true;
  const { link } = loaderData;

  if (!link) {
    return (
      <Card>
        <Icon done={false} />
        <h1 className="mt-5 font-display text-2xl font-semibold sm:text-3xl">
          {t("unsubscribe.invalidTitle")}
        </h1>
        <p className="mt-3 text-muted-foreground">{errorText({ code: "unsubscribeLinkInvalid" })}</p>
        <ButtonLink className="mt-6" to="/dashboard/settings">
          {t("unsubscribe.settings")}
        </ButtonLink>
      </Card>
    );
  }

  const category = t(`unsubscribe.categories.${link.category}`);
  const off = done || !link.subscribed;
  return (
    <Card>
      <Icon done={off} />
      <h1 className="mt-5 font-display text-2xl font-semibold break-words sm:text-3xl">
        {done ? t("unsubscribe.done") : off ? t("unsubscribe.title") : t("unsubscribe.ask", { category })}
      </h1>
      <p className="mt-3 text-muted-foreground" role={done ? "status" : undefined}>
        {done
          ? t("unsubscribe.doneText", { category })
          : off
            ? t("unsubscribe.already", { category })
            : t("unsubscribe.explain", { category })}
      </p>
      <FormStatus status={form.status} className="mt-6 text-left" />
      <div className="mt-6 flex flex-col items-center justify-center gap-3 sm:flex-row">
        {off ? null : (
          <ActionForm form={form} status={false}>
            <input type="hidden" name="token" value={params.get("token") ?? ""} />
            <Button type="submit" size="lg" disabled={form.busy}>
              {form.busy ? t("unsubscribe.working") : t("unsubscribe.confirm")}
            </Button>
          </ActionForm>
        )}
        <ButtonLink variant={off ? "primary" : "outline"} size="lg" to="/dashboard/settings">
          {t("unsubscribe.settings")}
        </ButtonLink>
      </div>
    </Card>
  );
}
