import crypto from 'node:crypto';
import { SettableClock } from '../../../shared-kernel/test-support/settable-clock';
import { aCheapPasswordHash } from '../test-support/a-password-hash';
import { InMemoryPersonRepository } from '../test-support/in-memory-person.repository';
import { InMemoryWebSessionRepository } from '../test-support/in-memory-web-session.repository';
import { WebSessionsService } from './web-sessions.service';

const PASSWORD = 'correct horse battery';
const passwordHash = aCheapPasswordHash(PASSWORD);

async function setUp() {
  const people = new InMemoryPersonRepository();
  const grace = await people.create('grace@signs.example', passwordHash);
  const sessions = new InMemoryWebSessionRepository();
  const clock = new SettableClock('2026-05-01T09:00:00Z');
  return { grace, sessions, clock, service: new WebSessionsService(people, sessions, clock) };
}

describe('a person’s web session', () => {
  it('logs in with the email in any case and the password, for twelve hours, storing only a digest of the id; the session names its person’s email', async () => {
    const { service, grace, sessions, clock } = await setUp();
    const id = (await service.logIn(' Grace@Signs.example', PASSWORD))!;
    expect(id).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(sessions.sessions.has(id)).toBe(false);
    await expect(service.find(id)).resolves.toEqual({ personId: grace.id, personEmail: 'grace@signs.example', csrfToken: expect.any(String), expiresAt: new Date('2026-05-01T21:00:00Z') });
    clock.set('2026-05-01T21:00:00Z');
    await expect(service.find(id)).resolves.toBeUndefined();
  });

  it('refuses a wrong password or an unknown email', async () => {
    const { service, sessions } = await setUp();
    await expect(service.logIn('grace@signs.example', 'wrong horse battery')).resolves.toBeUndefined();
    await expect(service.logIn('nobody@signs.example', PASSWORD)).resolves.toBeUndefined();
    expect(sessions.sessions.size).toBe(0);
  });

  it('finds no session without a cookie or for an id it never issued, and none after logging out', async () => {
    const { service } = await setUp();
    await expect(service.find(undefined)).resolves.toBeUndefined();
    await expect(service.find('never-issued')).resolves.toBeUndefined();
    const id = (await service.logIn('grace@signs.example', PASSWORD))!;
    await service.logOut(id);
    await expect(service.find(id)).resolves.toBeUndefined();
  });

  it('derives a key of the real cost for an unknown email too, so that the time of a login tells no one which emails exist', async () => {
    const { service } = await setUp();
    const scrypt = jest.spyOn(crypto, 'scrypt');
    try {
      await expect(service.logIn('nobody@signs.example', PASSWORD)).resolves.toBeUndefined();
      expect(scrypt).toHaveBeenCalledTimes(1);
      expect(scrypt.mock.calls[0]![3]).toMatchObject({ N: 2 ** 15, r: 8, p: 1 });
    } finally {
      scrypt.mockRestore();
    }
  });
});
