import { Wallet } from "lucide-react";
import { Button } from "../../components/ui/button.tsx";
import { useLazyMessages } from "../../lib/lazy-messages.ts";

/** A simulated wallet: connecting makes up an address, which the payment carries. */
const madeUpAddress = () =>
  `0x${[...crypto.getRandomValues(new Uint8Array(20))].map((b) => b.toString(16).padStart(2, "0")).join("")}`;

export function CryptoFields({
  wallet,
  onConnect,
  error,
}: {
  wallet: string | null;
  onConnect: (address: string) => void;
  error?: string;
}) {
  const { t } = useLazyMessages("booking");
  return (
    <>
      <p className="rounded-xl bg-muted p-3">{t("checkout.cryptoNote")}</p>
      {wallet ? (
        <p className="mt-3 font-semibold text-success">
          {t("checkout.walletConnected", { address: `${wallet.slice(0, 6)}…${wallet.slice(-4)}` })}
        </p>
      ) : (
        <Button
          type="button"
          variant="outline"
          className="mt-3"
          aria-describedby={error ? "checkout-wallet-error" : undefined}
          onClick={() => onConnect(madeUpAddress())}
        >
          <Wallet aria-hidden />
          {t("checkout.connectWallet")}
        </Button>
      )}
      {error && !wallet ? (
        <p id="checkout-wallet-error" className="mt-2 text-danger">
          {error}
        </p>
      ) : null}
    </>
  );
}
