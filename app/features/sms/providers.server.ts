import fs from "node:fs/promises";
import path from "node:path";
import type { SmsRow } from "./sms-outbox.server";

/** Hands one text to an operator; resolves to the operator's id for it (its receipts carry it). */
export interface SmsProvider {
  id: "orange" | "twilio" | "file";
  /** The longest one send may take: the claim's lease is derived from it. */
  maxSendMs: number;
  /**
   * Whether sending the same row twice is safe (the provider drops the repeat): a send
   * interrupted mid-way is then retried; otherwise it is given up, never sent twice.
   */
  idempotent: boolean;
  send(row: SmsRow): Promise<{ providerMessageId: string }>;
}

/** A refusal retrying will not change (an invalid or opted-out number): the text fails at once. */
export class PermanentSmsError extends Error {
  constructor(
    message: string,
    /** The person asked this operator to stop texts (STOP): their consent is withdrawn. */
    readonly optedOut = false,
  ) {
    super(message);
  }
}

const SEND_TIMEOUT_MS = 15_000;

/** The folder of text files under DATA_DIR, read by /dev/mail. */
export function smsDirectory(dataDir: string): string {
  return path.join(path.resolve(dataDir), "sms");
}

/** One file per text: what a provider would have sent, for development and the journeys. */
export function fileProvider(dir: string): SmsProvider {
  return {
    id: "file",
    maxSendMs: SEND_TIMEOUT_MS,
    idempotent: true,
    async send(row) {
      await fs.mkdir(dir, { recursive: true });
      const stamp = row.createdAt
        .toISOString()
        .replace(/[-:]/g, "")
        .replace(/\.\d+Z$/, "Z");
      const target = path.join(dir, `${stamp}-${String(row.id).padStart(6, "0")}-${row.kind}.txt`);
      const content = `To: ${row.toNumber}\nKind: ${row.kind}\nParts: ${row.parts}\n\n${row.body}\n`;
      // Written aside and renamed, so a reader never sees half a text; a second attempt rewrites it.
      const partial = `${target}.${process.pid}.tmp`;
      await fs.writeFile(partial, content);
      await fs.rename(partial, target);
      return { providerMessageId: `file-${row.id}` };
    },
  };
}

async function answerOf(response: Response): Promise<string> {
  return (await response.text().catch(() => "")).slice(0, 300);
}

export interface OrangeConfig {
  baseUrl: string;
  clientId: string;
  clientSecret: string;
  /** E.164: the number the bundle was bought for. */
  senderNumber: string;
  senderName?: string;
  fetch?: typeof fetch;
}

/**
 * Orange's SMS API for Africa and the Middle East: an OAuth 2 token by client credentials
 * (kept until a minute before it expires, fetched again after a 401), then one POST per text to
 * /smsmessaging/v1/outbound/tel:+{sender}/requests. Its clientCorrelator, the row's id, makes a
 * repeated request the same text, so a send interrupted mid-way is retried.
 */
export function orangeProvider(config: OrangeConfig): SmsProvider {
  const request = config.fetch ?? fetch;
  let token: { value: string; until: number } | undefined;

  async function accessToken(): Promise<string> {
    if (token && token.until > Date.now()) return token.value;
    const basic = Buffer.from(`${config.clientId}:${config.clientSecret}`).toString("base64");
    const response = await request(new URL("/oauth/v3/token", config.baseUrl), {
      method: "POST",
      headers: {
        authorization: `Basic ${basic}`,
        "content-type": "application/x-www-form-urlencoded",
        accept: "application/json",
      },
      body: "grant_type=client_credentials",
      signal: AbortSignal.timeout(SEND_TIMEOUT_MS / 3),
    });
    if (!response.ok)
      throw new Error(`Orange token request answered ${response.status}: ${await answerOf(response)}`);
    const body = (await response.json()) as { access_token?: string; expires_in?: string | number };
    if (!body.access_token) throw new Error("Orange token answer has no access_token");
    const seconds = Number(body.expires_in ?? 3600);
    token = { value: body.access_token, until: Date.now() + Math.max(0, seconds - 60) * 1000 };
    return token.value;
  }

  async function post(row: SmsRow) {
    const sender = `tel:${config.senderNumber}`;
    return request(
      new URL(`/smsmessaging/v1/outbound/${encodeURIComponent(sender)}/requests`, config.baseUrl),
      {
        method: "POST",
        headers: {
          authorization: `Bearer ${await accessToken()}`,
          "content-type": "application/json",
          accept: "application/json",
        },
        body: JSON.stringify({
          outboundSMSMessageRequest: {
            address: `tel:${row.toNumber}`,
            senderAddress: sender,
            ...(config.senderName ? { senderName: config.senderName } : {}),
            clientCorrelator: `gms-sms-${row.id}`,
            outboundSMSTextMessage: { message: row.body },
          },
        }),
        signal: AbortSignal.timeout(SEND_TIMEOUT_MS / 3),
      },
    );
  }

  return {
    id: "orange",
    maxSendMs: SEND_TIMEOUT_MS,
    idempotent: true,
    async send(row) {
      let response = await post(row);
      if (response.status === 401) {
        // The token expired early (revoked, clock skew): one new token, one more try.
        token = undefined;
        response = await post(row);
      }
      if (response.status === 400)
        throw new PermanentSmsError(`Orange refused the text: ${await answerOf(response)}`);
      if (!response.ok) throw new Error(`Orange answered ${response.status}: ${await answerOf(response)}`);
      const body = (await response.json()) as { outboundSMSMessageRequest?: { resourceURL?: string } };
      const resource = body.outboundSMSMessageRequest?.resourceURL ?? "";
      const id = resource.split("/").filter(Boolean).pop();
      if (!id) throw new Error("Orange's answer names no resource for the text");
      return { providerMessageId: id };
    },
  };
}

export interface TwilioConfig {
  baseUrl: string;
  accountSid: string;
  authToken: string;
  /** A Twilio number or a Messaging Service SID. */
  from: string;
  /** Where Twilio posts the text's status changes (signed with the auth token). */
  statusCallback: string;
  fetch?: typeof fetch;
}

/** Twilio error codes that retrying cannot change. */
const TWILIO_OPTED_OUT = 21610;
const TWILIO_PERMANENT = new Set([21211, 21408, 21612, 21614, TWILIO_OPTED_OUT]);

/**
 * Twilio's Messages API: one form POST per text, HTTP basic with the account SID and auth token.
 * Twilio takes no idempotency key: a send interrupted mid-way is given up, not repeated.
 */
export function twilioProvider(config: TwilioConfig): SmsProvider {
  const request = config.fetch ?? fetch;
  return {
    id: "twilio",
    maxSendMs: SEND_TIMEOUT_MS,
    idempotent: false,
    async send(row) {
      const form = new URLSearchParams({
        To: row.toNumber,
        Body: row.body,
        StatusCallback: config.statusCallback,
        ...(config.from.startsWith("MG") ? { MessagingServiceSid: config.from } : { From: config.from }),
      });
      const basic = Buffer.from(`${config.accountSid}:${config.authToken}`).toString("base64");
      const response = await request(
        new URL(`/2010-04-01/Accounts/${config.accountSid}/Messages.json`, config.baseUrl),
        {
          method: "POST",
          headers: { authorization: `Basic ${basic}`, "content-type": "application/x-www-form-urlencoded" },
          body: form.toString(),
          signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
        },
      );
      const body = (await response.json().catch(() => ({}))) as {
        sid?: string;
        code?: number;
        message?: string;
      };
      if (!response.ok) {
        const what = `Twilio answered ${response.status} (${body.code ?? "no code"}): ${body.message ?? ""}`;
        if (body.code !== undefined && TWILIO_PERMANENT.has(body.code)) {
          throw new PermanentSmsError(what, body.code === TWILIO_OPTED_OUT);
        }
        throw new Error(what);
      }
      if (!body.sid) throw new Error("Twilio's answer has no sid");
      return { providerMessageId: body.sid };
    },
  };
}
