import { isEmailAddress } from './email-address';

describe('an email address', () => {
  it('is what a browser’s email input accepts, with a dotted domain', () => {
    for (const good of ['grace@shopper.example', 'o.brien+signs@mail.co.uk', 'A_B@x-y.io']) expect(isEmailAddress(good)).toBe(true);
  });

  it('is never blank, dotless, spaced, or more than one address in a mail header', () => {
    for (const bad of ['', 'grace', 'grace@localhost', 'grace @shopper.example', 'a,b@shopper.example', 'a@b.example, c@d.example', 'a@b.example\r\nBcc: c@d.example', 42]) {
      expect(isEmailAddress(bad)).toBe(false);
    }
  });
});
