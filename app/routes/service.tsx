import { data, Link } from "react-router";
import { formatMoney } from "../../core/money.ts";
import type { Route } from "./+types/service";
import { loadService } from "./service.server.ts";

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: loaderData ? `${loaderData.service.title} | Peninsula Adventures` : "Service not found" }];
}

export async function loader({ params, context }: Route.LoaderArgs) {
  const service = await loadService(context, params.serviceId);
  if (!service) throw data("Service not found", { status: 404 });
  return { service };
}

export default function Service({ loaderData }: Route.ComponentProps) {
  const { service } = loaderData;
  const open = service.availability.filter((day) => day.timeSlots.some((slot) => slot.available)).length;
  return (
    <article className="space-y-4">
      <Link to="/" className="text-sm underline">
        Back
      </Link>
      <h1 className="text-3xl font-bold">{service.title}</h1>
      <p className="text-stone-600">
        {service.supplier} · {service.location} · {service.duration} · {service.groupSize}
      </p>
      <p className="text-xl font-semibold">{formatMoney(service.priceCents, "USD")}</p>
      <p>{service.description}</p>
      <p className="text-sm">{open} of the next 90 days have free seats.</p>
    </article>
  );
}
