import { describe, expect, it } from "vitest";
import type { SurveyQuestion } from "../../../db/schema/surveys";
import { MAX_TEXT_ANSWER, parseAnswers } from "./answers";

const l = (text: string) => ({ fr: text, en: text });
const questions: SurveyQuestion[] = [
  { key: "sat", type: "rating", required: true, satisfaction: true, label: l("Satisfaction") },
  { key: "level", type: "single", required: true, label: l("Level"), options: [l("a"), l("b")] },
  { key: "useful", type: "multiple", required: false, label: l("Useful"), options: [l("x"), l("y"), l("z")] },
  { key: "comment", type: "text", required: false, label: l("Comment") },
];

function form(entries: [string, string][]) {
  const data = new FormData();
  for (const [name, value] of entries) data.append(name, value);
  return data;
}

describe("parseAnswers", () => {
  it("keeps valid answers by key, with the satisfaction rating", () => {
    expect(
      parseAnswers(
        questions,
        form([
          ["q_sat", "4"],
          ["q_level", "1"],
          ["q_useful", "2"],
          ["q_useful", "0"],
          ["q_useful", "2"],
          ["q_comment", "  Très bien  "],
          ["q_other", "ignored"],
        ]),
      ),
    ).toEqual({
      ok: true,
      answers: { sat: 4, level: 1, useful: [0, 2], comment: "Très bien" },
      satisfaction: 4,
    });
  });

  it("leaves optional questions out when unanswered", () => {
    expect(
      parseAnswers(
        questions,
        form([
          ["q_sat", "5"],
          ["q_level", "0"],
        ]),
      ),
    ).toEqual({
      ok: true,
      answers: { sat: 5, level: 0 },
      satisfaction: 5,
    });
  });

  it("refuses missing, out-of-range and oversized answers, keeping what was typed", () => {
    const parsed = parseAnswers(
      questions,
      form([
        ["q_sat", "6"],
        ["q_useful", "3"],
        ["q_comment", "x".repeat(MAX_TEXT_ANSWER + 1)],
      ]),
    );
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    expect(parsed.errors).toEqual({ sat: "rating", level: "required", useful: "choice", comment: "tooLong" });
    expect(parsed.values.useful).toEqual(["3"]);
  });

  it("refuses a rating or an option that is not a plain number", () => {
    const parsed = parseAnswers(
      questions,
      form([
        ["q_sat", "4.5"],
        ["q_level", "-1"],
      ]),
    );
    expect(parsed.ok ? null : parsed.errors).toEqual({ sat: "rating", level: "choice" });
  });
});
