import type { RouterContextProvider } from "react-router";
import { data } from "react-router";
import { z } from "zod";
import {
  availabilityForm,
  capacitySchema,
  closeSchema,
  closureSchema,
  monthField,
  weeklySlotSchema,
} from "../../core/availability.ts";
import { formInput } from "../../core/form-input.ts";
import { parseDepartureId } from "../../core/operator.ts";
import { idParamSchema, isoDate } from "../../core/schemas.ts";
import { validate } from "../../core/validation.ts";
import { notFound } from "../../server/errors.ts";
import { availabilityView } from "../../server/modules/operator/availability.ts";
import {
  addWeeklySlot,
  removeWeeklySlot,
  setWeeklyCapacity,
} from "../../server/modules/operator/schedule.ts";
import {
  closeDeparture,
  reopenDeparture,
  setDepartureCapacity,
} from "../../server/modules/operator/departure-changes.ts";
import { addClosure, removeClosure } from "../../server/modules/operator/closures.ts";
import { act, intentInput, orPageNotFound, parseInput } from "../lib/action.server.ts";
import { operatorAreaContext } from "../lib/guards.server.ts";
import { requestLanguage } from "../lib/i18n.server.ts";
import { pageMessages } from "../lib/page-messages.server.ts";
import { availabilityIntents } from "./operator.intents.ts";

// The availability page of one service: its loader reads the month and day from the address
// (?month=YYYY-MM&day=YYYY-MM-DD); its action calls the module functions the
// /api/operator/.../availability routes call, after the same schemas.

type Context = Readonly<RouterContextProvider>;

/** The service id of the address, or the page's 404. */
function serviceIdOf(value: string | undefined) {
  const parsed = validate(idParamSchema, value);
  if (!parsed.ok) throw data(null, { status: 404 });
  return parsed.data;
}

export async function loadAvailability(request: Request, context: Context, serviceParam: string | undefined) {
  const ctx = operatorAreaContext(context);
  const serviceId = serviceIdOf(serviceParam);
  const url = new URL(request.url);
  const asked = validate(monthField, url.searchParams.get("month") ?? undefined);
  const month = asked.ok ? asked.data : undefined;
  const lang = requestLanguage(request);
  const view = await orPageNotFound(availabilityView(ctx, { serviceId, month, lang }));
  const day = validate(isoDate, url.searchParams.get("day") ?? undefined);
  const selected = day.ok && day.data.startsWith(view.month) ? day.data : null;
  const { messages, meta } = pageMessages(request, "availability");
  return { messages, meta: { ...meta, title: `${meta.title}: ${view.service.title}` }, view, selected };
}

const departureSchema = z.object({
  departure: z.string().transform((value, ctx) => {
    const key = parseDepartureId(value);
    if (!key) ctx.addIssue({ code: "custom", message: "departureNotFound" });
    return key!;
  }),
});
const slotIdSchema = z.object({ slotId: idParamSchema });
const closureIdSchema = z.object({ closureId: idParamSchema });

/** The departure a form names, one of this page's service's (another's is not found). */
function departureOf(input: Record<string, unknown>, serviceId: number) {
  const { departure } = parseInput(departureSchema, { departure: input.departure });
  if (departure.serviceId !== serviceId) throw notFound("departureNotFound");
  const { departure: _named, ...rest } = input;
  return { departure, rest };
}

/** Every change the page makes; the answer names the intent, and what the toast says. */
export async function availabilityAction(
  request: Request,
  context: Context,
  serviceParam: string | undefined,
) {
  return act(async () => {
    const ctx = operatorAreaContext(context);
    const serviceId = serviceIdOf(serviceParam);
    const { intent, input: fields } = await intentInput(request, availabilityIntents);
    // A form posts strings (the seats, the weekday, "cancel the bookings"); JSON passes as it is.
    const input = formInput(fields, availabilityForm);
    switch (intent) {
      case "addSlot": {
        const slot = await addWeeklySlot(ctx, { serviceId, ...parseInput(weeklySlotSchema, input) });
        return { intent, weekday: slot.weekday, time: slot.time };
      }
      case "slotCapacity": {
        const { slotId, ...rest } = input;
        const { capacity } = parseInput(capacitySchema, rest);
        const slot = await setWeeklyCapacity(ctx, {
          serviceId,
          ...parseInput(slotIdSchema, { slotId }),
          capacity,
        });
        return { intent, weekday: slot.weekday, time: slot.time };
      }
      case "removeSlot": {
        await removeWeeklySlot(ctx, { serviceId, ...parseInput(slotIdSchema, input) });
        return { intent };
      }
      case "departureCapacity": {
        const { departure, rest } = departureOf(input, serviceId);
        await setDepartureCapacity(ctx, { departure, ...parseInput(capacitySchema, rest) });
        return { intent, time: departure.time };
      }
      case "closeDeparture": {
        const { departure, rest } = departureOf(input, serviceId);
        const { cancelled } = await closeDeparture(ctx, { departure, ...parseInput(closeSchema, rest) });
        return { intent, time: departure.time, cancelled };
      }
      case "reopenDeparture": {
        const { departure } = departureOf(input, serviceId);
        await reopenDeparture(ctx, { departure });
        return { intent, time: departure.time };
      }
      case "addClosure": {
        const { cancelled } = await addClosure(ctx, { serviceId, ...parseInput(closureSchema, input) });
        return { intent, cancelled };
      }
      case "removeClosure": {
        await removeClosure(ctx, { serviceId, ...parseInput(closureIdSchema, input) });
        return { intent };
      }
    }
  });
}
