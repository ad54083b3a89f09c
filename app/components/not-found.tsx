import { Compass } from "lucide-react";
import { useTranslation } from "../lib/i18n-react.tsx";
import { useNavigate } from "react-router";
import { Button, ButtonLink } from "./ui/button.tsx";

/** The not-found (and any other error) page body, inside the site's layout. */
export function NotFound({ status = 404, title }: { status?: number; title?: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const heading =
    title ??
    (status === 404
      ? t("errors.notFound", "Page not found")
      : t("errors.generic", "Something went wrong. Please try again."));
  return (
    <section className="mx-auto flex min-h-[60dvh] max-w-xl flex-col items-center justify-center px-6 py-20 text-center">
      <Compass className="mb-6 size-14 text-accent" aria-hidden />
      <p className="text-sm font-semibold tracking-widest text-muted-foreground uppercase">{status}</p>
      <h1 className="mt-2 font-display text-4xl font-semibold">{heading}</h1>
      {status === 404 ? (
        <p className="mt-4 text-muted-foreground">
          {t("errors.notFoundText", "The page you are looking for does not exist or has moved.")}
        </p>
      ) : null}
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Button variant="outline" onClick={() => (window.history.length > 1 ? navigate(-1) : navigate("/"))}>
          {t("actions.back", "Back")}
        </Button>
        <ButtonLink to="/">{t("errors.goHome", "Back to the home page")}</ButtonLink>
      </div>
    </section>
  );
}
