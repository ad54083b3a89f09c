import { Hono } from "hono";
import { cardSchema } from "../../core/schemas.ts";
import { limits } from "../modules/limits/limits.ts";
import { createSandboxToken } from "../modules/payment/provider.ts";
import { jsonBody, limit, ok, parse } from "./http.ts";
import { signedIn, type SignedInEnv } from "./guards.ts";

/**
 * The sandbox provider's tokenisation endpoint. A real provider's lives on its own servers and the
 * browser talks to it directly; this one is on ours for test mode, but apart from the order API:
 * the card goes here, the order API gets only the token (decision 015).
 */
export const paymentRoutes = new Hono<SignedInEnv>()
  .use("/payments/*", signedIn)
  .post("/payments/sandbox/tokens", async (c) => {
    const user = c.var.user;
    const { db, now } = c.var.services;
    await limit(c, limits.cardToken);
    const card = parse(cardSchema, await jsonBody(c));
    return ok(c, await createSandboxToken(db, card, user.id, now()), 201);
  });
