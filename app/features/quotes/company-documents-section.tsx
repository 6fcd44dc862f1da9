import { useTranslation } from "~/lib/use-translation";
import { spaceCell as cell, SpaceTable } from "~/features/companies/space-table";
import type { CompanyDocuments } from "./company-documents.server";

/** The company space's "Quotes" and "Agreements" sections, each document with its status and PDF. */
export function CompanyDocumentsSections({ documents }: { documents: CompanyDocuments }) {
  const { t } = useTranslation();
  return (
    <>
      <section aria-labelledby="company-quotes" className="mt-10">
        <h2 id="company-quotes" className="text-2xl font-bold">
          {t("onlineAcceptance.space.quotes")}
        </h2>
        {documents.quotes.length === 0 ? (
          <p className="mt-4 rounded-xl border border-dashed border-line p-6">
            {t("onlineAcceptance.space.noQuotes")}
          </p>
        ) : (
          <SpaceTable
            labelledBy="company-quotes"
            head={[
              t("onlineAcceptance.space.number"),
              t("onlineAcceptance.space.date"),
              t("onlineAcceptance.quote.total"),
              t("onlineAcceptance.quote.validUntil"),
              t("onlineAcceptance.space.status"),
              t("onlineAcceptance.space.document"),
            ]}
          >
            {documents.quotes.map((quote) => (
              <tr key={quote.id} data-quote={quote.number}>
                <td className={cell}>{quote.number}</td>
                <td className={`${cell} whitespace-nowrap`}>{quote.date}</td>
                <td className={`${cell} whitespace-nowrap`}>{quote.total}</td>
                <td className={`${cell} whitespace-nowrap`}>{quote.validUntil}</td>
                <td className={cell}>{t(`onlineAcceptance.quote.statuses.${quote.status}`)}</td>
                <td className={cell}>
                  <a href={quote.pdf} className="underline" download>
                    {t("onlineAcceptance.space.pdf")}
                    <span className="sr-only"> {quote.number}</span>
                  </a>
                </td>
              </tr>
            ))}
          </SpaceTable>
        )}
      </section>
      <section aria-labelledby="company-agreements" className="mt-10">
        <h2 id="company-agreements" className="text-2xl font-bold">
          {t("onlineAcceptance.space.agreements")}
        </h2>
        {documents.agreements.length === 0 ? (
          <p className="mt-4 rounded-xl border border-dashed border-line p-6">
            {t("onlineAcceptance.space.noAgreements")}
          </p>
        ) : (
          <SpaceTable
            labelledBy="company-agreements"
            head={[
              t("onlineAcceptance.space.number"),
              t("onlineAcceptance.quote.course"),
              t("onlineAcceptance.space.date"),
              t("onlineAcceptance.space.status"),
              t("onlineAcceptance.space.document"),
            ]}
          >
            {documents.agreements.map((agreement) => (
              <tr key={agreement.id} data-agreement={agreement.number}>
                <td className={cell}>
                  {agreement.number} ({t(`onlineAcceptance.agreement.kinds.${agreement.kind}`)})
                </td>
                <td className={cell}>{agreement.course}</td>
                <td className={`${cell} whitespace-nowrap`}>{agreement.date}</td>
                <td className={cell}>{t(`onlineAcceptance.agreement.statuses.${agreement.status}`)}</td>
                <td className={cell}>
                  <a href={agreement.pdf} className="underline" download>
                    {t("onlineAcceptance.space.pdf")}
                    <span className="sr-only"> {agreement.number}</span>
                  </a>
                </td>
              </tr>
            ))}
          </SpaceTable>
        )}
      </section>
    </>
  );
}
