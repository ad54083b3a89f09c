import { describe, expect, it } from "vitest";
import { answerTimeLine, typicalAnswerMinutes } from "./answer-time.ts";

const minutes = (...values: number[]) => values.map((m) => m * 60_000);

describe("typical answer time", () => {
  it("is the median of the answers, in whole minutes", () => {
    expect(typicalAnswerMinutes(minutes(30, 300, 45))).toBe(45);
    // An even count: the mean of the two middle answers.
    expect(typicalAnswerMinutes(minutes(10, 20, 40, 1000))).toBe(30);
    expect(typicalAnswerMinutes([20_000, 25_000, 40_000])).toBe(1);
  });

  it("is not given below three answers", () => {
    expect(typicalAnswerMinutes([])).toBeNull();
    expect(typicalAnswerMinutes(minutes(10, 20))).toBeNull();
  });
});

describe("the booking panel's answer line", () => {
  const request = { instantConfirmation: false, supplierResponseTime: 24 };

  it("says an instantly confirmed service needs no answer", () => {
    expect(answerTimeLine({ ...request, instantConfirmation: true, typicalAnswerMinutes: 90 })).toEqual({
      key: "instant",
    });
  });

  it("gives the typical time in minutes under an hour, in hours above", () => {
    expect(answerTimeLine({ ...request, typicalAnswerMinutes: 45 })).toEqual({
      key: "typicalMinutes",
      count: 45,
    });
    expect(answerTimeLine({ ...request, typicalAnswerMinutes: 60 })).toEqual({
      key: "typicalHours",
      count: 1,
    });
    expect(answerTimeLine({ ...request, typicalAnswerMinutes: 150 })).toEqual({
      key: "typicalHours",
      count: 3,
    });
  });

  it("falls back to the stated response hours without a typical time", () => {
    expect(answerTimeLine({ ...request, typicalAnswerMinutes: null })).toEqual({ key: "within", count: 24 });
  });
});
