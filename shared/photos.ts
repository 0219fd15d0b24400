// The operator's photographs: which roles a photo can play, the box each role
// fills on the page (its aspect ratio, the widths the build makes, the `sizes`
// the layout declares), and how a manifest entry becomes URLs. The build
// (scripts/images/pipeline.ts) and the pages (client/components/Picture.tsx)
// read the same table. See docs/decisions/024-photos-and-brand-face.md.

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
}

/** `<subject>.<role>` (mango.bottle, journey.vision, site.og) → its photo. */
export type PhotoManifest = Record<string, PhotoEntry>;

export interface RoleSpec {
  /** Width : height of the box (the photo is cropped to it). */
  aspect: readonly [number, number];
  widths: readonly number[];
  /** The `sizes` attribute: how wide the box is at each viewport. */
  sizes: string;
}

const GALLERY_SIZES = '(max-width: 767px) 80vw, 320px';

/** The roles of a product or flavour photo (`<catalogue key>.<role>.<jpg|png|webp>`). */
export const PHOTO_ROLES = {
  bottle: { aspect: [2, 3], widths: [320, 480, 640, 960], sizes: GALLERY_SIZES },
  label: { aspect: [2, 3], widths: [320, 480, 640, 960], sizes: GALLERY_SIZES },
  'close-up': { aspect: [1, 1], widths: [160, 320, 640], sizes: GALLERY_SIZES },
  card: { aspect: [2, 3], widths: [160, 240, 320, 480], sizes: '(max-width: 767px) 45vw, 240px' },
  'slide-desktop': { aspect: [5, 2], widths: [768, 1200, 1600, 2400], sizes: '(max-width: 1232px) 100vw, 1200px' },
  'slide-mobile': { aspect: [1, 1], widths: [360, 600, 900, 1200], sizes: '100vw' },
} as const satisfies Record<string, RoleSpec>;

export type PhotoRole = keyof typeof PHOTO_ROLES;

/** A Journey section's picture (`journey.<section id>.jpg`): the box of client/components/brand/JourneyArt.tsx. */
export const JOURNEY_ROLE: RoleSpec = { aspect: [320, 220], widths: [320, 640, 960, 1280], sizes: '(max-width: 767px) 90vw, 600px' };

/** An Open Graph card (`<catalogue key>.og.jpg`, `site.og.jpg`): one 1200×630 JPEG. */
export const OG_ROLE: RoleSpec = { aspect: [1200, 630], widths: [1200], sizes: '1200px' };

/** The spec of a photo named `<subject>.<role>`, or null when the name plays no role. */
export function roleSpecOf(subject: string, role: string): RoleSpec | null {
  if (!/^[a-z0-9][a-z0-9-]*$/.test(subject) || !/^[a-z0-9][a-z0-9-]*$/.test(role)) return null;
  if (subject === 'journey') return JOURNEY_ROLE;
  if (role === 'og') return OG_ROLE;
  return (PHOTO_ROLES as Record<string, RoleSpec | undefined>)[role] ?? null;
}

export type PhotoFormat = 'avif' | 'webp' | 'jpg';

/** The URL of one variant: /photos/mango.bottle-<version>-640.avif. */
export function photoUrl(key: string, entry: Pick<PhotoEntry, 'v'>, width: number, format: PhotoFormat): string {
  return `/photos/${key}-${entry.v}-${width}.${format}`;
}

export function photoSrcSet(key: string, entry: PhotoEntry, format: PhotoFormat): string {
  return entry.widths.map((w) => `${photoUrl(key, entry, w, format)} ${w}w`).join(', ');
}

/** The first of `roles` the subject has a photo for, with its manifest key. */
export function findPhoto(photos: PhotoManifest | undefined, subject: string, ...roles: string[]): { key: string; entry: PhotoEntry } | null {
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
  return found ? photoUrl(found.key, found.entry, OG_ROLE.widths[0] ?? 1200, 'jpg') : `/images/og/${subject}.jpg`;
}
