export const categories = ["hunting", "fishing", "recreation", "tours"] as const;
export type Category = (typeof categories)[number];
