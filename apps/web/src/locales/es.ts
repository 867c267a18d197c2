/// <reference path="./catalogue.d.ts" />
import { type Messages, setupI18n } from '@lingui/core';
import contract from '../../../../packages/contract/src/locales/es.json?lingui';
import { englishText, type Translator } from '../lib/english-text.ts';
import web from './es.json?lingui';

/**
 * Spanish: Lingui's runtime with the contract's catalogue (validation and the API's texts) and the screens' own,
 * compiled at build time. Loaded only when the page speaks Spanish (lib/i18n.ts).
 */
const messages: Messages = { ...contract, ...web };
const i18n = setupI18n({ locale: 'es', messages: { es: messages } });

/** A key the catalogue lacks (the check fails on one) shows in English rather than as Lingui's raw fallback. */
export const spanish: Translator = {
  translate: (english, values) =>
    Object.hasOwn(messages, english) ? i18n._(english, values) : englishText(english, values),
  messages,
};
