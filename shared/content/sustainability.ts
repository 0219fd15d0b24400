import type { PageContent } from './types';

export const SUSTAINABILITY_PAGES: PageContent[] = [
  {
    routeId: 'env-impact',
    heading: 'Environmental Impact',
    intro: 'Making drinks uses fruit, water, energy and packaging. Here is what we do to use less of each, and where we still have work to do.',
    sampleNotice: true,
    blocks: [
      {
        kind: 'list',
        heading: 'What we do',
        items: [
          'Rooftop solar panels supply part of the Jetpur plant’s daytime electricity.',
          'Fruit peel and pulp waste goes to local compost and cattle-feed makers instead of landfill.',
          'Our bottles use lighter PET than our first designs, and our tetrapacks are recyclable through partner collectors.',
          'Deliveries are planned by route to cut empty truck kilometres.',
        ],
      },
      {
        kind: 'figures',
        heading: 'Targets for 2030 (sample figures)',
        items: [
          { label: 'Electricity from renewables', value: '60%' },
          { label: 'Packaging collected for recycling', value: '50%' },
          { label: 'Fruit waste sent to landfill', value: '0%' },
        ],
      },
      {
        kind: 'paragraphs',
        heading: 'Where we fall short',
        paragraphs: ['Single-use plastic is still most of our packaging. We are testing returnable glass for the 20 L water jugs and larger refill formats for offices.'],
      },
    ],
  },
  {
    routeId: 'water-conservation',
    heading: 'Water Conservation',
    intro: 'Saurashtra knows dry years. Water is our main ingredient and our neighbours’ livelihood, so we treat every litre with care.',
    sampleNotice: true,
    blocks: [
      {
        kind: 'list',
        heading: 'In our plant',
        items: [
          'Rain-water harvesting tanks collect monsoon run-off from the plant roofs.',
          'Rinse water is treated and reused for cleaning floors and crates and for the gardens.',
          'Meters on every line show water use per litre of drink, reviewed weekly.',
        ],
      },
      {
        kind: 'list',
        heading: 'On the farms',
        items: ['Drip-irrigation training for partner fruit farmers, run by the Toomore Foundation.', 'Support for farm ponds and check dams with village panchayats.'],
      },
      {
        kind: 'figures',
        heading: 'Progress (sample figures)',
        items: [
          { label: 'Water used per litre of drink', value: '1.9 L' },
          { label: 'Water reused in the plant', value: '35%' },
          { label: 'Farmers trained in drip irrigation', value: '640' },
        ],
      },
    ],
  },
  {
    routeId: 'community-support',
    heading: 'Community Support',
    intro: 'Through the Toomore Foundation we support the farms and towns our fruit and our people come from.',
    sampleNotice: true,
    blocks: [
      {
        kind: 'list',
        heading: 'Programmes',
        items: [
          'Clean drinking-water points in village schools around Jetpur, Dhoraji and Gondal.',
          'Fair-price contracts and advance payments for small fruit growers.',
          'Nutrition sessions for mothers and children with local health workers.',
          'Scholarships for children of plant employees and partner farmers.',
        ],
      },
      {
        kind: 'paragraphs',
        heading: 'How to propose a project',
        paragraphs: ['Schools, panchayats and non-profit groups can write to foundation@toomore.example with a short description of the need; we answer every proposal.'],
      },
    ],
  },
  {
    routeId: 'sustainability-reports',
    heading: 'Sustainability Reports',
    intro: 'Our yearly reports on water, energy, packaging and community work. The reports listed are samples.',
    sampleNotice: true,
    blocks: [
      {
        kind: 'documents',
        items: [
          { title: 'Sustainability Report 2025–26', date: '2026-08-10', summary: 'Solar capacity, water reuse and the school water programme.', kind: 'report' },
          { title: 'Sustainability Report 2024–25', date: '2025-08-12', summary: 'Lighter bottles and the first recycling partnerships.', kind: 'report' },
          { title: 'Sustainability Report 2023–24', date: '2024-08-09', summary: 'Baseline measurements of water and energy use.', kind: 'report' },
        ],
      },
    ],
  },
  {
    routeId: 'certifications',
    heading: 'Certifications',
    intro: 'The licences and certifications behind our products. Certificate numbers are available on request; the list below is sample content.',
    sampleNotice: true,
    blocks: [
      {
        kind: 'documents',
        items: [
          {
            title: 'FSSAI manufacturing licence',
            date: '2026-04-01',
            summary: 'Central licence for the manufacture of fruit beverages and packaged drinking water.',
            kind: 'certificate',
          },
          { title: 'BIS certification for packaged drinking water', date: '2025-12-15', summary: 'Conformity with IS 14543 for our water range.', kind: 'certificate' },
          { title: 'Food safety management system audit', date: '2025-09-30', summary: 'Annual third-party audit of hygiene and traceability.', kind: 'certificate' },
        ],
      },
    ],
  },
];
