import { Compass, Fish, Mountain, Target, TreePine, type LucideIcon } from "lucide-react";
import type { Category } from "../../core/categories.ts";

/** One icon per category, and one for "all". */
export const categoryIcons: Record<Category | "all", LucideIcon> = {
  all: Mountain,
  hunting: Target,
  fishing: Fish,
  recreation: TreePine,
  tours: Compass,
};
