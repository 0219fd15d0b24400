// The operator's photo of a role, as a <picture>: AVIF and WebP at every width
// the build made, `sizes` from the role's box, width and height so the box is
// reserved, and the photo's colours behind it until it arrives. A priority
// picture (the page's largest, LCP) is preloaded from <head> with
// fetchpriority="high". Where no photo exists, callers keep the generated art:
// see usePhoto and docs/decisions/024-photos-and-brand-face.md.
import { preload } from 'react-dom';

import { findPhoto, type PhotoEntry, type PhotoManifest, photoSrcSet, photoUrl } from '../../shared/photos';
import { useBoot } from '../context/boot';

export interface FoundPhoto {
  key: string;
  entry: PhotoEntry;
}

/** The first of `roles` the subject has a photo for (mango: 'card', 'bottle'), or null: show the art. */
export function usePhoto(subject: string, ...roles: string[]): FoundPhoto | null {
  return findPhoto(useBoot().photos, subject, ...roles);
}

/** The whole list, for a component that looks up several subjects (a grid, the slideshow). */
export function usePhotos(): PhotoManifest | undefined {
  return useBoot().photos;
}

export interface PictureSource {
  photo: FoundPhoto;
  sizes: string;
  /** An art-directed source (the slide's square phone crop): the media it is for. */
  media?: string;
  width: number;
  height: number;
}

export interface PictureProps {
  /** The image the <img> shows (and every viewport no `art` source matches). */
  photo: FoundPhoto;
  sizes: string;
  width: number;
  height: number;
  alt: string;
  /** Sources chosen by media query before the main one. */
  art?: PictureSource[];
  className?: string;
  /** Above the fold: load at once. */
  eager?: boolean;
  /** The page's largest image: preloaded, fetched first, decoded with the frame. */
  priority?: boolean;
  draggable?: boolean;
}

export function Picture({ photo, sizes, width, height, alt, art = [], className, eager = false, priority = false, draggable }: PictureProps) {
  if (priority) {
    for (const s of art) preloadPhoto(s.photo, s.sizes, s.media);
    // The main source serves what no art source's media matches (one art source: its negation).
    const only = art.length === 1 ? art[0]?.media : undefined;
    preloadPhoto(photo, sizes, only ? `not all and ${only}` : undefined);
  }
  const largest = photo.entry.widths[photo.entry.widths.length - 1] ?? photo.entry.w;
  return (
    <picture>
      {art.flatMap((s) => [
        <source
          key={`${s.photo.key}-avif`}
          type="image/avif"
          media={s.media}
          srcSet={photoSrcSet(s.photo.key, s.photo.entry, 'avif')}
          sizes={s.sizes}
          width={s.width}
          height={s.height}
        />,
        <source
          key={`${s.photo.key}-webp`}
          type="image/webp"
          media={s.media}
          srcSet={photoSrcSet(s.photo.key, s.photo.entry, 'webp')}
          sizes={s.sizes}
          width={s.width}
          height={s.height}
        />,
      ])}
      <source type="image/avif" srcSet={photoSrcSet(photo.key, photo.entry, 'avif')} sizes={sizes} />
      <img
        className={className}
        src={photoUrl(photo.key, photo.entry, largest, 'webp')}
        srcSet={photoSrcSet(photo.key, photo.entry, 'webp')}
        sizes={sizes}
        alt={alt}
        width={width}
        height={height}
        loading={eager || priority ? 'eager' : 'lazy'}
        decoding={priority ? 'sync' : 'async'}
        fetchPriority={priority ? 'high' : undefined}
        draggable={draggable}
        style={{ backgroundImage: photo.entry.bg }}
      />
    </picture>
  );
}

/** One preload per source, for the AVIF the <picture> picks (a browser without AVIF skips it and uses the WebP). */
function preloadPhoto(photo: FoundPhoto, sizes: string, media: string | undefined): void {
  const { key, entry } = photo;
  preload(photoUrl(key, entry, entry.widths[0] ?? entry.w, 'avif'), {
    as: 'image',
    type: 'image/avif',
    imageSrcSet: photoSrcSet(key, entry, 'avif'),
    imageSizes: sizes,
    fetchPriority: 'high',
    media,
  });
}
