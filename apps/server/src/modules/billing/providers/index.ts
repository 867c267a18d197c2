import type { Config } from '../../../config.ts';
import { demoProvider } from './demo.ts';
import { createStripeProvider, type StripeProvider } from './stripe.ts';
import type { PaymentProvider } from './types.ts';

export type OnlineProviders = {
  /** Where members pay online: Stripe when configured, else the demo provider with demo data, else none. */
  online: PaymentProvider | undefined;
  stripe: StripeProvider | undefined;
};

const made = new WeakMap<Config, OnlineProviders>();

/** The app's providers, made once per configuration (the Stripe client keeps its connections). */
export function providersFor(config: Config): OnlineProviders {
  let providers = made.get(config);
  if (!providers) {
    const stripe =
      config.STRIPE_SECRET_KEY && config.STRIPE_WEBHOOK_SECRET
        ? createStripeProvider({
            secretKey: config.STRIPE_SECRET_KEY,
            webhookSecret: config.STRIPE_WEBHOOK_SECRET,
            host: config.STRIPE_API_HOST,
            port: config.STRIPE_API_PORT,
            protocol: config.STRIPE_API_PROTOCOL,
          })
        : undefined;
    providers = { stripe, online: stripe ?? (config.DEMO_DATA ? demoProvider : undefined) };
    made.set(config, providers);
  }
  return providers;
}
