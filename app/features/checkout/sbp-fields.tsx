import { useApp } from "../../components/app-context.tsx";
import { Button } from "../../components/ui/button.tsx";
import { useLazyMessages } from "../../lib/lazy-messages.ts";

/** SBP pays in roubles on the bank's page; in another currency it offers to switch. */
export function SbpFields() {
  const { t } = useLazyMessages("booking");
  const { currency, setPreference } = useApp();
  if (currency === "RUB") return <p className="rounded-xl bg-muted p-3">{t("checkout.sbpNote")}</p>;
  return (
    <div className="rounded-xl bg-muted p-3">
      <p>{t("checkout.sbpRubOnly")}</p>
      <Button
        type="button"
        size="sm"
        variant="outline"
        className="mt-3"
        onClick={() => setPreference("currency", "RUB")}
      >
        {t("checkout.sbpSwitch")}
      </Button>
    </div>
  );
}
