import { relations, sql } from "drizzle-orm";
import { bigint, boolean, check, index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/*
 * better-auth's tables, as its CLI generates them for our configuration
 * (`npx auth@1.6.33 generate`, see app/features/accounts/auth.server.ts), with our conventions
 * on top: timestamps with time zone, and checks on the enumerated columns.
 */

const createdAt = timestamp("created_at", { withTimezone: true }).defaultNow().notNull();
const updatedAt = timestamp("updated_at", { withTimezone: true })
  .defaultNow()
  .$onUpdate(() => new Date())
  .notNull();

export const user = pgTable(
  "user",
  {
    id: text("id").primaryKey(),
    name: text("name").notNull(),
    email: text("email").notNull().unique(),
    emailVerified: boolean("email_verified").default(false).notNull(),
    image: text("image"),
    createdAt,
    updatedAt,
    twoFactorEnabled: boolean("two_factor_enabled").default(false),
    firstName: text("first_name"),
    lastName: text("last_name"),
    phone: text("phone"),
    company: text("company"),
    position: text("position"),
    /** The language of the user's e-mails. */
    lang: text("lang", { enum: ["fr", "en"] })
      .default("fr")
      .notNull(),
    role: text("role", { enum: ["user", "moderator", "admin"] })
      .default("user")
      .notNull(),
    /**
     * Set when an admin disabled the account (ADR 1103): it cannot sign in, and its sessions
     * were ended in the same transaction. Null for an account in use.
     */
    disabledAt: timestamp("disabled_at", { withTimezone: true }),
    /**
     * The person agreed to text messages at `phone` (the profile, or the box at registration);
     * off until they tick it, off again when they reply STOP or untick it.
     */
    smsConsent: boolean("sms_consent").default(false).notNull(),
    /** The IANA time zone their quiet hours (no texts 21:00-08:00) are counted in. */
    timeZone: text("time_zone").default("Africa/Conakry").notNull(),
  },
  (table) => [
    check("user_role_check", sql`${table.role} IN ('user', 'moderator', 'admin')`),
    check("user_lang_check", sql`${table.lang} IN ('fr', 'en')`),
  ],
);

export const session = pgTable(
  "session",
  {
    id: text("id").primaryKey(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    token: text("token").notNull().unique(),
    createdAt,
    updatedAt,
    ipAddress: text("ip_address"),
    userAgent: text("user_agent"),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    /** aal1 after a password or a provider; aal2 once the second factor was given. */
    aal: text("aal", { enum: ["aal1", "aal2"] })
      .default("aal1")
      .notNull(),
  },
  (table) => [
    index("session_userId_idx").on(table.userId),
    check("session_aal_check", sql`${table.aal} IN ('aal1', 'aal2')`),
  ],
);

export const account = pgTable(
  "account",
  {
    id: text("id").primaryKey(),
    accountId: text("account_id").notNull(),
    providerId: text("provider_id").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    accessToken: text("access_token"),
    refreshToken: text("refresh_token"),
    idToken: text("id_token"),
    accessTokenExpiresAt: timestamp("access_token_expires_at", { withTimezone: true }),
    refreshTokenExpiresAt: timestamp("refresh_token_expires_at", { withTimezone: true }),
    scope: text("scope"),
    password: text("password"),
    createdAt,
    updatedAt,
  },
  (table) => [index("account_userId_idx").on(table.userId)],
);

export const verification = pgTable(
  "verification",
  {
    id: text("id").primaryKey(),
    identifier: text("identifier").notNull(),
    value: text("value").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt,
    updatedAt,
  },
  (table) => [index("verification_identifier_idx").on(table.identifier)],
);

export const twoFactor = pgTable(
  "two_factor",
  {
    id: text("id").primaryKey(),
    secret: text("secret").notNull(),
    backupCodes: text("backup_codes").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    verified: boolean("verified").default(true),
    failedVerificationCount: integer("failed_verification_count").default(0),
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
  },
  (table) => [index("twoFactor_secret_idx").on(table.secret), index("twoFactor_userId_idx").on(table.userId)],
);

/** The JWT plugin's signing keys (private keys encrypted with the secret). */
export const jwks = pgTable("jwks", {
  id: text("id").primaryKey(),
  publicKey: text("public_key").notNull(),
  privateKey: text("private_key").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  expiresAt: timestamp("expires_at", { withTimezone: true }),
  alg: text("alg"),
  crv: text("crv"),
});

/** better-auth's own request limiter on /api/auth/* (storage: "database"). */
export const rateLimit = pgTable("rate_limit", {
  id: text("id").primaryKey(),
  key: text("key").notNull().unique(),
  count: integer("count").notNull(),
  lastRequest: bigint("last_request", { mode: "number" }).notNull(),
});

export const userRelations = relations(user, ({ many }) => ({
  sessions: many(session),
  accounts: many(account),
  twoFactors: many(twoFactor),
}));

export const sessionRelations = relations(session, ({ one }) => ({
  user: one(user, { fields: [session.userId], references: [user.id] }),
}));

export const accountRelations = relations(account, ({ one }) => ({
  user: one(user, { fields: [account.userId], references: [user.id] }),
}));

export const twoFactorRelations = relations(twoFactor, ({ one }) => ({
  user: one(user, { fields: [twoFactor.userId], references: [user.id] }),
}));
