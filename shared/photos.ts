// The operator's photographs as the pages see them: the list the build made
// (dist/photos.json, in the boot data) and how an entry becomes URLs. What each
// role's box is (aspect, widths) is the build's: scripts/images/roles.ts; the
// `sizes` each box has is the component's that lays it out.
// See docs/decisions/024-photos-and-brand-face.md.

/** One photo the build made: the largest variant's size, the widths made, a content version and a placeholder. */
export interface PhotoEntry {
  /** Width and height of the largest variant (pixels). */
  w: number;
  h: number;
  /** The first characters of the source's hash: part of every URL, so the files are immutable. */
  v: string;
  /** The widths made, ascending (each as AVIF and WebP; Open Graph: one JPEG). */
  widths: number[];
  /** A CSS gradient of the photo's colours, painted behind the image until it arrives. */
  bg: string;
  /** Set when AVIF came out no smaller than WebP for this photo: only WebP is made and served. */
  webpOnly?: true;
}

/** `<subject>.<role>` (mango.bottle, journey.vision, site.og) → its photo. */
export type PhotoManifest = Record<string, PhotoEntry>;

export type PhotoFormat = 'avif' | 'webp' | 'jpg';

/** The URL of one variant: /photos/mango.bottle-<version>-640.avif. */
export function photoUrl(key: string, entry: Pick<PhotoEntry, 'v'>, width: number, format: PhotoFormat): string {
  return `/photos/${key}-${entry.v}-${width}.${format}`;
}

/** The formats a photo is served in, best first (Open Graph JPEGs aside). */
export function photoFormats(entry: Pick<PhotoEntry, 'webpOnly'>): ('avif' | 'webp')[] {
  return entry.webpOnly ? ['webp'] : ['avif', 'webp'];
}

export function photoSrcSet(key: string, entry: PhotoEntry, format: PhotoFormat): string {
  return entry.widths.map((w) => `${photoUrl(key, entry, w, format)} ${w}w`).join(', ');
}

export interface FoundPhoto {
  key: string;
  entry: PhotoEntry;
}

/** The first of `roles` the subject has a photo for, with its manifest key. */
export function findPhoto(photos: PhotoManifest | undefined, subject: string, ...roles: string[]): FoundPhoto | null {
  for (const role of roles) {
    const key = `${subject}.${role}`;
    const entry = photos?.[key];
    if (entry) return { key, entry };
  }
  return null;
}

/** The Open Graph image path of a subject (a catalogue key or `site`): the photo when there is one, else the generated card. */
export function ogImagePath(photos: PhotoManifest | undefined, subject: string): string {
  const found = findPhoto(photos, subject, 'og');
  return found ? photoUrl(found.key, found.entry, found.entry.w, 'jpg') : `/images/og/${subject}.jpg`;
}
