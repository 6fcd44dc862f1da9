import {
  Decided,
  OnlineDecisionForms,
  type DecisionRefusal,
} from "~/features/agreements/online-acceptance-form";
import { useTranslation } from "~/lib/use-translation";

export type PublicQuoteData =
  | { found: false }
  | {
      found: true;
      number: string;
      documentLang: "fr" | "en";
      status: "draft" | "sent" | "expired" | "accepted" | "refused";
      company: string;
      seller: string;
      course: string;
      dates: string | null;
      place: string | null;
      participants: number;
      validUntil: string;
      lines: {
        position: number;
        description: string;
        quantity: string;
        unitPrice: string;
        vatRate: string;
        net: string;
      }[];
      totalNet: string;
      vat: { rate: string; base: string; amount: string }[];
      total: string;
      mentions: string[];
      decision: { signer: string; title: string; at: string } | null;
      purchaseOrder: string | null;
      refusalReason: string | null;
      pdf: string;
    };

/** /quotes/:token: the quote its customer received, its PDF, and the forms to decide while it is open. */
export function PublicQuotePage({
  data,
  refused,
}: {
  data: PublicQuoteData;
  refused: DecisionRefusal | null;
}) {
  const { t } = useTranslation();
  if (!data.found)
    return (
      <div className="container-page py-12 sm:py-16">
        <h1 className="text-3xl font-extrabold tracking-tight">{t("onlineAcceptance.quote.notFound")}</h1>
        <p className="mt-4 max-w-2xl">{t("onlineAcceptance.quote.notFoundText")}</p>
      </div>
    );
  return (
    <div className="container-page py-12 sm:py-16">
      <h1 className="text-3xl font-extrabold tracking-tight break-words sm:text-4xl">
        {t("onlineAcceptance.quote.title", { number: data.number })}
      </h1>
      <p className="mt-3 text-lg text-ink-muted">
        {t("onlineAcceptance.quote.intro", { seller: data.seller, company: data.company })}
      </p>
      <p className="mt-4 text-lg" data-quote-status={data.status}>
        {t("onlineAcceptance.statusLabel")}{" "}
        <strong>{t(`onlineAcceptance.quote.statuses.${data.status}`)}</strong>
      </p>
      <dl className="mt-6 grid gap-x-6 gap-y-2 sm:grid-cols-[max-content_1fr]">
        <dt className="font-semibold">{t("onlineAcceptance.quote.course")}</dt>
        <dd className="break-words">{data.course}</dd>
        <dt className="font-semibold">{t("onlineAcceptance.quote.participants")}</dt>
        <dd>{data.participants}</dd>
        {data.dates ? (
          <>
            <dt className="font-semibold">{t("onlineAcceptance.quote.dates")}</dt>
            <dd className="break-words">{data.dates}</dd>
          </>
        ) : null}
        {data.place ? (
          <>
            <dt className="font-semibold">{t("onlineAcceptance.quote.place")}</dt>
            <dd className="break-words">{data.place}</dd>
          </>
        ) : null}
        <dt className="font-semibold">{t("onlineAcceptance.quote.validUntil")}</dt>
        <dd>{data.validUntil}</dd>
      </dl>
      <div className="mt-6 overflow-x-auto">
        <table className="w-full min-w-[36rem] text-left">
          <caption className="sr-only">{t("onlineAcceptance.quote.linesCaption")}</caption>
          <thead>
            <tr className="border-b border-line">
              <th scope="col" className="py-2 pr-4">
                {t("onlineAcceptance.quote.description")}
              </th>
              <th scope="col" className="py-2 pr-4 text-right">
                {t("onlineAcceptance.quote.quantity")}
              </th>
              <th scope="col" className="py-2 pr-4 text-right">
                {t("onlineAcceptance.quote.unitPrice")}
              </th>
              <th scope="col" className="py-2 pr-4 text-right">
                {t("onlineAcceptance.quote.vatRate")}
              </th>
              <th scope="col" className="py-2 text-right">
                {t("onlineAcceptance.quote.net")}
              </th>
            </tr>
          </thead>
          <tbody>
            {data.lines.map((line) => (
              <tr key={line.position} className="border-b border-line">
                <td className="py-2 pr-4 break-words" lang={data.documentLang}>
                  {line.description}
                </td>
                <td className="py-2 pr-4 text-right whitespace-nowrap">{line.quantity}</td>
                <td className="py-2 pr-4 text-right whitespace-nowrap">{line.unitPrice}</td>
                <td className="py-2 pr-4 text-right whitespace-nowrap">{line.vatRate}</td>
                <td className="py-2 text-right whitespace-nowrap">{line.net}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <dl className="mt-4 ml-auto grid max-w-md grid-cols-[1fr_max-content] gap-x-6 gap-y-1">
        <dt>{t("onlineAcceptance.quote.totalNet")}</dt>
        <dd className="text-right">{data.totalNet}</dd>
        {data.vat.map((row) => (
          <div key={row.rate} className="contents">
            <dt>{t("onlineAcceptance.quote.vatOn", { rate: row.rate, base: row.base })}</dt>
            <dd className="text-right">{row.amount}</dd>
          </div>
        ))}
        <dt className="font-bold">{t("onlineAcceptance.quote.total")}</dt>
        <dd className="text-right font-bold">{data.total}</dd>
      </dl>
      {data.mentions.map((mention) => (
        <p key={mention} className="mt-3 text-sm text-ink-muted" lang={data.documentLang}>
          {mention}
        </p>
      ))}
      <p className="mt-6">
        <a href={data.pdf} className="btn-secondary" download>
          {t("onlineAcceptance.quote.pdf", { number: data.number })}
        </a>
      </p>
      <Decided
        decision={data.decision}
        status={data.status}
        purchaseOrder={data.purchaseOrder}
        reason={data.refusalReason}
      />
      {data.status === "sent" ? (
        <OnlineDecisionForms
          agreeLabel={t("onlineAcceptance.quote.agree", { number: data.number })}
          withPurchaseOrder
          refused={refused}
        />
      ) : data.status === "expired" ? (
        <p className="mt-8 rounded-md bg-surface-muted p-4" role="status">
          {t("onlineAcceptance.errors.expired")}
        </p>
      ) : null}
    </div>
  );
}
