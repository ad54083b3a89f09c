import { Check, Share2 } from "lucide-react";
import { forwardRef, lazy, Suspense, useState, type ComponentProps } from "react";
import { cn } from "../lib/cn.ts";
import { useTranslation } from "../lib/i18n-react.tsx";
import { toast } from "./toast.tsx";

/** The absolute address of a path on this site (here, not in lib/share, to keep that off first loads). */
export const absoluteUrl = (path: string) => new URL(path, window.location.origin).toString();

const ShareMenu = lazy(() => import("./share-menu.tsx"));

export const ShareTrigger = forwardRef<
  HTMLButtonElement,
  ComponentProps<"button"> & { title: string; copied?: boolean }
>(function ShareTrigger({ title, copied = false, className, ...props }, ref) {
  const { t } = useTranslation();
  return (
    <button
      ref={ref}
      type="button"
      aria-label={copied ? t("share.copied") : t("share.label", { title })}
      className={cn(
        "z-10 inline-flex size-10 items-center justify-center rounded-full bg-white/95 text-stone-900 shadow transition-colors hover:bg-white",
        className,
      )}
      {...props}
    >
      {copied ? (
        <Check className="size-5 text-green-700" aria-hidden />
      ) : (
        <Share2 className="size-5" aria-hidden />
      )}
    </button>
  );
});

/**
 * The browser's share sheet where there is one (a cancelled share stays silent); otherwise a menu
 * to copy the link or open a social network's share page in a popup. The menu loads when first
 * needed.
 */
export function ShareButton({ path, title, className }: { path: string; title: string; className?: string }) {
  const { t } = useTranslation();
  const [menu, setMenu] = useState(false);

  async function share(event: React.MouseEvent) {
    event.preventDefault();
    event.stopPropagation();
    const url = absoluteUrl(path);
    if (typeof navigator.share === "function") {
      try {
        await navigator.share({ title, url });
      } catch (error) {
        if ((error as Error).name !== "AbortError") toast.error(t("share.failed"));
      }
      return;
    }
    setMenu(true);
  }

  const trigger = <ShareTrigger title={title} className={className} aria-haspopup="menu" onClick={share} />;
  if (!menu) return trigger;
  return (
    <Suspense fallback={trigger}>
      <ShareMenu path={path} title={title} className={className} />
    </Suspense>
  );
}
