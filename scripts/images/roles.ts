// The roles an operator's photo can play (photos/README.md) and the box each
// fills on the page: its aspect ratio (the photo is cropped to it) and the
// widths the build makes, from the smallest box it is shown in to twice the
// largest (high-density screens). The components that lay the boxes out
// declare the matching `sizes`.

export interface RoleSpec {
  /** Width : height of the box (the photo is cropped to it). */
  aspect: readonly [number, number];
  widths: readonly number[];
}

/** The roles of a product or flavour photo (`<catalogue key>.<role>.<jpg|png|webp>`). */
export const PHOTO_ROLES = {
  // 560: a 320 px box on a 1.75 dppx phone (Chromium picks 640 for it otherwise).
  bottle: { aspect: [2, 3], widths: [320, 480, 560, 640, 960] },
  label: { aspect: [2, 3], widths: [320, 480, 560, 640, 960] },
  'close-up': { aspect: [1, 1], widths: [160, 320, 640] },
  card: { aspect: [2, 3], widths: [160, 240, 320, 480] },
  'slide-desktop': { aspect: [5, 2], widths: [768, 1200, 1600, 2400] },
  'slide-mobile': { aspect: [1, 1], widths: [360, 600, 900, 1200] },
} as const satisfies Record<string, RoleSpec>;

export type PhotoRole = keyof typeof PHOTO_ROLES;

/** A Journey section's picture (`journey.<section id>.jpg`): the box of client/components/brand/JourneyArt.tsx. */
export const JOURNEY_ROLE: RoleSpec = { aspect: [320, 220], widths: [320, 640, 960, 1280] };

/** An Open Graph card (`<catalogue key>.og.jpg`, `site.og.jpg`): one 1200×630 JPEG. */
export const OG_ROLE: RoleSpec = { aspect: [1200, 630], widths: [1200] };

/** The spec of a photo named `<subject>.<role>`, or null when the name plays no role. */
export function roleSpecOf(subject: string, role: string): RoleSpec | null {
  if (!/^[a-z0-9][a-z0-9-]*$/.test(subject) || !/^[a-z0-9][a-z0-9-]*$/.test(role)) return null;
  if (subject === 'journey') return JOURNEY_ROLE;
  if (role === 'og') return OG_ROLE;
  return (PHOTO_ROLES as Record<string, RoleSpec | undefined>)[role] ?? null;
}
