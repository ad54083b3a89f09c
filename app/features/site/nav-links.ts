import { categories } from "../../../core/categories.ts";

export const categoryLinks = categories.map((category) => ({ category, to: `/category/${category}` }));
