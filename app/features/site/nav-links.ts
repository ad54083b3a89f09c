import { categories } from "../../../core/categories.ts";

export const categoryLinks = categories.map((category) => ({ category, to: `/category/${category}` }));

/** The back offices linked in the header and the menu, each for those allowed in (`areas`). */
export const backOffices = [
  { area: "operator", to: "/operator", label: "header.operatorConsole" },
  { area: "admin", to: "/admin", label: "header.admin" },
] as const;
