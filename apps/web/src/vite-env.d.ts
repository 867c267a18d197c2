/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Optional API origin; empty means the same origin as the page. */
  readonly VITE_API_BASE_URL?: string;
}
