import type { ComponentProps } from "react";
import { useRouteMessages } from "../../lib/use-messages.ts";
import { NotificationList } from "./notification-list.tsx";

/** The notifications page's body, in the dashboard and in the console alike: its words, then the list. */
export function NotificationsPage({
  messages,
  items,
  total,
  unread,
  now,
  moreHref,
}: ComponentProps<typeof NotificationList> & { messages: string }) {
  useRouteMessages("notifications", messages);
  return <NotificationList items={items} total={total} unread={unread} now={now} moreHref={moreHref} />;
}
