import { createLucideIcon } from 'lucide-react';

/*
 * Lucide 1.x dropped brand marks. These five are drawn in Lucide's style (24 grid, 2 px round strokes) and
 * built with Lucide's own factory, so the site keeps one icon set. Shapes follow Lucide's earlier brand icons (ISC).
 */
export const TwitterIcon = createLucideIcon('twitter', [
  [
    'path',
    {
      d: 'M22 4s-.7 2.1-2 3.4c1.6 10-9.4 17.3-18 11.6 2.2.1 4.4-.6 6-2C3 15.5.5 9.6 3 5c2.2 2.6 5.6 4.1 9 4-.9-4.2 4-6.6 7-3.8 1.1 0 3-1.2 3-1.2z',
      key: 'tw',
    },
  ],
]);

export const FacebookIcon = createLucideIcon('facebook', [
  ['path', { d: 'M18 2h-3a5 5 0 0 0-5 5v3H7v4h3v8h4v-8h3l1-4h-4V7a1 1 0 0 1 1-1h3z', key: 'fb' }],
]);

export const InstagramIcon = createLucideIcon('instagram', [
  ['rect', { width: '20', height: '20', x: '2', y: '2', rx: '5', ry: '5', key: 'ig-frame' }],
  ['path', { d: 'M16 11.37A4 4 0 1 1 12.63 8 4 4 0 0 1 16 11.37z', key: 'ig-lens' }],
  ['line', { x1: '17.5', x2: '17.51', y1: '6.5', y2: '6.5', key: 'ig-dot' }],
]);

export const LinkedinIcon = createLucideIcon('linkedin', [
  ['path', { d: 'M16 8a6 6 0 0 1 6 6v7h-4v-7a2 2 0 0 0-2-2 2 2 0 0 0-2 2v7h-4v-7a6 6 0 0 1 6-6z', key: 'li-n' }],
  ['rect', { width: '4', height: '12', x: '2', y: '9', key: 'li-i' }],
  ['circle', { cx: '4', cy: '4', r: '2', key: 'li-dot' }],
]);

export const GithubIcon = createLucideIcon('github', [
  [
    'path',
    {
      d: 'M15 22v-4a4.8 4.8 0 0 0-1-3.5c3 0 6-2 6-5.5.08-1.25-.27-2.48-1-3.5.28-1.15.28-2.35 0-3.5 0 0-1 0-3 1.5-2.64-.5-5.36-.5-8 0C6 2 5 2 5 2c-.3 1.15-.3 2.35 0 3.5A5.4 5.4 0 0 0 4 9c0 3.5 3 5.5 6 5.5-.39.49-.68 1.05-.85 1.65-.17.6-.22 1.23-.15 1.85v4',
      key: 'gh-cat',
    },
  ],
  ['path', { d: 'M9 18c-4.51 2-5-2-7-2', key: 'gh-tail' }],
]);
