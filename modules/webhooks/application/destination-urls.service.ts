import { inject, injectable } from 'inversify';
import { OUTBOUND_HTTP, type OutboundHttp } from '../../../shared-kernel/outbound-http';
import { Problems } from '../../../shared-kernel/problems/problems';

/**
 * The URL rules of a webhook destination, checked when a merchant sets one: https in production, no
 * credentials, and no address that is loopback (outside development), private, link-local or metadata,
 * as the name resolves now. The same rules are checked again on every connection (DNS rebinding).
 */
@injectable()
export class DestinationUrlsService {
  constructor(@inject(OUTBOUND_HTTP) private readonly outbound: OutboundHttp) {}

  async check(url: string, pointer = '/url'): Promise<void> {
    const refused = await this.outbound.refusalOf(url);
    if (refused) throw Problems.validationFailed([{ pointer, code: 'invalid', detail: `This URL cannot receive webhooks: ${refused}.` }]);
  }
}
