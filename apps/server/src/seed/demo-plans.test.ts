import { existsSync, readFileSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { DEFAULT_PLAN_IMAGE_URL, LANDING_PLAN_COUNT, PLAN_TYPES, type Plan } from '@gym/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client.ts';
import { listPlans } from '../modules/plans/plans.service.ts';
import { createTestDatabase } from '../test/app.ts';
import { seedDemoPlans } from './demo-plans.ts';

const webPublic = fileURLToPath(new URL('../../../web/public', import.meta.url));

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

describe('seedDemoPlans', () => {
  it('offers one plan of each type on the landing page, with amenities growing by tier and one member limit', async () => {
    const seeded = await seedDemoPlans(database.db);
    expect(seeded).toHaveLength(6);
    const listed = await listPlans(database.db, null, { pageSize: 20 });
    expect(listed).toEqual(seeded);
    const landing = seeded.slice(0, LANDING_PLAN_COUNT);
    expect(new Set(landing.map((p) => p.planType))).toEqual(new Set(PLAN_TYPES));
    const amenityCount = (i: number) => Object.values(landing[i]?.amenities ?? {}).filter(Boolean).length;
    expect(amenityCount(0)).toBeLessThan(amenityCount(1));
    expect(amenityCount(1)).toBeLessThan(amenityCount(2));
    expect(seeded.filter((p) => p.maxMembers !== null)).toHaveLength(1);
  });

  it('points at small, sized images the web app serves', async () => {
    const plans = (await listPlans(database.db, null, { pageSize: 20 })) as Plan[];
    const urls = new Set(plans.map((p) => p.imageUrl));
    for (const url of [...urls, DEFAULT_PLAN_IMAGE_URL]) {
      const file = `${webPublic}${url}`;
      expect(existsSync(file), url).toBe(true);
      expect(statSync(file).size, url).toBeLessThan(4096);
      expect(readFileSync(file, 'utf8')).toMatch(/<svg[^>]* width="\d+" height="\d+"/);
    }
  });
});
