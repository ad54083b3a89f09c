import { coins } from "../../../core/crypto-coins.ts";
import { useLazyMessages } from "../../lib/lazy-messages.ts";
import { fieldNames } from "./order-input.ts";

/**
 * Crypto: the traveller chooses the coin; Pay now asks the payment provider for the payment (the
 * amount in the coin, the address, the expiry), which its own page then shows.
 */
export function CryptoFields() {
  const { t } = useLazyMessages("booking");
  return (
    <>
      <p className="rounded-xl bg-muted p-3">{t("checkout.cryptoNote")}</p>
      <fieldset className="mt-3">
        <legend className="font-semibold">{t("checkout.coin")}</legend>
        <div className="mt-2 flex flex-wrap gap-2">
          {coins.map((coin, index) => (
            <label
              key={coin}
              className="flex cursor-pointer items-center gap-2 rounded-xl border px-3 py-2 has-[:checked]:border-accent has-[:checked]:bg-accent-soft"
            >
              <input type="radio" name={fieldNames.coin} value={coin} defaultChecked={index === 0} />
              {t(`checkout.coins.${coin}`)}
            </label>
          ))}
        </div>
      </fieldset>
    </>
  );
}
