/** The spec's popup size for the social share pages. */
export const POPUP_WIDTH = 600;
export const POPUP_HEIGHT = 400;
/** How long the "Link copied!" confirmation stays. */
export const COPIED_RESET_MS = 2000;

export const shareTargets = ["facebook", "x", "telegram"] as const;
export type ShareTarget = (typeof shareTargets)[number];

/** A social network's share page, a microblog intent page and a messaging-app link. */
export function shareUrl(target: ShareTarget, url: string, title: string): string {
  const u = encodeURIComponent(url);
  const text = encodeURIComponent(title);
  switch (target) {
    case "facebook":
      return `https://www.facebook.com/sharer/sharer.php?u=${u}`;
    case "x":
      return `https://twitter.com/intent/tweet?url=${u}&text=${text}`;
    case "telegram":
      return `https://t.me/share/url?url=${u}&text=${text}`;
  }
}

/** A 600x400 popup with no opener, centred over the window. */
export function openSharePopup(href: string) {
  const left = Math.max(0, window.screenX + (window.outerWidth - POPUP_WIDTH) / 2);
  const top = Math.max(0, window.screenY + (window.outerHeight - POPUP_HEIGHT) / 2);
  window.open(
    href,
    "_blank",
    `noopener,noreferrer,width=${POPUP_WIDTH},height=${POPUP_HEIGHT},left=${Math.round(left)},top=${Math.round(top)}`,
  );
}
