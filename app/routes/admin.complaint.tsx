import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "react-router";
import { complaintActionSchema } from "~/features/admin/complaints/complaint-action-schema";
import { ComplaintPage } from "~/features/admin/complaints/complaint-page";
import {
  complaintDetail,
  handleComplaint,
  stepsOffered,
} from "~/features/admin/complaints/complaints.server";
import { adminFormFields } from "~/features/admin/shared/admin-form.server";
import { requireStaff } from "~/features/admin/shared/staff-access.server";
import { complaintReference } from "~/features/complaints/reference";
import {
  ANTI_FORGERY_FIELD,
  antiForgeryToken,
  isValidAntiForgeryToken,
} from "~/features/security/anti-forgery.server";
import { readForm } from "~/features/security/form-data.server";
import { redirectWithFlash } from "~/lib/flash.server";
import { formatDate, formatTime } from "~/lib/format";
import type { I18nHandle } from "~/lib/i18n";
import { getT } from "~/lib/i18n.server";
import { langFromPath, localizePath } from "~/lib/language";
import { rowId } from "~/lib/route-params";
import { seoMeta } from "~/lib/seo";
import type { Route } from "./+types/admin.complaint";

export const handle = { i18n: ["admin", "adminComplaints", "complaints"] } satisfies I18nHandle;

/** /admin/complaints/:complaintId: one complaint, how it was handled, and the next steps' forms. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const viewer = await requireStaff(request, context, { need: "read" });
  const lang = langFromPath(new URL(request.url).pathname);
  const t = getT(lang);
  const id = rowId(params.complaintId);
  const complaint = id === null ? null : await complaintDetail(context.db, id);
  if (!complaint) {
    return data(
      {
        found: false as const,
        seo: { title: t("adminComplaints.notFound"), description: t("adminComplaints.notFound"), lang },
      },
      { status: 404 },
    );
  }
  const when = (date: Date | null) =>
    date ? `${formatDate(date, lang, "medium")} ${formatTime(date, lang)}` : null;
  const reference = complaintReference(complaint);
  return {
    found: true as const,
    seo: { title: t("adminComplaints.complaintHeading", { reference }), description: reference, lang },
    id: complaint.id,
    reference,
    name: complaint.name,
    email: complaint.email,
    phone: complaint.phone,
    category: complaint.category,
    concerns: complaint.concerns,
    registrationId: complaint.registrationId,
    sessionId: complaint.sessionId,
    message: complaint.message,
    lang: complaint.lang,
    status: complaint.status,
    dates: {
      received: when(complaint.receivedAt) ?? "",
      acknowledged: when(complaint.acknowledgedAt),
      answered: when(complaint.answeredAt),
      closed: when(complaint.closedAt),
    },
    answer: complaint.answer,
    action: complaint.action,
    handledBy: complaint.handledByEmail,
    steps: viewer.may.handle ? stepsOffered(complaint.status) : [],
    antiForgery: viewer.may.handle ? antiForgeryToken(viewer.session.id, context.secrets) : null,
  };
}

/**
 * POST: one step of the handling (take in hand, answer by e-mail, record the action taken,
 * close). Only the step's own text is read from the form; the address and language of the
 * answer are the complaint's.
 */
export async function action({ request, params, context }: Route.ActionArgs) {
  const viewer = await requireStaff(request, context, { need: "handle" });
  const lang = langFromPath(new URL(request.url).pathname);
  const t = getT(lang);
  const id = rowId(params.complaintId);
  if (id === null) throw data(null, { status: 404 });
  const title = t("adminComplaints.errorTitle");
  const refuse = (status: number, message: string, lastResult: unknown = null) =>
    data({ notice: { title, message }, lastResult }, { status });
  const read = await readForm(request);
  if (!read.ok) return refuse(read.status, t("adminComplaints.errors.unreadable"));
  if (!isValidAntiForgeryToken(read.formData.get(ANTI_FORGERY_FIELD), viewer.session.id, context.secrets))
    return refuse(403, t("adminComplaints.errors.antiForgery"));
  const fields = adminFormFields(read.formData);
  const submission = parseWithZod(fields.formData, { schema: complaintActionSchema });
  if (fields.controlErrors)
    return refuse(
      400,
      t("admin.form.controlSummary"),
      submission.reply({ fieldErrors: fields.controlErrors }),
    );
  if (submission.status !== "success") {
    const reply = submission.reply();
    const key = reply.error?.answer?.[0] ?? reply.error?.action?.[0] ?? "adminComplaints.errors.intent";
    return refuse(400, t(key as "adminComplaints.errors.intent"), reply);
  }
  const step = submission.value;
  const change = await handleComplaint(context.db, {
    actor: { id: viewer.user.id, email: viewer.user.email },
    id,
    step,
    siteUrl: context.env.SITE_URL,
    staffEmail: context.env.STAFF_EMAIL,
  });
  if (change.kind === "not-found") throw data(null, { status: 404 });
  if (change.kind === "not-allowed")
    return refuse(
      409,
      t("adminComplaints.errors.notAllowed", { status: t(`adminComplaints.statuses.${change.status}`) }),
    );
  context.logger.info({ event: `admin.complaint_${step.intent}`, complaintId: id }, "complaint handled");
  return redirectWithFlash(
    localizePath(`/admin/complaints/${id}`, lang),
    {
      kind: "success",
      title: t(`adminComplaints.done.${step.intent}Title`),
      message: t(`adminComplaints.done.${step.intent}`, { email: change.email }),
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

export default function AdminComplaint({ loaderData, actionData }: Route.ComponentProps) {
  return <ComplaintPage data={loaderData} refused={actionData ?? null} />;
}
