import { BackLink } from "../components/back-link.tsx";
import { EmptyState } from "../components/empty-state.tsx";
import { ImageManager } from "../features/operator/services/images.tsx";
import { PricingForm } from "../features/operator/services/pricing-form.tsx";
import { ServiceForm } from "../features/operator/services/service-form.tsx";
import { StatusBadge, StatusPanel } from "../features/operator/services/status-panel.tsx";
import { consoleTitle } from "../features/operator/page-title.ts";
import { settle } from "../lib/client-action.ts";
import { useTranslation } from "../lib/i18n-react.tsx";
import { privatePage } from "../lib/seo.ts";
import { useRouteMessages } from "../lib/use-messages.ts";
import type { Route } from "./+types/operator.service-edit";
import { loadServiceEditor, newServiceAction, serviceEditorAction } from "./operator.services.server.ts";

// One module for /operator/services/new (no serviceId) and /operator/services/:serviceId.

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return privatePage(consoleTitle(loaderData?.meta.title, matches));
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  return loadServiceEditor(request, context, "serviceId" in params ? params.serviceId : undefined);
}

/** A new service is created as a draft; an existing one takes the editor's changes by intent. */
export async function action({ request, context, params }: Route.ActionArgs) {
  const serviceId = "serviceId" in params ? params.serviceId : undefined;
  return serviceId === undefined
    ? newServiceAction(request, context)
    : serviceEditorAction(request, context, serviceId);
}

export async function clientAction({ serverAction }: Route.ClientActionArgs) {
  return settle(serverAction);
}

/** Every field of a service in en/ru/de, its photos, its prices, its status and instant confirmation. */
export default function OperatorServiceEditor({ loaderData }: Route.ComponentProps) {
  useRouteMessages("serviceEditor", loaderData.messages);
  useRouteMessages("pricingEditor", loaderData.pricingMessages);
  const { t } = useTranslation("serviceEditor");
  const { service } = loaderData;
  return (
    <div>
      <BackLink to="/operator/services">{t("editor.back")}</BackLink>
      <div className="mt-3 flex flex-wrap items-center gap-2">
        <h2 className="font-display text-xl font-semibold break-words sm:text-2xl">
          {service ? service.content.en.title : t("editor.newTitle")}
        </h2>
        {service ? <StatusBadge status={service.status} /> : null}
      </div>
      {service ? null : (
        <p className="mt-1 max-w-3xl text-sm text-muted-foreground">{t("editor.newIntro")}</p>
      )}
      <div
        className={
          service
            ? "mt-6 grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start"
            : "mt-6 grid max-w-4xl gap-6"
        }
      >
        <div className="min-w-0 space-y-6">
          <ServiceForm key={service?.id ?? "new"} service={service} />
          {service && loaderData.pricing ? (
            <PricingForm key={`pricing-${service.id}`} pricing={loaderData.pricing} />
          ) : null}
          {service ? (
            <ImageManager images={service.images} />
          ) : (
            <EmptyState size="section" text={t("images.saveFirst")} />
          )}
        </div>
        {service ? (
          <div className="order-first lg:sticky lg:top-20 lg:order-none">
            <StatusPanel service={service} />
          </div>
        ) : null}
      </div>
    </div>
  );
}
