import { describe, expect, it } from 'vitest';
import { createPersonaIndex, type PersonaPassage } from './persona-index';

const qa = (
  id: string,
  language: PersonaPassage['language'],
  title: string,
  text: string,
): PersonaPassage => ({
  id,
  kind: 'qa',
  language,
  title,
  text,
  sourceId: id.split(':')[0]!,
});

const breakfast = {
  en: qa(
    'breakfast:en',
    'en',
    'What should I eat for breakfast to get more protein?',
    'Eggs, Greek yoghurt and oats with a scoop of whey: aim for 30 g of protein in the morning.',
  ),
  fr: qa(
    'breakfast:fr',
    'fr',
    'Que manger au petit-déjeuner pour avoir plus de protéines ?',
    'Des œufs, du yaourt grec et des flocons d’avoine avec une dose de whey : visez 30 g de protéines le matin.',
  ),
  ar: qa(
    'breakfast:ar',
    'ar',
    'ماذا آكل في الفطور لأحصل على بروتين أكثر؟',
    'البيض واللبن الزبادي والشوفان مع مغرفة من الواي: استهدف 30 غرامًا من البروتين في الصباح.',
  ),
};

const library: PersonaPassage[] = [
  ...Object.values(breakfast),
  qa(
    'rest:en',
    'en',
    'How many rest days do I need each week?',
    'Two rest days a week suit most members; sleep and walking count as recovery.',
  ),
  qa(
    'rest:fr',
    'fr',
    'Combien de jours de repos par semaine ?',
    'Deux jours de repos par semaine conviennent à la plupart ; le sommeil et la marche comptent.',
  ),
  qa(
    'rest:ar',
    'ar',
    'كم يوم راحة أحتاج في الأسبوع؟',
    'يومان من الراحة في الأسبوع يناسبان معظم الأعضاء، والنوم والمشي من التعافي.',
  ),
  qa(
    'knees:en',
    'en',
    'How do I protect my knees when I squat?',
    'Warm up, push the knees out over the toes and keep the heels down.',
  ),
  qa(
    'knees:ar',
    'ar',
    'كيف أحمي ركبتي أثناء تمرين القرفصاء؟',
    'أحمِ ركبتيك بالإحماء الجيد وبتقوية عضلات الفخذ.',
  ),
  {
    id: 'camp:en',
    kind: 'post',
    language: 'en',
    title: 'My pre-season camp',
    text: 'A week of double sessions in the mountains: running at dawn, strength work in the afternoon.',
    sourceId: 'camp',
  },
];

const idsOf = (hits: { passage: PersonaPassage }[]) => hits.map((hit) => hit.passage.id);

describe('createPersonaIndex', () => {
  const index = createPersonaIndex(library);

  it('finds a question from a few of its words, in each language', () => {
    expect(idsOf(index.search('protein breakfast', 'en'))).toEqual(['breakfast:en']);
    expect(idsOf(index.search('protéines petit-déjeuner', 'fr'))).toEqual(['breakfast:fr']);
    expect(idsOf(index.search('بروتين الفطور', 'ar'))).toEqual(['breakfast:ar']);
  });

  it('folds accents and forgives a typo', () => {
    expect(idsOf(index.search('proteines petit dejeuner', 'fr'))).toEqual(['breakfast:fr']);
    expect(idsOf(index.search('protien breakfst', 'en'))).toEqual(['breakfast:en']);
  });

  it('reads Arabic with or without tashkeel, tatweel and the article, and across hamza forms', () => {
    for (const query of ['بُرُوتِين الفُطُور', 'بروتين فطور', 'البروتين والفطور', 'بروتيـــن الفطـور']) {
      expect(idsOf(index.search(query, 'ar'))).toEqual(['breakfast:ar']);
    }
    // ركبتي (my knee) and ركبة (a knee) share a stem; أحمي and احمي are one word.
    expect(idsOf(index.search('ركبة', 'ar'))).toEqual(['knees:ar']);
    expect(idsOf(index.search('احمي ركبتي', 'ar'))).toEqual(['knees:ar']);
  });

  it('answers an unrelated question with nothing rather than noise', () => {
    expect(index.search('What is the capital of Australia?', 'en')).toEqual([]);
    expect(index.search('Recommend me a good movie for tonight', 'en')).toEqual([]);
    expect(index.search('Quelle est la capitale de l’Australie ?', 'fr')).toEqual([]);
    expect(index.search('ما هي عاصمة أستراليا؟', 'ar')).toEqual([]);
    expect(index.search('what is it?', 'en')).toEqual([]);
    expect(index.search('', 'fr')).toEqual([]);
  });

  it('keeps a passage matching half the question, weighed by how telling each word is', () => {
    // "brownie" is in no passage: the question is about brownies, not about protein in general.
    expect(index.search('protein brownie', 'en')).toEqual([]);
    // "rest" is rarer than "week": a passage on rest days answers "rest in the week" …
    expect(idsOf(index.search('rest week', 'en'))).toEqual(['rest:en']);
  });

  it('ranks a passage whose title holds the words above one whose text does', () => {
    const titled = createPersonaIndex([
      qa('a', 'en', 'Sleep and recovery', 'Aim for eight hours.'),
      qa('b', 'en', 'Rest days', 'Sleep and recovery matter as much as training.'),
    ]);
    expect(idsOf(titled.search('sleep recovery', 'en'))).toEqual(['a', 'b']);
  });

  it('searches the member’s language first, then the others when nothing there matches', () => {
    // Arabic members often write French: no Arabic passage matches, the French one does.
    expect(idsOf(index.search('jours de repos', 'ar'))).toEqual(['rest:fr']);
    // An English question in the French app finds the English passage.
    expect(idsOf(index.search('protect my knees squat', 'fr'))).toEqual(['knees:en']);
    // When the member's language has a match, other languages are not mixed in.
    expect(idsOf(index.search('whey', 'fr'))).toEqual(['breakfast:fr']);
  });

  it('limits the hits', () => {
    const many = createPersonaIndex(
      Array.from({ length: 8 }, (_, at) => qa(`q${at}`, 'en', `Squat tip ${at}`, 'Keep the chest up.')),
    );
    expect(many.search('squat', 'en')).toHaveLength(5);
    expect(many.search('squat', 'en', { limit: 2 })).toHaveLength(2);
  });

  it('orders ties by id, whatever the order passages came in', () => {
    const twins = (ids: string[]) =>
      createPersonaIndex(ids.map((id) => qa(id, 'en', 'Mobility routine', 'Ten minutes of hip openers.')));
    const forward = twins(['m1', 'm2', 'm3']).search('mobility', 'en');
    const backward = twins(['m3', 'm2', 'm1']).search('mobility', 'en');
    expect(idsOf(forward)).toEqual(['m1', 'm2', 'm3']);
    expect(idsOf(backward)).toEqual(['m1', 'm2', 'm3']);
    expect(new Set(forward.map((hit) => hit.score)).size).toBe(1);
  });
});

describe('editing the index', () => {
  it('adds a passage, which is found at once', () => {
    const index = createPersonaIndex(library);
    expect(index.search('electrolytes on a hot day', 'en')).toEqual([]);
    index.add(qa('water:en', 'en', 'How much water on a hot day?', 'Add electrolytes when you sweat a lot.'));
    expect(idsOf(index.search('electrolytes on a hot day', 'en'))).toEqual(['water:en']);
  });

  it('replaces a passage with the same id: the old words go, the new ones are found', () => {
    const index = createPersonaIndex(library);
    index.add({
      ...breakfast.en,
      title: 'What to eat before a morning run?',
      text: 'A banana and a coffee.',
    });
    expect(index.search('protein breakfast', 'en')).toEqual([]);
    expect(idsOf(index.search('banana before a run', 'en'))).toEqual(['breakfast:en']);
    expect(index.search('banana before a run', 'en')[0]?.passage.title).toBe(
      'What to eat before a morning run?',
    );
  });

  it('moves a passage whose language changed', () => {
    const index = createPersonaIndex(library);
    index.add({ ...breakfast.en, language: 'fr', title: 'Un petit-déjeuner protéiné', text: 'Des œufs.' });
    expect(idsOf(index.search('oeufs', 'fr'))).toContain('breakfast:en');
    expect(idsOf(index.search('protein breakfast', 'en'))).not.toContain('breakfast:en');
  });

  it('removes a passage, and says whether there was one', () => {
    const index = createPersonaIndex(library);
    expect(index.remove('breakfast:ar')).toBe(true);
    expect(index.remove('breakfast:ar')).toBe(false);
    // Nothing Arabic is left on breakfast, so the search falls back (and finds no other language in Arabic script).
    expect(index.search('بروتين الفطور', 'ar')).toEqual([]);
    expect(idsOf(index.search('protein breakfast', 'en'))).toEqual(['breakfast:en']);
  });

  it('answers after edits exactly as an index built afresh (no trace of what was removed)', () => {
    const edited = createPersonaIndex(library);
    edited.add({ ...breakfast.en, text: 'Eggs and oats.' });
    edited.add(qa('extra', 'en', 'Protein bars', 'Handy, but read the sugar line.'));
    edited.remove('extra');
    edited.remove('rest:en');
    edited.add(library.find((passage) => passage.id === 'rest:en')!);
    edited.add({ ...breakfast.en, text: library[0]!.text });
    const fresh = createPersonaIndex(library);
    for (const [query, language] of [
      ['protein breakfast', 'en'],
      ['rest days week', 'en'],
      ['knees squat', 'en'],
      ['protein bars', 'en'],
      ['jours de repos', 'fr'],
    ] as const) {
      const before = fresh.search(query, language);
      const after = edited.search(query, language);
      expect(idsOf(after)).toEqual(idsOf(before));
      after.forEach((hit, at) => expect(hit.score).toBeCloseTo(before[at]!.score, 5));
    }
  });

  it('does not change with the caller’s object after adding it', () => {
    const passage = qa('c', 'en', 'Plank holds', 'Brace the core.');
    const index = createPersonaIndex([passage]);
    passage.title = 'Something else';
    expect(idsOf(index.search('plank', 'en'))).toEqual(['c']);
    expect(index.remove('c')).toBe(true);
  });
});
