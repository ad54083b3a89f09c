// A reference for npm run bench: the least a Hono app on @hono/node-server does for a JSON answer,
// on the same Node and machine. Our API routes and /robots.txt are measured against it.
import { serve } from "@hono/node-server";
import { Hono } from "hono";

const port = Number(process.env.PORT ?? 3201);
const service = {
  id: 1,
  slug: "reference",
  title: "A reference answer",
  priceCents: 450000,
  currency: "USD",
};

const app = new Hono();
app.get("/", (c) => c.json(service));

serve({ fetch: app.fetch, port });
