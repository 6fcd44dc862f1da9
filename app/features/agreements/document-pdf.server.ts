import type { GroupPdf } from "~/lib/pdf/document.server";
import { pdfColors } from "~/lib/pdf/document.server";
import { formatDate, formatTime } from "~/lib/format";
import { intlLocale, type Lang } from "~/lib/language";
import type { InvoiceParty, OnlineDecision } from "../../../db/schema";

/**
 * What the PDFs of documents accepted online (quotes, training agreements) draw alike: the two
 * parties side by side, and the record of the online decision once there is one.
 */

const words = {
  fr: {
    decision: "Acceptation électronique",
    accepted: (name: string, title: string, when: string) =>
      `Accepté en ligne par ${name}, ${title}, le ${when} (heure de Conakry).`,
    refused: (when: string) => `Refusé en ligne le ${when} (heure de Conakry).`,
    reason: (reason: string) => `Motif\u00a0: ${reason}`,
    from: (ip: string) => `Adresse IP\u00a0: ${ip}`,
    purchaseOrder: (po: string) => `Bon de commande\u00a0: ${po}`,
    record:
      "Signature électronique simple : la personne a coché la case d'acceptation après avoir consulté ce document ; l'heure, l'adresse et le navigateur sont conservés.",
  },
  en: {
    decision: "Electronic acceptance",
    accepted: (name: string, title: string, when: string) =>
      `Accepted online by ${name}, ${title}, on ${when} (Conakry time).`,
    refused: (when: string) => `Declined online on ${when} (Conakry time).`,
    reason: (reason: string) => `Reason: ${reason}`,
    from: (ip: string) => `IP address: ${ip}`,
    purchaseOrder: (po: string) => `Purchase order: ${po}`,
    record:
      "Simple electronic signature: the person ticked the acceptance box after viewing this document; the time, address and browser are kept.",
  },
} satisfies Record<Lang, unknown>;

export function countryName(code: string, lang: Lang): string {
  try {
    return new Intl.DisplayNames([intlLocale[lang]], { type: "region" }).of(code) ?? code;
  } catch {
    return code;
  }
}

/** The seller and the buyer side by side, each with what is known of it. */
export function drawParties(
  pdf: GroupPdf,
  lang: Lang,
  parties: { heading: string; party: InvoiceParty; extra?: string[] }[],
): void {
  const half = (pdf.width - 20) / 2;
  pdf.alongside(
    ...parties.map(({ heading, party, extra = [] }, index) => (inner: GroupPdf) => {
      const at = { x: pdf.left + index * (half + 20), width: half };
      inner.paragraph(heading, { ...at, size: 9, bold: true, color: pdfColors.muted, gap: 2 });
      inner.paragraph(party.name, { ...at, bold: true, gap: 1 });
      const place = [party.address, party.country ? countryName(party.country, lang) : ""]
        .filter(Boolean)
        .join(", ");
      if (place) inner.paragraph(place, { ...at, size: 9.5, gap: 1 });
      for (const { label, value } of party.identifiers) {
        inner.paragraph(`${label} ${value}`, { ...at, size: 9.5, gap: 1 });
      }
      if (party.email) inner.paragraph(party.email, { ...at, size: 9.5, gap: 1 });
      for (const line of extra) inner.paragraph(line, { ...at, size: 9.5, gap: 1 });
    }),
  );
  pdf.paragraph("", { gap: 10 });
}

/** The online decision as it was recorded: who, as what, when, from which address. */
export function drawDecision(
  pdf: GroupPdf,
  lang: Lang,
  {
    status,
    decision,
    refusalReason,
    purchaseOrder,
  }: {
    status: string;
    decision: OnlineDecision | null;
    refusalReason: string | null;
    purchaseOrder?: string | null;
  },
): void {
  if (!decision || (status !== "accepted" && status !== "refused")) return;
  const w = words[lang];
  const when = formatDate(new Date(decision.at), lang, "long", "Africa/Conakry");
  const time = formatTime(new Date(decision.at), lang, "Africa/Conakry");
  pdf.heading(w.decision, 3, { gap: 6 });
  pdf.paragraph(
    status === "accepted"
      ? w.accepted(decision.signerName, decision.signerTitle, `${when} ${time}`)
      : w.refused(`${when} ${time}`),
    { bold: true, gap: 3 },
  );
  if (status === "refused" && refusalReason) pdf.paragraph(w.reason(refusalReason), { gap: 3 });
  if (status === "accepted" && purchaseOrder) pdf.paragraph(w.purchaseOrder(purchaseOrder), { gap: 3 });
  pdf.paragraph(w.from(decision.ip), { size: 9.5, gap: 3 });
  pdf.paragraph(w.record, { size: 9, color: pdfColors.muted, gap: 8 });
}
