// Corporate page content as data: a few generic components render every page.
// Sample content of a fictional company; invented figures are marked as such.

export type FormKind = 'join' | 'feedback' | 'contact' | 'customer-care' | 'cookies';

export type Block =
  | { kind: 'paragraphs'; heading?: string; paragraphs: string[] }
  | { kind: 'list'; heading?: string; intro?: string; items: string[] }
  | { kind: 'faq'; heading?: string; items: { question: string; answer: string }[] }
  | { kind: 'documents'; heading?: string; items: { title: string; date: string; summary: string; kind: 'report' | 'press' | 'certificate' }[] }
  | { kind: 'openings'; heading?: string; items: { title: string; team: string; location: string; type: 'Full-time' | 'Internship' | 'Contract'; summary: string }[] }
  | { kind: 'figures'; heading?: string; items: { label: string; value: string }[] }
  | { kind: 'contact'; heading?: string; items: { label: string; value: string; href?: string }[] }
  | { kind: 'form'; form: FormKind };

export interface PageContent {
  routeId: string;
  heading: string;
  intro: string;
  /** The page shows invented figures or documents: say so on the page. */
  sampleNotice?: boolean;
  blocks: Block[];
}

export interface JourneySection {
  id: string;
  title: string;
  paragraphs: string[];
  image: { alt: string };
}

/** Every corporate page and the journey, in one language. */
export interface ContentSet {
  pages: readonly PageContent[];
  journey: readonly JourneySection[];
}
