import type { Language } from '@vitalia/contracts';
import { AnswerRejected, type LanguageModel, type ModelRequest } from './language-model';

/**
 * What the member's screen does: append a `delta`; on `replace`, show its text instead of everything so far; `done`
 * says whose words the answer ended as. Sent to the browser as Server-Sent Events as they come.
 */
export type AnswerEvent =
  | { type: 'delta'; text: string }
  | { type: 'replace'; text: string; reason: 'check_failed' | 'model_unavailable' }
  | { type: 'done'; source: 'model' | 'engine' };

export interface GatedAnswerOptions {
  model: LanguageModel;
  request: ModelRequest;
  /** The engine's own text: what the member reads when there is no model, or when its words fail. */
  fallbackText: string;
  /**
   * True when a sentence may be shown: its numbers and foods match the plan, no allergen is back. Given each complete
   * sentence, trimmed, once. Throwing counts as false.
   */
  checkSentence: (sentence: string) => boolean;
  /** From the call to the last event: past it, whatever the model is doing, the member gets `fallbackText`. */
  deadlineMs: number;
}

// . ! ? … and the Arabic question mark and full stop; a newline ends a sentence too.
const terminators = new Set(['.', '!', '?', '…', '؟', '۔']);
// Quotes, brackets and Markdown emphasis that close a sentence after its full stop (`“Done.”`, `**Done.**`).
const closers = new Set(['"', "'", '”', '’', '»', ')', ']', '*', '_']);
const isSpace = (character: string | undefined) => character !== undefined && /\s/.test(character);
// "1. " and "2) " open a numbered list's line: they end no sentence.
const isListMarker = (text: string) => /^\s*\d{1,2}[.)]$/.test(text);

/**
 * The complete sentences at the start of `text` and what is left after them. A full stop ends a sentence only once
 * whitespace follows it (2.5 is a number, not two sentences), so a stream's last sentence is only known when it ends
 * (`isFinal`). Each sentence keeps the whitespace before it, so the pieces add up to the text.
 */
export function completeSentences(text: string, isFinal = false): { sentences: string[]; rest: string } {
  const sentences: string[] = [];
  let start = 0;
  let index = 0;
  while (index < text.length) {
    const character = text[index]!;
    if (character === '\n') {
      if (text.slice(start, index).trim()) {
        sentences.push(text.slice(start, index));
        start = index;
      }
      index += 1;
    } else if (terminators.has(character)) {
      let end = index + 1;
      while (end < text.length && (terminators.has(text[end]!) || closers.has(text[end]!))) end += 1;
      if (end === text.length) break;
      if (isSpace(text[end]) && !isListMarker(text.slice(start, end))) {
        sentences.push(text.slice(start, end));
        start = end;
      }
      index = end;
    } else {
      index += 1;
    }
  }
  const rest = text.slice(start);
  if (isFinal && rest.trim()) return { sentences: [...sentences, rest], rest: '' };
  return { sentences, rest: isFinal ? '' : rest };
}

const passes = (checkSentence: (sentence: string) => boolean, sentence: string) => {
  try {
    return checkSentence(sentence.trim());
  } catch {
    return false;
  }
};

const deadlinePassed = () => Object.assign(new Error('the answer took too long'), { name: 'TimeoutError' });

/**
 * The safety valve between a language model and a member: the model's words are shown sentence by sentence, each
 * only once it is complete and passes `checkSentence`. The first sentence that fails, an error, a rate limit or the
 * deadline ends the model's part: `replace` with the engine's text, then `done` (engine). With no model the engine's
 * text is the answer. It never throws: the member always gets an answer, within `deadlineMs`.
 */
export async function* gatedAnswer(options: GatedAnswerOptions): AsyncGenerator<AnswerEvent> {
  const { model, request, fallbackText, checkSentence, deadlineMs } = options;
  if (!model.isAvailable) {
    yield { type: 'delta', text: fallbackText };
    yield { type: 'done', source: 'engine' };
    return;
  }

  const gate = new AbortController();
  const signal = request.signal ? AbortSignal.any([request.signal, gate.signal]) : gate.signal;
  let deadlineTimer: NodeJS.Timeout | undefined;
  // Raced against each read rather than trusted to the model: a model that ignores its signal still cannot hold
  // the member past the deadline.
  const deadline = new Promise<'deadline'>((resolve) => {
    deadlineTimer = setTimeout(() => resolve('deadline'), deadlineMs);
  });
  let iterator: AsyncIterator<string> | undefined;
  let hasEnded = false;
  let hasShown = false;
  let pending = '';

  const fallBack = (reason: 'check_failed' | 'model_unavailable', why: Error): AnswerEvent[] => {
    // Before anything is yielded, so the model's report, even one written as its stream ended, says why.
    gate.abort(why);
    hasEnded = true;
    return [
      { type: 'replace', text: fallbackText, reason },
      { type: 'done', source: 'engine' },
    ];
  };

  try {
    for (;;) {
      let next: IteratorResult<string> | 'deadline';
      try {
        iterator ??= model.stream({ ...request, signal })[Symbol.asyncIterator]();
        next = await Promise.race([iterator.next(), deadline]);
      } catch (error) {
        yield* fallBack('model_unavailable', error instanceof Error ? error : new Error(String(error)));
        return;
      }
      if (next === 'deadline') {
        yield* fallBack('model_unavailable', deadlinePassed());
        return;
      }
      const isFinal = next.done === true;
      if (!isFinal) pending += next.value;
      const { sentences, rest } = completeSentences(pending, isFinal);
      pending = rest;
      const shown: string[] = [];
      for (const sentence of sentences) {
        if (!passes(checkSentence, sentence)) {
          // The engine's text replaces the whole answer, sentences already shown included: the member is not left
          // with half of a plan that was going wrong.
          yield* fallBack('check_failed', new AnswerRejected('a sentence failed its check'));
          return;
        }
        shown.push(hasShown || shown.length > 0 ? sentence : sentence.trimStart());
      }
      if (shown.length > 0) {
        hasShown = true;
        yield { type: 'delta', text: shown.join('') };
      }
      if (isFinal) {
        hasEnded = true;
        if (!hasShown) {
          yield* fallBack('check_failed', new AnswerRejected('the answer was empty'));
          return;
        }
        yield { type: 'done', source: 'model' };
        return;
      }
    }
  } finally {
    clearTimeout(deadlineTimer);
    // The caller stopped listening (the member left): stop the model too.
    if (!hasEnded) gate.abort(new Error('the member stopped listening'));
    // Not awaited: a model stuck in a read would hold this up.
    iterator?.return?.().catch(() => {});
  }
}

/** The answer's final text and whose it is, for a caller that does not stream (a test, a notification). */
export async function collectAnswer(
  events: AsyncIterable<AnswerEvent>,
): Promise<{ text: string; source: 'model' | 'engine' }> {
  let text = '';
  for await (const event of events) {
    if (event.type === 'delta') text += event.text;
    else if (event.type === 'replace') text = event.text;
    else return { text, source: event.source };
  }
  return { text, source: 'engine' };
}

// Spaces that group thousands: no-break, narrow no-break (what Intl writes in French), thin, figure.
const groupingSpaces = '\u00A0\u202F\u2009\u2007';
const numberPatterns: Record<Language | 'any', RegExp> = {
  // 1,250.5 — a comma groups, a full stop is the decimal point.
  en: numberPattern(`,${groupingSpaces}٬`, '.٫'),
  // 1 250,5 — a space groups, a comma is the decimal point (and a full stop, which models write too).
  fr: numberPattern(` ${groupingSpaces}٬`, ',.٫'),
  // ١٬٢٥٠٫٥, or 1,250.5 as the Arabic copy is written with Western digits.
  ar: numberPattern(`,${groupingSpaces}٬`, '.٫'),
  // A comma before exactly three digits groups (1,250); before others it is a decimal comma (2,5).
  any: numberPattern(`, ${groupingSpaces}٬`, '.,٫'),
};

function numberPattern(groupCharacters: string, decimalCharacters: string) {
  const group = `[${groupCharacters}]`;
  const decimal = `[${decimalCharacters.replace('.', '\\.')}]`;
  // A minus only when it starts a word: 250-500 is a range, −500 a deficit.
  return new RegExp(
    `(?:(?<![\\p{L}\\p{N}])([-−]))?(\\d{1,3}(?:${group}\\d{3})+(?!\\d)|\\d+)(?:${decimal}(\\d+))?`,
    'gu',
  );
}

/**
 * The numbers a text mentions, as numbers: `1,250 kcal`, `1 250 kcal` (French, any kind of space), `2,5 kg`,
 * `٢٫٥`, `١٬٢٥٠`. Western, Arabic-Indic (٠–٩) and Persian (۰–۹) digits. The language settles what a comma is; without
 * it, a comma before exactly three digits groups thousands. A minus that starts a word makes a number negative.
 */
export function numbersIn(text: string, language?: Language): number[] {
  const western = text.replace(/[\u0660-\u0669\u06F0-\u06F9]/g, (digit) => String(digit.charCodeAt(0) & 0xf));
  return [...western.matchAll(numberPatterns[language ?? 'any'])].map(([, sign, whole, fraction]) => {
    const value = Number(`${whole!.replace(/\D/g, '')}${fraction ? `.${fraction}` : ''}`);
    return sign ? -value : value;
  });
}
