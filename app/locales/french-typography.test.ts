import { describe, expect, it } from "vitest";
import { topics, welcome, fallbackReply } from "~/features/chat/chat-topics";
import { aboutContent } from "~/features/content/about-content";
import { blogContent } from "~/features/content/blog-content";
import { careersContent } from "~/features/content/careers-content";
import { consultingContent } from "~/features/content/consulting-content";
import { featuresContent } from "~/features/content/features-content";
import { homeContent } from "~/features/content/home-content";
import { miningContent } from "~/features/content/mining-content";
import { newsContent } from "~/features/content/news-content";
import { partnersContent } from "~/features/content/partners-content";
import { pricingContent } from "~/features/content/pricing-content";
import { realEstateContent } from "~/features/content/real-estate-content";
import { servicesContent } from "~/features/content/services-content";
import { supportContent } from "~/features/content/support-content";
import { invitationEmailCopy } from "~/features/companies/invitation-email.server";
import { invoiceEmailCopy } from "~/features/invoicing/invoice-emails.server";
import { participantEmailCopy } from "~/features/companies/participant-email.server";
import { surveyEmailCopy } from "~/features/surveys/emails/survey-emails.server";
import { agreementEmailCopy } from "~/features/agreements/agreement-email.server";
import { quoteEmailCopy } from "~/features/quotes/quote-email.server";
import { emailCopy } from "~/features/registration/emails/email-copy.server";
import { createI18n } from "~/lib/i18n";
import { seedPostsOf } from "../../db/seed/posts";
import { fr } from "./fr";

/* French typography in the visitor's pages: what a browser would otherwise break or misspell. */

/** Every string in `value`, with its path. */
function strings(value: unknown, path = ""): [string, string][] {
  if (typeof value === "string") return [[path, value]];
  if (Array.isArray(value)) return value.flatMap((item, index) => strings(item, `${path}[${index}]`));
  if (value && typeof value === "object") {
    return Object.entries(value).flatMap(([key, item]) => strings(item, path ? `${path}.${key}` : key));
  }
  return [];
}

const content = {
  about: aboutContent,
  blog: blogContent,
  careers: careersContent,
  consulting: consultingContent,
  features: featuresContent,
  home: homeContent("fr"),
  mining: miningContent,
  news: newsContent,
  partners: partnersContent,
  pricing: pricingContent,
  realEstate: realEstateContent,
  services: servicesContent,
  support: supportContent,
  chat: { topics, welcome, fallbackReply },
  // The group's posts (news, blog articles, job offers), loaded by the seed.
  posts: Object.values(seedPostsOf).flat(),
  // Registration e-mails: a mail client wraps lines too.
  emails: emailCopy.fr,
  companyInvitation: invitationEmailCopy.fr,
  invoiceEmails: invoiceEmailCopy.fr,
  companyParticipant: participantEmailCopy.fr,
  surveys: surveyEmailCopy.fr,
  quoteEmail: quoteEmailCopy.fr,
  agreementEmail: agreementEmailCopy.fr,
};

/** A no-break space (U+00A0) or a narrow one (U+202F). */
const noBreak = "[\\u00a0\\u202f]";

describe("French quotation marks", () => {
  it("hold their words with no-break spaces, so no line starts with « » » or ends with « « »", () => {
    const loose = [...strings(fr), ...strings(content)].filter(([, text]) =>
      new RegExp(`«(?!${noBreak})|(?<!${noBreak})»`).test(text),
    );
    expect(loose.map(([path, text]) => `${path}: ${text}`)).toEqual([]);
  });
});

describe("the back-office's French wording", () => {
  const t = createI18n("fr", fr).t;

  it("writes a language's name in lower case inside a sentence ('en français')", () => {
    const line = t("adminInbox.replyIntro", {
      email: "awa@example.com",
      language: t("adminInbox.languages.fr"),
    });
    expect(line).toBe("La réponse part à awa@example.com, en français, avec le message cité en dessous.");
    // The same name as a label keeps its capital.
    expect(t("adminInbox.languages.en")).toBe("Anglais");
  });

  it("says 'no information' in words that agree with the phone (masculine) and the company (feminine)", () => {
    const none = t("admin.registration.none");
    expect(none).not.toMatch(/précisée?$|renseignée?$|indiquée?$/);
    expect(none).toBe("Aucune information");
  });
});
