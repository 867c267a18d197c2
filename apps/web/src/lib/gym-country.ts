import { DEFAULT_GYM_COUNTRY, type PhoneCountry } from '@gym/contract';
import { useGymInfo } from './gym.ts';

/**
 * The gym's country, in which the forms read a phone written without a country code (decisions §1); the server's
 * default while the settings load, and the server checks again on save. Its own module, beside `gym.ts`, so that
 * only the screens with phones carry it.
 */
export const useGymCountry = (): PhoneCountry => (useGymInfo().data?.country as PhoneCountry) ?? DEFAULT_GYM_COUNTRY;
