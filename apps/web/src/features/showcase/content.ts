/**
 * The public site's fixed content (spec §3): three sample reviews and four FAQ items. The trainers are the gym's
 * own, read from the server (`GET /api/trainers/public`).
 */

/** The landing page's sections in page order: the side navigation lists them and links to their ids. */
export const LANDING_SECTIONS = [
  { id: 'home', label: 'Home' },
  { id: 'plans', label: 'Plans' },
  { id: 'trainers', label: 'Trainers' },
  { id: 'reviews', label: 'Reviews' },
  { id: 'contact', label: 'Contact' },
] as const;
export type LandingSectionId = (typeof LANDING_SECTIONS)[number]['id'];

export type Review = {
  name: string;
  role: string;
  text: string;
  /** 1 to 5. */
  rating: 1 | 2 | 3 | 4 | 5;
  /** Our own illustration, served from `public/`. */
  image: string;
};

export const REVIEWS: readonly Review[] = [
  {
    name: 'Daniel Kim',
    role: 'Software engineer, member for 2 years',
    text: 'I came in with a stiff back and no idea where to start. John built a plan around my desk job, and a year later I deadlift my body weight without a twinge.',
    rating: 5,
    image: '/images/reviews/1.svg',
  },
  {
    name: 'Priya Nair',
    role: 'Night-shift nurse',
    text: 'My hours are all over the place, so round-the-clock access matters. Sofia’s mobility classes undo a twelve-hour shift, and the staff always greet me by name.',
    rating: 5,
    image: '/images/reviews/2.svg',
  },
  {
    name: 'Tom Wallace',
    role: 'Retired teacher',
    text: 'I joined for the free trial and stayed for Amara’s spin classes. Friendly, spotless and never intimidating. My only wish: more places in the Saturday class.',
    rating: 4,
    image: '/images/reviews/3.svg',
  },
];

export type FaqItem = { question: string; answer: string };

export const FAQ_ITEMS: readonly FaqItem[] = [
  {
    question: 'Is the gym open 24/7?',
    answer:
      'Yes. Members can train 24/7 with their key card. The front desk is staffed during the opening hours listed under Contact, when classes and personal training sessions run.',
  },
  {
    question: 'Do you offer personal training?',
    answer:
      'Yes. Our certified personal trainers plan your sessions with you and keep your technique safe. Book a session at the front desk or in our mobile app.',
  },
  {
    question: 'Can I try the gym before I join?',
    answer:
      'New members get a 7-day free trial with full access to the gym floor and group classes, so you can find your rhythm before choosing a plan.',
  },
  {
    question: 'What classes do you offer?',
    answer:
      'A full weekly timetable of group classes such as yoga, HIIT, spinning and strength training, for every level from first-timer to athlete.',
  },
];
