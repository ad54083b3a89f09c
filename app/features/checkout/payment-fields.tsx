import { CreditCard, Wallet } from "lucide-react";
import type { Problem } from "../../../core/errors.ts";
import { paymentMethods, type PaymentMethod } from "../../../core/schemas.ts";
import { TabsContent, TabsList, TabsRoot, TabsTrigger } from "../../components/ui/tabs.tsx";
import { useLazyMessages } from "../../lib/lazy-messages.ts";
import { CardFields } from "./card-fields.tsx";
import { CryptoFields } from "./crypto-fields.tsx";
import { SbpFields } from "./sbp-fields.tsx";

const icons = { card: CreditCard, sbp: null, crypto: Wallet };

/** The payment method's tabs, each with its own fields. */
export function PaymentFields({
  method,
  onMethodChange,
  problems,
}: {
  method: PaymentMethod;
  onMethodChange: (method: PaymentMethod) => void;
  problems: Record<string, Problem>;
}) {
  const { t } = useLazyMessages("booking");
  return (
    <fieldset>
      <legend className="mb-3 font-semibold">{t("checkout.payment")}</legend>
      <TabsRoot value={method} onValueChange={(value) => onMethodChange(value as PaymentMethod)}>
        <TabsList>
          {paymentMethods.map((name) => {
            const Icon = icons[name];
            return (
              <TabsTrigger key={name} value={name}>
                {Icon ? <Icon className="mr-1.5 inline size-4" aria-hidden /> : null}
                {t(`checkout.methods.${name}`)}
              </TabsTrigger>
            );
          })}
        </TabsList>
        <TabsContent value="card" className="mt-4">
          <CardFields problems={problems} />
        </TabsContent>
        <TabsContent value="sbp" className="mt-4 text-sm">
          <SbpFields />
        </TabsContent>
        <TabsContent value="crypto" className="mt-4 text-sm">
          <CryptoFields />
        </TabsContent>
      </TabsRoot>
    </fieldset>
  );
}
