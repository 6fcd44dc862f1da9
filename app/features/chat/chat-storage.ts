/** The conversation kept for the visit in sessionStorage, checked on the way back in. */
import type { Lang } from "~/lib/language";
import { createConversation } from "./chat-engine";
import { storageKeys, type StorageLike } from "./chat-session";
import type { ChatMessage, ChatState, ServiceLine } from "./chat-types";

const services: readonly string[] = [
  "training",
  "real-estate",
  "consulting",
  "cleaning",
] satisfies ServiceLine[];

const isString = (value: unknown): value is string => typeof value === "string";
const isStringArray = (value: unknown): value is string[] => Array.isArray(value) && value.every(isString);

function isMessage(value: unknown): value is ChatMessage {
  if (typeof value !== "object" || value === null) return false;
  const message = value as Record<string, unknown>;
  const link = message.link as Record<string, unknown> | undefined;
  return (
    isString(message.id) &&
    isString(message.text) &&
    typeof message.isBot === "boolean" &&
    (link === undefined ||
      (typeof link === "object" &&
        link !== null &&
        isString(link.label) &&
        isString(link.path) &&
        link.path.startsWith("/")))
  );
}

/** Whether a parsed value is a conversation this version can use (anything else is dropped). */
export function isChatState(value: unknown): value is ChatState {
  if (typeof value !== "object" || value === null) return false;
  const state = value as Record<string, unknown>;
  const preferences = state.preferences as Record<string, unknown> | undefined;
  const turns = state.topicTurns as Record<string, unknown> | undefined;
  return (
    Array.isArray(state.messages) &&
    state.messages.every(isMessage) &&
    isStringArray(state.answered) &&
    isStringArray(state.topicsDiscussed) &&
    (state.currentTopic === null || isString(state.currentTopic)) &&
    typeof turns === "object" &&
    turns !== null &&
    Object.values(turns).every((count) => Number.isInteger(count)) &&
    typeof preferences === "object" &&
    preferences !== null &&
    (preferences.language === "fr" || preferences.language === "en") &&
    isStringArray(preferences.preferredServices) &&
    preferences.preferredServices.every((service) => services.includes(service)) &&
    typeof state.returning === "boolean"
  );
}

/** This visit's conversation, or a new one (first time, or stored data unreadable). */
export function loadConversation(session: StorageLike, lang: Lang, returning: boolean): ChatState {
  try {
    const parsed: unknown = JSON.parse(session.getItem(storageKeys.state) ?? "null");
    if (isChatState(parsed)) return parsed;
  } catch {
    // Corrupt or foreign data: start afresh.
  }
  return createConversation(lang, returning);
}

export function saveConversation(session: StorageLike, state: ChatState): void {
  try {
    session.setItem(storageKeys.state, JSON.stringify(state));
  } catch {
    // Quota or policy: the conversation lasts as long as the page instead.
  }
}
