// Company facts shown in the header and footer (sample data: the address and
// contacts are illustrative, not a real registered office).
export const SITE_NAME = 'Too More';
export const TITLE_SUFFIX = ' | Too More';

export const DELIVERY = {
  pinCode: '360370',
  city: 'Jetpur',
  hours: 'Everyday 07:00 AM - 09:00 PM',
} as const;

export const COMPANY = {
  legalName: 'Too More Beverages Pvt. Ltd.',
  street: 'Plot 14, GIDC Industrial Estate, Dhoraji Road',
  city: 'Jetpur',
  region: 'Gujarat',
  postalCode: '360370',
  country: 'India',
  email: 'care@toomore.example',
  phone: '+91 00000 00000',
  mapsUrl: 'https://www.google.com/maps/search/?api=1&query=Jetpur+Gujarat+360370',
} as const;

export const SOCIAL_LINKS = [
  { id: 'facebook', label: 'Facebook', href: 'https://www.facebook.com/' },
  { id: 'instagram', label: 'Instagram', href: 'https://www.instagram.com/' },
  { id: 'youtube', label: 'YouTube', href: 'https://www.youtube.com/' },
  { id: 'whatsapp', label: 'WhatsApp', href: 'https://wa.me/' },
  { id: 'x', label: 'X', href: 'https://x.com/' },
  { id: 'maps', label: 'Google Maps', href: COMPANY.mapsUrl },
] as const;

export const THEME_COLOR = '#e8590c';
