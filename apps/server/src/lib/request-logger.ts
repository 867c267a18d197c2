import type { FastifyBaseLogger, FastifyServerOptions } from 'fastify';

type Factory = NonNullable<FastifyServerOptions['childLoggerFactory']>;
type Level = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace';
type Bindings = Parameters<Factory>[1];
type Options = Parameters<Factory>[2];
/** pino's loggers, which Fastify makes from its `logger` options, can say whether a level is on. */
type LevelAware = FastifyBaseLogger & { isLevelEnabled(level: string): boolean };
const levelAware = (logger: FastifyBaseLogger): logger is LevelAware =>
  typeof (logger as Partial<LevelAware>).isLevelEnabled === 'function';

/**
 * Each request's logger (`request.log`), made only when the request logs something. Fastify gives every request a
 * child of the app's logger carrying its id; pino builds it at once (a new logger, its bindings written out as JSON),
 * though with request logging off (LOG_LEVEL warn and above) most requests never log a line (docs/decisions/012,
 * "The request logger"). This one holds what the child needs and makes it on the first call at a level that is on; a
 * call at a level that is off costs nothing.
 */
class RequestLogger {
  readonly #parent: LevelAware;
  readonly #bindings: Bindings;
  readonly #options: Options;
  #child: LevelAware | undefined;

  constructor(parent: LevelAware, bindings: Bindings, options: Options) {
    this.#parent = parent;
    this.#bindings = bindings;
    this.#options = options;
  }

  get #logger(): LevelAware {
    this.#child ??= this.#parent.child(this.#bindings, this.#options) as LevelAware;
    return this.#child;
  }

  #log(level: Level, args: unknown[]) {
    if (this.#child || this.#parent.isLevelEnabled(level)) (this.#logger[level] as (...a: unknown[]) => void)(...args);
  }

  get level() {
    return (this.#child ?? this.#parent).level;
  }
  set level(level: string) {
    this.#logger.level = level;
  }
  isLevelEnabled(level: string) {
    return (this.#child ?? this.#parent).isLevelEnabled(level);
  }
  fatal(...args: unknown[]) {
    this.#log('fatal', args);
  }
  error(...args: unknown[]) {
    this.#log('error', args);
  }
  warn(...args: unknown[]) {
    this.#log('warn', args);
  }
  info(...args: unknown[]) {
    this.#log('info', args);
  }
  debug(...args: unknown[]) {
    this.#log('debug', args);
  }
  trace(...args: unknown[]) {
    this.#log('trace', args);
  }
  silent() {}
  child(bindings: Bindings, options?: Options) {
    return this.#logger.child(bindings, options);
  }
}

/** Fastify's `childLoggerFactory`: a request's logger made when first used (`RequestLogger`). */
export const lazyRequestLogger: Factory = (logger, bindings, options) =>
  // A route's own log level makes a child with other levels on: made at once, as Fastify would.
  !options.level && levelAware(logger) ? new RequestLogger(logger, bindings, options) : logger.child(bindings, options);
