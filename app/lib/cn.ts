import { clsx, type ClassValue } from "clsx";

/**
 * Joins class names. Components take variant props rather than conflicting overrides, so no
 * class merging library is needed (it cost 9 KB of the first page's JavaScript).
 */
export function cn(...inputs: ClassValue[]) {
  return clsx(inputs);
}
