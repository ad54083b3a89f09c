import { Building2, ChevronRight, Mail } from "lucide-react";
import { Link } from "react-router";
import { EmptyState } from "../components/empty-state.tsx";
import { CreateSupplier } from "../features/admin/supplier-form.tsx";
import { SupplierStatusBadge } from "../features/admin/supplier-panels.tsx";
import { settle } from "../lib/client-action.ts";
import { useTranslation } from "../lib/i18n-react.tsx";
import type { Route } from "./+types/admin.suppliers";
import { loadSuppliers, suppliersAction } from "./admin.server.ts";

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadSuppliers(request, context);
}

/** A new supplier. */
export async function action({ request, context }: Route.ActionArgs) {
  return suppliersAction(request, context);
}

export async function clientAction({ serverAction }: Route.ClientActionArgs) {
  return settle(serverAction);
}

/** Every supplier: status, services, owners; each opens its page. */
export default function AdminSuppliers({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("admin");
  const { suppliers } = loaderData;
  return (
    <section aria-labelledby="suppliers-title">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="max-w-3xl">
          <h2 id="suppliers-title" className="font-display text-xl font-semibold sm:text-2xl">
            {t("suppliers.title")}
          </h2>
          <p className="mt-1 text-sm text-muted-foreground">{t("suppliers.intro")}</p>
        </div>
        <CreateSupplier />
      </div>
      {suppliers.length === 0 ? (
        <EmptyState className="mt-8" icon={Building2} text={t("suppliers.empty")} />
      ) : (
        <ul className="mt-6 divide-y rounded-2xl border bg-card shadow-sm">
          {suppliers.map((supplier) => (
            <li key={supplier.id}>
              <Link
                to={`/admin/suppliers/${supplier.id}`}
                prefetch="intent"
                className="flex items-center gap-3 p-4 hover:bg-muted/50 focus-visible:outline-2 focus-visible:outline-ring sm:gap-4 sm:p-5"
              >
                <div className="min-w-0 flex-1">
                  <div className="flex flex-wrap items-center gap-2">
                    <span className="font-semibold break-words">
                      <span className="sr-only">{t("suppliers.open", { name: supplier.name })}: </span>
                      <span aria-hidden>{supplier.name}</span>
                    </span>
                    <SupplierStatusBadge status={supplier.status} />
                  </div>
                  <p className="mt-1 text-sm text-muted-foreground">
                    {t("suppliers.services", { count: supplier.servicesCount })}
                    {supplier.servicesCount > 0
                      ? ` · ${t("suppliers.live", { count: supplier.liveServices })}`
                      : ""}
                  </p>
                  <p className="mt-1 text-sm break-words">
                    <span className="text-muted-foreground">{t("suppliers.owners")}: </span>
                    {supplier.owners.length > 0
                      ? supplier.owners.map((owner) => `${owner.name} (${owner.email})`).join(", ")
                      : t("suppliers.noOwner")}
                  </p>
                  {supplier.pendingInvitations > 0 ? (
                    <p className="mt-1 flex items-center gap-1.5 text-sm text-accent">
                      <Mail className="size-3.5" aria-hidden />
                      {t("suppliers.invited", { count: supplier.pendingInvitations })}
                    </p>
                  ) : null}
                </div>
                <ChevronRight className="size-5 shrink-0 text-muted-foreground" aria-hidden />
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
