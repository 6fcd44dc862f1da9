import { describe, expect, it } from "vitest";
import { proposedOnlineState } from "./online-proposal";

describe("the state proposed from the minutes online", () => {
  it("is present from half of the half-day, absent below it or with no minute at all", () => {
    expect(proposedOnlineState(120, 240)).toBe("present");
    expect(proposedOnlineState(240, 240)).toBe("present");
    expect(proposedOnlineState(119, 240)).toBe("absent");
    expect(proposedOnlineState(0, 240)).toBe("absent");
    // A half-day of one minute (a session ending at 08:01): one minute seen is the whole of it.
    expect(proposedOnlineState(1, 1)).toBe("present");
    expect(proposedOnlineState(0, 0)).toBe("absent");
  });
});
