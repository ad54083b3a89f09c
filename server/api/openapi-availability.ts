import {
  capacitySchema,
  closeSchema,
  closureSchema,
  monthQuerySchema,
  weeklySlotSchema,
} from "../../core/availability.ts";
import type { RouteDoc } from "./openapi-routes.ts";

/** Availability of the member's supplier's services: schedule, departures, closed dates, calendar. */
export const availabilityRouteDocs: RouteDoc[] = [
  {
    method: "get",
    path: "/api/operator/services/{serviceId}/availability",
    summary:
      "A service's weekly schedule, closed date ranges and a month (?month=YYYY-MM) of departures per day",
    auth: true,
    query: monthQuerySchema,
    statuses: [200, 400, 401, 404],
  },
  {
    method: "post",
    path: "/api/operator/services/{serviceId}/schedule",
    summary:
      "Add a weekly slot (weekday 0 = Sunday, time HH:MM, capacity); 409 if that weekday has one at that time",
    auth: true,
    body: weeklySlotSchema,
    statuses: [201, 400, 401, 404, 409],
  },
  {
    method: "put",
    path: "/api/operator/services/{serviceId}/schedule/{slotId}",
    summary: "Change a weekly slot's capacity (departures that already have their own capacity keep it)",
    auth: true,
    body: capacitySchema,
    statuses: [200, 400, 401, 404],
  },
  {
    method: "delete",
    path: "/api/operator/services/{serviceId}/schedule/{slotId}",
    summary: "Remove a weekly slot; bookings already made on its departures stay",
    auth: true,
    statuses: [200, 400, 401, 404],
  },
  {
    method: "get",
    path: "/api/operator/services/{serviceId}/closures",
    summary: "The service's closed date ranges",
    auth: true,
    statuses: [200, 400, 401, 404],
  },
  {
    method: "post",
    path: "/api/operator/services/{serviceId}/closures",
    summary:
      "Close a date range; 409 departureHasBookings (with count) unless cancelBookings and a reason: then each booking is cancelled and refunded in full",
    auth: true,
    body: closureSchema,
    statuses: [201, 400, 401, 404, 409],
  },
  {
    method: "delete",
    path: "/api/operator/services/{serviceId}/closures/{closureId}",
    summary: "Remove a closed date range: its days run again",
    auth: true,
    statuses: [200, 400, 401, 404],
  },
  {
    method: "put",
    path: "/api/operator/departures/{departureId}/capacity",
    summary: "Set one departure's capacity; 409 capacityBelowBooked below the seats already booked",
    auth: true,
    body: capacitySchema,
    statuses: [200, 400, 401, 404, 409],
  },
  {
    method: "post",
    path: "/api/operator/departures/{departureId}/close",
    summary:
      "Close one departure; 409 departureHasBookings (with count) unless cancelBookings and a reason: then each booking is cancelled and refunded in full",
    auth: true,
    body: closeSchema,
    statuses: [200, 400, 401, 404, 409],
  },
  {
    method: "post",
    path: "/api/operator/departures/{departureId}/reopen",
    summary: "Put a closed departure back on sale",
    auth: true,
    statuses: [200, 400, 401, 404],
  },
];
