import type { ActivityResource } from '../../shared-kernel/activity-recording';
import type { RequestCredential } from '../../shared-kernel/request-context';
import type { AnswerData, AnyOperation, OperationResult } from './operation';

/*
 * Which activity a write leaves (CONTRACT section 8), derived in this one place for every operation: the
 * resource type from the `object` its answer declares (a deletion receipt's from the `resource` it
 * carries), the verb from the first word of its operation id, the resource's id and customiser from the
 * answer. An operation declares `activity` only where that cannot work: an answer without an `object`,
 * a verb no operation id says, the operator's operations, which act for no store of their own.
 */

/** Past tenses of the verbs operation ids start with. */
const PAST_TENSES: Readonly<Record<string, string>> = {
  create: 'created',
  update: 'updated',
  replace: 'updated',
  delete: 'deleted',
  activate: 'activated',
  deactivate: 'deactivated',
  restore: 'restored',
  revoke: 'revoked',
  reorder: 'reordered',
  synchronise: 'synchronised',
  redeliver: 'redelivered',
  add: 'added',
  remove: 'removed',
  record: 'recorded',
};

/** The resource type and verb a write's activity names, known from its declaration alone. */
export interface ActivityPlan {
  resourceType: string;
  verb: string;
}

/** Writes by a key, a connection, a person or the operator; never a read, a shopper's or a public operation. */
export function isRecordedWrite(operation: Pick<AnyOperation, 'safe' | 'auth' | 'activity'>): boolean {
  if (operation.safe || operation.auth === 'storefront_key' || operation.auth === 'public') return false;
  return !(operation.activity && 'unrecorded' in operation.activity);
}

const plans = new WeakMap<AnyOperation, ActivityPlan | undefined>();

/**
 * The plan of an operation's activity: undefined for what is not recorded. An operation whose type or
 * verb can be neither derived nor found declared is a declaration error, thrown here (and found by the test
 * that walks every operation, before any request runs it).
 */
export function activityPlanOf(operation: AnyOperation): ActivityPlan | undefined {
  if (plans.has(operation)) return plans.get(operation);
  const plan = isRecordedWrite(operation) ? planOf(operation) : undefined;
  plans.set(operation, plan);
  return plan;
}

function planOf(operation: AnyOperation): ActivityPlan {
  const declared = declarationOf(operation);
  const resourceType = declared?.resourceType ?? answeredObjectOf(operation);
  const verb = declared?.verb ?? PAST_TENSES[/^[a-z]+/.exec(operation.operationId)?.[0] ?? ''];
  if (!resourceType || !verb) {
    throw new Error(
      `${operation.operationId} is a write whose activity cannot be derived (${resourceType ? '' : 'its answer declares no single `object`; '}${verb ? '' : 'its id starts with no known verb'}): declare its \`activity\``,
    );
  }
  return { resourceType, verb };
}

function declarationOf(operation: AnyOperation) {
  const declared = operation.activity;
  return declared && !('unrecorded' in declared) ? declared : undefined;
}

/** What one successful write leaves, but who made it and which request: those are the pipeline's. */
export interface DerivedActivity {
  storeId: number;
  action: string;
  resource: ActivityResource;
}

/** The activity of one successful run; undefined for what is not recorded. */
export function activityOf(
  operation: AnyOperation,
  run: { params: unknown; body: unknown; result: OperationResult; credential: RequestCredential },
): DerivedActivity | undefined {
  const plan = activityPlanOf(operation);
  if (!plan) return undefined;
  const data = answerDataOf(run.result);
  const declared = declarationOf(operation)?.subject?.({ params: run.params, body: run.body, data } as never) ?? {};
  const params = isRecord(run.params) ? run.params : {};
  const source = receiptResourceOf(data) ?? data;
  const id = 'id' in declared ? declared.id : (source.id ?? source.customiser_id ?? params.customiser_id);
  const customiserId = 'customiserId' in declared ? declared.customiserId : (source.customiser_id ?? (plan.resourceType === 'customiser' ? id : params.customiser_id));
  const storeId = declared.storeId ?? run.credential.storeId;
  // The service acting for no store is the operator's command line, whose operations name their store.
  if (!(storeId > 0)) throw new Error(`${operation.operationId} records activity for no store: declare the store its \`activity\` subject belongs to`);
  return {
    storeId,
    action: `${plan.resourceType}.${plan.verb}`,
    resource: { type: plan.resourceType, id: idText(id), customiserId: typeof customiserId === 'number' ? customiserId : null },
  };
}

function idText(id: unknown): string | null {
  return typeof id === 'number' || (typeof id === 'string' && id !== '') ? String(id) : null;
}

/** The resource answered, where it is a plain object; a page, a file or a document kept as text has none to read. */
function answerDataOf(result: OperationResult): AnswerData {
  return result.kind === 'resource' && isRecord(result.data) ? result.data : {};
}

/** A deletion receipt (`<type>_deletion_receipt`) names the removed resource in its `resource`. */
function receiptResourceOf(data: AnswerData): AnswerData | undefined {
  return typeof data.object === 'string' && data.object.endsWith('_deletion_receipt') && isRecord(data.resource) ? data.resource : undefined;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && Object.getPrototypeOf(value) === Object.prototype;
}

/**
 * The one `object` a route's answer declares (`z.literal('customiser')`), or that of the resource a
 * deletion receipt carries; undefined where it declares none or several (an operation with no route).
 */
function answeredObjectOf(operation: AnyOperation): string | undefined {
  const response = (operation as { response?: { kind: string; schema?: unknown } }).response;
  if (!response || response.kind === 'file') return undefined;
  const shape = shapeOf(response.schema);
  return literalOf(shapeOf(shape?.resource)?.object) ?? literalOf(shape?.object);
}

interface SchemaNode {
  def?: { type?: string; shape?: Record<string, unknown>; values?: unknown[]; in?: unknown; innerType?: unknown };
}

function shapeOf(schema: unknown): Record<string, unknown> | undefined {
  const def = (schema as SchemaNode | undefined)?.def;
  if (def?.type === 'object') return def.shape;
  if (def?.type === 'pipe') return shapeOf(def.in);
  if (def?.type === 'optional' || def?.type === 'nullable' || def?.type === 'default') return shapeOf(def.innerType);
  return undefined;
}

function literalOf(schema: unknown): string | undefined {
  const def = (schema as SchemaNode | undefined)?.def;
  return def?.type === 'literal' && def.values?.length === 1 && typeof def.values[0] === 'string' ? def.values[0] : undefined;
}
