import { CreditCard, Lock, ShieldCheck, TriangleAlert, Wallet } from "lucide-react";
import { useCallback, useEffect, useRef, useState, type FormEvent } from "react";
import { Link, useNavigate, useRevalidator } from "react-router";
import { cvvValid, expiryValid, luhnValid } from "../../../core/cards.ts";
import { formatCountdown } from "../../../core/checkout.ts";
import { PHONE_PATTERN } from "../../../core/fields.ts";
import type { CreatedOrder, Held, HoldProblem } from "../../../core/views.ts";
import { useApp, useMoney } from "../../components/app-context.tsx";
import { toast } from "../../components/toast.tsx";
import { Button, ButtonLink } from "../../components/ui/button.tsx";
import { DialogContent, DialogDescription, DialogRoot, DialogTitle } from "../../components/ui/dialog.tsx";
import { Field, Input } from "../../components/ui/input.tsx";
import { TabsContent, TabsList, TabsRoot, TabsTrigger } from "../../components/ui/tabs.tsx";
import { api } from "../../lib/api.ts";
import { Trans } from "../../lib/i18n-react.tsx";
import { useLazyMessages } from "../../lib/lazy-messages.ts";
import { LineFacts } from "../cart/line-facts.tsx";
import { PENDING_SBP_KEY, type PendingSbp } from "./sbp.ts";

type Method = "card" | "sbp" | "crypto";
type Hold =
  | { state: "holding" }
  | { state: "held"; data: Held; deadline: number }
  | { state: "problems"; problems: HoldProblem[] }
  | { state: "expired" }
  | { state: "failed" };

const newKey = () => `checkout-${crypto.randomUUID()}`;

/** The hold's time left, from the server's own answer, so a wrong device clock does not matter. */
function useCountdown(deadline: number | undefined, onExpire: () => void) {
  const [left, setLeft] = useState(0);
  useEffect(() => {
    if (deadline === undefined) return;
    const tick = () => {
      const seconds = Math.max(0, Math.ceil((deadline - Date.now()) / 1000));
      setLeft(seconds);
      if (seconds === 0) onExpire();
    };
    tick();
    const timer = setInterval(tick, 1000);
    return () => clearInterval(timer);
  }, [deadline, onExpire]);
  return left;
}

/**
 * Checkout: opening it holds the seats of every cart line for 15 minutes (a countdown shows it);
 * the summary, the payment method, the contact details and Pay now. Paying sends one request
 * with an idempotency key, so a double click or a retry books and charges once.
 */
export default function CheckoutDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useLazyMessages("booking");
  const { user, lang, currency, setPreference, openCart } = useApp();
  const money = useMoney();
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const [hold, setHold] = useState<Hold>({ state: "holding" });
  const [method, setMethod] = useState<Method>("card");
  const [wallet, setWallet] = useState<string | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [processing, setProcessing] = useState(false);
  const [done, setDone] = useState<CreatedOrder | null>(null);
  const key = useRef(newKey());

  const takeHold = useCallback(async () => {
    setHold({ state: "holding" });
    const sent = Date.now();
    const res = await api<Held>(`/checkout/hold?lang=${lang}`, { method: "POST" });
    if (res.ok && res.data) {
      const remaining = new Date(res.data.expiresAt).getTime() - new Date(res.data.now).getTime();
      setHold({ state: "held", data: res.data, deadline: sent + remaining });
    } else if (res.status === 409 && Array.isArray(res.body?.problems)) {
      setHold({ state: "problems", problems: res.body.problems as HoldProblem[] });
    } else {
      setHold({ state: "failed" });
    }
  }, [lang]);

  // Opening holds; closing releases the seats and resets the dialog to the payment view.
  useEffect(() => {
    if (!open) return;
    setDone(null);
    setFormError(null);
    setErrors({});
    key.current = newKey();
    void takeHold();
  }, [open, takeHold]);

  const expire = useCallback(() => setHold({ state: "expired" }), []);
  const left = useCountdown(hold.state === "held" ? hold.deadline : undefined, expire);

  function close(next: boolean) {
    if (!next && !done) void api("/checkout/hold", { method: "DELETE" });
    onOpenChange(next);
  }

  function validate(form: FormData) {
    const found: Record<string, string> = {};
    const value = (name: string) => String(form.get(name) ?? "").trim();
    for (const [name, label] of [
      ["name", t("checkout.name")],
      ["phone", t("checkout.phone")],
      ["country", t("checkout.country")],
      ["city", t("checkout.city")],
      ["street", t("checkout.street")],
    ] as const) {
      if (!value(name)) found[name] = t("checkout.required", { field: label });
    }
    if (value("phone") && !PHONE_PATTERN.test(value("phone"))) found.phone = t("checkout.invalid.phone");
    if (method === "card") {
      if (!luhnValid(value("cardNumber"))) found.cardNumber = t("checkout.invalid.cardNumber");
      if (!expiryValid(value("expiry"))) found.expiry = t("checkout.invalid.expiry");
      if (!cvvValid(value("cvv"))) found.cvv = t("checkout.invalid.cvv");
    }
    if (method === "crypto" && !wallet) found.wallet = t("checkout.invalid.wallet");
    return found;
  }

  async function pay(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (hold.state !== "held" || processing || !user) return;
    const form = new FormData(event.currentTarget);
    const found = validate(form);
    setErrors(found);
    setFormError(null);
    if (Object.keys(found).length > 0) return;
    const value = (name: string) => String(form.get(name) ?? "").trim();
    const body = {
      items: hold.data.items.map((item) => ({
        cartItemId: item.id,
        serviceId: item.serviceId,
        dates: { startDate: item.dates.startDate },
        selectedTime: item.selectedTime,
        guests: item.guests,
      })),
      paymentMethod: method,
      currency,
      customerInfo: {
        name: value("name"),
        email: user.email,
        phone: value("phone"),
        address: { street: value("street"), city: value("city"), country: value("country") },
      },
      ...(method === "card"
        ? { card: { number: value("cardNumber"), expiry: value("expiry"), cvv: value("cvv") } }
        : {}),
      ...(method === "crypto" && wallet ? { wallet } : {}),
    };
    if (method === "sbp") {
      // The bank's page is a redirect: the order is sent from there once the payment is confirmed.
      const pending: PendingSbp = { body, idempotencyKey: key.current, returnTo: window.location.pathname };
      sessionStorage.setItem(PENDING_SBP_KEY, JSON.stringify(pending));
      onOpenChange(false);
      void navigate(`/checkout/sbp?amount=${hold.data.totalCents}`);
      return;
    }
    setProcessing(true);
    const res = await api<CreatedOrder>("/bookings", {
      method: "POST",
      body,
      headers: { "Idempotency-Key": key.current },
    });
    setProcessing(false);
    if (res.ok && res.data) {
      setDone(res.data);
      toast.success(t("checkout.success"));
      void revalidator.revalidate();
      return;
    }
    // A definite answer: the next attempt is a new request with its own key.
    if (res.status !== 0) key.current = newKey();
    const field = res.error?.split(":")[0] ?? "";
    if (res.status === 402) setFormError(t("checkout.declined"));
    else if (res.status === 409) setFormError(t("checkout.seatsGone"));
    else if (res.status === 400 && field.startsWith("card.")) {
      const name = { "card.number": "cardNumber", "card.expiry": "expiry", "card.cvv": "cvv" }[field];
      if (name) setErrors({ [name]: t(`checkout.invalid.${name}`) });
      else setFormError(t("checkout.failed"));
    } else if (res.status === 0) setFormError(t("checkout.paymentFailed"));
    else setFormError(t("checkout.failed"));
  }

  const held = hold.state === "held" ? hold.data : null;
  const fieldProps = (name: string) => ({
    id: `checkout-${name}`,
    name,
    "aria-invalid": errors[name] ? true : undefined,
    "aria-describedby": errors[name] ? `checkout-${name}-error` : undefined,
  });

  return (
    <DialogRoot open={open} onOpenChange={close}>
      <DialogContent size="lg" closeLabel={t("common:actions.close")}>
        {done ? (
          <div className="py-6 text-center">
            <ShieldCheck className="mx-auto size-14 text-success" aria-hidden />
            <DialogTitle className="mt-4 font-display text-2xl font-semibold">
              {t("checkout.successTitle")}
            </DialogTitle>
            <DialogDescription className="mx-auto mt-3 max-w-md text-muted-foreground">
              {t("checkout.successText", { reference: done.order.reference })}
            </DialogDescription>
            <div className="mt-6 flex flex-wrap justify-center gap-3">
              <ButtonLink
                to={`/orders/${done.order.reference}`}
                variant="outline"
                onClick={() => onOpenChange(false)}
              >
                {t("checkout.viewReceipt")}
              </ButtonLink>
              <ButtonLink to="/dashboard/bookings" onClick={() => onOpenChange(false)}>
                {t("checkout.goToBookings")}
              </ButtonLink>
              <ButtonLink to="/services" variant="ghost" onClick={() => onOpenChange(false)}>
                {t("checkout.continue")}
              </ButtonLink>
            </div>
          </div>
        ) : (
          <>
            <div className="flex flex-wrap items-center gap-3 pr-10">
              <DialogTitle className="font-display text-2xl font-semibold">{t("checkout.title")}</DialogTitle>
              <span className="rounded-full bg-amber-400/20 px-2.5 py-0.5 text-xs font-bold text-amber-800 dark:text-amber-300">
                {t("checkout.testMode")}
              </span>
            </div>
            <DialogDescription className="mt-1 text-sm text-muted-foreground">
              {t("checkout.testModeNote")}
            </DialogDescription>

            {hold.state === "holding" ? (
              <p role="status" className="mt-6 text-sm text-muted-foreground">
                {t("checkout.holding")}
              </p>
            ) : hold.state === "problems" ? (
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
                <Button
                  variant="outline"
                  className="mt-4"
                  onClick={() => {
                    onOpenChange(false);
                    openCart();
                  }}
                >
                  {t("checkout.backToCart")}
                </Button>
              </div>
            ) : hold.state === "expired" || hold.state === "failed" ? (
              <div className="mt-6 rounded-2xl border border-danger/40 bg-danger/10 p-4" role="alert">
                <p className="flex items-center gap-2 font-semibold">
                  <TriangleAlert className="size-5" aria-hidden />
                  {hold.state === "expired" ? t("checkout.holdExpired") : t("checkout.failed")}
                </p>
                <Button className="mt-4" onClick={() => void takeHold()}>
                  {t("checkout.tryAgain")}
                </Button>
              </div>
            ) : held ? (
              <form
                className="mt-6 grid gap-8 md:grid-cols-[1fr_18rem]"
                onSubmit={(e) => void pay(e)}
                noValidate
              >
                <div className="space-y-6">
                  <p
                    className="flex items-center gap-2 rounded-xl bg-accent-soft px-3 py-2 text-sm font-semibold text-accent"
                    role="timer"
                    aria-live="off"
                  >
                    <Lock className="size-4" aria-hidden />
                    {t("checkout.heldFor", { time: formatCountdown(left) })}
                  </p>
                  <fieldset>
                    <legend className="mb-3 font-semibold">{t("checkout.payment")}</legend>
                    <TabsRoot value={method} onValueChange={(v) => setMethod(v as Method)}>
                      <TabsList>
                        <TabsTrigger value="card">
                          <CreditCard className="mr-1.5 inline size-4" aria-hidden />
                          {t("checkout.methods.card")}
                        </TabsTrigger>
                        <TabsTrigger value="sbp">{t("checkout.methods.sbp")}</TabsTrigger>
                        <TabsTrigger value="crypto">
                          <Wallet className="mr-1.5 inline size-4" aria-hidden />
                          {t("checkout.methods.crypto")}
                        </TabsTrigger>
                      </TabsList>
                      <TabsContent value="card" className="mt-4 grid grid-cols-2 gap-4">
                        <div className="col-span-2">
                          {" "}
                          <Field
                            id="checkout-cardNumber"
                            label={t("checkout.cardNumber")}
                            error={errors.cardNumber}
                          >
                            <Input
                              {...fieldProps("cardNumber")}
                              inputMode="numeric"
                              autoComplete="cc-number"
                              placeholder="4242 4242 4242 4242"
                            />
                          </Field>
                        </div>
                        <Field id="checkout-expiry" label={t("checkout.expiry")} error={errors.expiry}>
                          <Input {...fieldProps("expiry")} autoComplete="cc-exp" placeholder="MM/YY" />
                        </Field>
                        <Field id="checkout-cvv" label={t("checkout.cvv")} error={errors.cvv}>
                          <Input
                            {...fieldProps("cvv")}
                            inputMode="numeric"
                            autoComplete="cc-csc"
                            placeholder="123"
                          />
                        </Field>
                      </TabsContent>
                      <TabsContent value="sbp" className="mt-4 text-sm">
                        {currency === "RUB" ? (
                          <p className="rounded-xl bg-muted p-3">{t("checkout.sbpNote")}</p>
                        ) : (
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
                        )}
                      </TabsContent>
                      <TabsContent value="crypto" className="mt-4 text-sm">
                        <p className="rounded-xl bg-muted p-3">{t("checkout.cryptoNote")}</p>
                        {wallet ? (
                          <p className="mt-3 font-semibold text-success">
                            {t("checkout.walletConnected", {
                              address: `${wallet.slice(0, 6)}…${wallet.slice(-4)}`,
                            })}
                          </p>
                        ) : (
                          <Button
                            type="button"
                            variant="outline"
                            className="mt-3"
                            onClick={() => {
                              const bytes = crypto.getRandomValues(new Uint8Array(20));
                              setWallet(
                                `0x${[...bytes].map((b) => b.toString(16).padStart(2, "0")).join("")}`,
                              );
                              setErrors((e) => ({ ...e, wallet: "" }));
                            }}
                          >
                            <Wallet aria-hidden />
                            {t("checkout.connectWallet")}
                          </Button>
                        )}
                        {errors.wallet ? <p className="mt-2 text-danger">{errors.wallet}</p> : null}
                      </TabsContent>
                    </TabsRoot>
                  </fieldset>
                  <fieldset className="grid gap-4 sm:grid-cols-2">
                    <legend className="mb-3 font-semibold">{t("checkout.contact")}</legend>
                    <Field id="checkout-name" label={t("checkout.name")} error={errors.name}>
                      <Input
                        {...fieldProps("name")}
                        autoComplete="name"
                        defaultValue={user?.name ?? ""}
                        required
                      />
                    </Field>
                    <Field id="checkout-email" label={t("checkout.email")}>
                      <Input id="checkout-email" type="email" value={user?.email ?? ""} disabled readOnly />
                    </Field>
                    <Field id="checkout-phone" label={t("checkout.phone")} error={errors.phone}>
                      <Input {...fieldProps("phone")} type="tel" autoComplete="tel" required />
                    </Field>
                    <Field id="checkout-country" label={t("checkout.country")} error={errors.country}>
                      <Input {...fieldProps("country")} autoComplete="country-name" required />
                    </Field>
                    <Field id="checkout-city" label={t("checkout.city")} error={errors.city}>
                      <Input {...fieldProps("city")} autoComplete="address-level2" required />
                    </Field>
                    <Field id="checkout-street" label={t("checkout.street")} error={errors.street}>
                      <Input {...fieldProps("street")} autoComplete="street-address" required />
                    </Field>
                  </fieldset>
                </div>
                <aside className="space-y-4">
                  <h3 className="font-semibold">{t("checkout.summary")}</h3>
                  <ul className="space-y-3 text-sm">
                    {held.items.map((item) => (
                      <li key={item.id} className="rounded-xl border p-3">
                        <p className="font-semibold">{item.title}</p>
                        <LineFacts item={item} guests />
                        <p className="mt-1 text-right font-semibold">{money(item.totalCents)}</p>
                      </li>
                    ))}
                  </ul>
                  <dl className="space-y-1.5 text-sm">
                    <div className="flex justify-between">
                      <dt>{t("checkout.subtotal")}</dt>
                      <dd>{money(held.subtotalCents)}</dd>
                    </div>
                    <div className="flex justify-between text-muted-foreground">
                      <dt>{t("checkout.serviceFee")}</dt>
                      <dd>{money(held.serviceFeeCents)}</dd>
                    </div>
                    <div className="flex justify-between text-muted-foreground">
                      <dt>{t("checkout.taxes")}</dt>
                      <dd>{money(held.taxesCents)}</dd>
                    </div>
                    {held.discountCents > 0 ? (
                      <div className="flex justify-between text-success">
                        <dt>{t("checkout.discount")}</dt>
                        <dd>−{money(held.discountCents)}</dd>
                      </div>
                    ) : null}
                    <div className="flex justify-between border-t pt-2 text-base font-bold">
                      <dt>{t("checkout.total")}</dt>
                      <dd data-testid="checkout-total">{money(held.totalCents)}</dd>
                    </div>
                  </dl>
                  <p className="flex gap-2 text-xs text-muted-foreground">
                    <Lock className="size-3.5 shrink-0" aria-hidden />
                    {t("checkout.secureNote")}
                  </p>
                  <p className="text-xs text-muted-foreground">
                    <Trans
                      t={t}
                      i18nKey="checkout.terms"
                      components={{
                        terms: <Link to="/terms" className="underline" onClick={() => close(false)} />,
                        privacy: <Link to="/privacy" className="underline" onClick={() => close(false)} />,
                      }}
                    />
                  </p>
                  {formError ? (
                    <p className="rounded-xl bg-danger/10 p-3 text-sm font-medium text-danger" role="alert">
                      {formError}
                    </p>
                  ) : null}
                  <Button
                    type="submit"
                    size="lg"
                    className="w-full"
                    disabled={
                      processing || held.items.length === 0 || (method === "sbp" && currency !== "RUB")
                    }
                  >
                    {processing
                      ? t("checkout.processing")
                      : t("checkout.pay", { total: money(held.totalCents) })}
                  </Button>
                </aside>
              </form>
            ) : null}
          </>
        )}
      </DialogContent>
    </DialogRoot>
  );
}
