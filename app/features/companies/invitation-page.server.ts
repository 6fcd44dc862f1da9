import { data } from "react-router";
import { requireUser } from "~/features/accounts/guards.server";
import { getViewer } from "~/features/accounts/viewer.server";
import {
  ANTI_FORGERY_FIELD,
  antiForgeryToken,
  isValidAntiForgeryToken,
} from "~/features/security/anti-forgery.server";
import { readForm } from "~/features/security/form-data.server";
import type { AppContext } from "~/lib/app-context";
import { redirectWithFlash } from "~/lib/flash.server";
import { getT } from "~/lib/i18n.server";
import { langFromPath, localizePath } from "~/lib/language";
import { acceptInvitation, invitationByToken } from "./invitations.server";

interface Args {
  request: Request;
  params: { token?: string };
  context: AppContext;
  now?: Date;
}

const PRIVATE = { "Cache-Control": "private, no-store" } as const;

/** What the invitation's page shows: why it cannot be used, the way to sign in, or the button. */
export type InvitationView =
  | { kind: "unknown" }
  | { kind: "expired"; company: string }
  | { kind: "used"; company: string }
  | { kind: "signed-out"; company: string; signIn: string; signUp: string }
  | { kind: "other-address"; company: string; email: string }
  | { kind: "join"; company: string; antiForgery: string };

/** GET /company/invitations/:token: the invitation as whoever opens the link sees it. */
export async function invitationLoader({ request, params, context, now = new Date() }: Args) {
  const url = new URL(request.url);
  const lang = langFromPath(url.pathname);
  const t = getT(lang);
  const state = await invitationByToken(context.db, params.token ?? "", now);
  const seo = {
    title: t("companySpace.invitation.seoTitle"),
    description: t("companySpace.invitation.seoTitle"),
    lang,
  };
  const answer = (view: InvitationView, status = 200) => data({ seo, view }, { status, headers: PRIVATE });
  if (state.kind === "unknown") return answer({ kind: "unknown" }, 404);
  if (state.kind === "expired") return answer({ kind: "expired", company: state.company }, 410);
  if (state.kind === "used") return answer({ kind: "used", company: state.company }, 410);
  const viewer = await getViewer(request, context);
  if (!viewer) {
    const back = encodeURIComponent(url.pathname);
    const auth = localizePath("/auth", lang);
    return answer({
      kind: "signed-out",
      company: state.company,
      signIn: `${auth}?redirectTo=${back}`,
      signUp: `${auth}?mode=register&redirectTo=${back}`,
    });
  }
  if (viewer.user.email.toLowerCase() !== state.email.toLowerCase())
    return answer({ kind: "other-address", company: state.company, email: viewer.user.email }, 403);
  return answer({
    kind: "join",
    company: state.company,
    antiForgery: antiForgeryToken(viewer.session.id, context.secrets),
  });
}

/**
 * POST: the signed-in account joins the company, once; then its space, with a toast. A
 * refusal says why in the page's language (another address, expired, used, unknown).
 */
export async function invitationAction({ request, params, context, now = new Date() }: Args) {
  const viewer = await requireUser(request, context);
  const lang = langFromPath(new URL(request.url).pathname);
  const t = getT(lang);
  const refuse = (status: number, message: string) =>
    data({ notice: { title: t("companySpace.invitation.refusedTitle"), message } }, { status });
  const read = await readForm(request);
  if (!read.ok) return refuse(read.status, t("companySpace.errors.unreadable"));
  if (!isValidAntiForgeryToken(read.formData.get(ANTI_FORGERY_FIELD), viewer.session.id, context.secrets))
    return refuse(403, t("companySpace.errors.antiForgery"));
  const accepted = await acceptInvitation(context.db, {
    token: params.token ?? "",
    account: { id: viewer.user.id, email: viewer.user.email },
    now,
  });
  switch (accepted.kind) {
    case "unknown":
      return refuse(404, t("companySpace.invitation.unknown"));
    case "expired":
      return refuse(410, t("companySpace.invitation.expired"));
    case "used":
      return refuse(410, t("companySpace.invitation.used"));
    case "other-address":
      return refuse(403, t("companySpace.invitation.otherAddress", { email: viewer.user.email }));
  }
  context.logger.info(
    { event: "company.invitation_accepted", companyId: accepted.companyId },
    "invitation accepted",
  );
  return redirectWithFlash(
    `${localizePath("/company", lang)}?company=${accepted.companyId}`,
    {
      kind: "success",
      title: t("companySpace.done.joinedTitle"),
      message: t("companySpace.done.joined", { company: accepted.company }),
    },
    context,
  );
}
