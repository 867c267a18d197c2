import { describe, expect, it } from 'vitest';
import { formatPhone, isStoredPhoneValid, PHONE_MESSAGES, phoneSchema, toE164 } from './phone.ts';

const issue = (result: { error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message;

describe('the phone rule', () => {
  it.each([
    ['+1 212 555 0123', 'US', '+12125550123'],
    ['(212) 555-0123', 'US', '+12125550123'],
    ['212.555.0123', 'US', '+12125550123'],
    ['+44 20 7946 0958', 'US', '+442079460958'],
    ['0912 345 678', 'VN', '+84912345678'],
    ['+84 912 345 678', 'US', '+84912345678'],
    ['020 7946 0958', 'GB', '+442079460958'],
  ] as const)('reads %j in %s as %s', (text, country, e164) => {
    expect(phoneSchema(country).parse(text)).toBe(e164);
  });

  it.each([
    ['(555) 010-2024', 'US'],
    ['212-555-01a3', 'US'],
    ['+1 212 555 CALL', 'US'],
    ['0912345678', 'US'],
    ['12345', 'US'],
    ['0912 345 678', 'GB'],
  ] as const)('refuses %j in %s, naming an example of the gym’s country', (text, country) => {
    expect(issue(phoneSchema(country).safeParse(text))).toBe(PHONE_MESSAGES.invalid(country));
  });

  it('names a number of the gym’s country in its message', () => {
    expect(PHONE_MESSAGES.invalid('US')).toBe('Enter a valid phone number, for example (201) 555-0123');
    expect(PHONE_MESSAGES.invalid('VN')).toBe('Enter a valid phone number, for example 0912 345 678');
  });

  it('asks for a number when the field is empty', () => {
    expect(issue(phoneSchema('US').safeParse('  '))).toBe(PHONE_MESSAGES.required);
    expect(issue(phoneSchema('US').safeParse(undefined))).toBe(PHONE_MESSAGES.required);
  });

  it('shows a stored number in the national form at home and the international form abroad', () => {
    expect(formatPhone('+12125550123', 'US')).toBe('(212) 555-0123');
    expect(formatPhone('+442079460958', 'US')).toBe('+44 20 7946 0958');
    expect(formatPhone('0912345678', 'US')).toBe('0912345678');
  });

  it('tells a stored E.164 number from one kept as written', () => {
    expect(isStoredPhoneValid('+12125550123', 'US')).toBe(true);
    expect(isStoredPhoneValid('0912345678', 'US')).toBe(false);
    expect(isStoredPhoneValid('+15550102024', 'US')).toBe(false);
    expect(toE164('0912345678', 'VN')).toBe('+84912345678');
  });
});
