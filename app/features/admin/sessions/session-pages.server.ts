import { parseWithZod } from "@conform-to/zod/v4";
import { eq } from "drizzle-orm";
import { data } from "react-router";
import { trainingSessions } from "../../../../db/schema";
import { localize } from "~/features/catalog/localize";
import {
  ANTI_FORGERY_FIELD,
  antiForgeryToken,
  isValidAntiForgeryToken,
} from "~/features/security/anti-forgery.server";
import { readForm } from "~/features/security/form-data.server";
import { findProvider } from "~/features/payments/registry.server";
import type { AppContext } from "~/lib/app-context";
import { redirectWithFlash } from "~/lib/flash.server";
import { formatDate, formatMoney } from "~/lib/format";
import { getT } from "~/lib/i18n.server";
import { localizePath, type Lang } from "~/lib/language";
import {
  priceText,
  registrationsOnSession,
  type CataloguePrice,
  type PriceKept,
} from "../shared/price-change.server";
import type { SessionFormValues } from "./session-form";
import { adminFormFields } from "../shared/admin-form.server";
import { sessionSchema } from "./session-schema";
import { cancelSession } from "./session-cancel.server";
import { sessionChoices } from "./session-choices.server";
import type { SessionDetail } from "./session-detail.server";
import { saveSession } from "./session-save.server";
import { dateToWallClock } from "./session-values.server";
import type { StaffViewer } from "../shared/staff-access.server";

/** The form's choices: courses (with their own price, shown as the hint) and trainers. */
export async function sessionFormChoices(context: AppContext, lang: Lang) {
  const choices = await sessionChoices(context.db);
  return {
    courses: choices.courses.map((course) => ({
      id: course.id,
      title: localize(course.title, lang),
      price:
        course.priceCents === null
          ? null
          : formatMoney(course.priceCents, course.currency as "EUR" | "GNF", lang),
    })),
    trainers: choices.trainers,
  };
}

/** A new session's form: in person, in Guinea, the zone taken from the country. */
export const blankSessionValues: SessionFormValues = {
  courseId: "",
  startsAt: "",
  endsAt: "",
  timeZone: "",
  format: "presentiel",
  venueName: "",
  streetAddress: "",
  city: "",
  country: "GN",
  totalSeats: "",
  price: "",
  currency: "EUR",
  trainerId: "",
  trainerEmail: "",
};

/**
 * The session's stored values as the form shows them: wall clock of its own zone, price in units,
 * the trainer's account by its e-mail.
 */
export function sessionFormValues(
  session: SessionDetail["session"],
  trainerAccountEmail: string | null = null,
): SessionFormValues {
  const price =
    session.priceCents === null
      ? ""
      : session.currency === "GNF"
        ? String(Math.round(session.priceCents / 100))
        : (session.priceCents / 100).toFixed(2);
  return {
    courseId: String(session.courseId),
    startsAt: dateToWallClock(session.startsAt, session.timeZone),
    endsAt: dateToWallClock(session.endsAt, session.timeZone),
    timeZone: session.timeZone,
    format: session.format,
    venueName: session.venueName ?? "",
    streetAddress: session.streetAddress ?? "",
    city: session.city ?? "",
    country: session.country?.trim() ?? "",
    totalSeats: String(session.totalSeats),
    price,
    currency: session.currency === "GNF" ? "GNF" : "EUR",
    trainerId: session.trainerId === null ? "" : String(session.trainerId),
    trainerEmail: trainerAccountEmail ?? "",
  };
}

/**
 * The note by the price field, before saving: a new price applies to new registrations only,
 * and the session's registrations in force keep theirs (none: no note). `price` is what a new
 * registration pays today (the session's own price, else its course's).
 */
export async function sessionPriceNote(
  context: AppContext,
  sessionId: number,
  price: CataloguePrice,
  lang: Lang,
): Promise<string | null> {
  const kept = await registrationsOnSession(context.db, sessionId);
  if (kept === 0) return null;
  const t = getT(lang);
  return t("adminSessions.form.priceKept", {
    count: kept,
    price: priceText(price, lang) ?? t("adminSessions.form.noCoursePrice"),
  });
}

/** The toast's sentence once a new price is saved: who keeps their price, what new ones pay. */
function priceKeptMessage(priceKept: PriceKept, lang: Lang): string {
  const t = getT(lang);
  const onRequest = t("adminSessions.form.noCoursePrice");
  const before = priceText(priceKept.before, lang) ?? onRequest;
  const after = priceText(priceKept.after, lang) ?? onRequest;
  return priceKept.kept === 0
    ? t("adminSessions.saved.priceNoneKept", { after })
    : t("adminSessions.saved.priceKept", { count: priceKept.kept, before, after });
}

export function formToken(viewer: StaffViewer, context: AppContext): string {
  return antiForgeryToken(viewer.session.id, context.secrets);
}

type Refused = { notice: { title: string; message: string }; lastResult: unknown; intent: string };

function refuser(lang: Lang, intent: "save" | "cancel") {
  const t = getT(lang);
  const title = t(intent === "cancel" ? "adminSessions.cancel.refusedTitle" : "adminSessions.errors.title");
  return (status: number, message: string, lastResult: unknown = null) =>
    data<Refused>({ notice: { title, message }, lastResult, intent }, { status });
}

/** Reads a posted form and checks its anti-forgery token; the refusal otherwise. */
export async function readStaffForm(request: Request, viewer: StaffViewer, context: AppContext, lang: Lang) {
  const t = getT(lang);
  const refuse = refuser(lang, "save");
  const read = await readForm(request);
  if (!read.ok)
    return { ok: false as const, response: refuse(read.status, t("adminSessions.errors.unreadable")) };
  if (!isValidAntiForgeryToken(read.formData.get(ANTI_FORGERY_FIELD), viewer.session.id, context.secrets))
    return { ok: false as const, response: refuse(403, t("adminSessions.errors.antiForgery")) };
  return { ok: true as const, formData: read.formData };
}

/**
 * POST "save": schedules (no id) or edits a session. Only the schema's fields are read, so a
 * forged status, price of another form, id or user changes nothing; the database's rules
 * (seats under those taken, a course that exists) come back as field errors.
 */
export async function saveSessionAction({
  formData,
  context,
  viewer,
  lang,
  id,
}: {
  formData: FormData;
  context: AppContext;
  viewer: StaffViewer;
  lang: Lang;
  id?: number;
}) {
  const t = getT(lang);
  const refuse = refuser(lang, "save");
  const fields = adminFormFields(formData);
  const submission = parseWithZod(fields.formData, { schema: sessionSchema });
  if (fields.controlErrors)
    return refuse(400, t("admin.form.controlSummary"), submission.reply({ fieldErrors: fields.controlErrors }));
  if (submission.status !== "success")
    return refuse(400, t("adminSessions.errors.summary"), submission.reply());
  const now = new Date();
  const outcome = await saveSession(
    context.db,
    { id, input: submission.value, actor: { id: viewer.user.id, email: viewer.user.email } },
    { siteUrl: context.env.SITE_URL, secrets: context.secrets, now },
  );
  if (!outcome.ok) {
    const { refusal } = outcome;
    if (refusal.field === null) return refuse(409, t(refusal.message));
    const message =
      refusal.field === "totalSeats" && refusal.taken !== undefined
        ? t("adminSessions.errors.seatsTaken", { taken: refusal.taken })
        : t("adminSessions.errors.summary");
    return refuse(400, message, submission.reply({ fieldErrors: { [refusal.field]: [refusal.message] } }));
  }
  context.logger.info(
    { event: id ? "admin.session_updated" : "admin.session_created", sessionId: outcome.id },
    "session saved",
  );
  const [saved] = await context.db
    .select({ startsAt: trainingSessions.startsAt, timeZone: trainingSessions.timeZone })
    .from(trainingSessions)
    .where(eq(trainingSessions.id, outcome.id));
  const date = saved ? formatDate(saved.startsAt, lang, "long", saved.timeZone) : "";
  return redirectWithFlash(
    localizePath(`/admin/sessions/${outcome.id}`, lang),
    id
      ? {
          kind: "success",
          title: t("adminSessions.saved.updatedTitle"),
          message: [
            outcome.notified
              ? t("adminSessions.saved.updatedNotified", { date, count: outcome.notified })
              : t("adminSessions.saved.updated", { date }),
            ...(outcome.priceKept ? [priceKeptMessage(outcome.priceKept, lang)] : []),
          ].join(" "),
        }
      : {
          kind: "success",
          title: t("adminSessions.saved.createdTitle"),
          message: t("adminSessions.saved.created", { date }),
        },
    context,
  );
}

/**
 * POST on a session's page: "save" (edit) or "cancel". Both change the catalogue: admins only
 * (the route asks requireStaff for "change" before this).
 */
export async function sessionPageAction({
  request,
  context,
  viewer,
  lang,
  id,
}: {
  request: Request;
  context: AppContext;
  viewer: StaffViewer;
  lang: Lang;
  id: number;
}) {
  const posted = await readStaffForm(request, viewer, context, lang);
  if (!posted.ok) return posted.response;
  const t = getT(lang);
  if (posted.formData.get("intent") !== "cancel")
    return saveSessionAction({ formData: posted.formData, context, viewer, lang, id });

  const now = new Date();
  const outcome = await cancelSession(
    context.db,
    { id, actor: { id: viewer.user.id, email: viewer.user.email } },
    {
      siteUrl: context.env.SITE_URL,
      secrets: context.secrets,
      now,
      staffEmail: context.env.STAFF_EMAIL,
      providerFor: (provider) =>
        findProvider({ env: context.env, db: context.db, secrets: context.secrets }, provider),
    },
  );
  const refuseCancel = refuser(lang, "cancel");
  if (!outcome.ok) {
    const message = {
      "not-found": t("adminSessions.errors.notFound"),
      "already-cancelled": t("adminSessions.cancel.alreadyCancelled"),
      started: t("adminSessions.cancel.started"),
    }[outcome.error];
    return refuseCancel(outcome.error === "not-found" ? 404 : 409, message);
  }
  context.logger.info(
    {
      event: "admin.session_cancelled",
      sessionId: id,
      cancelled: outcome.cancelled,
      refunded: outcome.refunded,
    },
    "session cancelled",
  );
  const message = [
    t("adminSessions.cancel.done", { count: outcome.cancelled }),
    ...(outcome.refunded ? [t("adminSessions.cancel.refunded", { count: outcome.refunded })] : []),
    ...(outcome.refundsLeft ? [t("adminSessions.cancel.refundsLeft", { count: outcome.refundsLeft })] : []),
  ].join(" ");
  return redirectWithFlash(
    localizePath(`/admin/sessions/${id}`, lang),
    { kind: outcome.refundsLeft ? "info" : "success", title: t("adminSessions.cancel.doneTitle"), message },
    context,
  );
}
