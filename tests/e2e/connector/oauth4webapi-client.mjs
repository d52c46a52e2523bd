/* global console, process, URL */
// A strict OAuth client, oauth4webapi, run as its own ES module: `start <issuer>` discovers and registers
// and prints the authorization URL; `finish <issuer> <state-json> <callback-url>` validates the callback,
// exchanges the code, refreshes and revokes. Every step throws on anything the library finds amiss.
import * as oauth from 'oauth4webapi';

const [mode, issuerUrl, stateJson, callbackUrl] = process.argv.slice(2);
const issuer = new URL(issuerUrl);
const insecure = { [oauth.allowInsecureRequests]: true };
const as = await oauth.processDiscoveryResponse(issuer, await oauth.discoveryRequest(issuer, { ...insecure, algorithm: 'oauth2' }));
const redirectUri = `${issuerUrl}/oauth4webapi-callback`;

if (mode === 'start') {
  const client = await oauth.processDynamicClientRegistrationResponse(
    await oauth.dynamicClientRegistrationRequest(as, { client_name: 'oauth4webapi', redirect_uris: [redirectUri], token_endpoint_auth_method: 'none', grant_types: ['authorization_code', 'refresh_token'], response_types: ['code'] }, insecure),
  );
  const verifier = oauth.generateRandomCodeVerifier();
  const state = oauth.generateRandomState();
  const url = new URL(as.authorization_endpoint);
  for (const [name, value] of Object.entries({
    client_id: client.client_id, redirect_uri: redirectUri, response_type: 'code', scope: 'store:read', state,
    code_challenge: await oauth.calculatePKCECodeChallenge(verifier), code_challenge_method: 'S256', resource: as.issuer,
  })) url.searchParams.set(name, value);
  console.log(JSON.stringify({ authorizationUrl: url.toString(), client, verifier, state }));
} else {
  const { client, verifier, state } = JSON.parse(stateJson);
  const parameters = oauth.validateAuthResponse(as, client, new URL(callbackUrl), state);
  const tokens = await oauth.processAuthorizationCodeResponse(as, client, await oauth.authorizationCodeGrantRequest(as, client, oauth.None(), parameters, redirectUri, verifier, insecure));
  const refreshed = await oauth.processRefreshTokenResponse(as, client, await oauth.refreshTokenGrantRequest(as, client, oauth.None(), tokens.refresh_token, insecure));
  await oauth.processRevocationResponse(await oauth.revocationRequest(as, client, oauth.None(), refreshed.refresh_token, insecure));
  console.log(JSON.stringify({ first: tokens.token_type, refreshed: refreshed.token_type, rotated: refreshed.refresh_token !== tokens.refresh_token, expires_in: refreshed.expires_in }));
}
