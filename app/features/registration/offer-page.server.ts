import { data } from "react-router";
import { requireUser } from "~/features/accounts/guards.server";
import { localize } from "~/features/catalog/localize";
import { sessionWhen } from "~/features/sessions/session-queries.server";
import type { AppContext } from "~/lib/app-context";
import { redirectWithFlash } from "~/lib/flash.server";
import { getT } from "~/lib/i18n.server";
import { langFromPath, localizePath } from "~/lib/language";
import {
  antiForgeryToken,
  ANTI_FORGERY_FIELD,
  isValidAntiForgeryToken,
} from "../security/anti-forgery.server";
import { readForm } from "../security/form-data.server";
import { acceptOffer } from "./offer.server";
import { verifyOfferToken } from "./offer-link.server";
import { PRIVATE_PAGE } from "./my-registrations-page.server";
import { signInPath } from "./registration-action.server";
import { loadRegistrationDetails } from "./registration-details.server";
import { OFFER_TOKEN_FIELD } from "./registration-view";
import { myRegistrationsPath, toRegistrationView } from "./registration-views.server";

interface Args {
  request: Request;
  context: AppContext;
}

/**
 * GET /register/confirm?token=...: the seat offered by e-mail, with a button that confirms it.
 * Opening the link changes nothing (mail scanners open links); the POST does. Guarded: the
 * offer is for its registrant's account only.
 */
export async function offerPageLoader({ request, context }: Args) {
  const viewer = await requireUser(request, context);
  const url = new URL(request.url);
  const lang = langFromPath(url.pathname);
  const t = getT(lang);
  const now = new Date();
  const seo = { title: t("registration.offer.seoTitle"), description: t("registration.offer.title"), lang };
  const token = url.searchParams.get(OFFER_TOKEN_FIELD);
  const check = verifyOfferToken(context.secrets, token, now);
  const details = check.ok ? await loadRegistrationDetails(context.db, check.registrationId) : null;
  if (details && details.registration.userId !== viewer.user.id) {
    // A genuine link opened while signed in with another account: say so (not which account),
    // and offer to sign out and come back here once signed in with the right one.
    const here = url.pathname + url.search;
    return data(
      {
        seo,
        state: "other-account" as const,
        offer: null,
        switchAccount: { signOut: localizePath("/auth/sign-out", lang), then: signInPath(here, lang) },
      },
      { status: 403, headers: PRIVATE_PAGE },
    );
  }
  if (!check.ok || !details) {
    const expired = !check.ok && check.reason === "expired";
    return data(
      { seo, state: expired ? ("expired" as const) : ("invalid" as const), offer: null, switchAccount: null },
      { status: expired ? 410 : 400, headers: PRIVATE_PAGE },
    );
  }
  if (details.registration.status !== "offered") {
    const state = details.registration.status === "confirmed" ? ("confirmed" as const) : ("expired" as const);
    return data(
      { seo, state, offer: null, switchAccount: null },
      { status: state === "expired" ? 410 : 200, headers: PRIVATE_PAGE },
    );
  }
  const view = await toRegistrationView(context.db, details, {
    lang,
    secrets: context.secrets,
    now,
    holdHours: context.env.PAYMENT_HOLD_HOURS,
  });
  return data(
    {
      seo,
      state: "open" as const,
      switchAccount: null,
      offer: {
        course: localize(details.course.title, lang),
        date: details.session ? sessionWhen(details.session, lang).startDate : "",
        until: view.offerUntil ?? "",
        token: token ?? "",
        antiForgery: antiForgeryToken(viewer.session.id, context.secrets),
        mine: myRegistrationsPath(lang),
      },
    },
    { headers: PRIVATE_PAGE },
  );
}

/** POST: confirms the seat (token and anti-forgery token checked), then "Mes inscriptions". */
export async function offerPageAction({ request, context }: Args) {
  const viewer = await requireUser(request, context);
  const lang = langFromPath(new URL(request.url).pathname);
  const t = getT(lang);
  const title = t("registration.offer.errorTitle");
  const refuse = (status: number, message: string) => data({ notice: { title, message } }, { status });
  const read = await readForm(request);
  if (!read.ok) return refuse(read.status, t("registration.errors.unreadable"));
  if (!isValidAntiForgeryToken(read.formData.get(ANTI_FORGERY_FIELD), viewer.session.id, context.secrets)) {
    return refuse(403, t("registration.errors.antiForgery"));
  }
  const now = new Date();
  const check = verifyOfferToken(context.secrets, read.formData.get(OFFER_TOKEN_FIELD), now);
  if (!check.ok) {
    return check.reason === "expired"
      ? refuse(410, t("registration.offer.expired"))
      : refuse(400, t("registration.offer.invalid"));
  }
  const details = await loadRegistrationDetails(context.db, check.registrationId);
  if (details && details.registration.userId !== viewer.user.id) {
    return refuse(403, t("registration.offer.otherAccount"));
  }
  const outcome = await acceptOffer(
    context.db,
    { registrationId: check.registrationId, userId: viewer.user.id },
    {
      siteUrl: context.env.SITE_URL,
      secrets: context.secrets,
      now,
      holdHours: context.env.PAYMENT_HOLD_HOURS,
    },
  );
  if (!outcome.ok) {
    const message = {
      "not-found": t("registration.offer.invalid"),
      expired: t("registration.offer.expired"),
      "session-unavailable": t("registration.offer.unavailable"),
    }[outcome.error];
    return refuse(outcome.error === "not-found" ? 400 : 410, message);
  }
  context.logger.info(
    { event: "registration.offer_accepted", registrationId: check.registrationId },
    "offer accepted",
  );
  return redirectWithFlash(
    myRegistrationsPath(lang),
    { kind: "success", title: t("registration.offer.doneTitle"), message: t("registration.offer.done") },
    context,
  );
}
