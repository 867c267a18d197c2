import { type Plan, type PlanRequest, planRequestSchema } from '@gym/contract';
import type { Db } from '../db/client.ts';
import { createPlan } from '../modules/plans/plans.service.ts';

const image = (type: 'basic' | 'standard' | 'premium' | 'diamond') => `/images/plans/${type}.svg`;

/**
 * Six plans of every type. The landing page shows the first four by id, so those are one of each type, cheapest
 * first; amenities grow with the tier. Diamond has a member limit (its coaching hours are few).
 */
const DEMO_PLANS: PlanRequest[] = [
  {
    name: 'Basic Monthly',
    planType: 'Basic',
    price: 29,
    durationInDays: 30,
    imageUrl: image('basic'),
    description:
      'Everything you need to build a habit: the full gym floor with free weights, racks and machines from opening to closing, a locker while you train and Wi-Fi throughout. No joining fee, no contract.',
    amenities: { waterStations: true, lockerRooms: true, wifiService: true },
  },
  {
    name: 'Standard Monthly',
    planType: 'Standard',
    price: 59,
    durationInDays: 30,
    imageUrl: image('standard'),
    description:
      'The gym floor plus our timetable: unlimited cardio and group classes such as HIIT, spinning and yoga, booked up to a week ahead. A good fit if you like training with others and want variety every week.',
    amenities: {
      waterStations: true,
      lockerRooms: true,
      wifiService: true,
      cardioClass: true,
      groupFitnessClasses: true,
    },
  },
  {
    name: 'Premium Quarterly',
    planType: 'Premium',
    price: 249,
    durationInDays: 90,
    imageUrl: image('premium'),
    description:
      'Three months to make real progress: every class, two personal training sessions a month to set and review your programme, members-only events, and the lounge with a free shake after each workout.',
    amenities: {
      waterStations: true,
      lockerRooms: true,
      specialEvents: true,
      wifiService: true,
      cardioClass: true,
      cafeOrLounge: true,
      personalTrainer: true,
      groupFitnessClasses: true,
      refreshment: true,
    },
  },
  {
    name: 'Diamond Annual',
    planType: 'Diamond',
    price: 899,
    durationInDays: 365,
    imageUrl: image('diamond'),
    maxMembers: 20,
    description:
      'A year of our best: a dedicated coach with weekly one-to-one sessions, a nutrition check-in every month, priority booking for every class and event, and the lounge whenever you like. Limited to 20 members so your coach always has time for you.',
    amenities: {
      waterStations: true,
      lockerRooms: true,
      specialEvents: true,
      wifiService: true,
      cardioClass: true,
      cafeOrLounge: true,
      personalTrainer: true,
      groupFitnessClasses: true,
      refreshment: true,
    },
  },
  {
    name: 'Standard Quarterly',
    planType: 'Standard',
    price: 159,
    durationInDays: 90,
    imageUrl: image('standard'),
    description:
      'Our Standard plan for three months at a lower monthly price: the gym floor, unlimited cardio and group classes, and a locker every visit.',
    amenities: {
      waterStations: true,
      lockerRooms: true,
      wifiService: true,
      cardioClass: true,
      groupFitnessClasses: true,
    },
  },
  {
    name: 'Basic Student',
    planType: 'Basic',
    price: 19.5,
    durationInDays: 30,
    imageUrl: image('basic'),
    description:
      'Gym floor access at a student price, weekdays before 4 PM and all weekend. Show a valid student card at the front desk on your first visit.',
    amenities: { waterStations: true, lockerRooms: true, wifiService: true },
  },
];

/** Creates the demo plans through the same rules as the API, so a typo here fails loudly. */
export async function seedDemoPlans(db: Db): Promise<Plan[]> {
  const created: Plan[] = [];
  for (const plan of DEMO_PLANS) created.push(await createPlan(db, planRequestSchema.parse(plan)));
  return created;
}
