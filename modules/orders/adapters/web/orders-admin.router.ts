import express, { Router, type Response } from 'express';
import { inject, injectable } from 'inversify';
import { InfraTokens } from '../../../../infra/infra.tokens';
import type { RawRouteSource } from '../../../../infra/http/route';
import type { RawOperation } from '../../../../infra/http/raw-operation';
import type { RateLimiters } from '../../../../infra/rate-limit/rate-limiters';
import { AdminRequests } from '../../../../infra/admin/admin-requests';
import { doneNotice, sendAdminPage, type AdminContext } from '../../../../infra/admin/admin-page';
import { listingOf, pageLinks } from '../../../../infra/admin/admin-paging';
import { MERCHANT_SESSIONS, type MerchantSessions } from '../../../../shared-kernel/merchant-sessions';
import { actingForStore } from '../../../../shared-kernel/request-context';
import { OrdersTokens } from '../../orders.tokens';
import type { ListOrdersService } from '../../application/list-orders.service';
import type { GetOrderService } from '../../application/get-order.service';
import type { ListOrderEmailsService } from '../../application/list-order-emails.service';
import type { ResendOrderEmailService } from '../../application/resend-order-email.service';
import { ORDER_RESEND_BUDGET } from '../http/orders.routes';
import { orderPage, ordersPage, orderTitle, resentNotice } from './order-pages';
import { pathId } from './path-id';

/**
 * The merchant admin's Orders section: the store's orders a page at a time, one order with its emails,
 * and resending its email. Each runs the service the Store API runs, for the page's data store, so the
 * admin shows and refuses exactly what the API does.
 */
@injectable()
export class OrdersAdminRoutes implements RawRouteSource {
  private readonly requests: AdminRequests;

  constructor(
    @inject(OrdersTokens.ListOrders) private readonly listOrders: ListOrdersService,
    @inject(OrdersTokens.GetOrder) private readonly getOrder: GetOrderService,
    @inject(OrdersTokens.ListOrderEmails) private readonly listEmails: ListOrderEmailsService,
    @inject(OrdersTokens.ResendOrderEmail) private readonly resendEmail: ResendOrderEmailService,
    @inject(InfraTokens.RateLimiters) private readonly rateLimiters: RateLimiters,
    @inject(MERCHANT_SESSIONS) merchantSessions: MerchantSessions,
  ) {
    this.requests = new AdminRequests(merchantSessions);
  }

  router(): Router {
    const router = Router();
    const form = express.urlencoded({ extended: true, limit: '16kb' });
    router.get('/admin/orders', (request, response) =>
      this.requests.page(request, response, 'orders', async (context) => {
        const asked = listingOf(request);
        const listed = await actingForStore(context.dataStoreId, () => this.listOrders.list({}, asked));
        const body = ordersPage(context, listed.items, pageLinks(context, '/admin/orders', asked, listed.nextCursor));
        sendAdminPage(response, context, { section: 'orders', title: 'Orders', body });
      }),
    );
    router.get('/admin/orders/:order_id', (request, response) =>
      this.requests.page(request, response, 'orders', (context) => this.showOrder(response, context, pathId(request.params.order_id, 'order'))),
    );
    router.post('/admin/orders/:order_id/resend', form, (request, response) =>
      this.requests.action(request, response, 'orders', async (context) => {
        const orderId = pathId(request.params.order_id, 'order');
        await this.spendingResendBudget(context, () => actingForStore(context.dataStoreId, () => this.resendEmail.resend(orderId)));
        await this.showOrder(response, context, orderId, 202);
      }),
    );
    return router;
  }

  /** The order with its emails; after a resend, the API's 202 and a notice saying what it did. */
  private async showOrder(response: Response, context: AdminContext, orderId: number, status = 200): Promise<void> {
    const { order, emails } = await actingForStore(context.dataStoreId, async () => ({ order: await this.getOrder.get(orderId), emails: await this.listEmails.list(orderId) }));
    const notice = status === 202 ? doneNotice(resentNotice(order)) : undefined;
    sendAdminPage(response, context, { section: 'orders', title: orderTitle(order), body: orderPage(context, order, emails), status, ...(notice ? { notice } : {}) });
  }

  /**
   * The resend's budget as the Store API spends it for a key (two a minute), here for the person logged
   * in: spent before the resend, given back when it is refused (another store's order, say).
   */
  private spendingResendBudget<T>(context: AdminContext, work: () => Promise<T>): Promise<T> {
    const detail = `The ${ORDER_RESEND_BUDGET.name} budget of your login is spent: two resends a minute.`;
    return this.rateLimiters.spendingOn(ORDER_RESEND_BUDGET, `person:${context.session.personId}`, detail, work);
  }

  /** Pages for people logged in with a password, not operations of the API. */
  operations(): RawOperation[] {
    return [];
  }
}
