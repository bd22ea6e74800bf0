/**
 * How a recipient's answer is kept in `send_recipients.answer`: the outcome in the product's own words, and beside
 * it what the vendor or the mail library replied, as it replied. Without a reply the column holds just the sentence
 * (as rows written before replies were kept do); with one, a small JSON document of both.
 */
import type { DeliveryResult } from '../providers/types';

export interface RecipientAnswer {
  answer: string;
  reply: string;
}

const ANSWER_CHARS = 600;
const REPLY_CHARS = 1200;

export const storedAnswer = (result: Pick<DeliveryResult, 'answer'> & { reply?: string }): string => {
  const answer = result.answer.slice(0, ANSWER_CHARS);
  const reply = (result.reply ?? '').slice(0, REPLY_CHARS);
  return reply ? JSON.stringify({ answer, reply }) : answer;
};

export const readStoredAnswer = (stored: string): RecipientAnswer => {
  if (stored.startsWith('{"answer":')) {
    try {
      const parsed = JSON.parse(stored) as { answer?: unknown; reply?: unknown };
      if (typeof parsed.answer === 'string' && typeof parsed.reply === 'string')
        return { answer: parsed.answer, reply: parsed.reply };
    } catch {
      // a sentence that happens to start like the document: shown as it is
    }
  }
  return { answer: stored, reply: '' };
};
