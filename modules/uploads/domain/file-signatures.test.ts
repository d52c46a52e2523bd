import { contentMismatch } from './file-signatures';

describe('a form attachment is what its declared content type says', () => {
  const accepted: [string, Buffer][] = [
    ['application/pdf', Buffer.from('%PDF-1.7\n%âãÏÓ\n')],
    ['image/png', Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(16)])],
    ['image/jpeg', Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10])],
    ['image/svg+xml', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"/>')],
    ['image/svg+xml', Buffer.from('\uFEFF<?xml version="1.0"?>\n<!-- drawn by hand -->\n<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "x">\n<svg>')],
  ];

  it.each(accepted)('accepts a real %s', (type, bytes) => {
    expect(contentMismatch(type, bytes)).toBeUndefined();
  });

  const refused: [string, Buffer][] = [
    ['application/pdf', Buffer.from('MZ\x90\x00 not a document')],
    ['image/png', Buffer.from('%PDF-1.7')],
    ['image/jpeg', Buffer.from([0x89, 0x50, 0x4e, 0x47])],
    ['image/svg+xml', Buffer.from('<html><script>alert(1)</script></html>')],
    ['image/svg+xml', Buffer.from('')],
    ['application/zip', Buffer.from('PK\x03\x04')],
  ];

  it.each(refused)('refuses bytes that are not a %s, saying so', (type, bytes) => {
    expect(contentMismatch(type, bytes)).toBe(`The bytes are not a ${type} file.`);
  });
});
