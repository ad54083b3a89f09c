import { Heart } from "lucide-react";
import { useEffect, useState } from "react";
import { useRevalidator } from "react-router";
import { favoritesStorageKey } from "../../core/preferences.ts";
import { cn } from "../lib/cn.ts";
import { useTranslation } from "../lib/i18n-react.tsx";
import { useApp } from "./app-context.tsx";
import { toast } from "./toast.tsx";

export function FavoriteButton({
  serviceId,
  title,
  className,
}: {
  serviceId: number;
  title: string;
  className?: string;
}) {
  const { t } = useTranslation();
  const { user, favoriteIds } = useApp();
  const revalidator = useRevalidator();
  const saved = favoriteIds.includes(serviceId);
  const [optimistic, setOptimistic] = useState<boolean | null>(null);
  const active = optimistic ?? saved;

  useEffect(() => {
    setOptimistic(null);
    if (!user) return;
    try {
      localStorage.setItem(favoritesStorageKey(user.id), JSON.stringify(favoriteIds));
    } catch {
      // storage may be unavailable; the server holds the list
    }
  }, [user, favoriteIds]);

  async function toggle(event: React.MouseEvent) {
    event.preventDefault();
    event.stopPropagation();
    if (!user) {
      toast.error(t("favorites.login"));
      return;
    }
    const next = !active;
    setOptimistic(next);
    try {
      const response = await fetch(`/api/favorites/${serviceId}`, {
        method: next ? "PUT" : "DELETE",
        credentials: "same-origin",
      });
      if (!response.ok) throw new Error(String(response.status));
      toast.success(next ? t("favorites.added") : t("favorites.removed"));
      await revalidator.revalidate();
    } catch {
      setOptimistic(null);
      toast.error(t("favorites.failed"));
    }
  }

  return (
    <button
      type="button"
      onClick={toggle}
      aria-pressed={active}
      aria-label={active ? t("favorites.remove", { title }) : t("favorites.add", { title })}
      className={cn(
        "z-10 inline-flex size-10 items-center justify-center rounded-full bg-white/95 text-stone-900 shadow transition-colors hover:bg-white",
        className,
      )}
    >
      <Heart className={cn("size-5", active && "fill-red-600 text-red-600")} aria-hidden />
    </button>
  );
}
