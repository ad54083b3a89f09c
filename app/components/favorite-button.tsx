import { Heart } from "lucide-react";
import { useFetcher } from "react-router";
import { cn } from "../lib/cn.ts";
import { useActionAnswer, type ActionResult } from "../lib/action-result.ts";
import { useTranslation } from "../lib/i18n-react.tsx";
import { useErrorText } from "../lib/use-error-text.ts";
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
  const { user, favoriteIds, openSignIn } = useApp();
  const fetcher = useFetcher<ActionResult<{ saved: boolean }>>();
  const errorText = useErrorText();
  // Optimistic: the submitted intent shows at once; a failure falls back to the server's list.
  const pending = fetcher.formData?.get("intent");
  const active = pending ? pending === "add" : favoriteIds.includes(serviceId);

  // Told as soon as the answer comes: on the favourites page the revalidated list may unmount
  // this button before the fetcher is idle again.
  useActionAnswer(fetcher, (answer) => {
    if (answer.ok) toast.success(answer.saved ? t("favorites.added") : t("favorites.removed"));
    else if (answer.error.code === "loginRequired") {
      toast.error(t("favorites.login"));
      openSignIn("signin");
    } else toast.error(errorText(answer.error)!);
  });

  function toggle(event: React.MouseEvent) {
    event.preventDefault();
    event.stopPropagation();
    if (!user) {
      toast.error(t("favorites.login"));
      return;
    }
    void fetcher.submit(
      { intent: active ? "remove" : "add", serviceId },
      { method: "post", action: "/resources/favorites" },
    );
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
