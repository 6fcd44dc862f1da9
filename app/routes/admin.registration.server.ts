import { parseWithZod } from "@conform-to/zod/v4";
import { and, count, eq, inArray } from "drizzle-orm";
import { data } from "react-router";
import { registrations, seatHoldingStatuses, trainingSessions } from "../../db/schema";
import { parseCourseId as parseId } from "~/features/catalog/course-queries.server";
import { formatMinor, parseAmount } from "~/features/payments/money";
import type { Currency } from "~/features/payments/provider";
import { refundPayment } from "~/features/payments/refunds.server";
import { findProvider } from "~/features/payments/registry.server";
import { cancelRegistration } from "~/features/registration/cancel.server";
import { moveRegistration } from "~/features/registration/move.server";
import { notify } from "~/features/registration/notify.server";
import type { RegistrationDeps } from "~/features/registration/registration-deps";
import { ANTI_FORGERY_FIELD, isValidAntiForgeryToken } from "~/features/security/anti-forgery.server";
import { readForm } from "~/features/security/form-data.server";
import type { AppContext } from "~/lib/app-context";
import { redirectWithFlash } from "~/lib/flash.server";
import { formatDate, formatTime } from "~/lib/format";
import { getT } from "~/lib/i18n.server";
import { langFromPath, localizePath, type Lang } from "~/lib/language";
import { recordAudit } from "~/features/admin/audit.server";
import { oneOf } from "~/features/admin/list-query";
import { registrationDetail } from "~/features/admin/registrations.server";
import { requireStaff } from "~/features/admin/staff-access.server";
import {
  moveSchema,
  refundSchema,
  registrationIntents,
  transferSchema,
  type RegistrationIntent,
} from "~/features/admin/transfer-schema";
import { amountOwed, recordStaffPayment } from "~/features/payments/staff-payments.server";

/** What the page gets back when a form is refused: which form, its message and field errors. */
export interface RefusedAction {
  intent: RegistrationIntent | null;
  notice: { title: string; message: string };
  lastResult: unknown;
}

type Found = NonNullable<Awaited<ReturnType<typeof registrationDetail>>>;

/** Today's day in Conakry (UTC), for "received on". */
const today = (now: Date) => now.toISOString().slice(0, 10);

/** A session's start for a toast or a choice, on its own wall clock. */
export function sessionLabel(
  session: { startsAt: Date; timeZone: string | null; city?: string | null },
  lang: Lang,
): string {
  const zone = session.timeZone ?? undefined;
  return `${formatDate(session.startsAt, lang, "medium", zone)} ${formatTime(session.startsAt, lang, zone)}${session.city ? ` · ${session.city}` : ""}`;
}

/** The other sessions of the course a registration may move to (upcoming, scheduled), with seats left. */
export async function moveChoices(context: Pick<AppContext, "db">, found: Found, now: Date) {
  const sessions = await context.db
    .select({
      id: trainingSessions.id,
      startsAt: trainingSessions.startsAt,
      timeZone: trainingSessions.timeZone,
      city: trainingSessions.city,
      totalSeats: trainingSessions.totalSeats,
      status: trainingSessions.status,
    })
    .from(trainingSessions)
    .where(eq(trainingSessions.courseId, found.registration.courseId))
    .orderBy(trainingSessions.startsAt);
  const open = sessions.filter(
    (session) =>
      session.status === "scheduled" &&
      session.startsAt.getTime() > now.getTime() &&
      session.id !== found.registration.sessionId,
  );
  if (open.length === 0) return [];
  const taken = await context.db
    .select({ sessionId: registrations.sessionId, n: count() })
    .from(registrations)
    .where(
      and(
        inArray(
          registrations.sessionId,
          open.map((session) => session.id),
        ),
        inArray(registrations.status, [...seatHoldingStatuses]),
      ),
    )
    .groupBy(registrations.sessionId);
  const takenBy = new Map(taken.map((row) => [row.sessionId, row.n]));
  return open.map((session) => ({
    ...session,
    seatsLeft: Math.max(0, session.totalSeats - (takenBy.get(session.id) ?? 0)),
  }));
}

/**
 * POST /admin/registrations/:id, by the form's `intent` (none: record a payment, the page's
 * first form). Moderators handle (move, cancel, resend the confirmation); money (record a
 * payment, refund) needs an admin: requireStaff again with "change". Every change goes through
 * the registration and payment modules' own code paths (the same as the registrant's and the
 * command line's), writes its audit entry in its transaction and ends with a toast; a refused
 * form comes back with its message and field errors in the page's language. What a form says
 * about prices, roles, users or other registrations is never read.
 */
export async function registrationAction({
  request,
  params,
  context,
}: {
  request: Request;
  params: { registrationId?: string };
  context: AppContext;
}) {
  const viewer = await requireStaff(request, context, { need: "handle" });
  const url = new URL(request.url);
  const lang = langFromPath(url.pathname);
  const t = getT(lang);
  const id = parseId(params.registrationId);
  const found = id === null ? null : await registrationDetail(context.db, id);
  if (!found || id === null) throw data(null, { status: 404 });
  const read = await readForm(request);
  const rawIntent = read.ok ? read.formData.get("intent") : null;
  const intent: RegistrationIntent | null =
    rawIntent === null
      ? "payment"
      : oneOf(registrationIntents, typeof rawIntent === "string" ? rawIntent : null);
  // Money is for admins only: the one rule, asked again before anything is read.
  if (intent === "payment" || intent === "refund") await requireStaff(request, context, { need: "change" });

  const errorTitle =
    intent === "payment" ? t("admin.transfer.errorTitle") : t("adminRegistrations.common.errorTitle");
  const refuse = (status: number, message: string, lastResult: unknown = null) =>
    data<RefusedAction>({ intent, notice: { title: errorTitle, message }, lastResult }, { status });
  if (!read.ok) return refuse(read.status, t("adminRegistrations.common.unreadable"));
  const formData = read.formData;
  if (!isValidAntiForgeryToken(formData.get(ANTI_FORGERY_FIELD), viewer.session.id, context.secrets))
    return refuse(403, t("admin.transfer.errors.antiForgery"));
  if (!intent) return refuse(400, t("adminRegistrations.common.unknownIntent"));

  const now = new Date();
  const deps: RegistrationDeps = { siteUrl: context.env.SITE_URL, secrets: context.secrets, now };
  const actor = { id: viewer.user.id, email: viewer.user.email };
  const staff = { kind: "staff" as const, userId: viewer.user.id };
  const back = localizePath(`/admin/registrations/${id}`, lang);
  const done = (title: string, message: string) =>
    redirectWithFlash(back, { kind: "success", title, message }, context);
  const name = `${found.registration.firstName} ${found.registration.lastName}`;
  const log = (event: string, fields: Record<string, unknown> = {}) =>
    context.logger.info({ event, registrationId: id, by: viewer.user.id, ...fields }, event);

  switch (intent) {
    case "payment":
      return recordPayment();
    case "move": {
      const submission = parseWithZod(formData, { schema: moveSchema });
      if (submission.status !== "success")
        return refuse(400, t("adminRegistrations.move.errors.session"), submission.reply());
      const moved = await moveRegistration(
        context.db,
        {
          registrationId: id,
          sessionId: submission.value.session,
          actor: staff,
          onChanged: (tx, change) =>
            recordAudit(tx, {
              actor,
              action: "registration_move",
              entityType: "registration",
              entityId: id,
              before: change.from,
              after: { ...change.to, paymentStatus: change.from.paymentStatus },
            }).then(() => undefined),
        },
        deps,
      );
      if (!moved.ok) {
        const key =
          moved.error === "full"
            ? "full"
            : moved.error === "not-movable" || moved.error === "not-found"
              ? "notMovable"
              : moved.error === "session-started"
                ? "started"
                : "session";
        const message = t(`adminRegistrations.move.errors.${key}`);
        return refuse(
          409,
          message,
          submission.reply({ fieldErrors: { session: [`adminRegistrations.move.errors.${key}`] } }),
        );
      }
      const [target] = await context.db
        .select({
          startsAt: trainingSessions.startsAt,
          timeZone: trainingSessions.timeZone,
          city: trainingSessions.city,
        })
        .from(trainingSessions)
        .where(eq(trainingSessions.id, moved.change.to.sessionId));
      log("admin.registration_moved", { sessionId: moved.change.to.sessionId });
      return done(
        t("adminRegistrations.move.doneTitle"),
        t("adminRegistrations.move.done", { session: target ? sessionLabel(target, lang) : "" }),
      );
    }
    case "cancel": {
      const outcome = await cancelRegistration(
        context.db,
        {
          registrationId: id,
          actor: staff,
          onChanged: (tx, change) =>
            recordAudit(tx, {
              actor,
              action: "registration_cancel",
              entityType: "registration",
              entityId: id,
              before: change.from,
              after: {
                status: change.to.status,
                paymentStatus: change.from.paymentStatus,
                refundRequested: change.to.refundRequested,
              },
            }).then(() => undefined),
        },
        deps,
      );
      if (!outcome.ok) return refuse(409, t(`adminRegistrations.cancel.errors.${outcome.error}`));
      log("admin.registration_cancelled", { refundRequested: outcome.refundRequested });
      return done(
        t("adminRegistrations.cancel.doneTitle"),
        t(
          outcome.refundRequested ? "adminRegistrations.cancel.doneRefund" : "adminRegistrations.cancel.done",
          { name },
        ),
      );
    }
    case "resend": {
      const sent = await context.db.transaction(async (tx) => {
        const [row] = await tx
          .select({ status: registrations.status, email: registrations.email })
          .from(registrations)
          .where(eq(registrations.id, id))
          .for("update");
        if (row?.status !== "confirmed") return null;
        // The same e-mail as at registration, through the outbox, in the registrant's language.
        await notify(tx, "confirmed", id, deps);
        await recordAudit(tx, {
          actor,
          action: "registration_resend_confirmation",
          entityType: "registration",
          entityId: id,
          before: null,
          after: { email: row.email, kind: "confirmed" },
        });
        return row.email;
      });
      if (!sent) return refuse(409, t("adminRegistrations.resend.notConfirmed"));
      log("admin.confirmation_resent");
      return done(
        t("adminRegistrations.resend.doneTitle"),
        t("adminRegistrations.resend.done", { email: sent }),
      );
    }
    case "refund":
      return refund();
  }

  async function recordPayment() {
    const submission = parseWithZod(formData, { schema: transferSchema });
    if (submission.status !== "success") return refuse(400, errorTitle, submission.reply());
    const value = submission.value;
    const fieldError = (field: string, key: string, message: string) =>
      refuse(400, message, submission.reply({ fieldErrors: { [field]: [key] } }));
    if (
      value.receivedOn &&
      (Number.isNaN(Date.parse(`${value.receivedOn}T00:00:00Z`)) || value.receivedOn > today(now))
    )
      return fieldError(
        "receivedOn",
        "adminRegistrations.payment.errors.receivedOn",
        t("adminRegistrations.payment.errors.receivedOn"),
      );
    // The amount is typed in the price's currency: read from the database, never from the form.
    const owed = await amountOwed(context.db, id!);
    const typedIn: Currency = owed.ok ? owed.currency : ((found!.payments[0]?.currency ?? "EUR") as Currency);
    const amountMinor = value.amount === undefined ? undefined : parseAmount(value.amount, typedIn);
    if (amountMinor === null)
      return fieldError(
        "amount",
        "adminRegistrations.payment.errors.amount",
        t("adminRegistrations.payment.errors.amount"),
      );
    const before = { paymentStatus: found!.registration.paymentStatus };
    const outcome = await recordStaffPayment(context.db, {
      registrationId: id!,
      method: value.method,
      transferReference: value.method === "bank-transfer" ? value.reference : undefined,
      amountMinor,
      receivedOn: value.receivedOn ?? today(now),
      staffReference: value.receipt,
      by: viewer.user.email,
      now,
      siteUrl: context.env.SITE_URL,
      onChanged: async (tx, change, payment) => {
        const [after] = await tx
          .select({ paymentStatus: registrations.paymentStatus })
          .from(registrations)
          .where(eq(registrations.id, id!));
        await recordAudit(tx, {
          actor,
          // A pending transfer recorded keeps the first increment's action name.
          action:
            value.method === "bank-transfer" && value.reference
              ? "registration_mark_paid"
              : "registration_record_payment",
          entityType: "registration",
          entityId: id!,
          before: value.reference
            ? { ...before, payment: { reference: payment.reference, status: change.from } }
            : before,
          after: {
            paymentStatus: after?.paymentStatus ?? null,
            payment: {
              reference: payment.reference,
              provider: payment.provider,
              status: change.to,
              amountMinor: payment.amountMinor,
              currency: payment.currency,
              receivedOn: value.receivedOn ?? today(now),
              ...(value.receipt ? { staffReference: value.receipt } : {}),
            },
            ...(change.receiptNumber ? { receiptNumber: change.receiptNumber } : {}),
          },
        });
      },
    });
    if (!outcome.ok) {
      const owed = outcome.owed ? formatMinor(outcome.owed.owedMinor, outcome.owed.currency, lang) : "";
      switch (outcome.error) {
        case "reference":
        case "not-found":
          return fieldError(
            "reference",
            "admin.transfer.errors.reference",
            t("admin.transfer.errors.reference"),
          );
        case "transfer-amount": {
          const message = t("adminRegistrations.payment.errors.transferAmount", {
            amount: formatMinor(outcome.expectedMinor ?? 0, typedIn, lang),
          });
          return refuse(400, message, submission.reply({ fieldErrors: { amount: [message] } }));
        }
        case "amount":
          return fieldError(
            "amount",
            "adminRegistrations.payment.errors.amount",
            t("adminRegistrations.payment.errors.amount"),
          );
        case "over-owed": {
          const message = t("adminRegistrations.payment.errors.overOwed", { owed });
          return refuse(400, message, submission.reply({ fieldErrors: { amount: [message] } }));
        }
        case "not-payable":
          return refuse(409, t("adminRegistrations.payment.errors.notPayable"));
        case "no-price":
          return refuse(409, t("adminRegistrations.payment.errors.noPrice"));
        case "unchanged":
          return refuse(409, t("admin.transfer.errors.unchanged"));
      }
    }
    log("admin.payment_recorded", { reference: outcome.reference, method: value.method });
    const amount = formatMinor(outcome.amountMinor, outcome.currency, lang);
    return done(
      value.method === "bank-transfer" && value.reference
        ? t("admin.transfer.doneTitle")
        : t("adminRegistrations.payment.doneTitle"),
      value.method === "bank-transfer" && value.reference
        ? t("admin.transfer.done", { reference: outcome.reference })
        : t("adminRegistrations.payment.done", { amount }),
    );
  }

  async function refund() {
    const submission = parseWithZod(formData, { schema: refundSchema });
    if (submission.status !== "success")
      return refuse(400, t("adminRegistrations.refund.errors.payment"), submission.reply());
    const reference = submission.value.payment.toUpperCase();
    // Only a payment of this very registration: another's reference is as good as none.
    const payment = found!.payments.find((row) => row.reference === reference && row.status === "succeeded");
    if (!payment) {
      return refuse(
        400,
        t("adminRegistrations.refund.errors.payment"),
        submission.reply({ fieldErrors: { payment: ["adminRegistrations.refund.errors.payment"] } }),
      );
    }
    const currency = payment.currency as Currency;
    const amountMinor =
      submission.value.amount === undefined ? undefined : parseAmount(submission.value.amount, currency);
    if (amountMinor === null || amountMinor === 0) {
      return refuse(
        400,
        t("adminRegistrations.refund.errors.amount"),
        submission.reply({ fieldErrors: { amount: ["adminRegistrations.refund.errors.amount"] } }),
      );
    }
    const outcome = await refundPayment(
      context.db,
      {
        reference,
        amountMinor,
        actor: { kind: "staff", userId: viewer.user.id, by: viewer.user.email },
        onRecorded: (tx, recorded, locked) =>
          recordAudit(tx, {
            actor,
            action: "registration_refund",
            entityType: "registration",
            entityId: id!,
            before: { payment: { reference, status: locked.status, refundedMinor: locked.refundedMinor } },
            after: {
              refund: {
                id: recorded.id,
                amountMinor: recorded.amountMinor,
                totalAfterMinor: recorded.totalAfterMinor,
                currency: locked.currency,
                status: recorded.status,
              },
            },
          }).then(() => undefined),
      },
      {
        siteUrl: context.env.SITE_URL,
        now: new Date(),
        providerFor: (provider) =>
          findProvider({ env: context.env, db: context.db, secrets: context.secrets }, provider),
      },
    );
    if (!outcome.ok) {
      const left = formatMinor(
        outcome.remainingMinor ?? payment.amountMinor - payment.refundedMinor,
        currency,
        lang,
      );
      const message = t(`adminRegistrations.refund.errors.${outcome.error}`, { left });
      return refuse(
        outcome.error === "bad-amount" ? 400 : 409,
        message,
        outcome.error === "bad-amount" ? submission.reply({ fieldErrors: { amount: [message] } }) : null,
      );
    }
    log("admin.refund_requested", { reference, refundId: outcome.refund.id });
    return done(
      t("adminRegistrations.refund.doneTitle"),
      t("adminRegistrations.refund.done", {
        amount: formatMinor(outcome.refund.amountMinor, currency, lang),
        reference,
        state: t(
          outcome.refund.status === "succeeded"
            ? "adminRegistrations.refund.stateDone"
            : "adminRegistrations.refund.stateAsked",
        ),
      }),
    );
  }
}
