/** A message catalogue compiled at build time (build/lingui-catalogue.ts). */
declare module '*.json?lingui' {
  import type { Messages } from '@lingui/core';

  const messages: Messages;
  export default messages;
}
