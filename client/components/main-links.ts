/** The header's main links, before the dropdown groups (route ids). */
export const MAIN_LINKS = ['home', 'juices', 'cart', 'our-story'] as const;
