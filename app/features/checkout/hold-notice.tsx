import { TriangleAlert } from "lucide-react";
import { Button } from "../../components/ui/button.tsx";
import { useLazyMessages } from "../../lib/lazy-messages.ts";
import { useErrorText } from "../../lib/use-error-text.ts";
import type { Hold } from "./use-hold.ts";

/** Everything but a held cart: holding, the lines that cannot be held, an expired or failed hold. */
export function HoldNotice({
  hold,
  onRetry,
  onBackToCart,
  onSignIn,
}: {
  hold: Exclude<Hold, { state: "held" }>;
  onRetry: () => void;
  onBackToCart: () => void;
  onSignIn: () => void;
}) {
  const { t } = useLazyMessages("booking");
  const errorText = useErrorText();
  if (hold.state === "holding")
    return (
      <p role="status" className="mt-6 text-sm text-muted-foreground">
        {t("checkout.holding")}
      </p>
    );
  if (hold.state === "problems")
    return (
      <div className="mt-6 rounded-2xl border border-danger/40 bg-danger/10 p-4" role="alert">
        <p className="font-semibold">{t("checkout.holdFailed")}</p>
        <ul className="mt-2 list-disc space-y-1 pl-5 text-sm">
          {hold.problems.map((p) => (
            <li key={p.itemId}>
              {p.reason === "seats"
                ? t("checkout.problem.seats", { title: p.title, count: p.seatsLeft })
                : t(`checkout.problem.${p.reason}`, { title: p.title })}
            </li>
          ))}
        </ul>
        <Button variant="outline" className="mt-4" onClick={onBackToCart}>
          {t("checkout.backToCart")}
        </Button>
      </div>
    );
  const signedOut = hold.state === "failed" && hold.error.code === "loginRequired";
  return (
    <div className="mt-6 rounded-2xl border border-danger/40 bg-danger/10 p-4" role="alert">
      <p className="flex items-center gap-2 font-semibold">
        <TriangleAlert className="size-5" aria-hidden />
        {hold.state === "expired" ? t("checkout.holdExpired") : errorText(hold.error)}
      </p>
      {signedOut ? (
        <Button className="mt-4" onClick={onSignIn}>
          {t("checkout.signIn")}
        </Button>
      ) : (
        <Button className="mt-4" onClick={onRetry}>
          {t("checkout.tryAgain")}
        </Button>
      )}
    </div>
  );
}
