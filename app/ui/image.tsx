import { useEffect, useRef, useState, type ReactNode } from "react";
import { useTranslation } from "~/lib/use-translation";
import { uploadSources } from "~/lib/upload-variants";

type Status = "loading" | "loaded" | "error";

export interface ImageProps {
  src: string;
  alt: string;
  width: number;
  height: number;
  /** The page's largest image: fetched first and never lazily. */
  priority?: boolean;
  /** Shape of the box while loading or on error: "video" (16:9) or "square". */
  aspect?: "video" | "square";
  /**
   * "cover" fills the box and may crop; "contain" shows the whole picture, over a blurred copy of
   * itself (same file, one download) where the box is taller or wider than the picture.
   */
  fit?: "cover" | "contain";
  className?: string;
  imgClassName?: string;
}

const aspectClass = { video: "aspect-video", square: "aspect-square" } as const;

/**
 * A local image with explicit dimensions (no layout shift), a placeholder behind it while it
 * loads, and 'Image non disponible' when it fails. Lazy unless `priority`.
 */
export function Image({
  src,
  alt,
  width,
  height,
  priority = false,
  aspect = "video",
  fit = "cover",
  className = "",
  imgClassName = "",
}: ImageProps) {
  const { t } = useTranslation();
  const ref = useRef<HTMLImageElement>(null);
  const [status, setStatus] = useState<Status>("loading");

  // The image may have loaded or failed before hydration, when React's handlers were not there yet.
  useEffect(() => {
    const img = ref.current;
    if (img?.complete) setStatus(img.naturalWidth > 0 ? "loaded" : "error");
  }, [src]);

  return (
    <span
      className={`relative block overflow-hidden bg-surface-muted ${aspectClass[aspect]} ${className}`}
      data-status={status}
    >
      {status === "loading" ? (
        <span aria-hidden="true" className="absolute inset-0 bg-surface-muted motion-safe:animate-pulse" />
      ) : null}
      {status === "error" ? (
        <span className="absolute inset-0 flex flex-col items-center justify-center gap-2 p-4 text-center text-sm text-ink-muted">
          <svg
            aria-hidden="true"
            viewBox="0 0 24 24"
            className="size-8"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.5"
          >
            <rect x="3" y="4" width="18" height="16" rx="2" />
            <path d="m3 16 5-5 4 4 3-3 6 6M4 4l16 16" />
          </svg>
          <span>{t("catalog.image.unavailable")}</span>
          {alt ? <span className="sr-only">{alt}</span> : null}
        </span>
      ) : (
        <>
          {fit === "contain" ? (
            <img
              src={src}
              alt=""
              aria-hidden="true"
              width={width}
              height={height}
              loading={priority ? "eager" : "lazy"}
              decoding="async"
              className="absolute inset-0 h-full w-full scale-110 object-cover opacity-70 blur-xl"
            />
          ) : null}
          <Picture src={src}>
            <img
              ref={ref}
              src={src}
              alt={alt}
              width={width}
              height={height}
              loading={priority ? "eager" : "lazy"}
              decoding={priority ? "sync" : "async"}
              fetchPriority={priority ? "high" : "auto"}
              onLoad={() => setStatus("loaded")}
              onError={() => setStatus("error")}
              className={`relative block h-full w-full ${fit === "contain" ? "object-contain" : "object-cover"} ${imgClassName}`}
            />
          </Picture>
        </>
      )}
    </span>
  );
}

/** Uploaded images come in AVIF, WebP and JPEG at 1x and 2x: the browser picks (lib/upload-variants.ts). */
function Picture({ src, children }: { src: string; children: ReactNode }) {
  const sources = uploadSources(src);
  if (!sources) return children;
  return (
    <picture className="contents">
      {sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} />
      ))}
      {children}
    </picture>
  );
}
