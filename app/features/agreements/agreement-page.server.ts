import { data } from "react-router";
import type { AppContext } from "~/lib/app-context";
import { redirectWithFlash } from "~/lib/flash.server";
import { formatDate, formatMinorAmount, formatTime } from "~/lib/format";
import { getT } from "~/lib/i18n.server";
import { langFromPath, localizePath } from "~/lib/language";
import { agreementByToken, agreementPath, agreementPdfOf, decideAgreement } from "./agreements.server";
import type { DecisionRefusal } from "./online-acceptance-form";
import { readDecisionForm } from "./online-acceptance.server";

interface Args {
  request: Request;
  params: { token?: string };
  context: AppContext;
}

const PRIVATE = { "Cache-Control": "private, no-store" } as const;

/** GET /agreements/:token: the agreement's terms, its PDF, and while it is open the forms to decide. */
export async function agreementPageLoader({ request, params, context }: Args) {
  const lang = langFromPath(new URL(request.url).pathname);
  const t = getT(lang);
  const agreement = await agreementByToken(context.db, params.token ?? "");
  if (!agreement) {
    const title = t("onlineAcceptance.agreement.notFound");
    return data(
      { found: false as const, seo: { title, description: title, lang } },
      { status: 404, headers: PRIVATE },
    );
  }
  const terms = agreement.terms;
  const kindName = t(`onlineAcceptance.agreement.kinds.${agreement.kind}`);
  const title = t("onlineAcceptance.agreement.title", { kind: kindName, number: agreement.number });
  const day = (iso: string) => formatDate(new Date(iso), lang, "long", terms.timeZone);
  return data(
    {
      found: true as const,
      seo: { title, description: title, lang },
      title,
      number: agreement.number,
      kind: agreement.kind,
      documentLang: agreement.lang,
      status: agreement.status,
      seller: terms.seller.name,
      company: terms.buyer.name,
      course: terms.courseTitle,
      dates:
        day(terms.startsAt) === day(terms.endsAt)
          ? day(terms.startsAt)
          : `${day(terms.startsAt)} – ${day(terms.endsAt)}`,
      place: terms.place,
      durationHours: terms.durationHours,
      participants: terms.participants,
      total: formatMinorAmount(terms.totalMinor, terms.currency as "EUR" | "GNF", lang),
      paymentTerms: terms.paymentTerms,
      decision: agreement.decision
        ? {
            signer: agreement.decision.signerName,
            title: agreement.decision.signerTitle,
            at: `${formatDate(new Date(agreement.decision.at), lang, "long")} ${formatTime(new Date(agreement.decision.at), lang)}`,
          }
        : null,
      refusalReason: agreement.refusalReason,
      pdf: localizePath(`${agreementPath(params.token ?? "")}/agreement.pdf`, lang),
    },
    { headers: PRIVATE },
  );
}

/** POST /agreements/:token: accept or refuse, exactly as a quote (one form, one rule). */
export async function agreementPageAction({ request, params, context }: Args) {
  const lang = langFromPath(new URL(request.url).pathname);
  const t = getT(lang);
  const token = params.token ?? "";
  const refuse = (status: number, refusal: DecisionRefusal) => data(refusal, { status, headers: PRIVATE });
  const form = await readDecisionForm(request);
  if (form.kind === "invalid")
    return refuse(form.status, {
      intent: form.intent,
      notice: form.result ? null : t("onlineAcceptance.errors.unreadable"),
      result: form.result,
    });
  const who = { token, ip: context.clientIp, userAgent: request.headers.get("user-agent") };
  const outcome = await decideAgreement(
    context.db,
    form.kind === "accept"
      ? { ...who, accept: true, signerName: form.value.signerName, signerTitle: form.value.signerTitle }
      : { ...who, accept: false, reason: form.value.reason },
  );
  if (outcome.kind === "unknown") throw data(null, { status: 404, headers: PRIVATE });
  if (outcome.kind === "decided")
    return refuse(409, { intent: form.kind, notice: t("onlineAcceptance.errors.decided"), result: null });
  context.logger.info(
    { event: `agreement.${outcome.kind}`, number: outcome.agreement.number },
    "agreement decided",
  );
  return redirectWithFlash(
    localizePath(agreementPath(token), lang),
    {
      kind: "success",
      title: t("onlineAcceptance.done.title"),
      message: t(
        outcome.kind === "accepted"
          ? "onlineAcceptance.done.agreementAccepted"
          : "onlineAcceptance.done.refused",
      ),
    },
    context,
  );
}

/** GET /agreements/:token/agreement.pdf: the agreement's PDF, for whoever holds the link. */
export async function agreementPdfLoader({ params, context }: Args) {
  const agreement = await agreementByToken(context.db, params.token ?? "");
  if (!agreement)
    return new Response("Not Found", {
      status: 404,
      headers: { "Content-Type": "text/plain; charset=utf-8", ...PRIVATE },
    });
  const { filename, content } = await agreementPdfOf(context.db, agreement);
  return new Response(new Uint8Array(content), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="${filename}"`,
      ...PRIVATE,
    },
  });
}
