import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "react-router";
import { recordAudit } from "~/features/admin/audit.server";
import { transferSchema } from "~/features/admin/transfer-schema";
import { markTransferPaid } from "~/features/payments/mark-paid.server";
import {
  ANTI_FORGERY_FIELD,
  antiForgeryToken,
  isValidAntiForgeryToken,
} from "~/features/security/anti-forgery.server";
import { readForm } from "~/features/security/form-data.server";
import { redirectWithFlash } from "~/lib/flash.server";
import { localize } from "~/features/catalog/localize";
import { parseCourseId as parseId } from "~/features/catalog/course-queries.server";
import { RegistrationDetailPage } from "~/features/admin/registration-detail";
import { registrationDetail } from "~/features/admin/registrations.server";
import { requireStaff } from "~/features/admin/staff-access.server";
import { formatDate, formatMoney, formatTime } from "~/lib/format";
import { eq } from "drizzle-orm";
import { registrations } from "../../db/schema";
import { getT } from "~/lib/i18n.server";
import { langFromPath, localizePath } from "~/lib/language";
import { seoMeta } from "~/lib/seo";
import type { Route } from "./+types/admin.registration";

type Found = NonNullable<Awaited<ReturnType<typeof registrationDetail>>>;

/** Minor units (cents for EUR, francs for GNF) formatted; formatMoney takes hundredths. */
function money(amountMinor: number, currency: string, lang: "fr" | "en") {
  return currency === "GNF"
    ? formatMoney(amountMinor * 100, "GNF", lang)
    : formatMoney(amountMinor, "EUR", lang);
}

/** The registration's bank transfers not received yet: the only ones the form may record. */
function pendingTransfers(payments: Found["payments"]) {
  return payments.filter(
    (payment) =>
      payment.provider === "bank-transfer" && ["pending", "failed", "expired"].includes(payment.status),
  );
}

/** /admin/registrations/:id: one registration with its payments and history, for staff. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const viewer = await requireStaff(request, context, { need: "read" });
  const lang = langFromPath(new URL(request.url).pathname);
  const t = getT(lang);
  const id = parseId(params.registrationId);
  const found = id === null ? null : await registrationDetail(context.db, id);
  if (!found || id === null) {
    return data(
      {
        found: false as const,
        seo: { title: t("admin.registration.notFound"), description: t("admin.registration.notFound"), lang },
      },
      { status: 404 },
    );
  }
  const { registration } = found;
  const when = (date: Date, zone?: string | null) =>
    `${formatDate(date, lang, "medium", zone ?? undefined)} ${formatTime(date, lang, zone ?? undefined)}`;
  return {
    found: true as const,
    seo: {
      title: t("admin.registration.seoTitle", { id }),
      description: t("admin.registration.seoTitle", { id }),
      lang,
    },
    id,
    name: `${registration.firstName} ${registration.lastName}`,
    email: registration.email,
    phone: registration.phone,
    company: registration.company,
    course: localize(found.courseTitle, lang),
    session: found.startsAt ? when(found.startsAt, found.timeZone) : null,
    status: registration.status,
    paymentStatus: registration.paymentStatus,
    payments: found.payments.map((payment) => ({
      id: payment.id,
      reference: payment.reference,
      provider: payment.provider,
      // Minor units: cents for EUR, francs for GNF (formatMoney takes hundredths).
      amount: money(payment.amountMinor, payment.currency, lang),
      status: payment.status,
      when: when(payment.createdAt),
    })),
    // Recording a payment changes money: admins only (staff-access.server.ts).
    transfer: viewer.may.change
      ? {
          antiForgery: antiForgeryToken(viewer.session.id, context.secrets),
          references: pendingTransfers(found.payments).map((payment) => ({
            reference: payment.reference,
            amount: money(payment.amountMinor, payment.currency, lang),
          })),
        }
      : null,
    history: found.history.map((line) => ({
      id: line.id,
      at: line.at.toISOString(),
      when: when(line.at),
      actor: line.actor,
      fromStatus: line.fromStatus,
      toStatus: line.toStatus,
      fromPaymentStatus: line.fromPaymentStatus,
      toPaymentStatus: line.toPaymentStatus,
      note: line.note,
    })),
  };
}

/**
 * POST: an admin records a bank transfer of this registration as received, through the same
 * locked state change as the command line (markTransferPaid), with its audit entry in the same
 * transaction. Only a pending transfer of this very registration is accepted: a reference of
 * another one, a forged amount or user id change nothing. Then back here with a toast.
 */
export async function action({ request, params, context }: Route.ActionArgs) {
  const viewer = await requireStaff(request, context, { need: "change" });
  const url = new URL(request.url);
  const lang = langFromPath(url.pathname);
  const t = getT(lang);
  const id = parseId(params.registrationId);
  const found = id === null ? null : await registrationDetail(context.db, id);
  if (!found || id === null) throw data(null, { status: 404 });
  const title = t("admin.transfer.errorTitle");
  const refuse = (status: number, message: string, lastResult: unknown = null) =>
    data({ notice: { title, message }, lastResult }, { status });
  const read = await readForm(request);
  if (!read.ok) return refuse(read.status, t("admin.transfer.errors.unreadable"));
  if (!isValidAntiForgeryToken(read.formData.get(ANTI_FORGERY_FIELD), viewer.session.id, context.secrets))
    return refuse(403, t("admin.transfer.errors.antiForgery"));
  const submission = parseWithZod(read.formData, { schema: transferSchema });
  if (submission.status !== "success") return refuse(400, title, submission.reply());
  const reference = submission.value.reference.toUpperCase();
  const payment = pendingTransfers(found.payments).find((row) => row.reference === reference);
  if (!payment) {
    return refuse(
      400,
      t("admin.transfer.errors.reference"),
      submission.reply({ fieldErrors: { reference: ["admin.transfer.errors.reference"] } }),
    );
  }
  const before = {
    paymentStatus: found.registration.paymentStatus,
    payment: { reference, status: payment.status },
  };
  const outcome = await markTransferPaid(context.db, reference, {
    siteUrl: context.env.SITE_URL,
    now: new Date(),
    by: viewer.user.email,
    onChanged: async (tx, change) => {
      const [after] = await tx
        .select({ paymentStatus: registrations.paymentStatus })
        .from(registrations)
        .where(eq(registrations.id, id));
      await recordAudit(tx, {
        actor: { id: viewer.user.id, email: viewer.user.email },
        action: "registration_mark_paid",
        entityType: "registration",
        entityId: id,
        before,
        after: {
          paymentStatus: after?.paymentStatus ?? null,
          payment: {
            reference,
            status: change.to,
            amountMinor: payment.amountMinor,
            currency: payment.currency,
          },
          ...(change.receiptNumber ? { receiptNumber: change.receiptNumber } : {}),
        },
      });
    },
  });
  if (!outcome.ok || outcome.change.kind !== "changed")
    return refuse(409, t("admin.transfer.errors.unchanged"));
  context.logger.info(
    { event: "admin.transfer_recorded", registrationId: id, reference },
    "transfer recorded",
  );
  return redirectWithFlash(
    localizePath(`/admin/registrations/${id}`, lang),
    {
      kind: "success",
      title: t("admin.transfer.doneTitle"),
      message: t("admin.transfer.done", { reference }),
    },
    context,
  );
}

/** Personal data: never stored by a cache. */
export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

export const meta: Route.MetaFunction = ({ loaderData }) => [
  ...seoMeta(loaderData?.seo),
  { name: "robots", content: "noindex" },
];

export default function AdminRegistration({ loaderData, actionData }: Route.ComponentProps) {
  return <RegistrationDetailPage data={loaderData} refused={actionData ?? null} />;
}
