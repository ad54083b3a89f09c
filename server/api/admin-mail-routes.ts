import { Hono } from "hono";
import { adminMailQuerySchema } from "../../core/admin-mail.ts";
import { idParamSchema } from "../../core/schemas.ts";
import { listMails, mailDetail, retryMail } from "../modules/admin/mail.ts";
import { ok, parse, parseParam, type ApiContext } from "./http.ts";
import type { SignedInEnv } from "./guards.ts";

// The admin's view of the platform's mail: the list, one mail as rendered, and sending a failed
// one again. Anyone but a platform admin gets 404, as if it did not exist.

const mailId = (c: ApiContext) => parseParam("mailId", idParamSchema, c.req.param("mailId"));

export const adminMailRoutes = new Hono<SignedInEnv>()
  .get("/mail", async (c) => {
    const query = parse(adminMailQuerySchema, c.req.query());
    return ok(c, await listMails(c.var.services.db, query));
  })
  .get("/mail/:mailId", async (c) => {
    return ok(c, await mailDetail(c.var.services.db, mailId(c)));
  })
  .post("/mail/:mailId/retry", async (c) => {
    const id = mailId(c);
    const { db, now } = c.var.services;
    return ok(c, await retryMail(db, id, now()));
  });
