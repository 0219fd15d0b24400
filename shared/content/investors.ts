import type { PageContent } from './types';

export const INVESTOR_PAGES: PageContent[] = [
  {
    routeId: 'investor-relations',
    heading: 'Investor Relations',
    intro: 'Too More is a privately held beverage company. This page explains how we grow, how we are governed and how to reach the people who can answer an investor’s questions.',
    sampleNotice: true,
    blocks: [
      {
        kind: 'paragraphs',
        heading: 'Our strategy',
        paragraphs: [
          'We grow by winning more of the everyday drink occasions of families in western and central India: breakfast juice, the school-bag tetrapack, drinking water at home.',
          'Growth is funded mostly from our own cash flow. We invest first in fruit sourcing and plant capacity, and only then in new markets.',
        ],
      },
      {
        kind: 'figures',
        heading: 'Highlights, financial year 2025–26 (sample figures)',
        items: [
          { label: 'Revenue', value: '₹182 crore' },
          { label: 'Growth on previous year', value: '14%' },
          { label: 'Share of juices in revenue', value: '46%' },
          { label: 'Plants', value: '2' },
        ],
      },
      {
        kind: 'list',
        heading: 'Governance',
        items: [
          'A board of five directors, two of them independent.',
          'An audit committee chaired by an independent director.',
          'Annual accounts audited by an external chartered accountancy firm.',
          'A code of conduct for employees and suppliers, reviewed every year.',
        ],
      },
      {
        kind: 'contact',
        heading: 'Investor contact',
        items: [
          { label: 'Email', value: 'investors@toomore.example', href: 'mailto:investors@toomore.example' },
          { label: 'Post', value: 'Company Secretary, Too More Beverages Pvt. Ltd., Plot 14, GIDC Industrial Estate, Dhoraji Road, Jetpur 360370' },
        ],
      },
    ],
  },
  {
    routeId: 'financial-reports',
    heading: 'Financial Reports',
    intro: 'Annual reports and quarterly updates. The documents listed here are samples that show how the page will look; they are not real filings.',
    sampleNotice: true,
    blocks: [
      {
        kind: 'documents',
        heading: 'Annual reports',
        items: [
          { title: 'Annual Report 2025–26', date: '2026-07-15', summary: 'Results, dividend and the board’s review of the year.', kind: 'report' },
          { title: 'Annual Report 2024–25', date: '2025-07-18', summary: 'Commissioning of the second filling line and the tetrapack range.', kind: 'report' },
          { title: 'Annual Report 2023–24', date: '2024-07-20', summary: 'First year with over one thousand partner farmers.', kind: 'report' },
        ],
      },
      {
        kind: 'documents',
        heading: 'Quarterly updates',
        items: [
          { title: 'Q2 2026–27 update', date: '2026-10-28', summary: 'Festival-season sales and mango procurement.', kind: 'report' },
          { title: 'Q1 2026–27 update', date: '2026-07-30', summary: 'Summer demand for water and juices.', kind: 'report' },
        ],
      },
    ],
  },
  {
    routeId: 'press-releases',
    heading: 'Media Center',
    intro: 'News from Too More. Journalists can reach our communications team at press@toomore.example. The releases below are sample items.',
    sampleNotice: true,
    blocks: [
      {
        kind: 'documents',
        heading: 'Press releases',
        items: [
          { title: 'Too More launches SkyBerry Cloud Burst', date: '2026-09-02', summary: 'A berry blend developed with customer tasting panels in Gujarat.', kind: 'press' },
          {
            title: 'Drinking-water points for 40 village schools',
            date: '2026-06-05',
            summary: 'The Toomore Foundation completes its World Environment Day programme.',
            kind: 'press',
          },
          { title: 'Second filling line opens in Jetpur', date: '2025-11-12', summary: 'Capacity doubles for tetrapacks and 250 ml bottles.', kind: 'press' },
          { title: 'Naatu Naatu tetrapacks reach Maharashtra', date: '2025-04-21', summary: 'Distributors in Pune and Nashik now stock the full range.', kind: 'press' },
        ],
      },
      {
        kind: 'contact',
        heading: 'Media contact',
        items: [{ label: 'Email', value: 'press@toomore.example', href: 'mailto:press@toomore.example' }],
      },
    ],
  },
  {
    routeId: 'stockholder-info',
    heading: 'Stockholder Information',
    intro: 'Practical information for people who hold shares in Too More Beverages Pvt. Ltd.',
    sampleNotice: true,
    blocks: [
      {
        kind: 'list',
        heading: 'Shares and dividends',
        items: [
          'Shares are held in dematerialised form; transfers follow the company’s articles of association.',
          'The board proposes a dividend once a year with the annual accounts (sample policy: 20–30% of profit after tax).',
          'Dividends are paid by bank transfer to the account registered with the company.',
        ],
      },
      {
        kind: 'paragraphs',
        heading: 'Annual general meeting',
        paragraphs: ['The annual general meeting is held in Jetpur each September, with the option to join online. Notices are sent by email at least 21 days before.'],
      },
      {
        kind: 'contact',
        heading: 'Share registry',
        items: [{ label: 'Email', value: 'shares@toomore.example', href: 'mailto:shares@toomore.example' }],
      },
    ],
  },
  {
    routeId: 'investor-FAQs',
    heading: 'Investor FAQs',
    intro: 'Answers to the questions investors ask us most often.',
    blocks: [
      {
        kind: 'faq',
        items: [
          {
            question: 'Is Too More listed on a stock exchange?',
            answer: 'No. Too More Beverages is a private limited company. Shares change hands only under the rules of our articles of association.',
          },
          { question: 'When is the financial year?', answer: 'Our financial year runs from 1 April to 31 March, as is usual in India.' },
          {
            question: 'Where can I find the annual report?',
            answer: 'On the Financial Reports page. Registered shareholders also receive it by email before the annual general meeting.',
          },
          {
            question: 'How is the company governed?',
            answer: 'By a board of five directors, two of them independent, with an audit committee chaired by an independent director.',
          },
          {
            question: 'Does Too More pay dividends?',
            answer: 'The board proposes a dividend each year with the annual accounts, balancing payouts with investment in sourcing and capacity.',
          },
          { question: 'Who do I contact with a question?', answer: 'Write to investors@toomore.example; the company secretary answers within five working days.' },
        ],
      },
    ],
  },
];
