import { asc, count, desc, eq, or } from "drizzle-orm";
import type { AdminNewsletter, AdminNewsletterDetail, NewsletterInput } from "../../../core/newsletters.ts";
import type { NotificationEvent } from "../../../core/notifications.ts";
import type { Language } from "../../../core/preferences.ts";
import type { Executor } from "../../db/client.ts";
import { newsletters, outbox, profiles, user } from "../../db/schema.ts";
import { conflict, notFound } from "../../errors.ts";
import { audit } from "./audit.ts";
import type { UseCaseContext } from "../context.ts";
import { eventKey } from "../notifications/outbox.ts";
import { renderMail } from "../notifications/render.tsx";
import { unsubscribeUrl } from "../notifications/unsubscribe.ts";

// The admin's newsletters: "Offers and news" on the settings page decides who gets them. An admin
// writes one in every language, reads it as its readers will, and sends it once. Sending writes
// one outbox event per account that opted in (by e-mail or in the app); the job runner mails each
// in the account's language with List-Unsubscribe, and adds the in-app entry, each only where that
// account's switch is still on when it delivers. A newsletter is never sent twice (409).

/** Outbox rows written per insert when a newsletter goes out. */
const SEND_BATCH = 500;

/** Accounts that asked for news: by e-mail, in the app, or both. */
const optedIn = or(eq(profiles.notifyMarketing, true), eq(profiles.inAppMarketing, true));

const audienceCount = async (db: Executor) => {
  const [row] = await db
    .select({ n: count() })
    .from(profiles)
    .innerJoin(user, eq(user.id, profiles.userId))
    .where(optedIn);
  return row?.n ?? 0;
};

type Row = typeof newsletters.$inferSelect;

const view = (row: Row): AdminNewsletter => ({
  id: row.id,
  subject: row.subject,
  status: row.sentAt ? "sent" : "draft",
  recipients: row.recipients,
  createdAt: row.createdAt.toISOString(),
  sentAt: row.sentAt?.toISOString() ?? null,
});

/** Every newsletter, newest first: drafts and sent ones with their recipients. */
export async function listNewsletters(ctx: UseCaseContext): Promise<AdminNewsletter[]> {
  const rows = await ctx.services.db
    .select()
    .from(newsletters)
    .orderBy(desc(newsletters.createdAt), desc(newsletters.id));
  return rows.map(view);
}

/** A new draft, as the admin wrote it (parsed by the caller with newsletterSchema). */
export async function createNewsletter(ctx: UseCaseContext, input: NewsletterInput): Promise<{ id: number }> {
  return ctx.services.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(newsletters)
      .values({ subject: input.subject, body: input.body, createdBy: ctx.actor.id, createdAt: ctx.now })
      .returning({ id: newsletters.id });
    const id = row!.id;
    await audit(tx, ctx, {
      action: "newsletterCreated",
      target: { type: "newsletter", id },
      details: { subject: input.subject.en },
    });
    return { id };
  });
}

/**
 * One newsletter, and its mail as the readers of `lang` get it (addressed to the admin, with the
 * admin's own unsubscribe link in the footer); 404 newsletterNotFound.
 */
export async function newsletterDetail(
  ctx: UseCaseContext,
  input: { newsletterId: number; lang: Language },
): Promise<AdminNewsletterDetail> {
  const { db, env } = ctx.services;
  const [row] = await db.select().from(newsletters).where(eq(newsletters.id, input.newsletterId));
  if (!row) throw notFound("newsletterNotFound");
  const { lang } = input;
  const mail = await renderMail(
    {
      kind: "newsletter",
      name: ctx.actor.name,
      subject: row.subject[lang],
      body: row.body[lang],
      link: env.baseUrl,
    },
    {
      locale: lang,
      baseUrl: env.baseUrl,
      unsubscribeUrl: unsubscribeUrl(env.baseUrl, env.authSecret, ctx.actor.id, "marketing"),
    },
  );
  return {
    ...view(row),
    body: row.body,
    audience: await audienceCount(db),
    preview: { lang, subject: mail.subject, html: mail.html },
  };
}

/**
 * Sends a draft to every account opted in to news now: one outbox event each (its key names the
 * newsletter and the account, so nobody is written to twice), and the newsletter marked sent with
 * that count, in one transaction. The row is locked first: of two sends at once, the second finds
 * it sent. A sent newsletter answers 409 newsletterAlreadySent; an unknown one 404.
 */
export async function sendNewsletter(
  ctx: UseCaseContext,
  input: { newsletterId: number },
): Promise<{ id: number; recipients: number }> {
  const { now } = ctx;
  return ctx.services.db.transaction(async (tx) => {
    const [row] = await tx
      .select({ id: newsletters.id, sentAt: newsletters.sentAt })
      .from(newsletters)
      .where(eq(newsletters.id, input.newsletterId))
      .for("update");
    if (!row) throw notFound("newsletterNotFound");
    if (row.sentAt) throw conflict("newsletterAlreadySent");
    const audience = await tx
      .select({ userId: profiles.userId })
      .from(profiles)
      .innerJoin(user, eq(user.id, profiles.userId))
      .where(optedIn)
      .orderBy(asc(profiles.userId));
    for (let i = 0; i < audience.length; i += SEND_BATCH) {
      const events = audience
        .slice(i, i + SEND_BATCH)
        .map(({ userId }): NotificationEvent => ({ kind: "newsletter", newsletterId: row.id, userId }));
      await tx
        .insert(outbox)
        .values(
          events.map((event) => ({
            key: eventKey(event),
            kind: event.kind,
            event,
            runAt: now,
            createdAt: now,
          })),
        )
        .onConflictDoNothing({ target: outbox.key });
    }
    await tx
      .update(newsletters)
      .set({ sentAt: now, sentBy: ctx.actor.id, recipients: audience.length })
      .where(eq(newsletters.id, row.id));
    await audit(tx, ctx, {
      action: "newsletterSent",
      target: { type: "newsletter", id: row.id },
      details: { recipients: audience.length },
    });
    return { id: row.id, recipients: audience.length };
  });
}
