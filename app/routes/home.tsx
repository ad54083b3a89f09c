import { Link } from "react-router";
import { formatMoney } from "../../core/money.ts";
import type { Route } from "./+types/home";
import { listServices } from "./home.server.ts";

export function meta() {
  return [
    { title: "Peninsula Adventures: guided wilderness trips" },
    {
      name: "description",
      content: "Book guided hunting, fishing, recreation and tours on a volcanic peninsula.",
    },
  ];
}

export async function loader({ context }: Route.LoaderArgs) {
  return { services: await listServices(context) };
}

export default function Home({ loaderData }: Route.ComponentProps) {
  return (
    <section>
      <h1 className="mb-6 text-3xl font-bold">Adventures</h1>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {loaderData.services.map((service) => (
          <li key={service.id} className="rounded-lg border border-stone-200 bg-white p-4">
            <Link to={`/service/${service.id}`} className="font-semibold underline">
              {service.title}
            </Link>
            <p className="text-sm text-stone-600">
              {service.location} · {service.duration}
            </p>
            <p className="mt-2 font-medium">{formatMoney(service.priceCents, "USD")}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
