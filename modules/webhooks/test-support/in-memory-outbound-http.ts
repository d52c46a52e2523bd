import { OutboundRefused, type OutboundAnswer, type OutboundHttp, type OutboundPost } from '../../../shared-kernel/outbound-http';

type Reply = Partial<Omit<OutboundAnswer, 'truncated'>> | Error;

/**
 * Receivers in memory: each URL answers the replies queued for it in turn (then 200), an Error being a
 * failure to reach it; a URL given a refusal reason is refused before and on every connection. An
 * answer's body is cut at the request's byte limit, as the real client reads it.
 */
export class InMemoryOutboundHttp implements OutboundHttp {
  readonly posts: OutboundPost[] = [];
  private readonly replies = new Map<string, Reply[]>();
  private readonly refusals = new Map<string, string>();

  refuse(url: string, reason: string): this {
    this.refusals.set(url, reason);
    return this;
  }

  reply(url: string, ...replies: Reply[]): this {
    this.replies.set(url, [...(this.replies.get(url) ?? []), ...replies]);
    return this;
  }

  async refusalOf(url: string): Promise<string | undefined> {
    return this.refusals.get(url);
  }

  async post(input: OutboundPost): Promise<OutboundAnswer> {
    this.posts.push({ ...input, headers: { ...input.headers } });
    const refused = this.refusals.get(input.url);
    if (refused) throw new OutboundRefused(refused);
    const reply = this.replies.get(input.url)?.shift() ?? {};
    if (reply instanceof Error) throw reply;
    const answer = { status: 200, headers: {}, body: '', durationMs: 12, ...reply };
    const bytes = new TextEncoder().encode(answer.body);
    if (bytes.length <= input.answerLimitBytes) return { ...answer, truncated: false };
    return { ...answer, body: new TextDecoder().decode(bytes.subarray(0, input.answerLimitBytes), { stream: true }), truncated: true };
  }
}
