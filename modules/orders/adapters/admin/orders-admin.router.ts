import express, { Router, type Response } from 'express';
import { inject, injectable } from 'inversify';
import type { RawRouteSource } from '../../../../infra/http/route';
import type { RawOperation } from '../../../../infra/http/raw-operation';
import { AdminRequests } from '../../../../infra/admin/admin-requests';
import { doneNotice, sendAdminPage, type AdminContext } from '../../../../infra/admin/admin-page';
import { listingOf, pageLinks } from '../../../../infra/admin/admin-paging';
import { itemsOf, resourceOf } from '../../../../infra/operations/in-process-answers';
import type { OrderEmailResource, OrderResource } from '../http/orders.schemas';
import { orderPage, ordersPage, orderTitle, resentNotice } from './order-pages';

/**
 * The merchant admin's Orders section: the store's orders a page at a time, one order with its emails,
 * and resending its email. Each presents the Store API's own operation for the page's data, so the
 * admin shows, limits and refuses exactly what the API does.
 */
@injectable()
export class OrdersAdminRoutes implements RawRouteSource {
  constructor(@inject(AdminRequests) private readonly requests: AdminRequests) {}

  router(): Router {
    const router = Router();
    const form = express.urlencoded({ extended: true, limit: '16kb' });
    router.get('/admin/orders', (request, response) =>
      this.requests.page(request, response, 'orders', async (context) => {
        const asked = listingOf(request);
        const listed = itemsOf<OrderResource>(await context.run('listOrders', { query: { ...asked } }));
        const body = ordersPage(context, listed.items, pageLinks(context, '/admin/orders', asked, listed.nextCursor));
        sendAdminPage(response, context, { section: 'orders', title: 'Orders', body });
      }),
    );
    router.get('/admin/orders/:order_id', (request, response) =>
      this.requests.page(request, response, 'orders', (context) => this.showOrder(response, context, request.params.order_id)),
    );
    router.post('/admin/orders/:order_id/resend', form, (request, response) =>
      this.requests.action(request, response, 'orders', async (context) => {
        await context.run('resendOrderEmail', { params: { order_id: request.params.order_id } });
        await this.showOrder(response, context, request.params.order_id, 202);
      }),
    );
    return router;
  }

  /** The order with its emails; after a resend, the API's 202 and a notice saying what it did. */
  private async showOrder(response: Response, context: AdminContext, orderId: string, status = 200): Promise<void> {
    const order = resourceOf<OrderResource>(await context.run('getOrder', { params: { order_id: orderId } }));
    const emails = itemsOf<OrderEmailResource>(await context.run('listOrderEmails', { params: { order_id: orderId } })).items;
    const notice = status === 202 ? doneNotice(resentNotice(order)) : undefined;
    sendAdminPage(response, context, { section: 'orders', title: orderTitle(order), body: orderPage(context, order, emails), status, ...(notice ? { notice } : {}) });
  }

  /** Pages for people logged in with a password, not operations of the API. */
  operations(): RawOperation[] {
    return [];
  }
}
