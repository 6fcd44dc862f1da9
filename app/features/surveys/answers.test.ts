import { describe, expect, it } from "vitest";
import type { SurveyQuestion } from "../../../db/schema/surveys";
import { knowledgeScore, MAX_TEXT_ANSWER, parseAnswers } from "./answers";

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

describe("knowledgeScore", () => {
  const check: SurveyQuestion[] = [
    {
      key: "a",
      type: "single",
      required: true,
      label: l("A"),
      options: [l("1"), l("2"), l("3")],
      correct: [1],
    },
    {
      key: "b",
      type: "multiple",
      required: false,
      label: l("B"),
      options: [l("1"), l("2"), l("3")],
      correct: [0, 2],
    },
    { key: "c", type: "single", required: false, label: l("C"), options: [l("1"), l("2")], correct: [0] },
    // Not scored: no correct answers.
    { key: "why", type: "text", required: false, label: l("Why") },
  ];

  it("is the share of scored questions answered exactly right, in whole percent", () => {
    expect(knowledgeScore(check, { a: 1, b: [2, 0], c: 0, why: "because" })).toBe(100);
    expect(knowledgeScore(check, { a: 1, b: [0, 2], c: 1 })).toBe(67);
    // A multiple choice with one right option too few, or one too many, is wrong.
    expect(knowledgeScore(check, { a: 0, b: [0], c: 0 })).toBe(33);
    expect(knowledgeScore(check, { a: 0, b: [0, 1, 2], c: 1 })).toBe(0);
    // Unanswered counts as wrong.
    expect(knowledgeScore(check, { a: 1 })).toBe(33);
  });

  it("is null for a questionnaire that scores nothing", () => {
    expect(knowledgeScore(questions, { sat: 5, level: 1 })).toBeNull();
  });
});
