/**
 * The chat assistant's rules: a pure module (no React, no DOM, no storage, no server call),
 * so every rule is unit-tested in chat-engine.test.ts. The panel calls `respond` and shows
 * the reply after `replyDelay`.
 */
import { localizePath, type Lang } from "~/lib/language";
import { siteConfig } from "~/lib/site-config";
import { fallbackReply, moreKeywords, topics as builtInTopics, welcome } from "./chat-topics";
import type { ChatMessage, ChatState, ReplyCopy, ReplyLink, Topic } from "./chat-types";

/** A topic matches when its keyword share is strictly above this. */
export const TOPIC_MATCH_THRESHOLD = 0.1;
/** Longer input is cut: the chat is for questions, not documents. */
export const MAX_INPUT_LENGTH = 500;

/** Spec: the bot answers after 600 ms plus min(2000, reply length × 15 + 500) ms. */
export function replyDelay(reply: string): number {
  return 600 + Math.min(2000, reply.length * 15 + 500);
}

/** Lowercase, accents removed, anything but letters and digits turned into single spaces. */
export function normalize(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/œ/g, "oe")
    .replace(/æ/g, "ae")
    .replace(/[^a-z0-9]+/g, " ")
    .trim();
}

/**
 * Whether a keyword (a word or a phrase) occurs as whole words in a normalised message.
 * Keywords of 4 letters or more also match their plural (+s, +x, +es): "formations".
 */
export function containsKeyword(normalizedMessage: string, keyword: string): boolean {
  const padded = ` ${normalizedMessage} `;
  const key = normalize(keyword);
  if (!key) return false;
  const forms = key.length >= 4 ? [key, `${key}s`, `${key}x`, `${key}es`] : [key];
  return forms.some((form) => padded.includes(` ${form} `));
}

function countKeywords(normalizedMessage: string, keywords: readonly string[]): number {
  return keywords.filter((keyword) => containsKeyword(normalizedMessage, keyword)).length;
}

/** Keywords found in the message divided by the number of keywords (0 for an empty list). */
export function keywordShare(normalizedMessage: string, keywords: readonly string[]): number {
  return keywords.length === 0 ? 0 : countKeywords(normalizedMessage, keywords) / keywords.length;
}

export interface TopicScore {
  topic: Topic;
  /** Keywords found, in the language list that gives the best share. */
  matched: number;
  /** The best share over the French and English keyword lists. */
  share: number;
}

/**
 * A topic's score: for each language list, the share of its keywords found in the message;
 * the best of the two counts (a visitor may write English on the French page).
 */
export function scoreTopic(normalizedMessage: string, topic: Topic): TopicScore {
  let best: TopicScore = { topic, matched: 0, share: 0 };
  for (const list of [topic.keywords.fr, topic.keywords.en]) {
    if (list.length === 0) continue;
    const matched = countKeywords(normalizedMessage, list);
    const share = matched / list.length;
    if (share > best.share) best = { topic, matched, share };
  }
  return best;
}

/**
 * The topic a message is about, or null. Candidates are topics whose share is above the
 * threshold; small talk (social) only wins when nothing else matches ("bonjour, une formation
 * incendie ?" is about fire); then more keywords found, then a higher share, then the order
 * of declaration.
 */
export function matchTopic(message: string, topics: readonly Topic[] = builtInTopics): Topic | null {
  const normalized = normalize(message);
  const candidates = topics
    .map((topic, index) => ({ ...scoreTopic(normalized, topic), index }))
    .filter((score) => score.share > TOPIC_MATCH_THRESHOLD);
  const serious = candidates.filter((score) => score.topic.kind !== "social");
  const pool = serious.length > 0 ? serious : candidates;
  pool.sort((a, b) => b.matched - a.matched || b.share - a.share || a.index - b.index);
  return pool[0]?.topic ?? null;
}

/** The contact a reply gives: the settings' (lib/site-contact.ts), site-config's by default. */
export interface ReplyContact {
  phone: string;
  email: string;
}

/** Puts the contact details and the group's name into a reply. */
export function fillReply(text: string, contact: ReplyContact = siteConfig): string {
  return text
    .replaceAll("{phone}", contact.phone)
    .replaceAll("{email}", contact.email)
    .replaceAll("{name}", siteConfig.name);
}

function localizeLink(link: ReplyLink | undefined, lang: Lang): ReplyLink | undefined {
  if (!link) return undefined;
  const [, path = "/", rest = ""] = /^([^?#]*)(.*)$/.exec(link.path) ?? [];
  return { label: link.label, path: localizePath(path, lang) + rest };
}

/** The first bot message of the visit: it differs on the browser's first and later visits. */
export function welcomeText(lang: Lang, returning: boolean): string {
  return fillReply(returning ? welcome[lang].returning : welcome[lang].first);
}

/** A new conversation, opened by the welcome message. */
export function createConversation(lang: Lang, returning: boolean): ChatState {
  return {
    messages: [{ id: "welcome", text: welcomeText(lang, returning), isBot: true }],
    answered: [],
    topicsDiscussed: [],
    currentTopic: null,
    topicTurns: {},
    preferences: { language: lang, preferredServices: [] },
    returning,
  };
}

/** Which written reply a topic gives now, given what has been said before. */
function pickCopy(topic: Topic, lang: Lang, state: ChatState): ReplyCopy {
  const replies = topic.replies[lang];
  let index = 0;
  if (topic.kind === "service") index = Math.min(state.topicTurns[topic.id] ?? 0, replies.length - 1);
  else if (topic.id === "greeting" && state.returning) index = 1;
  return replies[index] ?? replies[0] ?? fallbackReply[lang];
}

export interface ChatTurn {
  state: ChatState;
  reply: ChatMessage;
}

/**
 * The visitor says `input`; returns the next state (with their message and the bot's reply)
 * and the reply, or null when the input is blank (ignored, state unchanged).
 */
export function respond(
  state: ChatState,
  input: string,
  lang: Lang,
  contact: ReplyContact = siteConfig,
): ChatTurn | null {
  const text = input.replace(/\s+/g, " ").trim().slice(0, MAX_INPUT_LENGTH);
  if (!text) return null;

  let topic = matchTopic(text, builtInTopics);
  if (!topic && state.currentTopic) {
    // "oui", "tell me more": go on with the service being discussed.
    const current = builtInTopics.find((candidate) => candidate.id === state.currentTopic);
    const normalized = normalize(text);
    const more = [...moreKeywords.fr, ...moreKeywords.en].some((keyword) =>
      containsKeyword(normalized, keyword),
    );
    if (current?.kind === "service" && more) topic = current;
  }

  const copy = topic ? pickCopy(topic, lang, state) : fallbackReply[lang];
  const turn = state.answered.length + 1;
  const reply: ChatMessage = { id: `b${turn}`, text: fillReply(copy.text, contact), isBot: true };
  const link = localizeLink(copy.link, lang);
  if (link) reply.link = link;

  const next: ChatState = {
    ...state,
    messages: [...state.messages, { id: `u${turn}`, text, isBot: false }, reply],
    answered: [...state.answered, text],
    preferences: { ...state.preferences, language: lang },
  };
  if (topic) {
    if (!next.topicsDiscussed.includes(topic.id)) next.topicsDiscussed = [...next.topicsDiscussed, topic.id];
    if (topic.kind !== "social") next.currentTopic = topic.id;
    if (topic.kind === "service")
      next.topicTurns = { ...state.topicTurns, [topic.id]: (state.topicTurns[topic.id] ?? 0) + 1 };
    const service = topic.service;
    if (service && !next.preferences.preferredServices.includes(service)) {
      next.preferences = {
        ...next.preferences,
        preferredServices: [...next.preferences.preferredServices, service],
      };
    }
  }
  return { state: next, reply };
}
