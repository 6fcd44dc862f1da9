import { data } from "react-router";
import { localize } from "~/features/catalog/localize";
import { sessionWhen } from "~/features/sessions/session-queries.server";
import type { AppContext } from "~/lib/app-context";
import { formatDate } from "~/lib/format";
import { getT } from "~/lib/i18n.server";
import { langFromPath, type Lang } from "~/lib/language";
import { confirmParticipation, participationByToken, type ParticipationState } from "./participants.server";
import { isTokenShaped } from "./invitations.server";

type Args = { request: Request; context: AppContext; params: { token?: string }; now?: Date };

const PRIVATE = { "Cache-Control": "private, no-store", "Referrer-Policy": "no-referrer" } as const;

function view(state: ParticipationState, lang: Lang) {
  if (state.kind === "unknown") return { kind: "unknown" as const };
  const when = sessionWhen(state, lang);
  return {
    kind: "on-the-list" as const,
    name: `${state.firstName} ${state.lastName}`,
    company: state.company,
    courseTitle: localize(state.courseTitle, lang),
    dates: when.endDate ? `${when.startDate} – ${when.endDate}` : when.startDate,
    time: when.time,
    confirmed: state.confirmedAt ? formatDate(state.confirmedAt, lang, "long") : null,
  };
}

export type ParticipationView = ReturnType<typeof view>;

async function answer(request: Request, state: ParticipationState) {
  const lang = langFromPath(new URL(request.url).pathname);
  const t = getT(lang);
  const shown = view(state, lang);
  return data(
    { view: shown, seo: { title: t("companyBookings.participation.seoTitle"), description: "", lang } },
    { status: shown.kind === "unknown" ? 404 : 200, headers: PRIVATE },
  );
}

/**
 * GET /participation/{token}: what a participant named by their company sees from the e-mailed
 * link, without signing in: the training and a button to confirm. Opening the link changes
 * nothing (mail scanners open links); the button's POST confirms.
 */
export async function participationLoader({ request, context, params }: Args) {
  const token = params.token;
  return answer(
    request,
    isTokenShaped(token) ? await participationByToken(context.db, token) : { kind: "unknown" },
  );
}

/** POST: the participant confirms; a second confirmation changes nothing. */
export async function participationAction({ request, context, params, now = new Date() }: Args) {
  const token = params.token;
  if (!isTokenShaped(token)) return answer(request, { kind: "unknown" });
  return answer(request, await confirmParticipation(context.db, token, now));
}
