import { describe, expect, it } from "vitest";
import { createConversation, respond } from "./chat-engine";
import { memoryStorage, storageKeys } from "./chat-session";
import { loadConversation, saveConversation } from "./chat-storage";

describe("conversation storage", () => {
  it("keeps the conversation for the visit", () => {
    const session = memoryStorage();
    const turn = respond(createConversation("fr", false), "formation incendie", "fr");
    if (!turn) throw new Error("no reply");
    saveConversation(session, turn.state);
    expect(loadConversation(session, "fr", false)).toEqual(turn.state);
  });

  it("starts a new conversation when nothing or something unreadable is stored", () => {
    const session = memoryStorage();
    expect(loadConversation(session, "en", true)).toEqual(createConversation("en", true));
    session.setItem(storageKeys.state, "{not json");
    expect(loadConversation(session, "fr", false)).toEqual(createConversation("fr", false));
    session.setItem(storageKeys.state, JSON.stringify({ messages: "x" }));
    expect(loadConversation(session, "fr", false)).toEqual(createConversation("fr", false));
  });

  it("refuses stored links that leave the site", () => {
    const session = memoryStorage();
    const state = createConversation("fr", false);
    state.messages.push({
      id: "b1",
      text: "x",
      isBot: true,
      link: { label: "x", path: "javascript:alert(1)" },
    });
    saveConversation(session, state);
    expect(loadConversation(session, "fr", false)).toEqual(createConversation("fr", false));
  });
});
