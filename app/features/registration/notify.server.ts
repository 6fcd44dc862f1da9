import { enqueueEmail } from "~/features/mail/outbox.server";
import { readBankTransfer } from "~/lib/settings.server";
import type { EmailOptions, RegistrationEmailKind } from "./emails/email-parts.server";
import { registrationEmail } from "./emails/registration-emails.server";
import { DEFAULT_PAYMENT_HOLD_HOURS, seatHeldUntil } from "./hold-deadline.server";
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
  await enqueueEmail(
    tx,
    registrationEmail(kind, details, {
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
    }),
  );
}
