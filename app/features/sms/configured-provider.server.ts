import type { Env } from "~/lib/env.server";
import {
  fileProvider,
  orangeProvider,
  smsDirectory,
  twilioProvider,
  type SmsProvider,
} from "./providers.server";

/** The provider the configuration names: SMS_PROVIDER, else the one whose keys are set, else files. */
export function configuredSmsProvider(env: Env): SmsProvider {
  const orange =
    env.ORANGE_SMS_CLIENT_ID && env.ORANGE_SMS_CLIENT_SECRET && env.ORANGE_SMS_SENDER_NUMBER
      ? {
          baseUrl: env.ORANGE_SMS_API_BASE_URL,
          clientId: env.ORANGE_SMS_CLIENT_ID,
          clientSecret: env.ORANGE_SMS_CLIENT_SECRET,
          senderNumber: env.ORANGE_SMS_SENDER_NUMBER,
          senderName: env.ORANGE_SMS_SENDER_NAME,
        }
      : undefined;
  const twilio =
    env.TWILIO_ACCOUNT_SID && env.TWILIO_AUTH_TOKEN && env.TWILIO_FROM
      ? {
          baseUrl: env.TWILIO_API_BASE_URL,
          accountSid: env.TWILIO_ACCOUNT_SID,
          authToken: env.TWILIO_AUTH_TOKEN,
          from: env.TWILIO_FROM,
          statusCallback: `${env.SITE_URL}/api/sms/twilio/status`,
        }
      : undefined;
  const choice = env.SMS_PROVIDER ?? (orange ? "orange" : twilio ? "twilio" : "file");
  if (choice === "orange" && orange) return orangeProvider(orange);
  if (choice === "twilio" && twilio) return twilioProvider(twilio);
  if (choice !== "file") throw new Error(`SMS_PROVIDER=${choice} but its keys are not all set`);
  return fileProvider(smsDirectory(env.DATA_DIR));
}
