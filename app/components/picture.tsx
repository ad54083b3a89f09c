import { useEffect, useRef, useState, type ImgHTMLAttributes } from "react";
import { useTranslation } from "../lib/i18n-react.tsx";
import { cn } from "../lib/cn.ts";

const placeholder =
  "data:image/svg+xml;utf8," +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 100"><rect width="160" height="100" fill="#d6d3d1"/><path d="M20 82 62 30l20 26 14-16 44 42Z" fill="#a8a29e"/><circle cx="118" cy="26" r="9" fill="#a8a29e"/></svg>',
  );

/** The size of our 3:2 photos (services and categories), to spread on a Picture. */
export const photoSize = { width: 1280, height: 853 } as const;

/**
 * Our images come as name.avif/webp at full width and name-{small}.avif/webp: the browser picks
 * the format and size. A failed image is replaced by a placeholder whose alt says so.
 */
export function Picture({
  src,
  alt,
  width,
  height,
  smallWidth = 640,
  sizes = "100vw",
  className,
  priority = false,
  ...rest
}: Omit<ImgHTMLAttributes<HTMLImageElement>, "src" | "width" | "height"> & {
  src: string;
  alt: string;
  width: number;
  height: number;
  smallWidth?: number;
  priority?: boolean;
}) {
  const { t } = useTranslation();
  const [failed, setFailed] = useState(false);
  const ref = useRef<HTMLImageElement>(null);
  // An image that failed before hydration fired its error event before React listened.
  useEffect(() => {
    const img = ref.current;
    if (img && img.complete && img.naturalWidth === 0) setFailed(true);
  }, [src]);

  if (failed) {
    return (
      <img
        src={placeholder}
        alt={t("image.error")}
        width={width}
        height={height}
        className={cn("bg-muted object-cover", className)}
      />
    );
  }
  const base = src.replace(/\.(webp|avif|jpe?g|png)$/, "");
  const set = (ext: string) => `${base}-${smallWidth}.${ext} ${smallWidth}w, ${base}.${ext} ${width}w`;
  return (
    <picture>
      <source type="image/avif" srcSet={set("avif")} sizes={sizes} />
      <source type="image/webp" srcSet={set("webp")} sizes={sizes} />
      <img
        ref={ref}
        src={`${base}.webp`}
        alt={alt}
        width={width}
        height={height}
        loading={priority ? "eager" : "lazy"}
        decoding={priority ? "sync" : "async"}
        fetchPriority={priority ? "high" : undefined}
        onError={() => setFailed(true)}
        className={className}
        {...rest}
      />
    </picture>
  );
}
