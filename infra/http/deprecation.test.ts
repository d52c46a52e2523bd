import { deprecationHeaders } from './deprecation';

describe('deprecation headers', () => {
  it('writes Deprecation as @unix-seconds, Sunset as an HTTP date and Link to the migration guide', () => {
    const headers = deprecationHeaders({
      since: new Date('2026-07-22T00:00:00Z'),
      sunset: new Date('2027-01-22T00:00:00Z'),
      migrationGuideUrl: 'https://docs.example/help/migration',
    });
    expect(headers).toEqual({
      Deprecation: '@1784678400',
      Sunset: 'Fri, 22 Jan 2027 00:00:00 GMT',
      Link: '<https://docs.example/help/migration>; rel=deprecation; type=text/html',
    });
  });
});
