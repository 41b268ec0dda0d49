import type { Schema } from "../api/schemas";
import "./ui.css";

/** A stored picture's smaller copies (the API's `<field>_sources`), as `srcset` values. */
export type PictureSources = Schema<"PictureSources">;

/**
 * Only the WebP copies: what a page's HTML preloaded (preloaded-picture.ts), shown by a
 * placeholder before the API has named the rest. When the rest comes, the same elements stay.
 */
export type PreloadedSources = { webp: string; jpeg?: undefined };

interface PictureProps {
  /**
   * The picture's own field (its largest stored size), or the default svg when there is none.
   * Missing only with PreloadedSources.
   */
  src?: string;
  /** Null (or missing) for no picture, or for one stored before smaller copies were made. */
  sources?: PictureSources | PreloadedSources | null;
  /** How wide the picture is shown, per viewport: read off its CSS (the box inside any border). */
  sizes: string;
  /** Always given, so the space is kept before the file arrives; the CSS may still size it. */
  width: number;
  height: number;
  alt: string;
  className?: string;
  /**
   * The page's largest paint (its LCP): fetched at once, ahead of the rest. Every other picture
   * is lazy: fetched when it nears the viewport.
   */
  priority?: boolean;
}

/** A picture from the API: WebP where the browser takes it, JPEG otherwise, at the width it is shown. */
export function Picture({ src, sources, sizes, width, height, alt, className, priority = false }: PictureProps) {
  const image = (
    <img
      className={className}
      src={src}
      srcSet={sources?.jpeg}
      sizes={sources ? sizes : undefined}
      width={width}
      height={height}
      alt={alt}
      loading={priority ? "eager" : "lazy"}
      decoding="async"
      fetchPriority={priority ? "high" : undefined}
    />
  );
  if (!sources) return image;
  // The <source> comes first: the browser takes the first one whose type it supports.
  return (
    <picture className="picture">
      <source type="image/webp" srcSet={sources.webp} sizes={sizes} />
      {image}
    </picture>
  );
}
