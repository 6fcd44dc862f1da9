import { describe, expect, it } from "vitest";
import { profileDetailsSchema } from "./profile-schema";
import { sanitiseEmail, sanitiseName, sanitisePhone, sanitiseText } from "./sanitisers";

describe("the product's sanitisers", () => {
  it("text: trimmed, whitespace collapsed, characters other than word, space, - . @ ' and French letters removed", () => {
    expect(sanitiseText("  Société   Générale\t(Conakry) ")).toBe("Société Générale Conakry");
    expect(sanitiseText("AT&T <b>Guinée</b> S.A.")).toBe("ATT bGuinéeb S.A.");
    expect(sanitiseText("Chef d’équipe")).toBe("Chef d'équipe");
    expect(sanitiseText("contact@acme.gn - Œuvres")).toBe("contact@acme.gn - Œuvres");
    expect(sanitiseText("e\u0301cole")).toBe("école");
  });

  it("names: letters, spaces, hyphens and apostrophes, composed", () => {
    expect(sanitiseName("  Jean-Pierre   N’Diaye ")).toBe("Jean-Pierre N'Diaye");
    expect(sanitiseName("A\u0308issatou")).toBe("Äissatou");
  });

  it("phone: digits, spaces, + - ( ) only, cut to 20 characters", () => {
    expect(sanitisePhone(" +224 (620) 12-34-56 ")).toBe("+224 (620) 12-34-56");
    expect(sanitisePhone("+224 620 12 34 56 ext. 7")).toBe("+224 620 12 34 56 7");
    expect(sanitisePhone("1".repeat(30))).toHaveLength(20);
  });

  it("e-mail: trimmed and lowercased", () => {
    expect(sanitiseEmail("  Awa.Diallo@Example.ORG ")).toBe("awa.diallo@example.org");
  });

  it("the profile schema's output is what gets stored: the number in E.164, texts off unless ticked", () => {
    const parsed = profileDetailsSchema.parse({
      firstName: " Awa ",
      lastName: "Diallo",
      phone: "+224  620 12 34 56",
      company: "",
      position: undefined,
    });
    expect(parsed).toEqual({
      firstName: "Awa",
      lastName: "Diallo",
      phone: "+224620123456",
      company: null,
      position: null,
      sms: false,
    });
  });
});
