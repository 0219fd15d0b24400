import { COMPANY, DELIVERY } from '../site';
import type { PageContent } from './types';

const CONTACT_DETAILS = {
  kind: 'contact' as const,
  heading: 'Reach us',
  items: [
    { label: 'Email', value: COMPANY.email, href: `mailto:${COMPANY.email}` },
    { label: 'Address', value: `${COMPANY.street}, ${COMPANY.city}, ${COMPANY.region} ${COMPANY.postalCode}` },
    { label: 'Hours', value: DELIVERY.hours },
  ],
};

export const SUPPORT_PAGES: PageContent[] = [
  {
    routeId: 'contact-us',
    heading: 'Contact Us',
    intro: 'Questions about a product, a delivery or working with us? Write to us and we will answer within two working days.',
    blocks: [CONTACT_DETAILS, { kind: 'form', form: 'contact' }],
  },
  {
    routeId: 'feedback',
    heading: 'Feedback',
    intro: 'Tell us what you liked, what you did not and what you would like us to make next. We read every message.',
    blocks: [{ kind: 'form', form: 'feedback' }],
  },
  {
    routeId: 'FAQs',
    heading: 'Frequently Asked Questions',
    intro: 'Quick answers about our drinks, orders and deliveries.',
    blocks: [
      {
        kind: 'faq',
        items: [
          {
            question: 'Do your juices contain preservatives?',
            answer: 'Our juices are pasteurised and hot-filled so they keep without artificial preservatives. Every ingredient is printed on the label and on the product page.',
          },
          {
            question: 'Where do you deliver?',
            answer: `We deliver from ${DELIVERY.city} (${DELIVERY.pinCode}) and surrounding towns, ${DELIVERY.hours.toLowerCase()}. Enter your PIN code at checkout to confirm.`,
          },
          { question: 'How much is shipping?', answer: 'Shipping is ₹50 per order, and free when your items total ₹5,000 or more.' },
          { question: 'Do you have a coupon?', answer: 'Enter TOOMOREOFFER in your cart for 30% off your items.' },
          { question: 'Which payment methods do you accept?', answer: 'Cash on delivery, cards and UPI.' },
          { question: 'How should I store an opened bottle?', answer: 'Keep it in the refrigerator and finish it within two days.' },
          {
            question: 'Can I return a product?',
            answer: 'If a product reaches you damaged or past its date, contact Customer Care within 48 hours of delivery and we will replace it or refund you.',
          },
        ],
      },
    ],
  },
  {
    routeId: 'distributor-support',
    heading: 'Distributor Support',
    intro: 'Everything our distributors and retail partners need: ordering, stock, promotions and help when something goes wrong.',
    blocks: [
      {
        kind: 'list',
        heading: 'What we provide',
        items: [
          'Weekly delivery schedules by route.',
          'Point-of-sale material for shops.',
          'Cold-storage guidance for juices in summer.',
          'A named area sales executive for every distributor.',
        ],
      },
      {
        kind: 'faq',
        heading: 'Distributor questions',
        items: [
          {
            question: 'How do I become a distributor?',
            answer: 'Write to distributors@toomore.example with your town, warehouse space and current brands; our sales team visits within two weeks.',
          },
          { question: 'What is the minimum order?', answer: 'One mixed pallet per delivery, with any combination of our products.' },
          {
            question: 'What if stock arrives damaged?',
            answer: 'Note it on the delivery receipt and send photographs within 24 hours; we credit or replace it with the next delivery.',
          },
          { question: 'Do you support promotions?', answer: 'Yes: seasonal schemes are announced each quarter through your area sales executive.' },
          { question: 'How are prices set?', answer: 'Distributor price lists are sent each quarter; retail prices are printed on every pack.' },
        ],
      },
    ],
  },
  {
    routeId: 'customer-care',
    heading: 'Customer Care',
    intro: 'Help with an order, a delivery or a product. Tell us your order number if you have one.',
    blocks: [CONTACT_DETAILS, { kind: 'form', form: 'customer-care' }],
  },
];
