/** When a deprecated operation stopped being recommended, when it may go, and where clients read how to move. */
export interface RouteDeprecation {
  since: Date;
  sunset: Date;
  migrationGuideUrl: string;
}

/**
 * The headers every answer of a deprecated operation carries (spec, Versioning 5): `Deprecation` as an
 * RFC 9745 structured-field date (`@<unix seconds>`), `Sunset` as an RFC 8594 HTTP date, and a `Link`
 * to the migration guide.
 */
export function deprecationHeaders(deprecation: RouteDeprecation): Record<string, string> {
  return {
    Deprecation: `@${Math.floor(deprecation.since.getTime() / 1000)}`,
    Sunset: deprecation.sunset.toUTCString(),
    Link: `<${deprecation.migrationGuideUrl}>; rel=deprecation; type=text/html`,
  };
}
