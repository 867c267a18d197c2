/** `%`, `_` and the escape character itself are taken literally in a search (PostgreSQL's default escape `\`). */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** An ILIKE pattern that finds `search` anywhere in a text, taken literally. */
export const containing = (search: string) => `%${escapeLike(search)}%`;
