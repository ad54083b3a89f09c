import { Link2 } from "lucide-react";
import { DropdownMenu } from "radix-ui";
import { useTranslation } from "../lib/i18n-react.tsx";
import { openSharePopup, shareTargets, shareUrl } from "../lib/share.ts";
import { useCopy } from "../lib/use-copy.ts";
import { absoluteUrl, ShareTrigger } from "./share-button.tsx";
import { MenuContent, MenuSeparator } from "./ui/menu.tsx";

const itemClass =
  "flex cursor-pointer items-center gap-3 rounded-lg px-3 py-2 text-sm outline-none select-none data-[highlighted]:bg-muted";

/** Copy the link, or share it on a social network, a microblog or a messenger (600x400 popups). */
export default function ShareMenu({
  path,
  title,
  className,
}: {
  path: string;
  title: string;
  className?: string;
}) {
  const { t } = useTranslation();
  const { copied, copy: copyText } = useCopy();
  const copy = () => copyText(absoluteUrl(path), { done: t("share.copied"), failed: t("share.copyFailed") });

  return (
    <DropdownMenu.Root defaultOpen>
      <DropdownMenu.Trigger asChild>
        <ShareTrigger
          title={title}
          copied={copied}
          className={className}
          onClick={(e) => e.stopPropagation()}
        />
      </DropdownMenu.Trigger>
      <MenuContent width="md" onClick={(e) => e.stopPropagation()}>
        <DropdownMenu.Item className={itemClass} onSelect={() => void copy()}>
          <Link2 className="size-4" aria-hidden />
          {t("share.copy")}
        </DropdownMenu.Item>
        <MenuSeparator />
        {shareTargets.map((target) => (
          <DropdownMenu.Item
            key={target}
            className={itemClass}
            onSelect={() => openSharePopup(shareUrl(target, absoluteUrl(path), title))}
          >
            {t(`share.targets.${target}`)}
          </DropdownMenu.Item>
        ))}
      </MenuContent>
    </DropdownMenu.Root>
  );
}
