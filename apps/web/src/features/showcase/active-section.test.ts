import { describe, expect, it } from 'vitest';
import { activeSectionId, scrollTargetY } from './active-section.ts';
import { SECTION_DETECTION_PX, SECTION_SCROLL_OFFSET_PX } from './constants.ts';

const at = (...tops: number[]) => tops.map((top, i) => ({ id: `s${i}`, top }));

describe('side navigation', () => {
  it('highlights the last section whose top is within 100 px of the viewport top', () => {
    expect(SECTION_DETECTION_PX).toBe(100);
    expect(activeSectionId(at(0, 600, 1400))).toBe('s0');
    expect(activeSectionId(at(-500, 101, 900))).toBe('s0');
    expect(activeSectionId(at(-500, 100, 900))).toBe('s1');
    expect(activeSectionId(at(-1500, -700, 40))).toBe('s2');
  });

  it('highlights the first section before any reaches the top, and nothing without sections', () => {
    expect(activeSectionId(at(300, 900))).toBe('s0');
    expect(activeSectionId([])).toBeNull();
  });

  it('highlights the last section at the bottom of the page', () => {
    expect(activeSectionId(at(-1500, -200, 400), { atBottom: true })).toBe('s2');
  });

  it('scrolls a section to 80 px below the top, never above the page', () => {
    expect(SECTION_SCROLL_OFFSET_PX).toBe(80);
    expect(scrollTargetY(1200, SECTION_SCROLL_OFFSET_PX)).toBe(1120);
    expect(scrollTargetY(30, SECTION_SCROLL_OFFSET_PX)).toBe(0);
  });
});
