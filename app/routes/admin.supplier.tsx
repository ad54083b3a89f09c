import { BackLink } from "../components/back-link.tsx";
import { EditSupplier } from "../features/admin/supplier-form.tsx";
import {
  Panel,
  SupplierInvitations,
  SupplierServices,
  SupplierStatus,
  SupplierStatusBadge,
  SupplierTeam,
} from "../features/admin/supplier-panels.tsx";
import { settle } from "../lib/client-action.ts";
import { useTranslation } from "../lib/i18n-react.tsx";
import type { Route } from "./+types/admin.supplier";
import { loadSupplier, supplierAction } from "./admin.server.ts";

export async function loader({ request, context, params }: Route.LoaderArgs) {
  return loadSupplier(request, context, params.supplierId);
}

/** Edit, suspend or reactivate, invite the owner (the intent says which). */
export async function action({ request, context, params }: Route.ActionArgs) {
  return supplierAction(request, context, params.supplierId);
}

export async function clientAction({ serverAction }: Route.ClientActionArgs) {
  return settle(serverAction);
}

/** One supplier: its status, details, services, team and the owner's invitation. */
export default function AdminSupplier({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("admin");
  const { supplier } = loaderData;
  return (
    <div>
      <BackLink to="/admin/suppliers">{t("supplier.back")}</BackLink>
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <h2 className="font-display text-xl font-semibold break-words sm:text-2xl">{supplier.name}</h2>
        <SupplierStatusBadge status={supplier.status} />
      </div>
      <div className="mt-6 grid gap-6 lg:grid-cols-2">
        <div className="space-y-6">
          <Panel id="supplier-status" title={t("supplier.statusTitle")}>
            <SupplierStatus supplier={supplier} />
          </Panel>
          <Panel id="supplier-details" title={t("form.editTitle")}>
            {/* A fresh form when the saved values change (another tab, a revalidation). */}
            <EditSupplier
              key={`${supplier.name}|${supplier.email}|${supplier.phone}|${supplier.responseTimeHours}`}
              supplier={{
                name: supplier.name,
                email: supplier.email,
                phone: supplier.phone,
                responseTimeHours: String(supplier.responseTimeHours),
              }}
            />
          </Panel>
        </div>
        <div className="space-y-6">
          <Panel id="supplier-services" title={t("supplier.servicesTitle")}>
            <SupplierServices supplier={supplier} />
          </Panel>
          <Panel id="supplier-team" title={t("supplier.teamTitle")}>
            <SupplierTeam supplier={supplier} />
          </Panel>
          <Panel id="supplier-invite" title={t("supplier.inviteTitle")}>
            <SupplierInvitations supplier={supplier} />
          </Panel>
        </div>
      </div>
    </div>
  );
}
