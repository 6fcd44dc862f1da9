import { describe, expect, it } from "vitest";
import { readPdf } from "../../../tests/helpers/pdf";
import { readQrCodeOnFirstPage } from "../../../tests/helpers/pdf-qr";
import type { Certificate } from "../../../db/schema";
import { buildCertificatePdf, certificateFileName } from "./certificate-pdf.server";
import type { CertificateRecord } from "./certificate-record.server";

const certificate: Certificate = {
  id: 7,
  registrationId: 3,
  code: "7K3M9QW2XZ4B8N6P5R1T",
  number: "2027-000042",
  lang: "fr",
  minutesAttended: 840,
  minutesPlanned: 960,
  issuedAt: new Date("2027-03-12T09:00:00Z"),
  issuedBy: null,
  issueReason: null,
  validUntil: new Date("2029-03-12T09:00:00Z"),
  revokedAt: null,
  revokedReason: null,
  revokedBy: null,
  emailedAt: null,
  renewalReminderSentAt: null,
};

function record(
  overrides: {
    lang?: "fr" | "en";
    validUntil?: Date | null;
    remote?: boolean;
    knowledge?: CertificateRecord["knowledge"];
  } = {},
): CertificateRecord {
  return {
    certificate: {
      ...certificate,
      lang: overrides.lang ?? "fr",
      validUntil: overrides.validUntil === undefined ? certificate.validUntil : overrides.validUntil,
    },
    holder: { userId: "u1", firstName: "Hélène", lastName: "Condé-Nguyễn", email: "helene@example.com" },
    course: {
      id: 101,
      title: { fr: "Sauveteur secouriste du travail", en: "Workplace first aid" },
      description: {
        fr: "Intervenir face à un accident du travail.",
        en: "Act when an accident happens at work.",
      },
      objectives: [
        { fr: "Protéger la victime et les témoins", en: "Protect the victim and bystanders" },
        { fr: "Alerter les secours", en: "Call the emergency services" },
      ],
    },
    knowledge: overrides.knowledge ?? null,
    session: {
      id: 14,
      startsAt: new Date("2027-03-10T08:00:00Z"),
      endsAt: new Date("2027-03-11T17:00:00Z"),
      timeZone: "Africa/Conakry",
      venueName: "Centre de Kaloum",
      streetAddress: null,
      city: overrides.remote ? null : "Conakry",
      country: overrides.remote ? null : "GN",
    },
  };
}

const contact = { phone: "+224 620 11 22 33", email: "formation@example.com" };
const siteUrl = "https://formation.example.com";

describe("the certificate PDF", () => {
  it("prints, in French with accents, the holder, course, dates, place, hours, number, validity, objectives and the verification address", async () => {
    const pdf = await readPdf(await buildCertificatePdf(record(), { contact, siteUrl }));
    const [first = ""] = pdf.pages;
    expect(pdf.pageCount).toBe(1);
    expect(first).toContain("Attestation de fin de formation");
    expect(first).toContain("Hélène Condé-Nguyễn");
    expect(first).toContain("Sauveteur secouriste du travail");
    expect(first).toContain("du mercredi 10 mars 2027 au jeudi 11 mars 2027");
    expect(first).toContain("Centre de Kaloum, Conakry, Guinée");
    expect(first).toContain("14 heures sur 16 heures prévues");
    expect(first).toContain("2027-000042");
    expect(first).toContain("Valable jusqu'au lundi 12 mars 2029");
    expect(first).toContain("Protéger la victime et les témoins");
    expect(first).toContain(`${siteUrl}/verify/7K3M9QW2XZ4B8N6P5R1T`);
    expect(first).toContain("+224 620 11 22 33");
    expect(first).toContain("Déclaration d'activité de formation");
    expect(pdf.info.Title).toBe("Attestation de fin de formation 2027-000042");
    expect(first).not.toContain("Évaluation des acquis");
  });

  it("prints the knowledge check's scores when the course prints them, saying when one was not taken", async () => {
    const french = await readPdf(
      await buildCertificatePdf(record({ knowledge: { before: 45, after: 90 } }), { contact, siteUrl }),
    );
    expect(french.pages[0]).toContain("Évaluation des acquis");
    expect(french.pages[0]).toContain("45 % avant la formation, 90 % après");
    const english = await readPdf(
      await buildCertificatePdf(record({ lang: "en", knowledge: { before: null, after: 80 } }), {
        contact,
        siteUrl,
      }),
    );
    expect(english.pages[0]).toContain("not taken before the course, 80 % after");
  });

  it("prints in English, remote, with the English verification address and no validity line when none", async () => {
    const pdf = await readPdf(
      await buildCertificatePdf(record({ lang: "en", validUntil: null, remote: true }), { contact, siteUrl }),
    );
    const [first = ""] = pdf.pages;
    expect(first).toContain("Certificate of completion");
    expect(first).toContain("Workplace first aid");
    expect(first).toContain("Remote");
    expect(first).toContain("14 hours out of 16 hours planned");
    expect(first).toContain(`${siteUrl}/en/verify/7K3M9QW2XZ4B8N6P5R1T`);
    expect(first).not.toContain("Valid until");
    expect(first).toContain("Call the emergency services");
  });

  it("is the same file on every download, and is named after its number", async () => {
    const one = await buildCertificatePdf(record(), { contact, siteUrl });
    const two = await buildCertificatePdf(record(), { contact, siteUrl });
    expect(one.equals(two)).toBe(true);
    expect(certificateFileName(record())).toBe("certificat-2027-000042.pdf");
    expect(certificateFileName(record({ lang: "en" }))).toBe("certificate-2027-000042.pdf");
  });
});

describe("the certificate's QR code", () => {
  it("reads, from the rendered first page, as the absolute verification address in the certificate's language", async () => {
    expect(await readQrCodeOnFirstPage(await buildCertificatePdf(record(), { contact, siteUrl }))).toBe(
      `${siteUrl}/verify/7K3M9QW2XZ4B8N6P5R1T`,
    );
    expect(
      await readQrCodeOnFirstPage(await buildCertificatePdf(record({ lang: "en" }), { contact, siteUrl })),
    ).toBe(`${siteUrl}/en/verify/7K3M9QW2XZ4B8N6P5R1T`);
  });
});
