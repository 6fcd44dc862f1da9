import { parseWithZod } from "@conform-to/zod/v4";
import { extendHold } from "~/features/registration/extend-hold.server";
import { formatDate, formatTime } from "~/lib/format";
import { recordAudit } from "../audit/audit.server";
import type { RegistrationActionResult, RegistrationActionScope } from "./registration-action-scope.server";
import { wallClockParts } from "../sessions/session-schema";
import { wallClockToDate } from "../sessions/session-values.server";
import { holdSchema } from "./transfer-schema";

/**
 * Extends the payment hold of the registration's unpaid seat to a date and time read on the
 * session's wall clock, through the registration module's one extension (the registrant is told
 * by e-mail); the audit entry, with the deadline before and after, is written in its transaction.
 */
export async function holdAction(scope: RegistrationActionScope): Promise<RegistrationActionResult> {
  const { id, found, formData, t, lang, staff, deps, context, refuse, done, log } = scope;
  const submission = parseWithZod(formData, { schema: holdSchema });
  const timeZone = found.timeZone;
  if (submission.status !== "success" || !timeZone || !wallClockParts(submission.value.until)) {
    return refuse(
      400,
      t("adminRegistrations.hold.errors.until"),
      submission.reply({ fieldErrors: { until: ["adminRegistrations.hold.errors.until"] } }),
    );
  }
  const until = wallClockToDate(submission.value.until, timeZone);
  const outcome = await extendHold(
    context.db,
    {
      registrationId: id,
      until,
      onChanged: (tx, change) =>
        recordAudit(tx, {
          actor: { id: staff.userId, email: staff.email },
          action: "registration_hold_extend",
          entityType: "registration",
          entityId: id,
          before: { holdUntil: change.from.toISOString() },
          after: { holdUntil: change.to.toISOString() },
        }).then(() => undefined),
    },
    deps,
  );
  if (!outcome.ok) {
    const key = outcome.error === "not-found" ? "notHeld" : errorKey[outcome.error];
    return refuse(
      409,
      t(`adminRegistrations.hold.errors.${key}`),
      submission.reply({ fieldErrors: { until: [`adminRegistrations.hold.errors.${key}`] } }),
    );
  }
  log("admin.hold_extended", { until: until.toISOString() });
  return done(
    t("adminRegistrations.hold.doneTitle"),
    t("adminRegistrations.hold.done", {
      until: `${formatDate(until, lang, "long", timeZone)} ${formatTime(until, lang, timeZone)}`,
    }),
  );
}

const errorKey = { "not-held": "notHeld", "in-past": "inPast", "after-start": "afterStart" } as const;
