import type { Language } from '@vitalia/contracts';
import { foldText } from '../normalise-text';
import { numbersIn } from './gated-answer';

/**
 * Numbers a text writes in words, in English, French and Arabic: a model checked only for digits can still say
 * "about three thousand nine hundred calories" (issue 38). Cardinals up to the millions, as people write them:
 * "twenty-one", "three hundred and fifty"; "quatre-vingt-dix", "deux mille cinq cents", "vingt et un"; "ثلاثة آلاف
 * وتسعمئة", "واحد وعشرون". A lone "one" ("un", "une", "واحد") is left out: it is an article or a pronoun more often
 * than a quantity ("one thing you did better", "un yaourt").
 */

/** What a word does to the number being read: adds a value, multiplies what came before, or closes a group. */
type NumberWord = { add: number } | { times: 100 } | { group: 1000 | 1_000_000 };

const add = (value: number): NumberWord => ({ add: value });
const entries = (words: string, value: number): [string, NumberWord][] =>
  words.split(' ').map((word) => [foldText(word), add(value)]);

const english: [string, NumberWord][] = [
  ...[
    'zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen seventeen',
    'eighteen nineteen',
  ]
    .join(' ')
    .split(' ')
    .map((word, value): [string, NumberWord] => [word, add(value)]),
  ...['twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'].map(
    (word, at): [string, NumberWord] => [word, add((at + 2) * 10)],
  ),
  ['hundred', { times: 100 }],
  ['hundreds', { times: 100 }],
  ['thousand', { group: 1000 }],
  ['thousands', { group: 1000 }],
  ['million', { group: 1_000_000 }],
  ['millions', { group: 1_000_000 }],
];

const french: [string, NumberWord][] = [
  ...entries('zéro', 0),
  ...entries('un une', 1),
  ...'deux trois quatre cinq six sept huit neuf dix onze douze treize quatorze quinze seize'
    .split(' ')
    .map((word, at): [string, NumberWord] => [word, add(at + 2)]),
  ...entries('vingt vingts', 20),
  ...entries('trente', 30),
  ...entries('quarante', 40),
  ...entries('cinquante', 50),
  ...entries('soixante', 60),
  ...entries('septante', 70),
  ...entries('huitante octante', 80),
  ...entries('nonante', 90),
  ['cent', { times: 100 }],
  ['cents', { times: 100 }],
  ['mille', { group: 1000 }],
  ['milliers', { group: 1000 }],
  ['million', { group: 1_000_000 }],
  ['millions', { group: 1_000_000 }],
];

const arabicUnits = [
  ['واحد واحدة', 1],
  ['اثنان اثنين اثنتان اثنتين اثنا اثنتا', 2],
  ['ثلاث ثلاثة', 3],
  ['أربع أربعة', 4],
  ['خمس خمسة', 5],
  ['ست ستة', 6],
  ['سبع سبعة', 7],
  ['ثمان ثماني ثمانية', 8],
  ['تسع تسعة', 9],
  ['عشر عشرة', 10],
] as const;
const arabicTens = [
  'عشرون عشرين',
  'ثلاثون ثلاثين',
  'أربعون أربعين',
  'خمسون خمسين',
  'ستون ستين',
  'سبعون سبعين',
];
const arabicHundreds = ['', '', '', 'ثلاث', 'أربع', 'خمس', 'ست', 'سبع', 'ثمان', 'تسع'];

const arabic: [string, NumberWord][] = [
  ...arabicUnits.flatMap(([words, value]) => entries(words, value)),
  ...[...arabicTens, 'ثمانون ثمانين', 'تسعون تسعين'].flatMap((words, at) => entries(words, (at + 2) * 10)),
  ...entries('مئة مائة', 100),
  ...entries('مئتان مئتين مئتا مائتان مائتين مائتا', 200),
  ...arabicHundreds.flatMap((unit, value) =>
    unit ? [...entries(`${unit}مئة`, value * 100), ...entries(`${unit}مائة`, value * 100)] : [],
  ),
  ['الف', { group: 1000 }],
  ['الاف', { group: 1000 }],
  ...entries('ألفان ألفين', 2000),
  ['مليون', { group: 1_000_000 }],
  ['ملايين', { group: 1_000_000 }],
];

const numberWords: Readonly<Record<Language, ReadonlyMap<string, NumberWord>>> = {
  en: new Map(english),
  fr: new Map(french),
  ar: new Map(arabic),
};
/** Words that join the parts of one number: "three hundred and fifty", "vingt et un", "واحد وعشرون". */
const joiners: Readonly<Record<Language, ReadonlySet<string>>> = {
  en: new Set(['and']),
  fr: new Set(['et']),
  ar: new Set(['و']),
};
const loneOne: Readonly<Record<Language, ReadonlySet<string>>> = {
  en: new Set(['one']),
  fr: new Set(['un', 'une']),
  ar: new Set(['واحد', 'واحده']),
};

/** The word as a number word of the language: Arabic writes "و" (and) and the article onto it. */
function lookUp(word: string, language: Language): NumberWord | undefined {
  const words = numberWords[language];
  if (language !== 'ar') return words.get(word);
  const bare = word.startsWith('و') && !words.has(word) ? word.slice(1) : word;
  return words.get(bare) ?? (bare.startsWith('ال') ? words.get(bare.slice(2)) : undefined);
}

/** One number being read from consecutive words. */
class Reading {
  private total = 0;
  private current = 0;
  private words: string[] = [];

  take(word: string, meaning: NumberWord) {
    this.words.push(word);
    if ('add' in meaning) {
      // "quatre-vingts": four twenties, not twenty-four.
      if (meaning.add === 20 && this.current % 100 === 4 && this.words.at(-2)?.startsWith('quatre')) {
        this.current += 80 - 4;
      } else this.current += meaning.add;
    } else if ('times' in meaning) {
      this.current = (this.current % 100 || 1) * meaning.times + (this.current - (this.current % 100));
    } else {
      this.total += (this.current || 1) * meaning.group;
      this.current = 0;
    }
  }

  /** The number read, or null for none or a lone "one". */
  value(language: Language): number | null {
    if (this.words.length === 0) return null;
    if (this.words.length === 1 && loneOne[language].has(this.words[0]!)) return null;
    return this.total + this.current;
  }
}

/** The numbers `text` writes in words, in order. */
export function numberWordsIn(text: string, language: Language): number[] {
  const words = foldText(text)
    .split(/[^\p{L}]+/u)
    .filter((word) => word !== '');
  const found: number[] = [];
  let reading = new Reading();
  const close = () => {
    const value = reading.value(language);
    if (value !== null) found.push(value);
    reading = new Reading();
  };
  words.forEach((word, at) => {
    const meaning = lookUp(word, language);
    if (meaning) return reading.take(word, meaning);
    // A joiner continues a number only between two number words.
    const next = words[at + 1];
    const isJoining =
      joiners[language].has(word) && reading.value(language) !== null && next && lookUp(next, language);
    if (!isJoining) close();
  });
  close();
  return found;
}

/** The numbers a text gives, in digits or in words: what a model's sentence is checked by. */
export const numbersWrittenIn = (text: string, language?: Language): number[] => [
  ...numbersIn(text, language),
  ...(language ? numberWordsIn(text, language) : []),
];
