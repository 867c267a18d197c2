import { SECTION_DETECTION_PX } from './constants.ts';

/**
 * The section the side navigation highlights: the last one whose top has reached `threshold` px from the
 * viewport's top (spec §9: within 100 px), the first one before any has. At the very bottom of the page the
 * last section wins even when it is too short to reach the top.
 */
export function activeSectionId<T extends string>(
  sections: readonly { id: T; top: number }[],
  { threshold = SECTION_DETECTION_PX, atBottom = false }: { threshold?: number; atBottom?: boolean } = {},
): T | null {
  if (sections.length === 0) return null;
  if (atBottom) return sections[sections.length - 1]?.id ?? null;
  let active = sections[0]?.id ?? null;
  for (const section of sections) {
    if (section.top <= threshold) active = section.id;
  }
  return active;
}

/** Where the window must scroll so that an element at `documentTop` sits `offset` px below the viewport's top. */
export const scrollTargetY = (documentTop: number, offset: number) => Math.max(0, Math.round(documentTop - offset));
