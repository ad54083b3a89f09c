import { z } from "zod";
import { idParamSchema } from "../../../core/schemas.ts";
import { addFavorite, removeFavorite } from "../../../server/modules/favorites/favorites.ts";
import { act, parseInput, readInput } from "../../lib/action.server.ts";
import { settle } from "../../lib/client-action.ts";
import { actionContext } from "../../lib/guards.server.ts";
import type { Route } from "./+types/favorites";
import { favoritesIntents } from "./intents.ts";

const schema = z.object({ intent: z.enum(favoritesIntents), serviceId: idParamSchema });

/** Saves or forgets a favourite; the root's favourite ids revalidate after it. */
export async function action({ request, context }: Route.ActionArgs) {
  return act(async () => {
    const ctx = await actionContext(request, context);
    const { intent, serviceId } = parseInput(schema, await readInput(request));
    if (intent === "add") await addFavorite(ctx, { serviceId });
    else await removeFavorite(ctx, { serviceId });
    return { saved: intent === "add" };
  });
}

/** A server fault or a lost connection becomes a failure the button tells, not an error page. */
export async function clientAction({ serverAction }: Route.ClientActionArgs) {
  return settle(serverAction);
}
