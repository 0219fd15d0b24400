// Every product picture: a reserved box (width and height, so nothing shifts),
// lazy below the fold, and a grey placeholder when the file fails to load.
import { useEffect, useRef, useState } from 'react';

export interface ProductImageProps {
  src: string;
  alt: string;
  width: number;
  height: number;
  /** Above-the-fold images load at once; the rest when they come near. */
  eager?: boolean;
  className?: string;
  fetchPriority?: 'high' | 'low' | 'auto';
}

export function ProductImage({ src, alt, width, height, eager = false, className, fetchPriority }: ProductImageProps) {
  const [failed, setFailed] = useState(false);
  // A new picture gets its own chance to load (adjusted while rendering).
  const [shownSrc, setShownSrc] = useState(src);
  if (src !== shownSrc) {
    setShownSrc(src);
    setFailed(false);
  }
  const ref = useRef<HTMLImageElement>(null);
  useEffect(() => {
    // An error before hydration fires no React event: look at the element itself.
    const img = ref.current;
    if (img && img.complete && img.naturalWidth === 0 && img.getAttribute('src')) setFailed(true);
  }, [src]);
  if (failed) {
    return (
      <span
        className={`image-placeholder ${className ?? ''}`}
        role={alt ? 'img' : undefined}
        aria-label={alt || undefined}
        style={{ aspectRatio: `${width} / ${height}` }}
        data-failed-src={src}
      />
    );
  }
  return (
    <img
      ref={ref}
      className={className}
      src={src}
      alt={alt}
      width={width}
      height={height}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      fetchPriority={fetchPriority}
      onError={() => setFailed(true)}
    />
  );
}
