import { enqueueEmail } from "~/features/mail/outbox.server";
import { enqueueSms } from "~/features/sms/sms-outbox.server";
import { readBankTransfer } from "~/lib/settings.server";
import type { EmailOptions, RegistrationEmailKind } from "./emails/email-parts.server";
import { registrationEmail } from "./emails/registration-emails.server";
import { DEFAULT_PAYMENT_HOLD_HOURS, seatHeldUntil } from "./hold-deadline.server";
import { registrationSms } from "./sms-copy.server";
import { loadRegistrationDetails, type RegistrationDetails } from "./registration-details.server";
import type { RegistrationDeps, Tx } from "./registration-deps";

/**
 * Queues a registration e-mail in the transaction of the change it tells about (the outbox):
 * the message exists if and only if the change was committed. It is rendered from
 * the registration as the transaction sees it, in the registrant's language.
 */
export async function notify(
  tx: Tx,
  kind: RegistrationEmailKind,
  registrationId: number,
  deps: RegistrationDeps,
  extras: (details: RegistrationDetails) => Partial<EmailOptions> = () => ({}),
): Promise<void> {
  const details = await loadRegistrationDetails(tx, registrationId);
  if (!details) throw new Error(`registration ${registrationId} vanished inside its own transaction`);
  const options = {
    siteUrl: deps.siteUrl,
    now: deps.now,
    // The bank details staff set (/admin/settings), as this transaction sees them.
    bankTransfer: await readBankTransfer(tx),
    // Until when an unpaid seat is held, as the hold job will apply it.
    holdUntil: await seatHeldUntil(tx, details, {
      envHours: deps.holdHours ?? DEFAULT_PAYMENT_HOLD_HOURS,
      now: deps.now,
    }),
    ...extras(details),
  };
  await enqueueEmail(tx, registrationEmail(kind, details, options));
  // The messages that must not be missed also go by text, to a person who accepted texts.
  const text = details.registration.userId ? registrationSms(kind, details, options) : null;
  if (text && details.registration.userId) {
    await enqueueSms(tx, { kind, userId: details.registration.userId, registrationId, text }, deps.now);
  }
}
