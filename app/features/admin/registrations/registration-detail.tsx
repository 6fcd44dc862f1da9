import { useTranslation } from "~/lib/use-translation";
import type { PaymentRowStatus } from "../../../../db/schema/payments";
import type { HistoryActor, PaymentStatus, RegistrationStatus } from "../../../../db/schema/registrations";
import type { SubmissionResult } from "@conform-to/react";
import { AdminDetailFrame, AdminNotFound } from "../shared/admin-detail-frame";
import { AdminTable } from "../shared/admin-table";
import { TransferForm } from "./transfer-form";
import { CancelForm, MoveForm, RefundForm, ResendForm } from "./registration-action-forms";
import { HoldSection } from "./registration-hold-form";
import type { ShownPaymentStatus } from "../shared/shown-payment-status";
import type { RegistrationIntent } from "./transfer-schema";

export type RegistrationDetailData =
  | { found: false }
  | {
      found: true;
      id: number;
      name: string;
      email: string;
      phone: string;
      company: string | null;
      course: string;
      session: string | null;
      status: RegistrationStatus;
      paymentStatus: ShownPaymentStatus;
      /** A refund request (paid, money owed back): the amounts, and how each payment goes back. */
      refundRequest: {
        requestedAt: string;
        requested: string;
        paid: string;
        refunded: string;
        left: string;
        payments: {
          reference: string;
          provider: string;
          left: string;
          way: "api" | "manual" | "dashboard";
        }[];
      } | null;
      reference: string;
      /** An unpaid seat's deadline (the session's zone) and the extension form's default; else null. */
      hold: { until: string; extended: boolean; value: string; zone: string } | null;
      payments: {
        id: number;
        reference: string;
        provider: string;
        amount: string;
        status: PaymentRowStatus;
        when: string;
      }[];
      /** The texts sent about it, with their status from the provider's receipts. */
      texts: {
        id: number;
        kind: string;
        status: "queued" | "sent" | "delivered" | "failed" | "suppressed";
        parts: number;
        to: string;
        body: string;
        at: string;
        when: string;
        sent: string | null;
        receipt: string | null;
        reason: string | null;
      }[];
      history: {
        id: number;
        at: string;
        when: string;
        actor: HistoryActor;
        fromStatus: RegistrationStatus | null;
        toStatus: RegistrationStatus;
        fromPaymentStatus: PaymentStatus | null;
        toPaymentStatus: PaymentStatus;
        note: string | null;
      }[];
      antiForgery: string;
      /** Admins only (null for moderators): the form's token, the pending transfers, what is owed. */
      transfer: {
        antiForgery: string;
        references: { reference: string; amount: string }[];
        owed: { amount: string; currency: string } | null;
        today: string;
      } | null;
      /** The sessions it may move to; null when it is not in force. */
      move: { id: number; label: string; seatsLeft: number }[] | null;
      cancellable: boolean;
      resendable: boolean;
      /** Admins only: the payments left to refund. */
      refundable: { reference: string; currency: string; left: string }[] | null;
    };

/** One registration for staff: who, what, its payments and its history, oldest change first. */
export function RegistrationDetailPage({
  data,
  refused,
}: {
  data: RegistrationDetailData;
  /** What the action answered when it refused the form. */
  refused: {
    intent?: RegistrationIntent | null;
    notice: { title: string; message: string };
    lastResult: unknown;
  } | null;
}) {
  const { t } = useTranslation();
  if (!data.found)
    return (
      <AdminNotFound
        backTo="/admin/registrations"
        backLabel={t("admin.registration.back")}
        title={t("admin.registration.notFound")}
      />
    );
  // Which form the refusal is for (none named: the payment form, the first increment's).
  const refusedFor = (intent: RegistrationIntent) =>
    refused && (refused.intent ?? "payment") === intent
      ? {
          lastResult: refused.lastResult as SubmissionResult<string[]> | null | undefined,
          notice: refused.notice.message,
        }
      : {};
  const statusText = (status: RegistrationStatus | null) =>
    status ? t(`admin.registrations.statuses.${status}`) : "—";
  const paymentText = (status: ShownPaymentStatus | null) =>
    status ? t(`admin.registrations.payments.${status}`) : "—";
  return (
    <AdminDetailFrame backTo="/admin/registrations" backLabel={t("admin.registration.back")}>
      <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">
        {t("admin.registration.heading", { id: data.id })}
      </h1>

      <section aria-labelledby="registration-details" className="mt-8">
        <h2 id="registration-details" className="text-xl font-bold">
          {t("admin.registration.details")}
        </h2>
        <dl className="mt-4 grid gap-x-6 gap-y-2 sm:grid-cols-[max-content_1fr]">
          <dt className="font-semibold">{t("admin.registrations.person")}</dt>
          <dd>{data.name}</dd>
          <dt className="font-semibold">{t("admin.registration.email")}</dt>
          <dd>{data.email}</dd>
          <dt className="font-semibold">{t("admin.registration.phone")}</dt>
          <dd>{data.phone}</dd>
          <dt className="font-semibold">{t("admin.registration.company")}</dt>
          <dd>{data.company ?? t("admin.registration.none")}</dd>
          <dt className="font-semibold">{t("admin.registrations.course")}</dt>
          <dd>{data.course}</dd>
          <dt className="font-semibold">{t("admin.registrations.session")}</dt>
          <dd>{data.session ?? t("admin.registrations.noSession")}</dd>
          <dt className="font-semibold">{t("admin.registrations.status")}</dt>
          <dd data-status={data.status}>{statusText(data.status)}</dd>
          <dt className="font-semibold">{t("admin.registrations.payment")}</dt>
          <dd data-payment-status={data.paymentStatus}>{paymentText(data.paymentStatus)}</dd>
          <dt className="font-semibold">{t("adminRegistrations.hold.reference")}</dt>
          <dd className="font-mono" data-testid="registration-reference">
            {data.reference}
          </dd>
        </dl>
      </section>

      <HoldSection hold={data.hold} antiForgery={data.antiForgery} {...refusedFor("hold")} />

      <section aria-labelledby="registration-payments" className="mt-10">
        <h2 id="registration-payments" className="text-xl font-bold">
          {t("admin.registration.paymentsHeading")}
        </h2>
        {data.refundRequest ? (
          <div
            data-refund-request
            className="mt-4 rounded-xl border border-amber-600 bg-surface-raised p-5 shadow-sm"
          >
            <h3 className="text-lg font-bold">{t("adminRegistrations.refundRequest.heading")}</h3>
            <p className="mt-2">
              {t("adminRegistrations.refundRequest.intro", { requested: data.refundRequest.requested })}
            </p>
            <dl className="mt-3 grid gap-x-6 gap-y-1 sm:grid-cols-[max-content_1fr]">
              <dt className="font-semibold">{t("adminRegistrations.refundRequest.paid")}</dt>
              <dd>{data.refundRequest.paid}</dd>
              <dt className="font-semibold">{t("adminRegistrations.refundRequest.refunded")}</dt>
              <dd>{data.refundRequest.refunded}</dd>
              <dt className="font-semibold">{t("adminRegistrations.refundRequest.left")}</dt>
              <dd data-refund-left>{data.refundRequest.left}</dd>
            </dl>
            <h4 className="mt-4 font-semibold">{t("adminRegistrations.refundRequest.how")}</h4>
            <ul className="mt-1 list-disc space-y-1 pl-6">
              {data.refundRequest.payments.map((payment) => (
                <li key={payment.reference}>
                  {t(`adminRegistrations.refundRequest.${payment.way}`, {
                    reference: payment.reference,
                    left: payment.left,
                    provider: t(`admin.registration.providers.${payment.provider}`, {
                      defaultValue: payment.provider,
                    }),
                  })}
                </li>
              ))}
            </ul>
            <p className="mt-3 text-sm text-ink-muted">{t("adminRegistrations.refundRequest.done")}</p>
          </div>
        ) : null}
        {data.payments.length === 0 ? (
          <p className="mt-4">{t("admin.registration.noPayments")}</p>
        ) : (
          <ul className="mt-4 space-y-2">
            {data.payments.map((payment) => (
              <li key={payment.id}>
                {payment.when} · {payment.reference} ·{" "}
                {t(`admin.registration.providers.${payment.provider}`, { defaultValue: payment.provider })} ·{" "}
                {payment.amount} · {t(`admin.registration.paymentRows.${payment.status}`)}
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="registration-transfer" className="mt-10">
        <h2 id="registration-transfer" className="text-xl font-bold">
          {t("adminRegistrations.payment.heading")}
        </h2>
        {data.transfer ? (
          <>
            <p className="mt-2 text-ink-muted">{t("adminRegistrations.payment.intro")}</p>
            <TransferForm
              references={data.transfer.references}
              antiForgery={data.transfer.antiForgery}
              owed={data.transfer.owed}
              today={data.transfer.today}
              {...refusedFor("payment")}
            />
          </>
        ) : (
          <p className="mt-2">{t("admin.transfer.adminsOnly")}</p>
        )}
      </section>

      <section aria-labelledby="registration-refund" className="mt-10">
        <h2 id="registration-refund" className="text-xl font-bold">
          {t("adminRegistrations.refund.heading")}
        </h2>
        {data.refundable ? (
          <>
            <p className="mt-2 text-ink-muted">{t("adminRegistrations.refund.intro")}</p>
            <RefundForm payments={data.refundable} antiForgery={data.antiForgery} {...refusedFor("refund")} />
          </>
        ) : (
          <p className="mt-2">{t("adminRegistrations.refund.adminsOnly")}</p>
        )}
      </section>

      <section aria-labelledby="registration-move" className="mt-10">
        <h2 id="registration-move" className="text-xl font-bold">
          {t("adminRegistrations.move.heading")}
        </h2>
        {data.move ? (
          <>
            <p className="mt-2 text-ink-muted">{t("adminRegistrations.move.intro")}</p>
            <MoveForm sessions={data.move} antiForgery={data.antiForgery} {...refusedFor("move")} />
          </>
        ) : (
          <p className="mt-2">{t("adminRegistrations.move.notInForce")}</p>
        )}
      </section>

      <section aria-labelledby="registration-resend" className="mt-10">
        <h2 id="registration-resend" className="text-xl font-bold">
          {t("adminRegistrations.resend.heading")}
        </h2>
        {data.resendable ? (
          <>
            <p className="mt-2 text-ink-muted">{t("adminRegistrations.resend.intro")}</p>
            <ResendForm antiForgery={data.antiForgery} notice={refusedFor("resend").notice} />
          </>
        ) : (
          <p className="mt-2">{t("adminRegistrations.resend.notConfirmed")}</p>
        )}
      </section>

      <section aria-labelledby="registration-cancel" className="mt-10">
        <h2 id="registration-cancel" className="text-xl font-bold">
          {t("adminRegistrations.cancel.heading")}
        </h2>
        {data.cancellable ? (
          <>
            <p className="mt-2 text-ink-muted">{t("adminRegistrations.cancel.intro")}</p>
            <CancelForm
              name={data.name}
              antiForgery={data.antiForgery}
              notice={refusedFor("cancel").notice}
            />
          </>
        ) : (
          <p className="mt-2">{t("adminRegistrations.cancel.notCancellable")}</p>
        )}
      </section>

      <section aria-labelledby="registration-texts" className="mt-10">
        <h2 id="registration-texts" className="text-xl font-bold">
          {t("admin.registration.textsHeading")}
        </h2>
        <AdminTable
          labelledBy="registration-texts"
          minWidth="40rem"
          rows={data.texts}
          rowKey={(text) => text.id}
          rowProps={(text) => ({ "data-text-kind": text.kind })}
          empty={t("admin.registration.noTexts")}
          columns={[
            {
              key: "when",
              header: t("admin.audit.when"),
              nowrap: true,
              cell: (text) => <time dateTime={text.at}>{text.when}</time>,
            },
            {
              key: "message",
              header: t("admin.registration.textMessage"),
              cell: (text) => (
                <>
                  {text.body}
                  <span className="block text-ink-muted">
                    {text.to} · {t("admin.registration.textParts", { count: text.parts })}
                  </span>
                </>
              ),
            },
            {
              key: "status",
              header: t("admin.registration.textStatus"),
              cell: (text) => (
                <div data-text-status={text.status}>
                  {t(`admin.registration.textStatuses.${text.status}`)}
                  {text.receipt ? (
                    <span className="block text-ink-muted">
                      {t("admin.registration.textReceipt", { when: text.receipt })}
                    </span>
                  ) : text.sent ? (
                    <span className="block text-ink-muted">
                      {t("admin.registration.textSent", { when: text.sent })}
                    </span>
                  ) : null}
                  {text.reason ? <span className="block text-ink-muted">{text.reason}</span> : null}
                </div>
              ),
            },
          ]}
        />
      </section>

      <section aria-labelledby="registration-history" className="mt-10">
        <h2 id="registration-history" className="text-xl font-bold">
          {t("admin.registration.historyHeading")}
        </h2>
        <AdminTable
          labelledBy="registration-history"
          minWidth="40rem"
          rows={data.history}
          rowKey={(line) => line.id}
          empty={t("admin.registration.noHistory")}
          columns={[
            {
              key: "when",
              header: t("admin.audit.when"),
              nowrap: true,
              cell: (line) => <time dateTime={line.at}>{line.when}</time>,
            },
            {
              key: "actor",
              header: t("admin.registration.actor"),
              cell: (line) => t(`admin.registration.actors.${line.actor}`),
            },
            {
              key: "change",
              header: t("admin.registration.change"),
              cell: (line) => (
                <>
                  {statusText(line.fromStatus)} → {statusText(line.toStatus)}
                  <span className="block text-ink-muted">
                    {paymentText(line.fromPaymentStatus)} → {paymentText(line.toPaymentStatus)}
                  </span>
                </>
              ),
            },
            { key: "note", header: t("admin.registration.note"), cell: (line) => line.note ?? "" },
          ]}
        />
      </section>
    </AdminDetailFrame>
  );
}
