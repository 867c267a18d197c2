import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import { createContext } from './context.ts';
import type { Db } from './db/client.ts';
import { serializingKeptOnce } from './lib/cache/reads.ts';
import { createMailer, type Mailer } from './lib/mailer.ts';
import { scheduleMailSender } from './lib/outbox.ts';
import { lazyRequestLogger } from './lib/request-logger.ts';
import { auditRoutes } from './modules/audit/audit.routes.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { billingRoutes } from './modules/billing/billing.routes.ts';
import { checkoutRoutes } from './modules/billing/checkout.routes.ts';
import { scheduleHoldRelease } from './modules/billing/checkout.service.ts';
import { scheduleRenewalCharges } from './modules/billing/dunning.ts';
import { scheduleFreezes } from './modules/billing/freezes.ts';
import { scheduleRenewals } from './modules/billing/renewal.ts';
import { calendarRoutes } from './modules/calendar/calendar.routes.ts';
import { scheduleReminders } from './modules/calendar/reminders.ts';
import { checkinRoutes } from './modules/checkin/checkin.routes.ts';
import { classRoutes } from './modules/classes/classes.routes.ts';
import { contactRoutes } from './modules/contact/contact.routes.ts';
import { deskRoutes } from './modules/desk/desk.routes.ts';
import { equipmentRoutes } from './modules/equipment/equipment.routes.ts';
import { exerciseRoutes } from './modules/exercises/exercises.routes.ts';
import { feedbackRoutes } from './modules/feedback/feedback.routes.ts';
import { imageRoutes } from './modules/images/images.routes.ts';
import { mailRoutes } from './modules/mail/mail.routes.ts';
import { newsletterRoutes } from './modules/newsletter/newsletter.routes.ts';
import { planRoutes } from './modules/plans/plans.routes.ts';
import { portabilityRoutes } from './modules/portability/portability.routes.ts';
import { receiptRoutes } from './modules/receipts/receipts.routes.ts';
import { atRiskRoutes } from './modules/reports/at-risk.routes.ts';
import { reportRoutes } from './modules/reports/reports.routes.ts';
import { roomRoutes } from './modules/rooms/rooms.routes.ts';
import { sessionRoutes } from './modules/sessions/sessions.routes.ts';
import { settingsRoutes } from './modules/settings/settings.routes.ts';
import { ensureGymSettings } from './modules/settings/settings.service.ts';
import { statsRoutes } from './modules/stats/stats.routes.ts';
import { systemRoutes } from './modules/system/system.routes.ts';
import { timeOffRoutes } from './modules/time-off/time-off.routes.ts';
import { trainerRoutes } from './modules/trainers/trainers.routes.ts';
import { userRoutes } from './modules/users/users.routes.ts';
import { registerAuth } from './plugins/auth.ts';
import { registerErrorHandling } from './plugins/errors.ts';
import { registerInputGuards } from './plugins/input.ts';
import { registerOpenApi } from './plugins/openapi.ts';
import { registerSecurityHeaders } from './plugins/security-headers.ts';
import { answerUnrouted, registerWeb } from './plugins/web.ts';

export type BuildOptions = {
  config: Config;
  db: Db;
  /** Replaces the configured mailer (tests read what was sent). */
  mailer?: Mailer;
  /** Folder of the built web app; left out, only the API is served. */
  webDir?: string;
};

/** Builds the whole application without listening, so tests can `inject` requests into it. */
export async function buildApp({ config, db, mailer, webDir }: BuildOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.LOG_LEVEL,
      // Request logs carry method, path and status; never headers, bodies, tokens or passwords.
      redact: ['req.headers.authorization', 'req.headers.cookie', 'req.body'],
    },
    // A request's logger is made when it first logs (lib/request-logger.ts).
    childLoggerFactory: lazyRequestLogger,
    routerOptions: { caseSensitive: false, ignoreTrailingSlash: true, maxParamLength: 200 },
    bodyLimit: config.BODY_LIMIT_BYTES,
    trustProxy: config.TRUST_PROXY,
  });
  app.setValidatorCompiler(validatorCompiler);
  // Answers the read cache keeps are serialised once, not on every request (lib/cache/reads.ts).
  app.setSerializerCompiler(serializingKeptOnce(serializerCompiler));

  if (!config.JWT_SECRET) throw new Error('buildApp needs config.JWT_SECRET (server.ts resolves it)');
  const ctx = createContext(
    { ...config, JWT_SECRET: config.JWT_SECRET },
    db,
    mailer ??
      createMailer({
        smtpUrl: config.SMTP_URL,
        from: config.MAIL_FROM,
        outboxDir: join(config.DATA_DIR, 'outbox'),
        log: (msg) => app.log.info(msg),
      }),
  );

  // Helmet's headers (CSP allowing this origin's scripts only), computed once (plugins/security-headers.ts).
  registerSecurityHeaders(app);
  registerErrorHandling(app);
  registerInputGuards(app);
  registerAuth(app, ctx);
  await registerOpenApi(app, config.GYM_NAME);

  // A new database takes its first settings from the environment; one that has them keeps them (modules/settings).
  await ensureGymSettings(db, config);
  systemRoutes(app, ctx);
  settingsRoutes(app, ctx);
  authRoutes(app, ctx);
  newsletterRoutes(app, ctx);
  feedbackRoutes(app, ctx);
  contactRoutes(app, ctx);
  exerciseRoutes(app, ctx);
  planRoutes(app, ctx);
  billingRoutes(app, ctx);
  checkoutRoutes(app, ctx);
  roomRoutes(app, ctx);
  equipmentRoutes(app, ctx);
  trainerRoutes(app, ctx);
  timeOffRoutes(app, ctx);
  imageRoutes(app, ctx);
  userRoutes(app, ctx);
  sessionRoutes(app, ctx);
  classRoutes(app, ctx);
  reportRoutes(app, ctx);
  atRiskRoutes(app, ctx);
  statsRoutes(app, ctx);
  calendarRoutes(app, ctx);
  checkinRoutes(app, ctx);
  deskRoutes(app, ctx);
  mailRoutes(app, ctx);
  portabilityRoutes(app, ctx);
  auditRoutes(app, ctx);
  receiptRoutes(app, ctx);
  // The daily renewal job, once a day across every instance; tests call renewDueSubscriptions directly instead.
  if (config.NODE_ENV !== 'test') scheduleRenewals(app, ctx);
  // Renewal charges and failed payments: the day's run once across instances, each charge once; tests call
  // runRenewalCharges with the day they mean.
  if (config.NODE_ENV !== 'test') scheduleRenewalCharges(app, ctx);
  if (config.NODE_ENV !== 'test') scheduleFreezes(app, ctx);
  // Checkout holds whose time ran out, released every minute in every instance; tests call releaseExpiredHolds.
  if (config.NODE_ENV !== 'test') scheduleHoldRelease(app, ctx);
  // Reminder e-mails, every few minutes in every instance, each queued once in total; tests call queueDueReminders.
  if (config.NODE_ENV !== 'test') scheduleReminders(app, ctx);
  // The mail outbox's sender, in every instance, each e-mail sent once in total; tests call sendPendingMail.
  if (config.NODE_ENV !== 'test') scheduleMailSender(app, ctx);
  // The limits' Redis connection (REDIS_URL) opens before the app answers and closes with it.
  app.addHook('onReady', () => ctx.limits.open(app.log));
  app.addHook('onClose', () => ctx.limits.close());

  const serveWeb = webDir ? await registerWeb(app, webDir) : false;
  app.setNotFoundHandler(answerUnrouted(serveWeb));

  return app;
}
