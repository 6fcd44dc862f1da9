import { isIP } from "node:net";
import { z } from "zod";
import { siteConfig } from "./site-config";

// "name@host" or "Display Name <name@host>", on one line (it becomes a header).
const mailbox = /^(?:[^<>\r\n]*<[^\s<>@]+@[^\s<>@]+\.[^\s<>@]+>|[^\s<>@]+@[^\s<>@]+\.[^\s<>@]+)$/;

/**
 * "embedded": a try-out on this machine (PGlite, a localhost SITE_URL, demo data).
 * "deployment": DATABASE_URL is set or SITE_URL is a public address; the settings that must be
 * shared by every process, and appear in e-mailed links, are then required.
 */
export type Mode = "embedded" | "deployment";

const localHostnames = new Set(["localhost", "127.0.0.1", "[::1]"]);

const trustProxyMessage =
  "must be a hop count (such as 1) or a comma-separated list of proxy IP addresses or CIDR ranges " +
  "(such as 127.0.0.1 or 10.0.0.0/8), or unset to trust none; true and names are refused " +
  "(true would trust any client's X-Forwarded-For)";

/** An https URL, or http on this machine only (a test listener standing in for a provider's API). */
const providerApiBaseUrl = z
  .url({ message: "must be an absolute URL such as https://api.example.com" })
  .refine((value) => {
    const url = new URL(value);
    return url.protocol === "https:" || (url.protocol === "http:" && localHostnames.has(url.hostname));
  }, "must use https (http is accepted only for localhost)");

/**
 * Card and mobile-money providers (ADRs 1002 and 1003). Each is on when all of its
 * keys are set (settingGroups), off when none is; the *_API_BASE_URL settings exist for tests,
 * which point the provider at a local listener.
 */
const paymentProviderSettings = {
  STRIPE_SECRET_KEY: z
    .string()
    .regex(
      /^(?:sk|rk)_(?:test|live)_\w+$/,
      "must be a Stripe secret key (sk_live_…, sk_test_… or a restricted rk_…)",
    )
    .optional(),
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .regex(/^whsec_\w+$/, "must be the webhook endpoint's signing secret (whsec_…)")
    .optional(),
  STRIPE_API_BASE_URL: providerApiBaseUrl.optional(),
  CINETPAY_API_KEY: z.string().regex(/^\S+$/, "must not contain spaces").optional(),
  CINETPAY_SITE_ID: z.string().regex(/^\d+$/, "must be the site id CinetPay gives (digits only)").optional(),
  CINETPAY_SECRET_KEY: z.string().regex(/^\S+$/, "must not contain spaces").optional(),
  CINETPAY_API_BASE_URL: providerApiBaseUrl.default("https://api-checkout.cinetpay.com"),
  /** GNF for 1 euro, to price in GNF a course that has only a euro price (the same rule as gnf-amount.ts). */
  EUR_GNF_RATE: z
    .string()
    .regex(
      /^(?:0|[1-9]\d{0,8})(?:\.\d{1,6})?$/,
      "must be a positive decimal number of GNF for 1 euro, such as 11500 or 11500.25",
    )
    .refine((value) => /[1-9]/.test(value), "must be greater than 0")
    .optional(),
};

/**
 * Text messages: Orange's SMS API (OAuth 2 client credentials) or Twilio, each on when all of its
 * keys are set; without either, texts are written to DATA_DIR/sms. SMS_PROVIDER picks one when
 * both are set. The *_API_BASE_URL settings exist for tests, which point a provider at a local listener.
 */
const smsSettings = {
  SMS_PROVIDER: z
    .enum(["orange", "twilio", "file"], { message: "must be orange, twilio or file" })
    .optional(),
  ORANGE_SMS_CLIENT_ID: z.string().regex(/^\S+$/, "must not contain spaces").optional(),
  ORANGE_SMS_CLIENT_SECRET: z.string().regex(/^\S+$/, "must not contain spaces").optional(),
  /** The number the bundle was bought for (E.164): Orange's API addresses the sender by it. */
  ORANGE_SMS_SENDER_NUMBER: z
    .string()
    .regex(/^\+[1-9]\d{7,14}$/, "must be an E.164 number such as +224620000000")
    .optional(),
  /** The sender name Orange registered for the site (shown instead of the number). */
  ORANGE_SMS_SENDER_NAME: z
    .string()
    .regex(/^[A-Za-z0-9 ]{1,11}$/, "must be 1 to 11 letters, digits or spaces")
    .optional(),
  ORANGE_SMS_API_BASE_URL: providerApiBaseUrl.default("https://api.orange.com"),
  TWILIO_ACCOUNT_SID: z
    .string()
    .regex(/^AC[0-9a-fA-F]{32}$/, "must be a Twilio account SID (AC…)")
    .optional(),
  TWILIO_AUTH_TOKEN: z
    .string()
    .regex(/^\S{16,}$/, "must be the account's auth token")
    .optional(),
  /** A Twilio number (E.164) or a Messaging Service SID (MG…). */
  TWILIO_FROM: z
    .string()
    .regex(
      /^(?:\+[1-9]\d{7,14}|MG[0-9a-fA-F]{32})$/,
      "must be an E.164 number or a Messaging Service SID (MG…)",
    )
    .optional(),
  TWILIO_API_BASE_URL: providerApiBaseUrl.default("https://api.twilio.com"),
  /** The secret part of the delivery-receipt URL of providers that sign nothing (Orange). */
  SMS_WEBHOOK_SECRET: z
    .string()
    .regex(/^[A-Za-z0-9_-]{24,}$/, "must be at least 24 letters, digits, - or _")
    .optional(),
  /** Texts one person may receive a day (counted in their time zone). */
  SMS_DAILY_CAP: z.coerce
    .number({ message: "must be a whole number" })
    .int("must be a whole number")
    .min(1, "must be at least 1")
    .max(50, "must be at most 50")
    .default(4),
  /** The price of one SMS part in GNF, for the dashboard's estimate. */
  SMS_PART_COST_GNF: z.coerce
    .number({ message: "must be a number" })
    .min(0, "must not be negative")
    .default(250),
};

/**
 * The values of Express's "trust proxy" we accept: a hop count, or addresses and CIDR ranges.
 * Not `true` (every client could choose its IP, and so its rate-limit bucket) and not the names
 * proxy-addr knows (loopback...), so that what the operator wrote is what is trusted.
 */
function parseTrustProxy(value: string): number | string[] | null {
  if (/^\d+$/.test(value)) return Number.isSafeInteger(Number(value)) ? Number(value) : null;
  const items = value.split(",").map((item) => item.trim());
  return items.every(isAddressOrRange) ? items : null;
}

function isAddressOrRange(item: string): boolean {
  const [address = "", prefix, ...rest] = item.split("/");
  // A zone id (fe80::1%eth0) names an interface of this machine, never a proxy's address.
  if (rest.length > 0 || address.includes("%")) return false;
  const version = isIP(address);
  if (version === 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
}

/**
 * Payments (ADR 1001): the local TEST MODE provider and the hold on unpaid seats.
 * PAYMENTS_TEST_MODE unset: the test provider is on only on this machine (a localhost
 * SITE_URL) when no card provider is configured; "true" turns it on anywhere (a staging
 * site), "false" off everywhere.
 */
const paymentSettings = {
  PAYMENTS_TEST_MODE: z
    .enum(["true", "false"], { message: "must be true or false" })
    .transform((value) => value === "true")
    .optional(),
  /** Hours a registration's seat is held while its payment is pending. */
  PAYMENT_HOLD_HOURS: z.coerce
    .number({ message: "must be a number of hours" })
    .int("must be a whole number of hours")
    .min(1, "must be at least 1")
    .max(24 * 60, "must be at most 1440 (60 days)")
    .default(72),
};

/**
 * How pages are served (ADR 1301): the render cache of anonymous pages and the number
 * of server processes. More than one process needs PostgreSQL (server/main.ts refuses otherwise).
 */
const servingSettings = {
  RENDER_CACHE: z
    .enum(["on", "off"], { message: "must be on or off" })
    .transform((value) => value === "on")
    .default(true),
  /** Seconds an anonymous page is kept, and shared caches may keep it (max-age). */
  RENDER_CACHE_TTL_SECONDS: z.coerce
    .number({ message: "must be a number of seconds" })
    .int("must be a whole number of seconds")
    .min(1, "must be at least 1")
    .max(3600, "must be at most 3600 (an hour)")
    .default(60),
  /** Memory the cached pages may take, in megabytes (least recently used pages go first). */
  RENDER_CACHE_MAX_MB: z.coerce
    .number({ message: "must be a number of megabytes" })
    .int("must be a whole number of megabytes")
    .min(1, "must be at least 1")
    .max(4096, "must be at most 4096")
    .default(32),
  WEB_CONCURRENCY: z.coerce
    .number({ message: "must be a number of processes" })
    .int("must be a whole number of processes")
    .min(1, "must be at least 1")
    .max(64, "must be at most 64")
    .default(1),
};

/**
 * Live video for remote sessions (ADR 1201): the media server (Janus) and TURN. Video
 * is on when the three LIVE_VIDEO_SERVER_* settings are set; without them remote sessions show
 * 'Session non disponible'. TURN is optional (needed when participants sit behind strict NATs).
 */
const liveVideoSettings = {
  /** The media server's public address, as browsers reach it: https://video.example.com/janus. */
  LIVE_VIDEO_SERVER_URL: z
    .url({ message: "must be the media server's public URL, such as https://video.example.com/janus" })
    .refine((value) => /^https?:\/\//.test(value), "must use https (or http on this machine)")
    .optional(),
  /** Where our server reaches the same API (same as LIVE_VIDEO_SERVER_URL by default). */
  LIVE_VIDEO_SERVER_INTERNAL_URL: z
    .url({ message: "must be an http(s) URL such as http://127.0.0.1:8088/janus" })
    .refine((value) => /^https?:\/\//.test(value), "must use http or https")
    .optional(),
  LIVE_VIDEO_ADMIN_SECRET: z.string().min(12, "must be at least 12 characters").optional(),
  LIVE_VIDEO_TOKEN_SECRET: z.string().min(12, "must be at least 12 characters").optional(),
  /** coturn: turn:turn.example.com:3478 (several separated by commas) and its static-auth-secret. */
  LIVE_VIDEO_TURN_URL: z
    .string()
    .regex(
      /^turns?:[^\s,]+(,turns?:[^\s,]+)*$/,
      "must be one or more turn: or turns: URLs separated by commas",
    )
    .optional(),
  LIVE_VIDEO_TURN_SECRET: z.string().min(12, "must be at least 12 characters").optional(),
};

/**
 * The server's configuration, read from the environment once at start (server/main.ts)
 * and handed to routes through the load context. Nothing else reads process.env.
 */
const baseSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
  PORT: z.coerce
    .number({ message: "must be a port number" })
    .int("must be a whole number")
    .min(0, "must be between 0 and 65535")
    .max(65535, "must be between 0 and 65535")
    .default(3000),
  HOST: z.string().min(1, "must not be empty").default("0.0.0.0"),
  DATA_DIR: z.string().min(1, "must not be empty").default("./data"),
  /** Where uploaded images are kept (docs/decisions/1102); default: DATA_DIR/uploads. */
  UPLOADS_DIR: z.string().min(1, "must not be empty").optional(),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "must start with postgres:// or postgresql://")
    .optional(),
  SITE_URL: z
    .url({ message: "must be an absolute URL such as https://example.com" })
    .refine((value) => /^https?:\/\//.test(value), "must use http or https")
    .optional(),
  SESSION_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
  /** Whether to load sample sessions and attendees; default: only in embedded mode. */
  DEMO_DATA: z
    .enum(["true", "false"], { message: "must be true or false" })
    .transform((value) => value === "true")
    .optional(),
  /**
   * Express "trust proxy", to read the client IP from X-Forwarded-For behind a proxy: false
   * (unset), a hop count, or the proxies' addresses; always a value `app.set` accepts.
   */
  TRUST_PROXY: z
    .string()
    .optional()
    .transform((value, context): false | number | string[] => {
      if (value === undefined) return false;
      const parsed = parseTrustProxy(value);
      if (parsed !== null) return parsed;
      context.addIssue({ code: "custom", message: trustProxyMessage });
      return z.NEVER;
    }),
  /** Outgoing mail server; without it, mail is written as .eml files into DATA_DIR/mail. */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\/[^\s/]+/, "must look like smtp://user:pass@host:port or smtps://user:pass@host:port")
    .refine(
      (value) => URL.canParse(value),
      "must look like smtp://user:pass@host:port or smtps://user:pass@host:port",
    )
    .optional(),
  MAIL_FROM: z
    .string()
    .regex(mailbox, 'must be an address such as no-reply@example.com or "Name <no-reply@example.com>"')
    .default(`${siteConfig.name} <no-reply@example.com>`),
  /** Where contact-form messages go. */
  STAFF_EMAIL: z
    .email({ message: "must be an e-mail address such as contact@example.com" })
    .default(siteConfig.email),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  ...paymentProviderSettings,
  /** "Sign in with Google": both set, or neither (app/features/accounts/oauth-providers.server.ts). */
  GOOGLE_CLIENT_ID: z.string().optional(),
  GOOGLE_CLIENT_SECRET: z.string().optional(),
  /** Another OpenID Connect provider: its issuer URL (discovery document under it), client and button name. */
  OIDC_ISSUER: z
    .url({ message: "must be the provider's issuer URL, such as https://id.example.com" })
    .optional(),
  OIDC_CLIENT_ID: z.string().optional(),
  OIDC_CLIENT_SECRET: z.string().optional(),
  OIDC_NAME: z.string().min(1).max(40, "must be at most 40 characters").default("OpenID"),
  ...paymentSettings,
  ...smsSettings,
  ...servingSettings,
  ...liveVideoSettings,
});

/** Settings that only mean something together: each group is all set or all unset. */
const settingGroups = [
  ["GOOGLE_CLIENT_ID", "GOOGLE_CLIENT_SECRET"],
  ["OIDC_ISSUER", "OIDC_CLIENT_ID", "OIDC_CLIENT_SECRET"],
  ["STRIPE_SECRET_KEY", "STRIPE_WEBHOOK_SECRET"],
  ["CINETPAY_API_KEY", "CINETPAY_SITE_ID", "CINETPAY_SECRET_KEY"],
  ["LIVE_VIDEO_SERVER_URL", "LIVE_VIDEO_ADMIN_SECRET", "LIVE_VIDEO_TOKEN_SECRET"],
  ["LIVE_VIDEO_TURN_URL", "LIVE_VIDEO_TURN_SECRET"],
  ["ORANGE_SMS_CLIENT_ID", "ORANGE_SMS_CLIENT_SECRET", "ORANGE_SMS_SENDER_NUMBER", "SMS_WEBHOOK_SECRET"],
  ["TWILIO_ACCOUNT_SID", "TWILIO_AUTH_TOKEN", "TWILIO_FROM"],
] as const;

function requireCompleteGroups(env: z.output<typeof baseSchema>, context: z.RefinementCtx) {
  for (const group of settingGroups) {
    const missing = group.filter((name) => !env[name]);
    if (missing.length > 0 && missing.length < group.length) {
      context.addIssue({
        code: "custom",
        path: [missing[0] as string],
        message: `is required when ${group.filter((name) => env[name]).join(" and ")} is set`,
      });
    }
  }
}

type BaseEnv = z.output<typeof baseSchema>;

function modeOf(env: BaseEnv): Mode {
  if (env.DATABASE_URL) return "deployment";
  // Checks run even when SITE_URL was refused: it may not parse.
  const hostname = env.SITE_URL && URL.canParse(env.SITE_URL) ? new URL(env.SITE_URL).hostname : undefined;
  if (hostname !== undefined && !localHostnames.has(hostname)) return "deployment";
  return "embedded";
}

/** In a deployment, what a default would silently get wrong must be set. */
function requireDeploymentSettings(env: BaseEnv, context: z.RefinementCtx) {
  if (modeOf(env) !== "deployment") return;
  const why = env.DATABASE_URL ? "DATABASE_URL is set" : "SITE_URL is not a localhost address";
  if (!env.SITE_URL) {
    context.addIssue({
      code: "custom",
      path: ["SITE_URL"],
      message: `is required when ${why}: set it to the site's public address, such as https://www.example.com`,
    });
  } else if (!env.SITE_URL.startsWith("https://")) {
    context.addIssue({
      code: "custom",
      path: ["SITE_URL"],
      message: `must use https when ${why} (links in e-mails and cookies depend on it)`,
    });
  }
  if (!env.SESSION_SECRET) {
    context.addIssue({
      code: "custom",
      path: ["SESSION_SECRET"],
      message:
        `is required when ${why}: set it to the same random value of at least 32 characters ` +
        "for every process (for example the output of: openssl rand -hex 32)",
    });
  }
}

function finish(env: BaseEnv) {
  const MODE = modeOf(env);
  return {
    ...env,
    MODE,
    /** Sample sessions and attendees: on in embedded mode, off in a deployment unless DEMO_DATA=true. */
    DEMO_DATA: env.DEMO_DATA ?? MODE === "embedded",
    SITE_URL: (env.SITE_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, ""),
  };
}

const serverSchema = baseSchema
  .superRefine(requireDeploymentSettings)
  .superRefine(requireCompleteGroups)
  .transform(finish);
const toolSchema = baseSchema.transform(finish);

export type Env = z.output<typeof serverSchema>;

export class EnvError extends Error {}

export interface ParseEnvOptions {
  /**
   * False for the database scripts (backup, export...): they use only the database settings,
   * so a deployment's SITE_URL and SESSION_SECRET are not required to run them.
   */
  requireDeploymentSettings?: boolean;
}

/** Parses the environment; a bad value throws an EnvError whose message is one line naming the variable. */
export function parseEnv(
  source: Record<string, string | undefined>,
  { requireDeploymentSettings = true }: ParseEnvOptions = {},
): Env {
  // An empty variable means "not set": `PORT= npm start` should use the default.
  const present = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ""));
  const result = (requireDeploymentSettings ? serverSchema : toolSchema).safeParse(present);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const name = issue?.path.join(".") || "environment";
  throw new EnvError(`Invalid configuration: ${name} ${issue?.message ?? "is invalid"}`);
}
