import contract from '../../../../packages/contract/src/locales/es.json?lingui';
import web from './es.json?lingui';

/**
 * The Spanish catalogue: the contract's messages (validation and the API's texts) and the screens' own, compiled
 * at build time. Loaded only when the page speaks Spanish (lib/i18n.ts).
 */
export const messages = { ...contract, ...web };
