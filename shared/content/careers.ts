import type { PageContent } from './types';

const OPENINGS: Extract<PageContent['blocks'][number], { kind: 'openings' }>['items'] = [
  {
    title: 'Quality Assurance Chemist',
    team: 'Quality',
    location: 'Jetpur',
    type: 'Full-time',
    summary: 'Test incoming fruit and finished batches; keep our laboratory records audit-ready.',
  },
  { title: 'Production Shift Supervisor', team: 'Operations', location: 'Jetpur', type: 'Full-time', summary: 'Lead a filling-line shift safely and on time.' },
  { title: 'Area Sales Executive', team: 'Sales', location: 'Ahmedabad', type: 'Full-time', summary: 'Grow our presence with shops and distributors across Ahmedabad.' },
  {
    title: 'Farmer Relations Officer',
    team: 'Sourcing',
    location: 'Ratnagiri',
    type: 'Contract',
    summary: 'Work with mango growers during the season on quality and fair contracts.',
  },
  { title: 'Frontend Developer', team: 'Digital', location: 'Mumbai', type: 'Full-time', summary: 'Build and improve this online shop in React and TypeScript.' },
];

export const CAREER_PAGES: PageContent[] = [
  {
    routeId: 'careers',
    heading: 'Join Our Team',
    intro: 'We are a growing company with a plant in Jetpur and offices in Ahmedabad and Mumbai. If you care about good food and honest work, we would like to hear from you.',
    blocks: [
      {
        kind: 'list',
        heading: 'Why Too More',
        items: [
          'Work that ends up on family tables across India.',
          'Training on the job and support for further study.',
          'Health insurance for you and your family.',
          'A workplace where safety comes before speed.',
        ],
      },
      { kind: 'form', form: 'join' },
    ],
  },
  {
    routeId: 'internship-opportunities',
    heading: 'Internship Opportunities',
    intro: 'Internships of two to six months for students of food technology, engineering, marketing and computer science.',
    blocks: [
      {
        kind: 'openings',
        heading: 'Internships',
        items: [
          { title: 'Food Technology Intern', team: 'Research', location: 'Jetpur', type: 'Internship', summary: 'Help develop low-sugar recipes and run tasting panels.' },
          { title: 'Supply Chain Intern', team: 'Operations', location: 'Jetpur', type: 'Internship', summary: 'Map delivery routes and measure empty kilometres.' },
          { title: 'Digital Marketing Intern', team: 'Marketing', location: 'Mumbai', type: 'Internship', summary: 'Plan social posts and measure what customers respond to.' },
        ],
      },
      {
        kind: 'paragraphs',
        heading: 'How to apply',
        paragraphs: ['Send your CV with the internship you are interested in through the form on our Join Our Team page. Interns receive a monthly stipend and a certificate.'],
      },
    ],
  },
  {
    routeId: 'life-at-toomore',
    heading: 'Life at Too More',
    intro: 'What a working day looks like, from the first mango crate at dawn to the last delivery van out of the gate.',
    blocks: [
      {
        kind: 'paragraphs',
        heading: 'A day at the plant',
        paragraphs: [
          'The day starts with fruit: trucks from partner farms arrive early and the quality team samples every lot before it is unloaded.',
          'On the line, teams rotate between stations so everyone learns the whole process. Lunch is served in the plant canteen, with plenty of juice.',
        ],
      },
      {
        kind: 'list',
        heading: 'What our people value',
        items: [
          'Safety briefings at the start of every shift.',
          'Festivals celebrated together — Navratri at the plant is famous.',
          'Open doors: anyone can take an idea to the plant head.',
        ],
      },
    ],
  },
  {
    routeId: 'job-openings',
    heading: 'Job Openings',
    intro: 'Positions open now. The roles below are sample listings.',
    sampleNotice: true,
    blocks: [
      { kind: 'openings', items: OPENINGS },
      { kind: 'form', form: 'join' },
    ],
  },
];
