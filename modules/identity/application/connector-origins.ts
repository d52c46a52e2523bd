/** The two public origins of the connector: the authorization server's and the protected resource's. */
export interface ConnectorOrigins {
  authUrl: string;
  mcpUrl: string;
  /** Secure cookies everywhere but development. */
  production: boolean;
}
