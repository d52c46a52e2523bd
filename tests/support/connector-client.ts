import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { UnauthorizedError, type OAuthClientProvider } from '@modelcontextprotocol/sdk/client/auth.js';
import type { OAuthClientInformationMixed, OAuthClientMetadata, OAuthTokens } from '@modelcontextprotocol/sdk/shared/auth.js';

/** What an MCP client keeps between runs, in memory: its registration, its PKCE verifier, its tokens. */
export class MemoryOAuthProvider implements OAuthClientProvider {
  information: OAuthClientInformationMixed | undefined;
  saved: OAuthTokens | undefined;
  verifier = '';
  authorizationUrl: URL | undefined;

  constructor(
    readonly redirectUrl: string,
    private readonly scope?: string,
  ) {}

  get clientMetadata(): OAuthClientMetadata {
    return {
      client_name: 'Test assistant',
      redirect_uris: [this.redirectUrl],
      grant_types: ['authorization_code', 'refresh_token'],
      response_types: ['code'],
      token_endpoint_auth_method: 'none',
      ...(this.scope ? { scope: this.scope } : {}),
    };
  }

  clientInformation() {
    return this.information;
  }

  saveClientInformation(information: OAuthClientInformationMixed) {
    this.information = information;
  }

  tokens() {
    return this.saved;
  }

  saveTokens(tokens: OAuthTokens) {
    this.saved = tokens;
  }

  redirectToAuthorization(url: URL) {
    this.authorizationUrl = url;
  }

  saveCodeVerifier(verifier: string) {
    this.verifier = verifier;
  }

  codeVerifier() {
    return this.verifier;
  }
}

/** A browser's part of the authorization, done with fetch: a cookie jar and forms posted as a person would. */
export class PersonAtTheConsentPage {
  private cookie = '';

  constructor(private readonly origin: string) {}

  async get(url: string): Promise<Response> {
    const response = await fetch(url, { redirect: 'manual', headers: this.cookie ? { cookie: this.cookie } : {} });
    this.remember(response);
    return response;
  }

  async post(path: string, form: Record<string, string>): Promise<Response> {
    const response = await fetch(new URL(path, this.origin), {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...(this.cookie ? { cookie: this.cookie } : {}) },
      body: new URLSearchParams(form).toString(),
    });
    this.remember(response);
    return response;
  }

  /** Logs in on the page the authorization URL shows, and answers the consent page's HTML. */
  async logIn(authorizationUrl: string, person: { email: string; password: string }): Promise<string> {
    const loginPage = await (await this.get(authorizationUrl)).text();
    const loggedIn = await this.post('/oauth/authorize/login', { ...hiddenFields(loginPage), email: person.email, password: person.password });
    if (loggedIn.status !== 303) throw new Error(`login answered ${loggedIn.status}: ${await loggedIn.text()}`);
    return (await this.get(new URL(loggedIn.headers.get('location')!, this.origin).toString())).text();
  }

  /** Answers the consent page and returns where the 303 sends the browser. */
  async decide(consentPage: string, decision: 'approve' | 'deny', storeId?: number): Promise<{ status: number; location: string }> {
    const fields = hiddenFields(consentPage);
    const chosenStore: Record<string, string> = storeId !== undefined ? { store_id: String(storeId) } : {};
    const response = await this.post('/oauth/authorize/decision', { ...fields, ...chosenStore, decision });
    return { status: response.status, location: response.headers.get('location') ?? '' };
  }

  private remember(response: Response): void {
    const set = response.headers.get('set-cookie');
    if (set) this.cookie = set.split(';')[0]!;
  }
}

/** The name and value of every hidden input of a page. */
export function hiddenFields(html: string): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const match of html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)) {
    fields[unescape(match[1]!)] = unescape(match[2]!);
  }
  return fields;
}

function unescape(value: string): string {
  return value.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)));
}

/**
 * Connects an MCP client the way a real one does, knowing only the connector URL: a 401, discovery,
 * registration, a person's consent on the real pages, the code exchanged. `scope` narrows what the
 * client asks for (the SDK asks for every scope the protected-resource metadata lists).
 */
export async function connectAssistant(origin: string, person: { email: string; password: string }, scope?: string): Promise<{ client: Client; provider: MemoryOAuthProvider }> {
  const provider = new MemoryOAuthProvider('http://127.0.0.1:53682/callback');
  const firstTry = new StreamableHTTPClientTransport(new URL(`${origin}/mcp`), { authProvider: provider });
  const refused = await new Client({ name: 'test', version: '1' }).connect(firstTry).then(() => undefined, (error: unknown) => error);
  if (!(refused instanceof UnauthorizedError)) throw new Error(`connecting without a token should be refused, got ${String(refused)}`);
  const authorizationUrl = new URL(provider.authorizationUrl!);
  if (scope) authorizationUrl.searchParams.set('scope', scope);
  const browser = new PersonAtTheConsentPage(origin);
  const consent = await browser.logIn(authorizationUrl.toString(), person);
  const { status, location } = await browser.decide(consent, 'approve');
  if (status !== 303) throw new Error(`the consent answered ${status}`);
  await firstTry.finishAuth(new URL(location).searchParams.get('code')!);
  const client = new Client({ name: 'test', version: '1' });
  await client.connect(new StreamableHTTPClientTransport(new URL(`${origin}/mcp`), { authProvider: provider }));
  return { client, provider };
}

/** What a tool answered, parsed from its one text content. */
export const toolAnswer = (result: unknown) => JSON.parse((result as { content: { text: string }[] }).content[0]!.text);
