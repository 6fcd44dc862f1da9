import { useTranslation } from "~/lib/use-translation";
import { Decided, OnlineDecisionForms, type DecisionRefusal } from "./online-acceptance-form";

export type AgreementPageData =
  | { found: false }
  | {
      found: true;
      title: string;
      number: string;
      kind: "convention" | "contract";
      documentLang: "fr" | "en";
      status: "sent" | "accepted" | "refused";
      seller: string;
      company: string;
      course: string;
      dates: string;
      place: string;
      durationHours: number;
      participants: number;
      total: string;
      paymentTerms: string;
      decision: { signer: string; title: string; at: string } | null;
      refusalReason: string | null;
      pdf: string;
    };

/** /agreements/:token: the training agreement's terms, its PDF, and the forms to decide while it is open. */
export function AgreementPage({
  data,
  refused,
}: {
  data: AgreementPageData;
  refused: DecisionRefusal | null;
}) {
  const { t } = useTranslation();
  if (!data.found)
    return (
      <div className="container-page py-12 sm:py-16">
        <h1 className="text-3xl font-extrabold tracking-tight">{t("onlineAcceptance.agreement.notFound")}</h1>
        <p className="mt-4 max-w-2xl">{t("onlineAcceptance.agreement.notFoundText")}</p>
      </div>
    );
  const kindName = t(`onlineAcceptance.agreement.kinds.${data.kind}`);
  return (
    <div className="container-page py-12 sm:py-16">
      <h1 className="text-3xl font-extrabold tracking-tight break-words sm:text-4xl">{data.title}</h1>
      <p className="mt-3 text-lg text-ink-muted">
        {t("onlineAcceptance.agreement.intro", { seller: data.seller, company: data.company })}
      </p>
      <p className="mt-4 text-lg" data-agreement-status={data.status}>
        {t("onlineAcceptance.statusLabel")}{" "}
        <strong>{t(`onlineAcceptance.agreement.statuses.${data.status}`)}</strong>
      </p>
      <dl className="mt-6 grid gap-x-6 gap-y-2 sm:grid-cols-[max-content_1fr]">
        <dt className="font-semibold">{t("onlineAcceptance.quote.course")}</dt>
        <dd className="break-words">{data.course}</dd>
        <dt className="font-semibold">{t("onlineAcceptance.quote.dates")}</dt>
        <dd>{data.dates}</dd>
        <dt className="font-semibold">{t("onlineAcceptance.agreement.duration")}</dt>
        <dd>{t("onlineAcceptance.agreement.hours", { count: data.durationHours })}</dd>
        <dt className="font-semibold">{t("onlineAcceptance.quote.place")}</dt>
        <dd className="break-words">{data.place}</dd>
        <dt className="font-semibold">{t("onlineAcceptance.quote.participants")}</dt>
        <dd>{data.participants}</dd>
        <dt className="font-semibold">{t("onlineAcceptance.quote.total")}</dt>
        <dd>{data.total}</dd>
        <dt className="font-semibold">{t("onlineAcceptance.agreement.paymentTerms")}</dt>
        <dd className="break-words" lang={data.documentLang}>
          {data.paymentTerms}
        </dd>
      </dl>
      <p className="mt-6">
        <a href={data.pdf} className="btn-secondary" download>
          {t("onlineAcceptance.agreement.pdf", { kind: kindName, number: data.number })}
        </a>
      </p>
      <Decided decision={data.decision} status={data.status} reason={data.refusalReason} />
      {data.status === "sent" ? (
        <OnlineDecisionForms
          agreeLabel={t("onlineAcceptance.agreement.agree", { kind: kindName, number: data.number })}
          withPurchaseOrder={false}
          refused={refused}
        />
      ) : null}
    </div>
  );
}
