/**
 * The paths the landing page reads, apart from the API's whole table (`API`, paths.ts) and from the schema modules of
 * their subjects: the pages the server links to (the web app's route map, `config/paths.ts`, on every page, names
 * them) and the API paths the landing page reads. A constant read from a module that holds schemas puts zod (25 kB
 * gzipped) on the landing page; read from paths.ts, the API's whole table (1.3 kB):
 * docs/decisions/015-landing-javascript.md.
 */

/**
 * What the landing page reads: the gym's settings and the newsletter (every page's frame), the plans on offer and the
 * trainers. `API.gym`, `API.newsletter`, `API.plans.list` and `API.trainers.publicList` are these.
 */
export const LANDING_API = {
  gym: '/api/gym',
  newsletter: '/api/newsletter',
  plans: '/api/plan',
  trainers: '/api/trainers/public',
} as const;

/**
 * The web page the e-mail links to; the token follows in the fragment (`/invitation#<token>`), which browsers never
 * send to a server, so it stays out of access logs and Referer headers. The web app's `paths.invitation` is this.
 */
export const INVITATION_PAGE = '/invitation';

/** The page the provider sends the member back to; `?payment=` names the payment. */
export const CHECKOUT_RESULT_PAGE = '/dashboard/user/checkout/result';
/** Our own hosted checkout page of the demo provider, `/checkout/demo/{paymentId}`. */
export const DEMO_CHECKOUT_PAGE = '/checkout/demo';
/** The member's page the renewal e-mail's link opens, `?token=…`. */
export const CARD_UPDATE_PAGE = '/dashboard/user/renew-card';
