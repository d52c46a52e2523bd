import { lintTrees, type Lint, type Tree } from './lint-trees';

/**
 * Every presenter runs operations through the one pipeline (issue 36): the merchant admin, the command
 * line and the previous generation present declared operations and call no application service
 * themselves. The project's own dependency rules, run on small trees, fail each way around it.
 */
const CLEAN: Tree = {
  'tsconfig.check.json': JSON.stringify({ compilerOptions: { module: 'commonjs', moduleResolution: 'node10', strict: true }, include: ['modules', 'apps', 'shared-kernel'] }),
  'shared-kernel/unit-of-work.ts': 'export interface UnitOfWork { run<T>(work: () => Promise<T>): Promise<T> }\n',
  'modules/orders/application/resend-order-email.service.ts': 'export class ResendOrderEmailService { resend(orderId: number) { return orderId; } }\n',
  'modules/orders/adapters/http/orders.routes.ts':
    "import type { ResendOrderEmailService } from '../../application/resend-order-email.service';\n" +
    "export const resendRoute = (service: ResendOrderEmailService) => ({ operationId: 'resendOrderEmail', handler: (id: number) => service.resend(id) });\n",
  'modules/orders/adapters/admin/order-emails.operation.ts':
    "import type { ResendOrderEmailService } from '../../application/resend-order-email.service';\n" +
    "export const listOrderEmails = (service: ResendOrderEmailService) => ({ operationId: 'listOrderEmails', handler: (id: number) => service.resend(id) });\n",
  'modules/orders/adapters/admin/orders-admin.router.ts':
    "export const resendForm = (run: (operationId: string, input: object) => Promise<unknown>) => run('resendOrderEmail', { params: { order_id: '1' } });\n",
  'modules/orders/domain/order-email.ts': 'export interface OrderEmail { orderId: number; recipient: string }\n',
  'modules/orders/index.ts': "export type { OrderEmail } from './domain/order-email';\n",
  'apps/cli/commands/orders.commands.ts':
    "import type { OrderEmail } from '../../../modules/orders';\n" +
    "export const resend = (run: (operationId: string, input: object) => Promise<unknown>) => run('resendOrderEmail', { params: { order_id: '1' } });\nexport type Resent = OrderEmail;\n",
  'modules/previous-generation/adapters/http/orders-v2.routes.ts':
    "export const legacyResend = (find: (operationId: string) => { handler(input: object): Promise<unknown> }) => find('resendOrderEmail').handler({ params: { order_id: 1 } });\n",
};

const ROUTER = 'modules/orders/adapters/admin/orders-admin.router.ts';
const V2_ROUTES = 'modules/previous-generation/adapters/http/orders-v2.routes.ts';
/** A face that still lends a service: what a presenter must not reach through. */
const FACE_LENDING_SERVICE = { 'modules/orders/index.ts': `${CLEAN['modules/orders/index.ts']}export { ResendOrderEmailService } from './application/resend-order-email.service';\n` };

const TREES = {
  clean: CLEAN,
  adminCallsService: {
    ...CLEAN,
    [ROUTER]: "import type { ResendOrderEmailService } from '../../application/resend-order-email.service';\nexport const resendForm = (service: ResendOrderEmailService) => service.resend(1);\n",
  },
  adminReadsReadModel: {
    ...CLEAN,
    'modules/orders/read-models/orders.ts': 'export class Orders { get(orderId: number) { return { id: orderId }; } }\n',
    [ROUTER]: "import type { Orders } from '../../read-models/orders';\nexport const orderPage = (orders: Orders) => orders.get(1);\n",
  },
  adminReachesServiceThroughFace: {
    ...CLEAN,
    ...FACE_LENDING_SERVICE,
    [ROUTER]: "import type { ResendOrderEmailService } from '../..';\nexport const resendForm = (service: ResendOrderEmailService) => service.resend(1);\n",
  },
  adminOpensTransaction: {
    ...CLEAN,
    [ROUTER]: "import type { UnitOfWork } from '../../../../shared-kernel/unit-of-work';\nexport const resendForm = (work: UnitOfWork) => work.run(async () => 1);\n",
  },
  commandCallsService: {
    ...CLEAN,
    ...FACE_LENDING_SERVICE,
    'apps/cli/commands/orders.commands.ts':
      "import { ResendOrderEmailService } from '../../../modules/orders';\nexport const resend = (container: { get<T>(token: unknown): T }) => container.get<ResendOrderEmailService>(ResendOrderEmailService).resend(1);\n",
  },
  v2CallsServiceThroughFace: {
    ...CLEAN,
    ...FACE_LENDING_SERVICE,
    [V2_ROUTES]: "import type { ResendOrderEmailService } from '../../../orders';\nexport const legacyResend = (service: ResendOrderEmailService) => service.resend(1);\n",
  },
} satisfies Record<string, Tree>;

let verdicts: Map<keyof typeof TREES, Lint>;

beforeAll(async () => {
  verdicts = await lintTrees(TREES);
});

const lint = (tree: keyof typeof TREES): Lint => verdicts.get(tree)!;
const adminViolation = (to: string) => ({ rule: 'admin-presents-operations', from: ROUTER, to });

describe('the presenters’ dependency rules (make lint)', () => {
  it('pass an admin page that runs operations, beside the operation declarations that call services', () => {
    expect(lint('clean')).toEqual({ failed: false, violations: [] });
  });

  it('fail an admin page that calls an application service itself', () => {
    expect(lint('adminCallsService')).toEqual({ failed: true, violations: [adminViolation('modules/orders/application/resend-order-email.service.ts')] });
  });

  it('fail an admin page that reads a read model itself: what a page shows is an operation’s answer', () => {
    expect(lint('adminReadsReadModel')).toEqual({ failed: true, violations: [adminViolation('modules/orders/read-models/orders.ts')] });
  });

  it('fail an admin page that reaches a service through a module’s face', () => {
    expect(lint('adminReachesServiceThroughFace')).toEqual({ failed: true, violations: [adminViolation('modules/orders/index.ts')] });
  });

  it('fail a command that takes a service from a module at run time instead of running an operation (a type of its words passes)', () => {
    expect(lint('commandCallsService')).toEqual({
      failed: true,
      violations: [{ rule: 'command-line-presents-operations', from: 'apps/cli/commands/orders.commands.ts', to: 'modules/orders/index.ts' }],
    });
  });

  it('fail a previous-generation route that reaches another module, even through its face, instead of running a v3 operation', () => {
    expect(lint('v2CallsServiceThroughFace')).toEqual({ failed: true, violations: [{ rule: 'previous-generation-presents-v3', from: V2_ROUTES, to: 'modules/orders/index.ts' }] });
  });

  it('fail an admin page that opens a transaction of its own', () => {
    expect(lint('adminOpensTransaction')).toEqual({ failed: true, violations: [adminViolation('shared-kernel/unit-of-work.ts')] });
  });
});
