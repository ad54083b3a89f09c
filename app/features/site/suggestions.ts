/** The spec's panel rules: suggestions from 3 characters, after a 300 ms pause, at most 5. */
export const SUGGEST_MIN_CHARS = 3;
export const SUGGEST_DELAY_MS = 300;
export const SUGGEST_MAX = 5;

/** What the /resources/search-suggestions loader answers. */
export interface Suggestions {
  q: string;
  items: { id: number; title: string; location: string; category: string; image: string | null }[];
}

export const suggestionsPath = (q: string) => `/resources/search-suggestions?q=${encodeURIComponent(q)}`;
