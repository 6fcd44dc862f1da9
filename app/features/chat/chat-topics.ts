import type { Lang } from "~/lib/language";
import { conversationTopics } from "./chat-conversation-topics";
import { serviceTopics } from "./chat-service-topics";
import type { ReplyCopy, Topic } from "./chat-types";

/*
 * The assistant's rules and replies, in French and English. They live here rather than in
 * app/locales so that they are downloaded with the chat chunk only, never with every page.
 * Keywords are normalised (lowercase, no accents, punctuation as spaces). A language list
 * holds at most 9 keywords, so a single keyword is a share of at least 1/9, above the 0.1
 * threshold (chat-engine.test.ts checks it).
 * Order matters: on equal scores the topic declared first wins, so specific trainings come
 * before the general training topic.
 */

export const topics: readonly Topic[] = [...serviceTopics, ...conversationTopics];

/** Words that ask to go on with the current topic ("oui", "tell me more"). */
export const moreKeywords: Record<Lang, readonly string[]> = {
  fr: ["oui", "plus", "davantage", "details", "ok", "d accord", "volontiers", "continuer", "encore"],
  en: ["yes", "more", "details", "ok", "sure", "please", "go on", "continue", "yeah"],
};

export const fallbackReply: Record<Lang, ReplyCopy> = {
  fr: {
    text: "Je n'ai pas bien compris. Je peux vous parler de nos formations (QHSE, premiers secours, incendie, conduite, marketing), de l'immobilier, du conseil, du nettoyage, des prix ou des inscriptions. Vous pouvez aussi nous appeler au {phone} ou écrire à {email}.",
  },
  en: {
    text: "Sorry, I did not quite understand. I can tell you about our training (QHSE, first aid, fire, driving, marketing), real estate, consulting, cleaning, prices or registration. You can also call us on {phone} or write to {email}.",
  },
};

/** The first bot message of a visit, shown when the panel opens. */
export const welcome: Record<Lang, { first: string; returning: string }> = {
  fr: {
    first:
      "Bonjour ! Je suis l'assistant de {name}. Posez-moi une question sur nos formations, l'immobilier, le conseil ou nos tarifs.",
    returning:
      "Bon retour parmi nous ! Je suis l'assistant de {name} : comment puis-je vous aider aujourd'hui ?",
  },
  en: {
    first: "Hello! I am the {name} assistant. Ask me about our training, real estate, consulting or prices.",
    returning: "Welcome back! I am the {name} assistant: how can I help you today?",
  },
};
