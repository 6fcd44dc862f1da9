import { randomUUID } from "node:crypto";
import { parseWithZod } from "@conform-to/zod/v4";
import { eq } from "drizzle-orm";
import { data } from "react-router";
import { certificates, registrations, trainingSessions } from "../../../../db/schema";
import {
  AttendanceError,
  recordMarks,
  type AttendanceActor,
  type AuditWriter,
  type MarkRefusal,
} from "~/features/attendance/attendance.server";
import { halfDaysOf } from "~/features/attendance/half-days";
import {
  CertificateError,
  issueCertificateManually,
  revokeCertificate,
  type CertificateRefusal,
} from "~/features/certificates/certificates.server";
import { ANTI_FORGERY_FIELD, isValidAntiForgeryToken } from "~/features/security/anti-forgery.server";
import { readForm } from "~/features/security/form-data.server";
import type { AppContext } from "~/lib/app-context";
import { redirectWithFlash } from "~/lib/flash.server";
import { formatDate, formatTime } from "~/lib/format";
import { getT } from "~/lib/i18n.server";
import { localizePath, type Lang } from "~/lib/language";
import { recordAudit } from "../audit/audit.server";
import { adminFormFields } from "../shared/admin-form.server";
import type { StaffViewer } from "../shared/staff-access.server";
import { attendanceIntents, attendanceSchemas, type AttendanceIntent } from "./attendance-schema";
import { wallClockToDate } from "./session-values.server";

/** What the page gets back from a refused form: the message, the fields' errors, which form. */
export interface AttendanceRefusal {
  notice: { title: string; message: string };
  lastResult: unknown;
  intent: AttendanceIntent | null;
  /** The registration or certificate the refused form was about: its form shows the errors. */
  target: number | null;
}

/** The back-office's audit writer, handed to the attendance and certificate rules. */
const audit: AuditWriter = (tx, record) => recordAudit(tx, record);

const markStatus: Record<MarkRefusal, number> = {
  invalid: 400,
  session_not_found: 404,
  session_cancelled: 409,
  not_allowed: 403,
  registration_not_in_session: 400,
  registration_not_confirmed: 409,
  not_a_half_day: 400,
  bad_signature: 400,
};

const certificateStatus: Record<CertificateRefusal, number> = {
  not_allowed: 403,
  reason_required: 400,
  registration_not_found: 400,
  not_confirmed: 409,
  already_issued: 409,
  not_found: 400,
  already_revoked: 409,
};

/**
 * POST on /admin/sessions/:id/attendance: "correct" a half-day's mark, "issue" a certificate by
 * hand or "revoke" one, each with its audit entry in the change's transaction. Moderators and
 * admins (the route asks requireStaff for "handle"). The participant and the certificate must be
 * this session's: an id from another session is refused, whatever the form says.
 */
export async function attendanceAction({
  request,
  context,
  viewer,
  lang,
  sessionId,
  now = new Date(),
}: {
  request: Request;
  context: AppContext;
  viewer: StaffViewer;
  lang: Lang;
  sessionId: number;
  now?: Date;
}) {
  const t = getT(lang);
  const refuse = (
    status: number,
    message: string,
    { intent = null, target = null, lastResult = null }: Partial<Omit<AttendanceRefusal, "notice">> = {},
  ) =>
    data<AttendanceRefusal>(
      { notice: { title: t("adminAttendance.errors.title"), message }, lastResult, intent, target },
      { status },
    );

  const [session] = await context.db
    .select()
    .from(trainingSessions)
    .where(eq(trainingSessions.id, sessionId));
  if (!session) return refuse(404, t("adminAttendance.errors.sessionNotFound"));
  const read = await readForm(request);
  if (!read.ok) return refuse(read.status, t("adminAttendance.errors.unreadable"));
  if (!isValidAntiForgeryToken(read.formData.get(ANTI_FORGERY_FIELD), viewer.session.id, context.secrets))
    return refuse(403, t("adminAttendance.errors.antiForgery"));
  const rawIntent = read.formData.get("intent");
  const intent = attendanceIntents.find((known) => known === rawIntent);
  if (!intent) return refuse(400, t("adminAttendance.errors.intent"));
  const fields = adminFormFields(read.formData);
  const rawTarget = Number(read.formData.get(intent === "revoke" ? "certificateId" : "registrationId"));
  const target = Number.isSafeInteger(rawTarget) ? rawTarget : null;
  const submission = parseWithZod(fields.formData, { schema: attendanceSchemas[intent] });
  if (fields.controlErrors)
    return refuse(400, t("admin.form.controlSummary"), {
      intent,
      target,
      lastResult: submission.reply({ fieldErrors: fields.controlErrors }),
    });
  if (submission.status !== "success")
    return refuse(400, t("adminAttendance.errors.summary"), {
      intent,
      target,
      lastResult: submission.reply(),
    });

  const actor: AttendanceActor = {
    id: viewer.user.id,
    email: viewer.user.email,
    role: viewer.user.role ?? "user",
  };
  const value = submission.value;
  const back = localizePath(`/admin/sessions/${sessionId}/attendance`, lang);
  const participant = async (registrationId: number) => {
    const [row] = await context.db
      .select({
        id: registrations.id,
        sessionId: registrations.sessionId,
        firstName: registrations.firstName,
        lastName: registrations.lastName,
      })
      .from(registrations)
      .where(eq(registrations.id, registrationId));
    return row && row.sessionId === sessionId ? row : null;
  };

  if (value.intent === "correct") {
    const person = await participant(value.registrationId);
    if (!person) return refuse(400, t("adminAttendance.errors.participant"), { intent, target });
    const [day = "", part] = value.halfDay.split("/") as [string, "morning" | "afternoon"];
    const halfDay = halfDaysOf(session).find((h) => h.day === day && h.part === part);
    if (!halfDay) return refuse(400, t("adminAttendance.errors.halfDay"), { intent, target });
    let arrivedAt: Date | undefined;
    if (value.state === "late" && value.arrivedAt) {
      const [hours = 0, minutes = 0] = value.arrivedAt.split(":").map(Number);
      const at = hours * 60 + minutes;
      // A late arrival happens during the half-day: before it is on time, after it is absent.
      if (at <= halfDay.from || at >= halfDay.to)
        return refuse(
          400,
          t("adminAttendance.errors.arrivedOutside", {
            from: clock(halfDay.from),
            to: clock(halfDay.to),
          }),
          {
            intent,
            target,
            lastResult: submission.reply({
              fieldErrors: { arrivedAt: ["adminAttendance.errors.arrivedOutsideShort"] },
            }),
          },
        );
      arrivedAt = wallClockToDate(`${day}T${value.arrivedAt}`, session.timeZone);
    }
    try {
      await recordMarks(
        context.db,
        actor,
        [
          {
            // Made here: each correction is a new mark under its own id (recordMarks's rule).
            clientId: randomUUID(),
            registrationId: person.id,
            sessionId,
            day,
            part,
            state: value.state,
            arrivedAt,
            method: "staff",
          },
        ],
        { audit, now },
      );
    } catch (error) {
      if (!(error instanceof AttendanceError)) throw error;
      return refuse(markStatus[error.reason], t(`adminAttendance.markRefusals.${error.reason}`), {
        intent,
        target,
      });
    }
    context.logger.info(
      { event: "admin.attendance_corrected", sessionId, registrationId: person.id },
      "attendance corrected",
    );
    const dayText = formatDate(new Date(`${day}T12:00:00Z`), lang, "long", "UTC");
    const stateText =
      value.state === "late" && arrivedAt
        ? t("adminAttendance.states.lateAt", { time: formatTime(arrivedAt, lang, session.timeZone) })
        : t(`adminAttendance.states.${value.state}`);
    return redirectWithFlash(
      back,
      {
        kind: "success",
        title: t("adminAttendance.done.correctedTitle"),
        message: t("adminAttendance.done.corrected", {
          name: `${person.firstName} ${person.lastName}`,
          halfDay: `${dayText}, ${t(`adminAttendance.parts.${part}`)}`,
          state: stateText,
        }),
      },
      context,
    );
  }

  try {
    if (value.intent === "issue") {
      const person = await participant(value.registrationId);
      if (!person) return refuse(400, t("adminAttendance.errors.participant"), { intent, target });
      const issued = await issueCertificateManually(context.db, actor, person.id, value.reason, {
        audit,
        now,
      });
      context.logger.info(
        { event: "admin.certificate_issued", sessionId, certificateId: issued.id },
        "certificate issued",
      );
      return redirectWithFlash(
        back,
        {
          kind: "success",
          title: t("adminAttendance.done.issuedTitle"),
          message: t("adminAttendance.done.issued", {
            number: issued.number,
            name: `${person.firstName} ${person.lastName}`,
          }),
        },
        context,
      );
    }
    const [owned] = await context.db
      .select({ id: certificates.id, number: certificates.number, sessionId: registrations.sessionId })
      .from(certificates)
      .innerJoin(registrations, eq(registrations.id, certificates.registrationId))
      .where(eq(certificates.id, value.certificateId));
    if (!owned || owned.sessionId !== sessionId)
      return refuse(400, t("adminAttendance.errors.certificate"), { intent, target });
    await revokeCertificate(context.db, actor, owned.id, value.reason, { audit, now });
    context.logger.info(
      { event: "admin.certificate_revoked", sessionId, certificateId: owned.id },
      "certificate revoked",
    );
    return redirectWithFlash(
      back,
      {
        kind: "success",
        title: t("adminAttendance.done.revokedTitle"),
        message: t("adminAttendance.done.revoked", { number: owned.number }),
      },
      context,
    );
  } catch (error) {
    if (!(error instanceof CertificateError)) throw error;
    return refuse(certificateStatus[error.reason], t(`adminAttendance.certificateRefusals.${error.reason}`), {
      intent,
      target,
    });
  }
}

/** Minutes since midnight as "09:40". */
function clock(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;
}
