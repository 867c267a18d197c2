/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Optional API origin; empty means the same origin as the page. */
  readonly VITE_API_BASE_URL?: string;
}

/** A message catalogue compiled at build time (build/lingui-catalogue.ts). */
declare module '*.json?lingui' {
  import type { Messages } from '@lingui/core';

  const messages: Messages;
  export default messages;
}
