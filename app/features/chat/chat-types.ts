import type { Lang } from "~/lib/language";

/** What a topic is about: social small talk never outranks a service or practical question. */
export type TopicKind = "service" | "info" | "social";

/** The contact form's `service` values, remembered as the visitor's preferred services. */
export type ServiceLine = "training" | "real-estate" | "consulting" | "cleaning";

/** A path inside the site (unprefixed; the engine puts it in the page's language). */
export interface ReplyLink {
  label: string;
  path: string;
}

/**
 * One reply as written. `{phone}`, `{email}` and `{name}` are filled from the site config,
 * so the contact details in the chat never drift from the rest of the site.
 */
export interface ReplyCopy {
  text: string;
  link?: ReplyLink;
}

export interface Topic {
  id: string;
  kind: TopicKind;
  /** For service topics: the contact-form service it belongs to. */
  service?: ServiceLine;
  /** Normalised keywords (lowercase, no accents); a phrase counts as one keyword. */
  keywords: Record<Lang, readonly string[]>;
  /**
   * service: [initial, follow-up, details]; greeting: [first visit, later visits];
   * the others: [reply].
   */
  replies: Record<Lang, readonly ReplyCopy[]>;
}

export interface ChatMessage {
  id: string;
  text: string;
  isBot: boolean;
  link?: ReplyLink;
}

/** The conversation as it lasts for the visit (kept in sessionStorage). */
export interface ChatState {
  messages: ChatMessage[];
  /** The visitor's texts that have been answered, in order. */
  answered: string[];
  /** Ids of the topics discussed, first mention first. */
  topicsDiscussed: string[];
  currentTopic: string | null;
  /** How many replies each service topic has given (0: initial, 1: follow-up, 2+: details). */
  topicTurns: Record<string, number>;
  preferences: { language: Lang; preferredServices: ServiceLine[] };
  /** Whether this visit is not the browser's first: changes the greeting. */
  returning: boolean;
}
