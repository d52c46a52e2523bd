import { answerExcerpt, LOGGED_ANSWER_BYTES } from './delivery';

describe('the start of an answer the delivery log keeps', () => {
  it('keeps an answer of up to 4 KiB whole', () => {
    const answer = `${'a'.repeat(LOGGED_ANSWER_BYTES - 2)}é`;
    expect(answerExcerpt(answer, false)).toEqual({ text: answer, truncated: false });
  });

  it('cuts a longer one at 4 KiB of UTF-8, leaving out a character the cut would split, and says it did', () => {
    expect(answerExcerpt(`${'a'.repeat(LOGGED_ANSWER_BYTES - 1)}é and more`, false)).toEqual({ text: 'a'.repeat(LOGGED_ANSWER_BYTES - 1), truncated: true });
    expect(answerExcerpt('€'.repeat(2000), false)).toEqual({ text: '€'.repeat(1365), truncated: true });
  });

  it('stays truncated when the reader already stopped short of the end', () => {
    expect(answerExcerpt('partial', true)).toEqual({ text: 'partial', truncated: true });
  });

  it('keeps NUL, which PostgreSQL text cannot hold, as U+FFFD', () => {
    expect(answerExcerpt('a\u0000b', false).text).toBe('a\uFFFDb');
  });
});
