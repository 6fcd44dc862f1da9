import { rowId } from "~/lib/route-params";
import { data } from "react-router";
import { requireUser } from "~/features/accounts/guards.server";
import type { AppContext } from "~/lib/app-context";
import { redirectWithFlash } from "~/lib/flash.server";
import { getT } from "~/lib/i18n.server";
import { langFromPath } from "~/lib/language";
import {
  antiForgeryToken,
  ANTI_FORGERY_FIELD,
  isValidAntiForgeryToken,
} from "../security/anti-forgery.server";
import { readForm } from "../security/form-data.server";
import { cancelRegistration } from "./cancel.server";
import { PRIVATE_PAGE } from "./my-registrations-page.server";
import { loadRegistrationDetails } from "./registration-details.server";
import { myRegistrationsPath, toRegistrationView } from "./registration-views.server";

interface Args {
  request: Request;
  params: { registrationId?: string };
  context: AppContext;
}

/** The owner's registration, or a 404 that says the same for anyone else's and a missing one. */
async function ownRegistration({ request, params, context }: Args) {
  const viewer = await requireUser(request, context);
  const lang = langFromPath(new URL(request.url).pathname);
  const id = rowId(params.registrationId);
  const details = id === null ? null : await loadRegistrationDetails(context.db, id);
  const t = getT(lang);
  if (!details || details.registration.userId !== viewer.user.id) {
    throw data({ message: t("registration.cancel.notFound") }, { status: 404 });
  }
  return { viewer, lang, t, details };
}

/** GET /profile/registrations/{id}/cancel: the confirmation step. */
export async function cancelPageLoader(args: Args) {
  const { viewer, lang, t, details } = await ownRegistration(args);
  const { context } = args;
  return data(
    {
      seo: { title: t("registration.cancel.seoTitle"), description: t("registration.cancel.title"), lang },
      registration: await toRegistrationView(context.db, details, {
        lang,
        secrets: context.secrets,
        holdHours: context.env.PAYMENT_HOLD_HOURS,
        now: new Date(),
      }),
      paid: details.registration.paymentStatus === "paid",
      antiForgery: antiForgeryToken(viewer.session.id, context.secrets),
      back: myRegistrationsPath(lang),
    },
    { headers: PRIVATE_PAGE },
  );
}

/**
 * POST: cancels (anti-forgery token required; only the owner's registration; before the
 * session starts), then "Mes inscriptions" with a flash. Refusals change nothing.
 */
export async function cancelPageAction(args: Args) {
  const { request, context } = args;
  const { viewer, lang, t, details } = await ownRegistration(args);
  const title = t("registration.cancel.errorTitle");
  const refuse = (status: number, message: string) => data({ notice: { title, message } }, { status });
  const read = await readForm(request);
  if (!read.ok) return refuse(read.status, t("registration.errors.unreadable"));
  if (!isValidAntiForgeryToken(read.formData.get(ANTI_FORGERY_FIELD), viewer.session.id, context.secrets)) {
    return refuse(403, t("registration.errors.antiForgery"));
  }
  const outcome = await cancelRegistration(
    context.db,
    {
      registrationId: details.registration.id,
      ownerId: viewer.user.id,
      actor: { kind: "registrant", userId: viewer.user.id },
    },
    {
      siteUrl: context.env.SITE_URL,
      secrets: context.secrets,
      now: new Date(),
      staffEmail: context.env.STAFF_EMAIL,
    },
  );
  if (!outcome.ok) {
    const message = {
      "not-found": t("registration.cancel.notFound"),
      "not-cancellable": t("registration.cancel.notCancellable"),
      "session-started": t("registration.cancel.sessionStarted"),
    }[outcome.error];
    return refuse(outcome.error === "not-found" ? 404 : 409, message);
  }
  context.logger.info(
    {
      event: "registration.cancelled",
      registrationId: details.registration.id,
      refund: outcome.refundRequested,
    },
    "registration cancelled",
  );
  // Leaving the waiting list, or withdrawing a request for a session not yet planned, says so.
  const queued = details.registration.status === "waitlisted" && !outcome.refundRequested;
  const words = !queued
    ? {
        title: t("registration.cancel.doneTitle"),
        message: outcome.refundRequested
          ? t("registration.cancel.doneRefund")
          : t("registration.cancel.done"),
      }
    : details.session
      ? {
          title: t("registration.cancel.waitlisted.doneTitle"),
          message: t("registration.cancel.waitlisted.done"),
        }
      : {
          title: t("registration.cancel.interest.doneTitle"),
          message: t("registration.cancel.interest.done"),
        };
  return redirectWithFlash(myRegistrationsPath(lang), { kind: "success", ...words }, context);
}
