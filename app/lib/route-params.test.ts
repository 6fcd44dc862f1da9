import { describe, expect, it } from "vitest";
import { rowId } from "./route-params";

describe("rowId", () => {
  it("accepts positive integers in range only", () => {
    expect(rowId("101")).toBe(101);
    expect(rowId("2147483647")).toBe(2147483647);
    for (const bad of [
      "-1",
      "1e9",
      "abc",
      "\u0000",
      "0",
      "0101",
      "2147483648",
      "99999999999",
      "1.5",
      null,
      " 1",
      "",
      undefined,
    ]) {
      expect(rowId(bad), String(bad)).toBeNull();
    }
  });
});
