import type { TFunction } from "~/lib/translator";
import { and, desc, eq, gt } from "drizzle-orm";
import type { Database } from "../../../../db/database";
import { account, session, user as userTable } from "../../../../db/schema";
import { SITE_TIME_ZONE } from "~/lib/format";
import { intlLocale, type Lang } from "~/lib/language";
import { latestSecurityEvents } from "../../security/security-events.server";
import { isRole } from "../roles";
import { displayName, type Viewer } from "../viewer.server";
import { pendingEmailChange } from "./email-change.server";
import type { ProfileView } from "./profile-view";
import { describeUserAgent } from "./user-agent";

type Formatter = (date: Date) => string;

/** Dates in the page's language, in the site's time zone, named so nobody guesses. */
function formatters(lang: Lang): { day: Formatter; moment: Formatter } {
  const day = new Intl.DateTimeFormat(intlLocale[lang], { dateStyle: "long", timeZone: SITE_TIME_ZONE });
  const moment = new Intl.DateTimeFormat(intlLocale[lang], {
    dateStyle: "medium",
    timeStyle: "short",
    timeZone: SITE_TIME_ZONE,
  });
  return {
    day: (date) => day.format(date),
    moment: (date) => `${moment.format(date)} UTC`,
  };
}

/** "AD" for Awa Diallo; the e-mail's first letter when there is no name. */
export function initialsOf(name: string, email: string): string {
  const words = name.split(/\s+/).filter(Boolean);
  const letters = words.length >= 2 ? [words[0], words.at(-1)] : words.length ? [words[0]] : [email];
  return letters
    .map((word) => Array.from(word ?? "")[0] ?? "")
    .join("")
    .toLocaleUpperCase();
}

function eventLabel(t: TFunction, type: string, details: Record<string, unknown> | null): string {
  if (type === "signed_out_everywhere" && details?.scope === "other_devices")
    return t("profile.events.types.signed_out_other_devices");
  if (type === "role_changed") {
    const role = (value: unknown) => (isRole(value) ? t(`common.roles.${value}`) : "?");
    return t("profile.events.types.role_changed", { from: role(details?.from), to: role(details?.to) });
  }
  const key = `profile.events.types.${type}` as const;
  return t(key as "profile.events.types.unknown", { defaultValue: t("profile.events.types.unknown") });
}

function deviceLabel(t: TFunction, userAgent: string | null): string {
  const { browser, os } = describeUserAgent(userAgent);
  if (!browser && !os) return t("profile.device.unknown");
  return t("profile.device.on", {
    browser: browser ?? t("profile.device.unknownBrowser"),
    os: os ?? t("profile.device.unknownOs"),
  });
}

/** Whether the account has a password (not only a Google or OpenID sign-in). */
export async function hasPassword(db: Database, userId: string): Promise<boolean> {
  const rows = await db
    .select({ id: account.id })
    .from(account)
    .where(and(eq(account.userId, userId), eq(account.providerId, "credential")))
    .limit(1);
  return rows.length > 0;
}

export async function loadProfileView(
  db: Database,
  viewer: Viewer,
  { lang, t, now = new Date() }: { lang: Lang; t: TFunction; now?: Date },
): Promise<ProfileView> {
  const { user } = viewer;
  const extra = user as typeof user &
    Partial<Record<"firstName" | "lastName" | "phone" | "company" | "position", string | null>>;
  const format = formatters(lang);
  const [withPassword, pending, sessions, events, [consent]] = await Promise.all([
    hasPassword(db, user.id),
    pendingEmailChange(db, user.id, now),
    db
      .select({
        id: session.id,
        userAgent: session.userAgent,
        ipAddress: session.ipAddress,
        updatedAt: session.updatedAt,
      })
      .from(session)
      .where(and(eq(session.userId, user.id), gt(session.expiresAt, now)))
      .orderBy(desc(session.updatedAt)),
    latestSecurityEvents(db, user.id),
    db
      .select({ smsConsent: userTable.smsConsent, timeZone: userTable.timeZone })
      .from(userTable)
      .where(eq(userTable.id, user.id)),
  ]);
  const name = displayName(extra);
  const createdAt = user.createdAt ? new Date(user.createdAt) : null;
  return {
    user: {
      name,
      email: user.email,
      initials: initialsOf(name === user.email ? "" : name, user.email),
      role: isRole(user.role) ? user.role : "user",
      memberSince: createdAt && !Number.isNaN(createdAt.getTime()) ? format.day(createdAt) : null,
      firstName: extra.firstName ?? "",
      lastName: extra.lastName ?? "",
      phone: extra.phone ?? "",
      smsConsent: consent?.smsConsent ?? false,
      timeZone: consent?.timeZone ?? "Africa/Conakry",
      company: extra.company ?? "",
      position: extra.position ?? "",
      twoFactorEnabled: Boolean(user.twoFactorEnabled),
      hasPassword: withPassword,
    },
    pendingEmail: pending ? { email: pending.email, until: format.moment(pending.expiresAt) } : null,
    // This device first, then the most recently active.
    sessions: sessions
      .map((row) => ({
        id: row.id,
        current: row.id === viewer.session.id,
        device: deviceLabel(t, row.userAgent),
        ipAddress: row.ipAddress,
        lastSeen: format.moment(row.updatedAt),
      }))
      .sort((a, b) => Number(b.current) - Number(a.current)),
    events: events.map((event) => ({
      id: event.id,
      label: eventLabel(t, event.type, event.details),
      ipAddress: event.ipAddress,
      at: format.moment(event.createdAt),
      isoAt: event.createdAt.toISOString(),
    })),
  };
}
