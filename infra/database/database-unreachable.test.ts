import { DatabaseUnreachable, maskedDatabaseUrl } from './database-unreachable';

describe('DatabaseUnreachable', () => {
  it('masks the password of DATABASE_URL, in the userinfo or as a parameter, and keeps the rest', () => {
    expect(maskedDatabaseUrl('postgres://postgres:sekret@127.0.0.1:1/x')).toBe('postgres://postgres:***@127.0.0.1:1/x');
    expect(maskedDatabaseUrl('postgresql://app:p%40ss@db.internal:5432/shop?sslmode=require')).toBe('postgresql://app:***@db.internal:5432/shop?sslmode=require');
    expect(maskedDatabaseUrl('postgres://app@db/shop?password=sekret&sslmode=disable')).toBe('postgres://app@db/shop?password=***&sslmode=disable');
    expect(maskedDatabaseUrl('postgres://app@db/shop')).toBe('postgres://app@db/shop');
  });

  it('masks the password of a URL the WHATWG parser refuses', () => {
    expect(maskedDatabaseUrl('postgres://app:sek ret@[bad/shop')).toBe('postgres://app:***@[bad/shop');
  });

  it('says in one line which variable to fix and what the driver said, never the password', () => {
    const message = new DatabaseUnreachable('postgres://postgres:sekret@127.0.0.1:1/x', Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:1'), { code: 'ECONNREFUSED' })).message;
    expect(message).toBe('cannot reach the database at DATABASE_URL=postgres://postgres:***@127.0.0.1:1/x (connect ECONNREFUSED 127.0.0.1:1)');
  });

  it('reads an AggregateError (a name with several addresses) by its errors, and masks a connection string the driver echoes', () => {
    const refused = new AggregateError([new Error('connect ECONNREFUSED ::1:1'), new Error('connect ECONNREFUSED 127.0.0.1:1')], '');
    expect(new DatabaseUnreachable('postgres://u:pw@localhost:1/x', refused).message).toBe(
      'cannot reach the database at DATABASE_URL=postgres://u:***@localhost:1/x (connect ECONNREFUSED ::1:1; connect ECONNREFUSED 127.0.0.1:1)',
    );
    expect(new DatabaseUnreachable('postgres://u:s3cr3t@h/x', new Error('bad URL\npostgres://u:s3cr3t@h/x')).message).toBe(
      'cannot reach the database at DATABASE_URL=postgres://u:***@h/x (bad URL postgres://u:***@h/x)',
    );
  });
});
