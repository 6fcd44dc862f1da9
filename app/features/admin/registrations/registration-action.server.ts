import { adminFormFields } from "../shared/admin-form.server";
import { data } from "react-router";
import type { AppContext } from "~/lib/app-context";
import { ANTI_FORGERY_FIELD, isValidAntiForgeryToken } from "~/features/security/anti-forgery.server";
import { readForm } from "~/features/security/form-data.server";
import { redirectWithFlash } from "~/lib/flash.server";
import { getT } from "~/lib/i18n.server";
import { langFromPath, localizePath } from "~/lib/language";
import { oneOf } from "../shared/list-query";
import { refusal, type RegistrationActionScope } from "./registration-action-scope.server";
import { cancelAction, moveAction, resendAction } from "./registration-handling-actions.server";
import { holdAction } from "./registration-hold-action.server";
import { recordPaymentAction } from "./registration-payment-action.server";
import { refundAction } from "./registration-refund-action.server";
import { registrationFromParam } from "./registrations.server";
import { requireStaff, staffActor } from "../shared/staff-access.server";
import { registrationIntents, type RegistrationIntent } from "./transfer-schema";

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
  const match = await registrationFromParam(context.db, params.registrationId);
  if (!match) throw data(null, { status: 404 });
  const { id, found } = match;
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
    refusal({ intent, notice: { title: errorTitle, message }, lastResult }, status);
  if (!read.ok) return refuse(read.status, t("adminRegistrations.common.unreadable"));
  // One value per field, and no form-library intent: what every back-office action reads.
  const { formData } = adminFormFields(read.formData);
  if (!isValidAntiForgeryToken(formData.get(ANTI_FORGERY_FIELD), viewer.session.id, context.secrets))
    return refuse(403, t("admin.transfer.errors.antiForgery"));
  if (!intent) return refuse(400, t("adminRegistrations.common.unknownIntent"));

  const now = new Date();
  const back = localizePath(`/admin/registrations/${id}`, lang);
  const scope: RegistrationActionScope = {
    id,
    found,
    formData,
    lang,
    t,
    now,
    deps: {
      siteUrl: context.env.SITE_URL,
      secrets: context.secrets,
      now,
      staffEmail: context.env.STAFF_EMAIL,
      holdHours: context.env.PAYMENT_HOLD_HOURS,
    },
    staff: staffActor(viewer),
    context,
    refuse,
    done: (title, message) => redirectWithFlash(back, { kind: "success", title, message }, context),
    log: (event, fields = {}) =>
      context.logger.info({ event, registrationId: id, by: viewer.user.id, ...fields }, event),
  };

  switch (intent) {
    case "payment":
      return recordPaymentAction(scope);
    case "move":
      return moveAction(scope);
    case "cancel":
      return cancelAction(scope);
    case "resend":
      return resendAction(scope);
    case "refund":
      return refundAction(scope);
    case "hold":
      return holdAction(scope);
  }
}
