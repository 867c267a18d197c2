/**
 * Moved to `test/factories.ts`, the one home of the API tests' data. This re-export stays only while
 * `modules/trainers/trainers.routes.test.ts` (being rewritten on another branch) still imports from here;
 * delete it once that file imports `../../test/factories.ts`.
 */
export { makeRoom, makeTrainer } from '../../test/factories.ts';
