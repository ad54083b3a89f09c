export type SlotColour = "red" | "yellow" | "green";

/** booked/capacity at or above 0.9 red, at or above 0.7 yellow, otherwise green. */
export function slotColour(booked: number, capacity: number): SlotColour {
  if (capacity <= 0) return "red";
  const ratio = booked / capacity;
  if (ratio >= 0.9) return "red";
  if (ratio >= 0.7) return "yellow";
  return "green";
}

export const periods = ["morning", "afternoon", "evening", "night"] as const;
export type Period = (typeof periods)[number];

/** Periods: morning 6-12, afternoon 12-18, evening 18-22, night 22-6. */
export function periodOf(time: string): Period {
  const hour = Number(time.slice(0, 2));
  if (hour >= 6 && hour < 12) return "morning";
  if (hour >= 12 && hour < 18) return "afternoon";
  if (hour >= 18 && hour < 22) return "evening";
  return "night";
}
