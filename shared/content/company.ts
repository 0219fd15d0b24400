import type { JourneySection, PageContent } from './types';

export const OUR_STORY: PageContent = {
  routeId: 'our-story',
  heading: 'Our Story',
  intro:
    'Too More began in 2009 as a small fruit press on the Dhoraji Road in Jetpur, Gujarat, squeezing mangoes from neighbouring orchards for the town’s wedding season. Today the same idea — fruit first, nothing you would not pick yourself — fills every bottle we make.',
  sampleNotice: true,
  blocks: [
    {
      kind: 'paragraphs',
      heading: 'From one press to a family of drinks',
      paragraphs: [
        'The first Too More bottles were filled by hand: Kesar mango pulp, a little water, nothing else. Shopkeepers in Jetpur and Gondal asked for more, and within three years we had a proper bottling line and our first grape and pineapple juices.',
        'Our range grew the way our customers asked it to: sparkling soft drinks for celebrations, Cobra for long working days, Naatu Naatu tetrapacks for school bags and packaged drinking water for homes and offices.',
      ],
    },
    {
      kind: 'paragraphs',
      heading: 'The Toomore Foundation',
      paragraphs: [
        'The Toomore Foundation is the part of the company that gives back to the farms and towns we depend on. It funds drip-irrigation training for fruit farmers, clean drinking-water points in village schools and nutrition awareness sessions with local health workers.',
        'Every year a share of our profit goes to the foundation; its programmes are described on our Community Support page.',
      ],
    },
    {
      kind: 'list',
      heading: 'What we promise',
      items: [
        'Fruit bought directly from Indian growers at fair, pre-agreed prices.',
        'Juices made from real fruit pulp and juice — no artificial colours.',
        'Clear labels: every nutrient and ingredient printed on the pack.',
        'Honest prices, inclusive of all taxes.',
      ],
    },
    {
      kind: 'figures',
      heading: 'Too More in numbers (sample figures)',
      items: [
        { label: 'Partner farmers', value: '1,200+' },
        { label: 'Bottles filled each day', value: '85,000' },
        { label: 'Towns served', value: '140' },
        { label: 'Products', value: '33' },
      ],
    },
  ],
};

export const JOURNEY: JourneySection[] = [
  {
    id: 'vision',
    title: 'Our Vision',
    paragraphs: [
      'We want every Indian family to have a fruit drink they can trust on the table: honest ingredients, fair to the farmer, priced for everyday life.',
      'That vision shapes what we say no to as much as what we make — no artificial colours, no drinks we would not give our own children.',
    ],
    image: { alt: 'A mango orchard at sunrise with a Too More bottle in the foreground' },
  },
  {
    id: 'quality',
    title: 'Quality Commitment',
    paragraphs: [
      'Every batch is tested in our own laboratory for sugar content, acidity and microbiological safety before it leaves the plant, and our processes follow FSSAI requirements.',
      'Fruit is checked on arrival: anything over-ripe or damaged goes to compost, not into a bottle.',
    ],
    image: { alt: 'A quality technician checking juice samples in a laboratory' },
  },
  {
    id: 'research',
    title: 'Research & Innovation',
    paragraphs: [
      'Our small product team works with food technologists to keep flavour without adding sugar, and to find uses for peel and pulp that would otherwise be wasted.',
      'SkyBerry Cloud Burst, our berry blend, came out of two years of tasting panels with customers in Rajkot and Ahmedabad.',
    ],
    image: { alt: 'Glasses of berry juice being compared at a tasting table' },
  },
  {
    id: 'facilities',
    title: 'Advanced Facilities',
    paragraphs: [
      'Our Jetpur plant runs a hygienic, largely automated line: pulping, pasteurising, filling and capping happen in closed systems.',
      'Rain-water harvesting and a treatment plant let us reuse water for cleaning and gardens around the site.',
    ],
    image: { alt: 'Stainless-steel filling line with bottles moving along a conveyor' },
  },
  {
    id: 'media',
    title: 'Media & Milestones',
    paragraphs: [
      'From our first stall at a Jetpur trade fair to regional awards for our tetrapack range, each milestone has come from customers who told their friends.',
      'Press releases and news about Too More are collected in our Media Center.',
    ],
    image: { alt: 'A Too More stall decorated with fruit at a trade fair' },
  },
];
