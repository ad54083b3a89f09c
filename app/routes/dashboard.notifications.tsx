import { NotificationsPage } from "../features/notifications/notifications-page.tsx";
import { settle } from "../lib/client-action.ts";
import { privatePage } from "../lib/seo.ts";
import type { Route } from "./+types/dashboard.notifications";

/** Its own title; signed out (no loader of ours ran), the dashboard's. */
export function meta({ loaderData, matches }: Route.MetaArgs) {
  if (loaderData) return privatePage(loaderData.meta.title);
  return matches.find((match) => match?.id === "routes/dashboard")?.meta ?? [];
}

export { loader, action } from "./notifications.server.ts";

export async function clientAction({ serverAction }: Route.ClientActionArgs) {
  return settle(serverAction);
}

/** The traveller's notifications: what the bell counts. */
export default function DashboardNotifications({ loaderData }: Route.ComponentProps) {
  return <NotificationsPage {...loaderData} />;
}
