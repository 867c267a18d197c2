/** The spec's generic failure text (§8), used when the server sent no message of its own. */
export const GENERIC_ERROR_MESSAGE = 'Something went wrong';
