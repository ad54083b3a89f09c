import { randomInt } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Preferences } from "../../../core/preferences.ts";
import { randomCode } from "../../../core/reference.ts";
import type { NotificationCategory } from "../../../core/notifications.ts";
import {
  notificationChannels,
  type NotificationChannel,
  type ProfileUpdateInput,
} from "../../../core/schemas.ts";
import type { ProfileView } from "../../../core/views.ts";
import type { Executor } from "../../db/client.ts";
import { profiles, user } from "../../db/schema.ts";
import { notFound } from "../../errors.ts";
import type { SessionContext, UseCaseContext } from "../context.ts";

const referralCode = () => randomCode(8, randomInt);

/** Every user gets a profile with preferences and a referral code when the account is made. */
export async function ensureProfile(
  db: Executor,
  userId: string,
  preset: { referralCode?: string; preferences?: Preferences } = {},
) {
  const preferences = preset.preferences
    ? {
        language: preset.preferences.lang,
        currency: preset.preferences.currency,
        theme: preset.preferences.theme,
      }
    : {};
  for (let attempt = 0; attempt < 5; attempt++) {
    const inserted = await db
      .insert(profiles)
      .values({
        userId,
        ...preferences,
        referralCode: attempt === 0 && preset.referralCode ? preset.referralCode : referralCode(),
      })
      .onConflictDoNothing()
      .returning({ userId: profiles.userId });
    if (inserted.length > 0) return;
    const [existing] = await db
      .select({ userId: profiles.userId })
      .from(profiles)
      .where(eq(profiles.userId, userId));
    if (existing) return;
  }
  throw new Error("could not allocate a referral code");
}

/** The language, currency and theme kept on the profile, as the preference cookies name them. */
export async function storedPreferences(db: Executor, userId: string): Promise<Preferences | undefined> {
  const [row] = await db
    .select({ lang: profiles.language, currency: profiles.currency, theme: profiles.theme })
    .from(profiles)
    .where(eq(profiles.userId, userId));
  return row;
}

/**
 * Language, currency and theme chosen in the header are kept on the profile too, when someone is
 * signed in (a visitor's live in their cookies only).
 */
export async function updatePreferences(
  ctx: SessionContext,
  preferences: {
    lang?: "en" | "ru" | "de";
    currency?: "USD" | "EUR" | "RUB";
    theme?: "light" | "dark" | "system";
  },
): Promise<void> {
  if (!ctx.actor) return;
  const set = {
    ...(preferences.lang ? { language: preferences.lang } : {}),
    ...(preferences.currency ? { currency: preferences.currency } : {}),
    ...(preferences.theme ? { theme: preferences.theme } : {}),
  };
  if (Object.keys(set).length === 0) return;
  await ctx.services.db.update(profiles).set(set).where(eq(profiles.userId, ctx.actor.id));
}

/** The notification switches, per channel and category, and the profile columns they live in. */
const notificationColumns = {
  email: {
    bookingUpdates: "notifyBookingUpdates",
    paymentAlerts: "notifyPaymentAlerts",
    marketing: "notifyMarketing",
  },
  inApp: {
    bookingUpdates: "inAppBookingUpdates",
    paymentAlerts: "inAppPaymentAlerts",
    marketing: "inAppMarketing",
  },
} as const satisfies Record<
  NotificationChannel,
  Record<NotificationCategory, keyof typeof profiles.$inferSelect>
>;
/** The switches' columns, for a select that joins the profile. */
export const notificationSwitches = {
  notifyBookingUpdates: profiles.notifyBookingUpdates,
  notifyPaymentAlerts: profiles.notifyPaymentAlerts,
  notifyMarketing: profiles.notifyMarketing,
  inAppBookingUpdates: profiles.inAppBookingUpdates,
  inAppPaymentAlerts: profiles.inAppPaymentAlerts,
  inAppMarketing: profiles.inAppMarketing,
};
const privacyColumns = {
  profileVisible: "profileVisible",
  shareBookingHistory: "shareBookingHistory",
} as const;

async function readProfile(db: Executor, userId: string) {
  const [row] = await db
    .select({
      name: user.name,
      email: user.email,
      phone: profiles.phone,
      country: profiles.country,
      language: profiles.language,
      currency: profiles.currency,
      theme: profiles.theme,
      referralCode: profiles.referralCode,
      ...notificationSwitches,
      profileVisible: profiles.profileVisible,
      shareBookingHistory: profiles.shareBookingHistory,
    })
    .from(user)
    .innerJoin(profiles, eq(profiles.userId, user.id))
    .where(eq(user.id, userId));
  return row;
}

/** The traveller's profile and settings. */
export async function getProfile(ctx: UseCaseContext): Promise<ProfileView> {
  return profileOf(ctx.services.db, ctx.actor.id);
}

/** The user's profile and settings, made on first read if the sign-up hook never made it. */
export async function profileOf(db: Executor, userId: string): Promise<ProfileView> {
  let row = await readProfile(db, userId);
  if (!row) {
    // An account whose profile was never made (the sign-up hook failed) gets one on first read.
    const [exists] = await db.select({ id: user.id }).from(user).where(eq(user.id, userId));
    if (!exists) throw notFound("userNotFound");
    await ensureProfile(db, userId);
    row = await readProfile(db, userId);
  }
  const flags = row!;
  return {
    name: flags.name,
    email: flags.email,
    phone: flags.phone,
    country: flags.country,
    language: flags.language,
    currency: flags.currency,
    theme: flags.theme,
    referralCode: flags.referralCode,
    notifications: {
      email: mapFlags(notificationColumns.email, flags),
      inApp: mapFlags(notificationColumns.inApp, flags),
    },
    privacy: mapFlags(privacyColumns, flags),
  };
}

function mapFlags<K extends string, C extends string>(
  columns: Record<K, C>,
  row: Record<C, boolean>,
): Record<K, boolean> {
  return Object.fromEntries(Object.entries<C>(columns).map(([key, column]) => [key, row[column]])) as Record<
    K,
    boolean
  >;
}

/** The name lives on Better Auth's user row, everything else on the profile; both change together. */
export async function updateProfile(ctx: UseCaseContext, input: ProfileUpdateInput): Promise<ProfileView> {
  const { db } = ctx.services;
  const userId = ctx.actor.id;
  await profileOf(db, userId);
  const set: Partial<typeof profiles.$inferInsert> = {};
  // An empty phone or country clears it.
  if (input.phone !== undefined) set.phone = input.phone || null;
  if (input.country !== undefined) set.country = input.country || null;
  if (input.language) set.language = input.language;
  if (input.currency) set.currency = input.currency;
  if (input.theme) set.theme = input.theme;
  for (const channel of notificationChannels) {
    for (const [key, value] of Object.entries(input.notifications?.[channel] ?? {})) {
      set[notificationColumns[channel][key as NotificationCategory]] = value;
    }
  }
  for (const [key, value] of Object.entries(input.privacy ?? {})) {
    set[privacyColumns[key as keyof typeof privacyColumns]] = value;
  }
  await db.transaction(async (tx) => {
    if (input.name !== undefined) await tx.update(user).set({ name: input.name }).where(eq(user.id, userId));
    if (Object.keys(set).length > 0) await tx.update(profiles).set(set).where(eq(profiles.userId, userId));
  });
  return profileOf(db, userId);
}
