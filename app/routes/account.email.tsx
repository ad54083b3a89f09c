import { CheckCircle2, MailCheck, MailX } from "lucide-react";
import { Form, useNavigation } from "react-router";
import { Button, ButtonLink } from "../components/ui/button.tsx";
import { privatePage } from "../lib/seo.ts";
import { useErrorText } from "../lib/use-error-text.ts";
import { useRouteMessages } from "../lib/use-messages.ts";
import type { Route } from "./+types/account.email";
import { confirmEmailAction, loadEmailConfirm } from "./account.email.server.ts";

export function meta({ loaderData }: Route.MetaArgs) {
  return privatePage(loaderData?.title ?? "");
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  return loadEmailConfirm(request, context, params.token);
}

export async function action({ request, context, params }: Route.ActionArgs) {
  return confirmEmailAction(request, context, params.token);
}

/** Each answer is personal and the link acts once: never kept by a cache. */
export function headers({ parentHeaders }: Route.HeadersArgs) {
  const headers = new Headers(parentHeaders);
  headers.set("Cache-Control", "private, no-store");
  return headers;
}

/** The link works once: the page keeps the confirmation's answer rather than asking again. */
export function shouldRevalidate() {
  return false;
}

/** The page a new address's confirmation link opens: asks, then says the change is done, or why not. */
export default function EmailConfirmPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useRouteMessages("dashboard", loaderData.messages);
  const errorText = useErrorText();
  const busy = useNavigation().state === "submitting";
  const answer = actionData ?? loaderData;
  const changed = answer.outcome === "changed";
  const Icon = changed ? CheckCircle2 : answer.outcome === "ask" ? MailCheck : MailX;
  return (
    <div className="mx-auto max-w-xl px-4 py-12 sm:py-20">
      <div className="rounded-3xl border bg-card p-6 text-center shadow-sm sm:p-10">
        <span
          className="mx-auto flex size-14 items-center justify-center rounded-2xl bg-accent-soft text-accent"
          aria-hidden
        >
          <Icon className="size-7" />
        </span>
        {answer.outcome === "ask" ? (
          <>
            <h1 className="mt-5 font-display text-2xl font-semibold break-words sm:text-3xl">
              {t("emailConfirm.title")}
            </h1>
            <p className="mt-3 break-words text-muted-foreground">
              {t("emailConfirm.askText", { email: answer.email })}
            </p>
            <Form method="post" className="mt-6">
              <Button type="submit" disabled={busy}>
                {t("emailConfirm.confirm")}
              </Button>
            </Form>
          </>
        ) : (
          <>
            <h1 className="mt-5 font-display text-2xl font-semibold break-words sm:text-3xl">
              {changed ? t("emailConfirm.changed") : t("emailConfirm.failed")}
            </h1>
            <p role="status" className="mt-3 break-words text-muted-foreground">
              {changed
                ? t("emailConfirm.changedText", { email: answer.email })
                : errorText({ code: answer.outcome === "taken" ? "accountExists" : "emailLinkInvalid" })}
            </p>
            <ButtonLink className="mt-6" to="/dashboard/settings">
              {t("emailConfirm.settings")}
            </ButtonLink>
          </>
        )}
      </div>
    </div>
  );
}
