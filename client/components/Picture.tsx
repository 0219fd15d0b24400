// The operator's photo of a role, as a <picture>: AVIF (where the build kept
// it) and WebP at every width the build made, `sizes` from the role's box, width and height so the box is
// reserved, and the photo's colours behind it until it arrives. A priority
// picture (the page's largest, LCP) is preloaded from <head> with
// fetchpriority="high". Where no photo exists (usePhoto in client/context/boot.tsx
// finds none), callers keep the generated art.
// See docs/decisions/024-photos-and-brand-face.md.
import { type FoundPhoto, photoFormats, photoSrcSet, photoUrl } from '../../shared/photos';

interface Source {
  photo: FoundPhoto;
  /** How wide the box is at each viewport. */
  sizes: string;
  media?: string;
  width?: number;
  height?: number;
}

export interface PictureProps extends Source {
  width: number;
  height: number;
  alt: string;
  /** An art-directed source (the slide's square phone crop), chosen first where its media matches. */
  art?: Source;
  className?: string;
  /** Above the fold: load at once. */
  eager?: boolean;
  /** The page's largest image: preloaded, fetched first. */
  priority?: boolean;
  draggable?: boolean;
}

export function Picture({ photo, sizes, width, height, alt, art, className, eager, priority, draggable }: PictureProps) {
  const sources: Source[] = art ? [art, { photo, sizes, media: `not all and ${art.media ?? 'all'}` }] : [{ photo, sizes }];
  const tags = (s: Source, formats = photoFormats(s.photo.entry)) =>
    formats.map((f) => (
      <source key={s.photo.key + f} type={`image/${f}`} media={s.media} srcSet={photoSrcSet(s.photo.key, s.photo.entry, f)} sizes={s.sizes} width={s.width} height={s.height} />
    ));
  return (
    <picture>
      {/* React hoists these into <head>: the file each source would pick, in its best format (a browser without AVIF skips an AVIF one). */}
      {priority &&
        sources.map((s) => {
          const [best = 'webp'] = photoFormats(s.photo.entry);
          return (
            <link
              key={s.photo.key}
              rel="preload"
              as="image"
              type={`image/${best}`}
              imageSrcSet={photoSrcSet(s.photo.key, s.photo.entry, best)}
              imageSizes={s.sizes}
              media={s.media}
              fetchPriority="high"
            />
          );
        })}
      {art && tags(art)}
      {/* The <img> itself carries the WebP set. */}
      {tags(
        { photo, sizes },
        photoFormats(photo.entry).filter((f) => f !== 'webp'),
      )}
      <img
        className={className}
        src={photoUrl(photo.key, photo.entry, photo.entry.w, 'webp')}
        srcSet={photoSrcSet(photo.key, photo.entry, 'webp')}
        sizes={sizes}
        alt={alt}
        width={width}
        height={height}
        loading={eager || priority ? undefined : 'lazy'}
        decoding={priority ? 'sync' : 'async'}
        fetchPriority={priority ? 'high' : undefined}
        draggable={draggable}
        style={{ backgroundImage: photo.entry.bg }}
      />
    </picture>
  );
}
