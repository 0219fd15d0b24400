import { COMPANY } from '../site';
import type { PageContent } from './types';

const UPDATED = 'Last updated: 1 November 2026.';

export const LEGAL_PAGES: PageContent[] = [
  {
    routeId: 'privacy-policy',
    heading: 'Privacy Policy',
    intro: `${COMPANY.legalName} ("Too More", "we") processes personal data under India's Digital Personal Data Protection Act, 2023. This policy explains what we collect, why, and your rights. ${UPDATED}`,
    blocks: [
      {
        kind: 'list',
        heading: 'What we collect',
        items: [
          'Account data: your name, email address and a scrambled (hashed) form of your password.',
          'Order data: delivery address, phone number, the items you buy and how you pay. We never store full card numbers — only the last four digits.',
          'Technical data: the cookies described in our Cookies Policy.',
        ],
      },
      {
        kind: 'list',
        heading: 'Why we use it',
        items: [
          'To run your account and deliver your orders.',
          'To send you the messages an order needs (confirmation, shipping, delivery).',
          'To meet our legal and tax obligations.',
        ],
      },
      {
        kind: 'paragraphs',
        heading: 'Your rights',
        paragraphs: [
          'You may ask to see, correct or erase your personal data, withdraw consent, and nominate someone to act for you. Write to our grievance officer at privacy@toomore.example; we answer within 30 days.',
          'We keep order records for as long as tax law requires and delete account data within 90 days of an account being closed.',
        ],
      },
    ],
  },
  {
    routeId: 'cookies-policy',
    heading: 'Cookies Policy',
    intro: `Cookies are small files a website stores in your browser. This is the complete list of the ones Too More uses. ${UPDATED}`,
    blocks: [
      {
        kind: 'list',
        heading: 'Strictly necessary (always on)',
        items: [
          'token — keeps you signed in (httpOnly, 7 days).',
          'cart — remembers the items in your cart (30 days).',
          'cookie_consent — remembers the choices you make in Cookie Settings (1 year).',
        ],
      },
      { kind: 'list', heading: 'Preferences (optional)', items: ['i18next — remembers the language you chose (1 year). Your browser’s local storage keeps the same choice.'] },
      {
        kind: 'paragraphs',
        heading: 'Analytics and marketing',
        paragraphs: ['We do not use analytics or marketing cookies, and no third party sets cookies on our site. If that ever changes, we will ask you first in Cookie Settings.'],
      },
    ],
  },
  {
    routeId: 'notice-at-collection',
    heading: 'Notice at Collection',
    intro: 'At the moment we ask for personal data, this notice tells you what we collect and for what purpose.',
    blocks: [
      {
        kind: 'list',
        heading: 'When you create an account',
        items: ['Name, email and password — to sign you in and send verification and reset codes.'],
      },
      {
        kind: 'list',
        heading: 'When you place an order',
        items: [
          'Name, phone, email and address — to deliver the order and contact you about it.',
          'Payment method (and the last four card digits for card payments) — to record how the order was paid.',
        ],
      },
      {
        kind: 'paragraphs',
        paragraphs: ['We do not sell personal data and do not share it for advertising. Delivery partners receive only what they need to deliver your order.'],
      },
    ],
  },
  {
    routeId: 'do-not-sell',
    heading: 'Do Not Sell My Personal Information',
    intro: 'Too More does not sell or rent personal information to anyone, and does not share it for targeted advertising.',
    blocks: [
      {
        kind: 'paragraphs',
        paragraphs: [
          'Because we never sell personal information, there is nothing you need to opt out of. If you want to know what we hold about you, or want it deleted, write to privacy@toomore.example.',
        ],
      },
    ],
  },
  {
    routeId: 'terms-of-service',
    heading: 'Terms of Service',
    intro: `These terms apply when you use the Too More shop. ${UPDATED}`,
    blocks: [
      {
        kind: 'list',
        heading: 'Orders and prices',
        items: [
          'Prices are in Indian rupees and include all taxes.',
          'Shipping is ₹50 per order and free from ₹5,000 of items.',
          'An order is confirmed when you receive an order number; we may cancel an order we cannot deliver and will refund any payment.',
        ],
      },
      {
        kind: 'list',
        heading: 'Your account',
        items: ['Keep your password to yourself; you are responsible for orders placed with your account.', 'We may suspend accounts used for fraud or abuse.'],
      },
      {
        kind: 'paragraphs',
        heading: 'Law and disputes',
        paragraphs: [
          'These terms are governed by the laws of India; the courts of Rajkot, Gujarat have jurisdiction. Consumers keep every right the Consumer Protection Act, 2019 gives them.',
        ],
      },
    ],
  },
  {
    routeId: 'cookies-settings',
    heading: 'Cookie Settings',
    intro: 'Choose which optional cookies Too More may use. Strictly necessary cookies keep the shop working and cannot be turned off.',
    blocks: [{ kind: 'form', form: 'cookies' }],
  },
];
