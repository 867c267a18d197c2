/**
 * Fixed content of the public site (spec §2, §3): the landing page's four sample trainers (also the demo
 * data's trainer accounts, matched by e-mail) and their static pages at /trainer/1 to /trainer/4.
 */
export const SAMPLE_TRAINERS = [
  {
    id: 1,
    name: 'John Carter',
    email: 'trainer@gym.test',
    age: 34,
    experience: 10,
    specialization: 'Strength & Conditioning',
    address: '14 Oak Avenue, Springfield',
    phone: '+12125550101',
    pricePerHour: 45,
    description:
      'John builds strength that carries into everyday life. A former collegiate rower, he coaches barbell basics, progressive overload and sensible recovery, and loves helping first-timers feel at home in the free-weights area.',
  },
  {
    id: 2,
    name: 'Sofia Bennett',
    email: 'sofia.bennett@gym.test',
    age: 29,
    experience: 7,
    specialization: 'Yoga & Mobility',
    address: '52 Lakeview Road, Springfield',
    phone: '+12125550102',
    pricePerHour: 40,
    description:
      'Sofia teaches vinyasa and mobility flows that make strong bodies move freely. Her sessions mix breath work, joint-friendly stretching and balance drills, and suit desk workers and athletes alike.',
  },
  {
    id: 3,
    name: 'Marcus Lee',
    email: 'marcus.lee@gym.test',
    age: 38,
    experience: 14,
    specialization: 'HIIT & Fat Loss',
    address: '8 Harbor Street, Springfield',
    phone: '+12125550103',
    pricePerHour: 50,
    description:
      'Marcus runs short, intense interval sessions that fit a lunch break. He pairs conditioning with simple nutrition habits and tracks progress week by week, so every session has a purpose.',
  },
  {
    id: 4,
    name: 'Amara Okafor',
    email: 'amara.okafor@gym.test',
    age: 31,
    experience: 9,
    specialization: 'Spinning & Endurance',
    address: '230 Elm Park, Springfield',
    phone: '+12125550104',
    pricePerHour: 42,
    description:
      'Amara coaches endurance on the bike and beyond. Her rhythm-driven spin classes and heart-rate-zone plans help members build stamina for their first 10 km, a charity ride or simply the stairs.',
  },
] as const;
export type SampleTrainer = (typeof SAMPLE_TRAINERS)[number];
