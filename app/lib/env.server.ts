import { z } from "zod";
import { siteConfig } from "./site-config";

// "name@host" or "Display Name <name@host>", on one line (it becomes a header).
const mailbox = /^(?:[^<>\r\n]*<[^\s<>@]+@[^\s<>@]+\.[^\s<>@]+>|[^\s<>@]+@[^\s<>@]+\.[^\s<>@]+)$/;

/**
 * The server's configuration, read from the environment once at start (server/main.ts)
 * and handed to routes through the load context. Nothing else reads process.env.
 */
const envSchema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
    PORT: z.coerce
      .number({ message: "must be a port number" })
      .int("must be a whole number")
      .min(0, "must be between 0 and 65535")
      .max(65535, "must be between 0 and 65535")
      .default(3000),
    HOST: z.string().min(1, "must not be empty").default("0.0.0.0"),
    DATA_DIR: z.string().min(1, "must not be empty").default("./data"),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, "must start with postgres:// or postgresql://")
      .optional(),
    SITE_URL: z
      .url({ message: "must be an absolute URL such as https://example.com" })
      .refine((value) => /^https?:\/\//.test(value), "must use http or https")
      .optional(),
    SESSION_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
    /** Express "trust proxy": false, true, a hop count, or addresses/subnets, for the client IP behind a proxy. */
    TRUST_PROXY: z
      .string()
      .default("false")
      .transform((value): boolean | number | string =>
        value === "true" ? true : value === "false" ? false : /^\d+$/.test(value) ? Number(value) : value,
      ),
    /** Outgoing mail server; without it, mail is written as .eml files into DATA_DIR/mail. */
    SMTP_URL: z
      .string()
      .regex(
        /^smtps?:\/\/[^\s/]+/,
        "must look like smtp://user:pass@host:port or smtps://user:pass@host:port",
      )
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
  })
  .transform((env) => ({
    ...env,
    SITE_URL: (env.SITE_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, ""),
  }));

export type Env = z.output<typeof envSchema>;

export class EnvError extends Error {}

/** Parses the environment; a bad value throws an EnvError whose message is one line naming the variable. */
export function parseEnv(source: Record<string, string | undefined>): Env {
  // An empty variable means "not set": `PORT= npm start` should use the default.
  const present = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ""));
  const result = envSchema.safeParse(present);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const name = issue?.path.join(".") || "environment";
  throw new EnvError(`Invalid configuration: ${name} ${issue?.message ?? "is invalid"}`);
}
