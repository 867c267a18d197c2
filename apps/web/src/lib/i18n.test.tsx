import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  activateLanguage,
  chooseLanguage,
  currentLanguage,
  initialLanguage,
  LANGUAGE_KEY,
  speakGymDefaultLanguage,
  t,
  useT,
} from './i18n.ts';
import { translateMessage } from './translate-message.ts';

afterEach(async () => {
  localStorage.clear();
  vi.unstubAllGlobals();
  await activateLanguage('en');
});

function Greeting() {
  const t = useT();
  return <p>{t('Welcome to {gym}', { gym: 'Pulse Gym' })}</p>;
}

describe('the translation layer', () => {
  it('speaks the English keys as they are, with placeholders and plurals filled', () => {
    expect(t('Plans')).toBe('Plans');
    expect(t('Welcome to {gym}', { gym: 'Pulse Gym' })).toBe('Welcome to Pulse Gym');
    expect(t('{count, plural, one {# day} other {# days}}', { count: 1 })).toBe('1 day');
    expect(t('{count, plural, one {# day} other {# days}}', { count: 30 })).toBe('30 days');
  });

  it('loads Spanish on demand and re-renders the screens, with <html lang> following', async () => {
    render(<Greeting />);
    expect(screen.getByText('Welcome to Pulse Gym')).toBeInTheDocument();
    await act(() => activateLanguage('es'));
    expect(screen.getByText('Te damos la bienvenida a Pulse Gym')).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('es');
    expect(t('{count, plural, one {# day} other {# days}}', { count: 1 })).toBe('1 día');
    expect(t('{count, plural, one {# day} other {# days}}', { count: 30 })).toBe('30 días');
    await act(() => activateLanguage('en'));
    expect(screen.getByText('Welcome to Pulse Gym')).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('en');
  });

  it('translates the contract’s messages, also one built from a template, and leaves unknown ones', async () => {
    expect(translateMessage('Please enter a valid email address')).toBe('Please enter a valid email address');
    await activateLanguage('es');
    expect(translateMessage('Please enter a valid email address')).toBe('Introduce un correo electrónico válido');
    expect(translateMessage('Enter a valid phone number, for example (201) 555-0123')).toBe(
      'Introduce un teléfono válido, por ejemplo (201) 555-0123',
    );
    expect(translateMessage('Ya en español')).toBe('Ya en español');
  });

  it('opens in the stored choice, else the browser’s first supported language, else English', async () => {
    vi.stubGlobal('navigator', { ...navigator, languages: ['fr-FR', 'es-MX', 'en'] });
    expect(initialLanguage()).toBe('es');
    vi.stubGlobal('navigator', { ...navigator, languages: ['fr-FR', 'de'] });
    expect(initialLanguage()).toBe('en');
    await chooseLanguage('es');
    expect(localStorage.getItem(LANGUAGE_KEY)).toBe('es');
    expect(currentLanguage()).toBe('es');
    expect(initialLanguage()).toBe('es');
  });

  it('speaks the gym’s default language to a visitor whose browser prefers neither, never over a choice', async () => {
    vi.stubGlobal('navigator', { ...navigator, languages: ['fr-FR', 'de'] });
    await speakGymDefaultLanguage('es');
    expect(currentLanguage()).toBe('es');
    await activateLanguage('en');
    vi.stubGlobal('navigator', { ...navigator, languages: ['en-US'] });
    expect(speakGymDefaultLanguage('es')).toBeUndefined();
    vi.stubGlobal('navigator', { ...navigator, languages: ['fr-FR'] });
    await chooseLanguage('en');
    expect(speakGymDefaultLanguage('es')).toBeUndefined();
    expect(currentLanguage()).toBe('en');
  });
});
