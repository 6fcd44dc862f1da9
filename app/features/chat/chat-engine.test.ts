import { describe, expect, it } from "vitest";
import { siteConfig } from "~/lib/site-config";
import {
  containsKeyword,
  createConversation,
  keywordShare,
  matchTopic,
  MAX_INPUT_LENGTH,
  normalize,
  replyDelay,
  respond,
  TOPIC_MATCH_THRESHOLD,
  welcomeText,
} from "./chat-engine";
import { fallbackReply, topics } from "./chat-topics";
import type { ChatState, Topic } from "./chat-types";

const say = (state: ChatState, text: string, lang: "fr" | "en" = "fr") => {
  const turn = respond(state, text, lang);
  if (!turn) throw new Error(`no reply to ${JSON.stringify(text)}`);
  return turn;
};
const topicById = (id: string): Topic => {
  const topic = topics.find((candidate) => candidate.id === id);
  if (!topic) throw new Error(id);
  return topic;
};
const fill = (text: string) =>
  text
    .replaceAll("{phone}", siteConfig.phone)
    .replaceAll("{email}", siteConfig.email)
    .replaceAll("{name}", siteConfig.name);

describe("replyDelay (600 ms + min(2000, length × 15 + 500) ms)", () => {
  it.each([
    [0, 1100],
    [1, 1115],
    [10, 1250],
    [99, 2585],
    [100, 2600],
    [101, 2600],
    [1000, 2600],
  ])("a reply of %i characters comes after %i ms", (length, expected) => {
    expect(replyDelay("x".repeat(length))).toBe(expected);
  });
});

describe("keyword matching", () => {
  it("ignores case, accents and punctuation", () => {
    expect(normalize("  Sécurité, INCENDIE ! Œuvre d'art ")).toBe("securite incendie oeuvre d art");
    expect(containsKeyword(normalize("SÉCURITÉ"), "securite")).toBe(true);
    expect(containsKeyword(normalize("Premiers-Secours ?"), "premiers secours")).toBe(true);
  });

  it("matches whole words and plurals, not fragments of other words", () => {
    expect(containsKeyword("vos formations", "formation")).toBe(true);
    expect(containsKeyword("des extincteurs", "extincteur")).toBe(true);
    expect(containsKeyword("une information", "formation")).toBe(false);
    expect(containsKeyword("hier", "hi")).toBe(false);
    // Short keywords match exactly: "pay" is not "pays".
    expect(containsKeyword("quel pays", "pay")).toBe(false);
  });

  it("computes the share as keywords found / keywords of the list", () => {
    expect(keywordShare("a b", ["a", "b", "c", "d"])).toBe(0.5);
    expect(keywordShare("a", [])).toBe(0);
  });

  describe("a topic matches only when the share is strictly above 0.1", () => {
    const make = (count: number): Topic => ({
      id: `t${count}`,
      kind: "info",
      keywords: { fr: Array.from({ length: count }, (_, i) => `mot${i}`), en: [] },
      replies: { fr: [{ text: "x" }], en: [{ text: "x" }] },
    });
    it("1 of 10 keywords (0.1) is not enough; 2 of 10 (0.2) is", () => {
      expect(TOPIC_MATCH_THRESHOLD).toBe(0.1);
      expect(matchTopic("mot0", [make(10)])).toBeNull();
      expect(matchTopic("mot0 mot1", [make(10)])?.id).toBe("t10");
    });
    it("1 of 9 keywords (0.11) is enough", () => {
      expect(matchTopic("mot3", [make(9)])?.id).toBe("t9");
    });
    it("2 of 20 is not enough, 3 of 20 is", () => {
      expect(matchTopic("mot0 mot1", [make(20)])).toBeNull();
      expect(matchTopic("mot0 mot1 mot2", [make(20)])?.id).toBe("t20");
    });
    it("takes the better of the French and English lists", () => {
      const topic: Topic = { ...make(20), keywords: { fr: make(20).keywords.fr, en: ["solo"] } };
      expect(matchTopic("solo", [topic])?.id).toBe("t20");
    });
  });

  it("keeps every built-in list short enough for one keyword to match, and normalised", () => {
    for (const topic of topics) {
      for (const list of [topic.keywords.fr, topic.keywords.en]) {
        expect(list.length, topic.id).toBeGreaterThan(0);
        expect(1 / list.length, topic.id).toBeGreaterThan(TOPIC_MATCH_THRESHOLD);
        for (const keyword of list) {
          expect(normalize(keyword), `${topic.id}: ${keyword}`).toBe(keyword);
          expect(matchTopic(keyword), `${topic.id}: ${keyword}`).not.toBeNull();
        }
      }
    }
  });

  it.each([
    ["Bonjour", "greeting"],
    ["Hi there", "greeting"],
    ["Je cherche une formation", "training"],
    ["Do you run training courses?", "training"],
    ["Formation QHSE ?", "qhse"],
    ["occupational health and safety", "qhse"],
    ["premiers secours", "first-aid"],
    ["First-aid course", "first-aid"],
    ["sécurité incendie", "fire"],
    ["fire safety training", "fire"],
    ["sécurité routière", "driving"],
    ["defensive driving", "driving"],
    ["formation marketing digital", "marketing"],
    ["social media course", "marketing"],
    ["Je veux louer un appartement", "real-estate"],
    ["real estate in Conakry", "real-estate"],
    ["J'ai besoin d'un business plan", "consulting"],
    ["feasibility study", "consulting"],
    ["nettoyage de bureaux", "cleaning"],
    ["office cleaning", "cleaning"],
    ["Quel est le prix ?", "prices"],
    ["How much does it cost?", "prices"],
    ["Comment s'inscrire ?", "registration"],
    ["Can I pay with Orange Money?", "registration"],
    ["Votre numéro de téléphone", "contact"],
    ["What is your e-mail address?", "contact"],
    ["Quels sont vos horaires ?", "hours"],
    ["opening hours", "hours"],
    ["Merci beaucoup", "thanks"],
    ["thank you", "thanks"],
    ["Au revoir", "goodbye"],
    ["bye", "goodbye"],
    ["Bonjour, une formation incendie ?", "fire"],
  ])("%j is about %s", (message, id) => {
    expect(matchTopic(message)?.id).toBe(id);
  });

  it("matches nothing in unrelated text", () => {
    expect(matchTopic("zzz qwerty")).toBeNull();
  });
});

describe("conversation", () => {
  it("ignores blank input and leaves the state alone", () => {
    const state = createConversation("fr", false);
    for (const blank of ["", "   ", "\n\t  \n"]) expect(respond(state, blank, "fr")).toBeNull();
  });

  it("gives a service topic's initial text, then its follow-up, then its details", () => {
    const fire = topicById("fire");
    let state = createConversation("fr", false);
    const replies: string[] = [];
    for (const message of ["formation incendie", "les extincteurs ?", "évacuation", "incendie encore"]) {
      const turn = say(state, message);
      replies.push(turn.reply.text);
      state = turn.state;
    }
    const [initial, followUp, details] = fire.replies.fr.map((copy) => fill(copy.text));
    expect(replies).toEqual([initial, followUp, details, details]);
    expect(new Set([initial, followUp, details]).size).toBe(3);
    expect(state.topicTurns.fire).toBe(4);
  });

  it("goes on with the current service topic on 'oui' / 'tell me more'", () => {
    const realEstate = topicById("real-estate").replies.en.map((copy) => fill(copy.text));
    let turn = say(createConversation("en", false), "real estate", "en");
    expect(turn.reply.text).toBe(realEstate[0]);
    turn = say(turn.state, "yes", "en");
    expect(turn.reply.text).toBe(realEstate[1]);
    turn = say(turn.state, "tell me more", "en");
    expect(turn.reply.text).toBe(realEstate[2]);
  });

  it("answers 'oui' with the fallback when no service is being discussed", () => {
    expect(say(createConversation("fr", false), "oui").reply.text).toBe(fill(fallbackReply.fr.text));
  });

  it("greets differently on the first visit and on later visits, in both languages", () => {
    for (const lang of ["fr", "en"] as const) {
      const first = createConversation(lang, false);
      const later = createConversation(lang, true);
      expect(first.messages[0]?.text).toBe(welcomeText(lang, false));
      expect(later.messages[0]?.text).toBe(welcomeText(lang, true));
      expect(welcomeText(lang, false)).not.toBe(welcomeText(lang, true));
      const hello = lang === "fr" ? "Bonjour" : "Hello";
      const greetingFirst = say(first, hello, lang).reply.text;
      const greetingLater = say(later, hello, lang).reply.text;
      expect(greetingFirst).not.toBe(greetingLater);
      expect(greetingFirst).toBe(fill(topicById("greeting").replies[lang][0]!.text));
      expect(greetingLater).toBe(fill(topicById("greeting").replies[lang][1]!.text));
    }
  });

  it("shows the contact phone and e-mail in contact, prices, fallback and service details replies", () => {
    for (const lang of ["fr", "en"] as const) {
      const state = createConversation(lang, false);
      const texts = [
        say(state, lang === "fr" ? "contact" : "contact", lang).reply.text,
        say(state, lang === "fr" ? "prix" : "price", lang).reply.text,
        say(state, "zzz", lang).reply.text,
        ...topics
          .filter((topic) => topic.kind === "service")
          .map((topic) => fill(topic.replies[lang][2]!.text)),
      ];
      for (const text of texts) {
        expect(text).toContain(siteConfig.phone);
        expect(text).toContain(siteConfig.email);
        expect(text).not.toMatch(/\{(phone|email|name)\}/);
      }
    }
  });

  it("replies in the page's language whatever the language of the question", () => {
    const onFrenchPage = say(createConversation("fr", false), "fire safety", "fr").reply.text;
    const onEnglishPage = say(createConversation("en", false), "sécurité incendie", "en").reply.text;
    expect(onFrenchPage).toBe(fill(topicById("fire").replies.fr[0]!.text));
    expect(onEnglishPage).toBe(fill(topicById("fire").replies.en[0]!.text));
  });

  it("keeps answered texts, topics discussed, current topic and preferences", () => {
    let state = createConversation("fr", false);
    state = say(state, "  Bonjour  ").state;
    state = say(state, "formation   incendie").state;
    state = say(state, "et l'immobilier ?").state;
    state = say(state, "merci", "en").state;
    expect(state.answered).toEqual(["Bonjour", "formation incendie", "et l'immobilier ?", "merci"]);
    expect(state.topicsDiscussed).toEqual(["greeting", "fire", "real-estate", "thanks"]);
    // Small talk does not change the subject.
    expect(state.currentTopic).toBe("real-estate");
    expect(state.preferences).toEqual({ language: "en", preferredServices: ["training", "real-estate"] });
    expect(state.messages.map((message) => message.isBot)).toEqual([
      true,
      false,
      true,
      false,
      true,
      false,
      true,
      false,
      true,
    ]);
    expect(new Set(state.messages.map((message) => message.id)).size).toBe(state.messages.length);
  });

  it("does not change the state it is given", () => {
    const state = createConversation("fr", false);
    const before = JSON.stringify(state);
    say(say(state, "incendie").state, "oui");
    say(state, "incendie");
    expect(JSON.stringify(state)).toBe(before);
  });

  it("puts reply links in the page's language", () => {
    const fireDetails = (lang: "fr" | "en") => {
      let state = createConversation(lang, false);
      for (let i = 0; i < 2; i++) state = say(state, "incendie", lang).state;
      return say(state, "incendie", lang).reply.link;
    };
    expect(fireDetails("fr")?.path).toBe("/courses?category=fire");
    expect(fireDetails("en")?.path).toBe("/en/courses?category=fire");
    expect(say(createConversation("en", false), "payment", "en").reply.link?.path).toBe(
      "/en/about#payment-methods",
    );
  });

  it("cuts very long input", () => {
    const turn = say(createConversation("fr", false), "a".repeat(100_000));
    expect(turn.state.answered[0]).toHaveLength(MAX_INPUT_LENGTH);
  });
});
