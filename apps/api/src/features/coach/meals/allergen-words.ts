import type { Allergen, Language } from '@vitalia/contracts';

/**
 * Words that name an allergen or a food made of it, per language, for checking a model's words about a member's
 * meals: a sentence naming one of the member's allergens never reaches them. Folded like the text they are looked
 * for in (lower case, no accents or Arabic diacritics).
 */
export const allergenWords: Readonly<Record<Allergen, Readonly<Record<Language, readonly string[]>>>> = {
  gluten: {
    en: ['gluten', 'wheat', 'bread', 'pasta', 'barley', 'rye', 'couscous', 'bulgur', 'seitan'],
    fr: ['gluten', 'ble', 'pain', 'pates', 'orge', 'seigle', 'couscous', 'boulgour', 'seitan'],
    ar: ['غلوتين', 'قمح', 'خبز', 'معكرونه', 'شعير', 'كسكس', 'برغل'],
  },
  crustaceans: {
    en: ['shrimp', 'prawn', 'crab', 'lobster', 'crustacean'],
    fr: ['crevette', 'crabe', 'homard', 'crustace'],
    ar: ['روبيان', 'جمبري', 'قريدس', 'سلطعون', 'كركند', 'قشريات'],
  },
  eggs: {
    en: ['egg', 'omelette', 'mayonnaise'],
    fr: ['oeuf', 'omelette', 'mayonnaise'],
    ar: ['بيض', 'بيضه', 'عجه', 'مايونيز'],
  },
  fish: {
    en: ['fish', 'salmon', 'tuna', 'cod', 'sardine', 'mackerel', 'trout', 'hake'],
    fr: ['poisson', 'saumon', 'thon', 'cabillaud', 'sardine', 'maquereau', 'truite', 'merlu'],
    ar: ['سمك', 'اسماك', 'سلمون', 'تونه', 'سردين', 'ماكريل', 'تروته'],
  },
  peanuts: { en: ['peanut'], fr: ['arachide', 'cacahuete'], ar: ['فول سوداني', 'فستق العبيد'] },
  soy: {
    en: ['soy', 'soya', 'tofu', 'edamame', 'tempeh'],
    fr: ['soja', 'tofu', 'edamame', 'tempeh'],
    ar: ['صويا', 'توفو'],
  },
  milk: {
    en: ['milk', 'cheese', 'yogurt', 'yoghurt', 'butter', 'cream', 'skyr', 'whey'],
    fr: ['lait', 'fromage', 'yaourt', 'beurre', 'creme', 'skyr', 'lactoserum'],
    ar: ['حليب', 'جبن', 'جبنه', 'لبن', 'زبادي', 'زبده', 'قشده', 'لبنه'],
  },
  nuts: {
    en: ['almond', 'walnut', 'hazelnut', 'cashew', 'pistachio', 'pecan', 'macadamia', 'nuts'],
    fr: ['amande', 'noix', 'noisette', 'cajou', 'pistache', 'pecan', 'macadamia', 'fruits a coque'],
    ar: ['لوز', 'جوز', 'بندق', 'كاجو', 'فستق', 'مكسرات'],
  },
  celery: { en: ['celery'], fr: ['celeri'], ar: ['كرفس'] },
  mustard: { en: ['mustard'], fr: ['moutarde'], ar: ['خردل'] },
  sesame: {
    en: ['sesame', 'tahini', 'hummus'],
    fr: ['sesame', 'tahini', 'houmous'],
    ar: ['سمسم', 'طحينه', 'حمص بالطحينه'],
  },
  sulphites: {
    en: ['sulphite', 'sulfite', 'dried fruit'],
    fr: ['sulfite', 'fruits secs'],
    ar: ['كبريتيت', 'فواكه مجففه'],
  },
  lupin: { en: ['lupin', 'lupini'], fr: ['lupin'], ar: ['ترمس'] },
  molluscs: {
    en: ['mussel', 'squid', 'octopus', 'oyster', 'clam', 'cuttlefish', 'mollusc'],
    fr: ['moule', 'calmar', 'poulpe', 'huitre', 'palourde', 'seiche', 'mollusque'],
    ar: ['بلح البحر', 'حبار', 'اخطبوط', 'محار', 'رخويات'],
  },
};
