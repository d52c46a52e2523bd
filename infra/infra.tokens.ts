import { CURSOR_CODEC } from '../shared-kernel/http/pagination';
import { CLOCK } from '../shared-kernel/clock';
import { EVENT_OUTBOX } from '../shared-kernel/events/domain-event';
import { UNIT_OF_WORK } from '../shared-kernel/unit-of-work';

/** Tokens of the infrastructure every module may inject; bound once, in `runtime.ts`. */
export const InfraTokens = {
  Config: Symbol.for('signwright.Config'),
  Database: Symbol.for('signwright.TransactionalDatabase'),
  UnitOfWork: UNIT_OF_WORK,
  EventOutbox: EVENT_OUTBOX,
  Clock: CLOCK,
  Logger: Symbol.for('signwright.Logger'),
  Redis: Symbol.for('signwright.Redis'),
  RateLimiters: Symbol.for('signwright.RateLimiters'),
  IdempotentExecution: Symbol.for('signwright.IdempotentExecution'),
  /** The one operation pipeline, for transports other than the Express routes (the connector's tools). */
  OperationPipeline: Symbol.for('signwright.OperationPipeline'),
  /** Every declared operation by its id, for presenters other than its own route. */
  OperationDirectory: Symbol.for('signwright.OperationDirectory'),
  /** Runs a declared operation for the merchant admin and the command line, through the pipeline. */
  OperationCalls: Symbol.for('signwright.OperationCalls'),
  CursorCodec: CURSOR_CODEC,
  Metrics: Symbol.for('signwright.Metrics'),
  ServerSecret: Symbol.for('signwright.ServerSecret'),
  /** Seals secrets on their way into the database and opens them on their way out. */
  SecretBox: Symbol.for('signwright.SecretBox'),
} as const;
