import { describe, expect, it } from "vitest";
import { aboutContent, withBankDetails, type AboutContent, type BankFactKey } from "./about-content";

const details: Record<BankFactKey, string> = {
  bankName: "Banque Staff",
  accountHolder: "Titulaire Staff",
  accountNumber: "GN11 2222 3333",
  swift: "STAFGNGN",
  bankAddress: "Rue Staff, Conakry",
};

function bankFacts(page: AboutContent): { label: string; value: string }[] {
  const method = page.payment.methods.find((candidate) => candidate.id === "bank-transfer");
  return (method?.facts ?? []).map(({ label, value }) => ({ label, value }));
}

/** The page with its bank-transfer facts listed in another order, as a translator may list them. */
function withBankFactsReversed(page: AboutContent): AboutContent {
  const methods = page.payment.methods.map((method) =>
    method.id === "bank-transfer" ? { ...method, facts: [...(method.facts ?? [])].reverse() } : method,
  );
  return { ...page, payment: { ...page.payment, methods } };
}

describe("withBankDetails", () => {
  it("puts each bank detail staff set beside its own label, in both languages", () => {
    expect(bankFacts(withBankDetails(aboutContent.fr, details))).toEqual([
      { label: "Banque", value: "Banque Staff" },
      { label: "Titulaire du compte", value: "Titulaire Staff" },
      { label: "Numéro de compte (RIB)", value: "GN11 2222 3333" },
      { label: "Code SWIFT / BIC", value: "STAFGNGN" },
      { label: "Adresse de la banque", value: "Rue Staff, Conakry" },
    ]);
    expect(bankFacts(withBankDetails(aboutContent.en, details))).toContainEqual({
      label: "SWIFT / BIC code",
      value: "STAFGNGN",
    });
  });

  it("follows the fact, not its place: a language that lists the facts in another order gets the right values", () => {
    expect(bankFacts(withBankDetails(withBankFactsReversed(aboutContent.en), details))).toEqual([
      { label: "Bank address", value: "Rue Staff, Conakry" },
      { label: "SWIFT / BIC code", value: "STAFGNGN" },
      { label: "Account number", value: "GN11 2222 3333" },
      { label: "Account holder", value: "Titulaire Staff" },
      { label: "Bank", value: "Banque Staff" },
    ]);
  });

  it("leaves the other methods' facts as written", () => {
    const page = withBankDetails(aboutContent.fr, details);
    const others = (content: AboutContent) =>
      content.payment.methods.filter((method) => method.id !== "bank-transfer");
    expect(others(page)).toEqual(others(aboutContent.fr));
  });

  it("finds every bank detail once in each language, so none keeps its default", () => {
    for (const page of [aboutContent.fr, aboutContent.en]) {
      const method = page.payment.methods.find((candidate) => candidate.id === "bank-transfer");
      expect((method?.facts ?? []).map((fact) => fact.id).sort()).toEqual(Object.keys(details).sort());
    }
  });
});
