import {
  allergens,
  isolate,
  languageInfo,
  muscleGroups,
  weekStart as weekStartSchema,
  type Allergen,
  type Language,
  type MuscleGroup,
} from '@vitalia/contracts';
import { exerciseTable } from '../../data/exercises';
import { foodTable } from '../../data/foods';
import type { Food, FoodNutrients } from '../../data/foods/food-types';
import { seededRandom, shuffled } from '../../lib/seeded-random';

/**
 * The weekly quiz's generated questions (issue 17), built by our code from the committed food table (USDA SR28) and
 * exercise table (free-exercise-db), so each answer is true by construction; quiz-generator.test.ts recomputes every
 * one from the tables. Seeded by the week alone: every member gets the same questions that week. The questions staff
 * write are not made here.
 */

/** A text in each interface language. */
export type Texts = Readonly<Record<Language, string>>;

export const quizKinds = [
  'most-protein',
  'more-protein',
  'fewest-kcal',
  'most-fibre',
  'first-muscle',
  'contains-allergen',
] as const;
export type QuizKind = (typeof quizKinds)[number];
export type NutrientKind = Exclude<QuizKind, 'first-muscle' | 'contains-allergen'>;
export type Nutrient = keyof Pick<FoodNutrients, 'proteinG' | 'kcal' | 'fiberG'>;

/** What a nutrient question was built from, in the choices' order (values per 100 g, as in the table). */
export interface NutrientFacts {
  nutrient: Nutrient;
  direction: 'most' | 'fewest';
  foods: readonly { foodId: string; value: number }[];
}

/** The exercise asked about and the muscles offered, in the choices' order. */
export interface MuscleFacts {
  exerciseId: string;
  muscles: readonly MuscleGroup[];
}

/** The allergen asked about and the foods offered, in the choices' order. */
export interface AllergenFacts {
  allergen: Allergen;
  foodIds: readonly string[];
}

interface QuestionTexts {
  /** Stable: the kind and the ids the question is made of, in the choices' order. */
  id: string;
  prompt: Texts;
  choices: readonly Texts[];
  correctIndex: number;
  /** One line of facts, shown with the answer once submitted. */
  explanation: Texts;
}

export type QuizQuestion = QuestionTexts &
  (
    | { kind: NutrientKind; facts: NutrientFacts }
    | { kind: 'first-muscle'; facts: MuscleFacts }
    | { kind: 'contains-allergen'; facts: AllergenFacts }
  );

/** The 10 a week with room to spare; each kind's pool holds far more answers than its share of this. */
export const maxGeneratedPerWeek = 30;

/**
 * A week's generated questions: the same for the same Monday (`YYYY-MM-DD`), others for another week. Kinds come in
 * shuffled rounds, so any six in a row hold one of each; within a week no food or exercise is the answer twice and no
 * allergen is asked about twice.
 */
export function generatedQuestions(weekStart: string, count: number): QuizQuestion[] {
  if (!weekStartSchema.safeParse(weekStart).success) {
    throw new RangeError(`A quiz week is named by its Monday (YYYY-MM-DD), not "${weekStart}"`);
  }
  if (!Number.isInteger(count) || count < 0 || count > maxGeneratedPerWeek) {
    throw new RangeError(`A week has 0 to ${maxGeneratedPerWeek} generated questions, not ${count}`);
  }
  const random = seededRandom(`quiz:${weekStart}`);
  const asked = new Set<string>();
  const questions: QuizQuestion[] = [];
  let round: QuizKind[] = [];
  while (questions.length < count) {
    if (round.length === 0) round = shuffled(quizKinds, random);
    const kind = round.shift()!;
    if (kind === 'first-muscle') questions.push(muscleQuestion(random, asked));
    else if (kind === 'contains-allergen') questions.push(allergenQuestion(random, asked));
    else questions.push(nutrientQuestion(kind, random, asked));
  }
  return questions;
}

// ——— Languages: punctuation, numbers, names ———

const perLanguage = <T>(make: (language: Language) => T): Readonly<Record<Language, T>> => ({
  en: make('en'),
  fr: make('fr'),
  ar: make('ar'),
});

/** French sets a no-break space before a colon, a narrow one before ; and ?; Arabic has its own semicolon. */
const colon: Texts = { en: ': ', fr: '\u00a0: ', ar: ': ' };
const semicolon: Texts = { en: '; ', fr: '\u202f; ', ar: '؛ ' };
const quoted: Readonly<Record<Language, (name: string) => string>> = {
  en: (name) => `“${name}”`,
  fr: (name) => `«\u00a0${name}\u00a0»`,
  ar: (name) => `«${name}»`,
};

const intlLocale = (language: Language) => languageInfo[language].intlLocale;
/** One decimal, as the table keeps grams (so a shown value is never rounded); Arabic with Western digits. */
const numberFormat = perLanguage(
  (language) => new Intl.NumberFormat(intlLocale(language), { maximumFractionDigits: 1 }),
);
const listFormat = perLanguage(
  (language) => new Intl.ListFormat(intlLocale(language), { style: 'long', type: 'conjunction' }),
);

/**
 * A unit after an Arabic number takes the form its count asks for: a plural after 3–10 (and 103–110…), an accusative
 * singular after 11–99, the singular otherwise. Intl's own Arabic unit format is not used: for exactly 1 it drops
 * the number ("غرام"), and it keeps one form for every count.
 */
const arabicCount = new Intl.PluralRules('ar');
type ArabicUnit = Readonly<{ few: string; many: string; other: string }>;
const arabicUnitFor = (value: number, unit: ArabicUnit) => {
  const category = arabicCount.select(value);
  return category === 'few' ? unit.few : category === 'many' ? unit.many : unit.other;
};

/** Grams and kilocalories after a number: no-break in French and English; in Arabic by count. */
const units: Readonly<Record<'g' | 'kcal', { en: string; fr: string; ar: ArabicUnit }>> = {
  g: { en: '\u00a0g', fr: '\u202fg', ar: { few: 'غرامات', many: 'غرامًا', other: 'غرام' } },
  kcal: {
    en: '\u00a0kcal',
    fr: '\u202fkcal',
    ar: { few: 'سعرات حرارية', many: 'سعرة حرارية', other: 'سعرة حرارية' },
  },
};

function quantity(value: number, unit: 'g' | 'kcal', language: Language): string {
  const number = numberFormat[language].format(value);
  return language === 'ar'
    ? `${number} ${arabicUnitFor(value, units[unit].ar)}`
    : `${number}${units[unit][language]}`;
}

/** "100 g", per language: the quantity every nutrient question is asked for. */
const hundredGrams = perLanguage((language) => quantity(100, 'g', language));

/**
 * free-exercise-db's muscles: `label` as a choice, `inSentence` inside an explanation (French and English take their
 * article there; the Arabic already carries it, and avoids duals, whose ending would change with the case).
 */
const muscleNames: Readonly<Record<MuscleGroup, { label: Texts; inSentence: Texts }>> = {
  abdominals: muscle(['Abdominals', 'the abdominals'], ['Abdominaux', 'les abdominaux'], 'عضلات البطن'),
  abductors: muscle(['Abductors', 'the abductors'], ['Abducteurs', 'les abducteurs'], 'العضلات المبعِّدة'),
  adductors: muscle(['Adductors', 'the adductors'], ['Adducteurs', 'les adducteurs'], 'العضلات المقرِّبة'),
  biceps: muscle(['Biceps', 'the biceps'], ['Biceps', 'les biceps'], 'العضلة ذات الرأسين'),
  calves: muscle(['Calves', 'the calves'], ['Mollets', 'les mollets'], 'عضلات الساق الخلفية'),
  chest: muscle(['Chest', 'the chest'], ['Pectoraux', 'les pectoraux'], 'عضلات الصدر'),
  forearms: muscle(['Forearms', 'the forearms'], ['Avant-bras', 'les avant-bras'], 'عضلات الساعد'),
  glutes: muscle(['Glutes', 'the glutes'], ['Fessiers', 'les fessiers'], 'عضلات الأرداف'),
  hamstrings: muscle(
    ['Hamstrings', 'the hamstrings'],
    ['Ischio-jambiers', 'les ischio-jambiers'],
    'العضلات الخلفية للفخذ',
  ),
  lats: muscle(['Lats', 'the lats'], ['Grands dorsaux', 'les grands dorsaux'], 'العضلة الظهرية العريضة'),
  lower_back: muscle(['Lower back', 'the lower back'], ['Bas du dos', 'le bas du dos'], 'أسفل الظهر'),
  middle_back: muscle(['Middle back', 'the middle back'], ['Milieu du dos', 'le milieu du dos'], 'وسط الظهر'),
  neck: muscle(['Neck', 'the neck'], ['Cou', 'le cou'], 'عضلات الرقبة'),
  quadriceps: muscle(
    ['Quadriceps', 'the quadriceps'],
    ['Quadriceps', 'les quadriceps'],
    'العضلة رباعية الرؤوس',
  ),
  shoulders: muscle(['Shoulders', 'the shoulders'], ['Épaules', 'les épaules'], 'عضلات الكتف'),
  traps: muscle(['Traps', 'the traps'], ['Trapèzes', 'les trapèzes'], 'العضلة شبه المنحرفة'),
  triceps: muscle(['Triceps', 'the triceps'], ['Triceps', 'les triceps'], 'العضلة ثلاثية الرؤوس'),
};

function muscle(
  [enLabel, enInSentence]: readonly [string, string],
  [frLabel, frInSentence]: readonly [string, string],
  ar: string,
) {
  return { label: { en: enLabel, fr: frLabel, ar }, inSentence: { en: enInSentence, fr: frInSentence, ar } };
}

/**
 * The EU-14 allergens (Regulation 1169/2011 Annex II) as a sentence names them: French with its partitive article
 * ("contient du lait"), Arabic with its definite one.
 */
const allergenNames: Readonly<Record<Allergen, Texts>> = {
  gluten: { en: 'gluten', fr: 'du gluten', ar: 'الغلوتين' },
  crustaceans: { en: 'crustaceans', fr: 'des crustacés', ar: 'القشريات' },
  eggs: { en: 'eggs', fr: 'des œufs', ar: 'البيض' },
  fish: { en: 'fish', fr: 'du poisson', ar: 'السمك' },
  peanuts: { en: 'peanuts', fr: 'des arachides', ar: 'الفول السوداني' },
  soy: { en: 'soy', fr: 'du soja', ar: 'الصويا' },
  milk: { en: 'milk', fr: 'du lait', ar: 'الحليب' },
  nuts: { en: 'tree nuts', fr: 'des fruits à coque', ar: 'المكسرات' },
  celery: { en: 'celery', fr: 'du céleri', ar: 'الكرفس' },
  mustard: { en: 'mustard', fr: 'de la moutarde', ar: 'الخردل' },
  sesame: { en: 'sesame', fr: 'du sésame', ar: 'السمسم' },
  sulphites: { en: 'sulphites', fr: 'des sulfites', ar: 'الكبريتيت' },
  lupin: { en: 'lupin', fr: 'du lupin', ar: 'الترمس' },
  molluscs: { en: 'molluscs', fr: 'des mollusques', ar: 'الرخويات' },
};

// ——— Shared picking ———

/**
 * The foods the quiz asks about: everyone gets the same questions, and many members keep halal, so pork is left out
 * (the coach only offers it to those whose diet allows it; the table holds no alcohol).
 */
const quizFoods = foodTable.filter((food) => food.origin !== 'pork');

const foodNames = (food: Food): Texts => ({ en: food.names.en, fr: food.names.fr, ar: food.names.ar });

/** The answer among its distractors, at a place the generator decides. */
function placed<T>(answer: T, distractors: readonly T[], random: () => number) {
  const choices = shuffled([answer, ...distractors], random);
  return { choices, correctIndex: choices.indexOf(answer) };
}

// ——— Nutrients: which food has the most, or the fewest, per 100 g ———

interface NutrientKindRule {
  nutrient: Nutrient;
  direction: 'most' | 'fewest';
  choiceCount: number;
  /** The answer's least value: "the most protein" at 0.4 g would teach nothing. */
  answerFloor: number;
  prompt: Readonly<Record<Language, (hundredGrams: string) => string>>;
  /** The explanation's heading: the nutrient per 100 g. */
  heading: Readonly<Record<Language, (hundredGrams: string) => string>>;
  /** Put after the answer's value in the explanation. */
  answerMark: Texts;
}

const nutrientKinds: Readonly<Record<NutrientKind, NutrientKindRule>> = {
  'most-protein': {
    nutrient: 'proteinG',
    direction: 'most',
    choiceCount: 4,
    answerFloor: 5,
    prompt: {
      en: (g) => `Which of these foods has the most protein per ${g}?`,
      fr: (g) => `Lequel de ces aliments contient le plus de protéines pour ${g}\u202f?`,
      ar: (g) => `أيّ هذه الأطعمة يحتوي على أكبر كمية من البروتين في كل ${g}؟`,
    },
    heading: {
      en: (g) => `Protein per ${g}`,
      fr: (g) => `Protéines pour ${g}`,
      ar: (g) => `البروتين في كل ${g}`,
    },
    answerMark: { en: 'the most', fr: 'le plus', ar: 'الأعلى' },
  },
  'more-protein': {
    nutrient: 'proteinG',
    direction: 'most',
    choiceCount: 2,
    answerFloor: 5,
    prompt: {
      en: (g) => `Which has more protein per ${g}?`,
      fr: (g) => `Lequel de ces deux aliments contient le plus de protéines pour ${g}\u202f?`,
      ar: (g) => `أيّ الطعامين يحتوي على كمية أكبر من البروتين في كل ${g}؟`,
    },
    heading: {
      en: (g) => `Protein per ${g}`,
      fr: (g) => `Protéines pour ${g}`,
      ar: (g) => `البروتين في كل ${g}`,
    },
    answerMark: { en: 'more', fr: 'le plus', ar: 'الأعلى' },
  },
  'fewest-kcal': {
    nutrient: 'kcal',
    direction: 'fewest',
    choiceCount: 4,
    answerFloor: 0,
    prompt: {
      en: (g) => `Which of these foods has the fewest calories per ${g}?`,
      fr: (g) => `Lequel de ces aliments apporte le moins de calories pour ${g}\u202f?`,
      ar: (g) => `أيّ هذه الأطعمة يحتوي على أقل عدد من السعرات الحرارية في كل ${g}؟`,
    },
    heading: {
      en: (g) => `Calories per ${g}`,
      fr: (g) => `Calories pour ${g}`,
      ar: (g) => `السعرات الحرارية في كل ${g}`,
    },
    answerMark: { en: 'the fewest', fr: 'le moins', ar: 'الأقل' },
  },
  'most-fibre': {
    nutrient: 'fiberG',
    direction: 'most',
    choiceCount: 4,
    answerFloor: 2,
    prompt: {
      en: (g) => `Which of these foods has the most fibre per ${g}?`,
      fr: (g) => `Lequel de ces aliments contient le plus de fibres pour ${g}\u202f?`,
      ar: (g) => `أيّ هذه الأطعمة يحتوي على أكبر كمية من الألياف في كل ${g}؟`,
    },
    heading: { en: (g) => `Fibre per ${g}`, fr: (g) => `Fibres pour ${g}`, ar: (g) => `الألياف في كل ${g}` },
    answerMark: { en: 'the most', fr: 'le plus', ar: 'الأعلى' },
  },
};

const usdaSource: Texts = { en: 'USDA data', fr: 'données USDA', ar: 'بيانات وزارة الزراعة الأمريكية' };

/** Tenths: the table keeps one decimal, so comparing in tenths is exact. */
const tenths = (value: number) => Math.round(value * 10);

/**
 * Whether `larger` is clearly above `smaller`: by at least 10 % of `smaller`, and above it at all (0 against 0 is
 * not). Values are shown as the table keeps them (one decimal), so two such values never look alike.
 */
export function isClearlyAbove(larger: number, smaller: number): boolean {
  return tenths(larger) > tenths(smaller) && 10 * tenths(larger) >= 11 * tenths(smaller);
}

function nutrientQuestion(kind: NutrientKind, random: () => number, asked: Set<string>): QuizQuestion {
  const rule = nutrientKinds[kind];
  const valueOf = (food: Food) => food.per100g[rule.nutrient];
  const isClearlyBetter = (answer: Food, other: Food) =>
    rule.direction === 'most'
      ? isClearlyAbove(valueOf(answer), valueOf(other))
      : isClearlyAbove(valueOf(other), valueOf(answer));
  const candidates = quizFoods.filter(
    (food) => !asked.has(`food:${food.id}`) && valueOf(food) >= rule.answerFloor,
  );
  for (const answer of shuffled(candidates, random)) {
    const apart = quizFoods.filter((other) => isClearlyBetter(answer, other));
    if (apart.length < rule.choiceCount - 1) continue;
    asked.add(`food:${answer.id}`);
    const { choices, correctIndex } = placed(
      answer,
      shuffled(apart, random).slice(0, rule.choiceCount - 1),
      random,
    );
    // Best first: the answer, then the others as they rank.
    const ranked = [...choices].sort((a, b) =>
      rule.direction === 'most' ? valueOf(b) - valueOf(a) : valueOf(a) - valueOf(b),
    );
    const explanation = perLanguage((language) => {
      const items = ranked.map((food) => {
        const amount = quantity(valueOf(food), rule.nutrient === 'kcal' ? 'kcal' : 'g', language);
        const mark = food === answer ? ` (${rule.answerMark[language]})` : '';
        return `${food.names[language]} ${amount}${mark}`;
      });
      const heading = rule.heading[language](hundredGrams[language]);
      return `${heading} (${usdaSource[language]})${colon[language]}${items.join(semicolon[language])}.`;
    });
    return {
      id: `${kind}:${choices.map((food) => food.id).join('+')}`,
      kind,
      prompt: perLanguage((language) => rule.prompt[language](hundredGrams[language])),
      choices: choices.map(foodNames),
      correctIndex,
      explanation,
      facts: {
        nutrient: rule.nutrient,
        direction: rule.direction,
        foods: choices.map((food) => ({ foodId: food.id, value: valueOf(food) })),
      },
    };
  }
  throw new Error(`No food is left to ask "${kind}" about`);
}

// ——— Exercises: which muscle an exercise works first ———

const muscleChoiceCount = 4;
const exerciseSource: Texts = {
  en: 'source: free-exercise-db',
  fr: 'source\u00a0: free-exercise-db',
  ar: `المصدر: قاعدة بيانات ${isolate('free-exercise-db')}`,
};

function muscleQuestion(random: () => number, asked: Set<string>): QuizQuestion {
  const candidates = exerciseTable.filter((exercise) => !asked.has(`exercise:${exercise.id}`));
  for (const exercise of shuffled(candidates, random)) {
    const [answer] = exercise.primaryMuscles;
    const involved = new Set([...exercise.primaryMuscles, ...exercise.secondaryMuscles]);
    const uninvolved = muscleGroups.filter((group) => !involved.has(group));
    if (!answer || uninvolved.length < muscleChoiceCount - 1) continue;
    asked.add(`exercise:${exercise.id}`);
    const { choices, correctIndex } = placed(
      answer,
      shuffled(uninvolved, random).slice(0, muscleChoiceCount - 1),
      random,
    );
    const alsoWorked = exercise.secondaryMuscles;
    const explanation = perLanguage((language) => {
      const name = quoted[language](exercise.names[language]);
      const first = muscleNames[answer].inSentence[language];
      const also = listFormat[language].format(
        alsoWorked.map((group) => muscleNames[group].inSentence[language]),
      );
      const source = exerciseSource[language];
      if (language === 'en') {
        return alsoWorked.length > 0
          ? `${name} works ${first} first, and also ${also} (${source}).`
          : `${name} works ${first} first (${source}).`;
      }
      if (language === 'fr') {
        return alsoWorked.length > 0
          ? `L’exercice ${name} sollicite d’abord ${first}, et aussi ${also} (${source}).`
          : `L’exercice ${name} sollicite d’abord ${first} (${source}).`;
      }
      return alsoWorked.length > 0
        ? `يستهدف تمرين ${name} ${first} في المقام الأول، ويُشغِّل أيضًا ${also} (${source}).`
        : `يستهدف تمرين ${name} ${first} في المقام الأول (${source}).`;
    });
    return {
      id: `first-muscle:${exercise.id}:${choices.join('+')}`,
      kind: 'first-muscle',
      prompt: {
        en: `Which muscle does ${quoted.en(exercise.names.en)} work first?`,
        fr: `Quel muscle l’exercice ${quoted.fr(exercise.names.fr)} sollicite-t-il en premier\u202f?`,
        ar: `ما العضلة التي يستهدفها تمرين ${quoted.ar(exercise.names.ar)} في المقام الأول؟`,
      },
      choices: choices.map((group) => muscleNames[group].label),
      correctIndex,
      explanation,
      facts: { exerciseId: exercise.id, muscles: choices },
    };
  }
  throw new Error('No exercise is left to ask "first-muscle" about');
}

// ——— Allergens: which food contains one ———

const allergenChoiceCount = 4;
/**
 * The distractors carry no allergen at all, not only not the one asked about: then "the others contain none of the
 * 14" is a fact the explanation can state.
 */
const allergenFreeFoods = quizFoods.filter((food) => food.allergens.length === 0);

/**
 * What a food's English name says when it gives its allergen away ("Peanut butter", "Celery sticks", "Egg pasta"):
 * such a food is never the answer, and an allergen only such foods carry (peanuts, celery, lupin today) is not asked.
 */
export const allergenNameStems: Readonly<Record<Allergen, string>> = {
  gluten: 'gluten',
  crustaceans: 'crustacean',
  eggs: 'egg',
  fish: 'fish',
  peanuts: 'peanut',
  soy: 'soy',
  milk: 'milk',
  nuts: 'nut',
  celery: 'celer',
  mustard: 'mustard',
  sesame: 'sesame',
  sulphites: 'sulphite',
  lupin: 'lupin',
  molluscs: 'mollusc',
};
const namesItsAllergen = (food: Food, allergen: Allergen) =>
  food.names.en.toLowerCase().includes(allergenNameStems[allergen]);

function allergenQuestion(random: () => number, asked: Set<string>): QuizQuestion {
  for (const allergen of shuffled(allergens, random)) {
    if (asked.has(`allergen:${allergen}`)) continue;
    const carriers = quizFoods.filter(
      (food) =>
        food.allergens.includes(allergen) &&
        !namesItsAllergen(food, allergen) &&
        !asked.has(`food:${food.id}`),
    );
    if (carriers.length === 0) continue;
    const answer = carriers[Math.floor(random() * carriers.length)]!;
    asked.add(`allergen:${allergen}`);
    asked.add(`food:${answer.id}`);
    const { choices, correctIndex } = placed(
      answer,
      shuffled(allergenFreeFoods, random).slice(0, allergenChoiceCount - 1),
      random,
    );
    const fourteen = perLanguage((language) => numberFormat[language].format(allergens.length));
    const named = allergenNames[allergen];
    return {
      id: `contains-allergen:${allergen}:${choices.map((food) => food.id).join('+')}`,
      kind: 'contains-allergen',
      prompt: {
        en: `Which of these foods contains ${named.en}?`,
        fr: `Lequel de ces aliments contient ${named.fr}\u202f?`,
        ar: `أيّ هذه الأطعمة يحتوي على ${named.ar}؟`,
      },
      choices: choices.map(foodNames),
      correctIndex,
      explanation: {
        en:
          `Contains ${named.en}: ${answer.names.en}. The other foods listed contain none of the ${fourteen.en} ` +
          'allergens EU food labels must declare.',
        fr:
          `Contient ${named.fr}\u00a0: ${answer.names.fr}. Les autres aliments proposés ne contiennent aucun des ` +
          `${fourteen.fr} allergènes à déclarer sur les étiquettes dans l’Union européenne.`,
        ar:
          `الطعام الذي يحتوي على ${named.ar}: ${answer.names.ar}. ولا تحتوي الأطعمة الأخرى المقترحة على أيٍّ من ` +
          `مسببات الحساسية الـ${fourteen.ar} التي يجب ذكرها على ملصقات الأغذية في الاتحاد الأوروبي.`,
      },
      facts: { allergen, foodIds: choices.map((food) => food.id) },
    };
  }
  throw new Error('No allergen is left to ask "contains-allergen" about');
}
