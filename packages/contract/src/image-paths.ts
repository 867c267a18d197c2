/**
 * The addresses of the gym's stored images, in a module without zod: the settings and the pages that show a logo or
 * a photo need them, and the landing page loads no schema (docs/decisions/015).
 */

/** The address of a stored image. */
export const imageUrl = (id: number) => `/api/images/${id}`;
/** The id in one of our images' addresses, or null for any other text. */
export const imageIdOf = (url: string): number | null => {
  const match = /^\/api\/images\/([1-9]\d{0,9})$/.exec(url);
  return match ? Number(match[1]) : null;
};
