import { randomInt } from "node:crypto";
import { eq } from "drizzle-orm";
import { randomCode } from "../../../core/reference.ts";
import type { Executor } from "../../db/client.ts";
import { profiles } from "../../db/schema.ts";

const referralCode = () => randomCode(8, randomInt);

/** Every user gets a profile with preferences and a referral code when the account is made. */
export async function ensureProfile(db: Executor, userId: string, preset: { referralCode?: string } = {}) {
  for (let attempt = 0; attempt < 5; attempt++) {
    const inserted = await db
      .insert(profiles)
      .values({
        userId,
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

/** Language, currency and theme chosen in the header are kept on the profile too. */
export async function updatePreferences(
  db: Executor,
  userId: string,
  preferences: {
    lang?: "en" | "ru" | "de";
    currency?: "USD" | "EUR" | "RUB";
    theme?: "light" | "dark" | "system";
  },
) {
  const set = {
    ...(preferences.lang ? { language: preferences.lang } : {}),
    ...(preferences.currency ? { currency: preferences.currency } : {}),
    ...(preferences.theme ? { theme: preferences.theme } : {}),
  };
  if (Object.keys(set).length === 0) return;
  await db.update(profiles).set(set).where(eq(profiles.userId, userId));
}
