import { describe, expect, it } from "vitest";
import {
  hasOpenedThisVisit,
  markOpened,
  memoryStorage,
  recordVisit,
  storageKeys,
  type StorageLike,
} from "./chat-session";

describe("visits (a visit is a browser session)", () => {
  it("counts the first visit once, however many pages or reloads it has", () => {
    const local = memoryStorage();
    const session = memoryStorage();
    expect(recordVisit(local, session)).toBe(1);
    expect(recordVisit(local, session)).toBe(1);
    expect(local.getItem(storageKeys.visits)).toBe("1");
  });

  it("counts a new browser session as a later visit", () => {
    const local = memoryStorage();
    recordVisit(local, memoryStorage());
    expect(recordVisit(local, memoryStorage())).toBe(2);
    expect(recordVisit(local, memoryStorage())).toBe(3);
  });

  it("treats garbage in storage as no visit", () => {
    const local = memoryStorage();
    local.setItem(storageKeys.visits, "not a number");
    expect(recordVisit(local, memoryStorage())).toBe(1);
  });

  it("survives storage that refuses writes", () => {
    const refusing: StorageLike = {
      getItem: () => null,
      setItem: () => {
        throw new Error("QuotaExceededError");
      },
    };
    expect(recordVisit(refusing, refusing)).toBe(1);
    expect(() => markOpened(refusing)).not.toThrow();
  });
});

describe("auto-open once per visit", () => {
  it("remembers that the panel has been opened in this visit only", () => {
    const session = memoryStorage();
    expect(hasOpenedThisVisit(session)).toBe(false);
    markOpened(session);
    expect(hasOpenedThisVisit(session)).toBe(true);
    expect(hasOpenedThisVisit(memoryStorage())).toBe(false);
  });
});
