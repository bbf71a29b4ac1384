import type { Allergen, Language } from '@vitalia/contracts';

/**
 * What a dish is seasoned with beyond its weighed ingredients: spices, herbs, aromatics and condiments the food table
 * does not hold. They are named so the steps and the shopping list are complete and their allergens reach the dish's
 * tags, but not weighed: a recipe uses them by the pinch, clove or spoon, a few kcal a serving, so the nutrition
 * counts only the food table's ingredients. An onion or two stays well under a twentieth of a serving's energy.
 *
 * Every flavouring is a plant, and none holds gluten, milk or an allergen that names an animal source (eggs, fish,
 * shellfish): the diets are then decided on the foods alone, by the food table's rules. Anything richer (honey, sugar, flour, cream, stock) is not a flavouring; a dish that needs it
 * waits for the food table to hold it.
 */
export interface Flavouring {
  names: Readonly<Record<Language, string>>;
  /** Conservative, as the food table's: what the flavouring as usually sold contains. */
  allergens: readonly Exclude<Allergen, 'gluten' | 'milk' | 'eggs' | 'fish' | 'crustaceans' | 'molluscs'>[];
}

export const flavourings = {
  salt: { names: { en: 'Salt', fr: 'Sel', ar: 'ملح' }, allergens: [] },
  'black-pepper': { names: { en: 'Black pepper', fr: 'Poivre noir', ar: 'فلفل أسود' }, allergens: [] },
  cumin: { names: { en: 'Ground cumin', fr: 'Cumin moulu', ar: 'كمون مطحون' }, allergens: [] },
  paprika: { names: { en: 'Paprika', fr: 'Paprika', ar: 'فلفل أحمر حلو مطحون' }, allergens: [] },
  cinnamon: { names: { en: 'Cinnamon', fr: 'Cannelle', ar: 'قرفة' }, allergens: [] },
  ginger: { names: { en: 'Ginger', fr: 'Gingembre', ar: 'زنجبيل' }, allergens: [] },
  turmeric: { names: { en: 'Turmeric', fr: 'Curcuma', ar: 'كركم' }, allergens: [] },
  saffron: { names: { en: 'Saffron', fr: 'Safran', ar: 'زعفران' }, allergens: [] },
  'ras-el-hanout': { names: { en: 'Ras el hanout', fr: 'Ras el hanout', ar: 'رأس الحانوت' }, allergens: [] },
  harissa: { names: { en: 'Harissa', fr: 'Harissa', ar: 'هريسة' }, allergens: [] },
  chilli: { names: { en: 'Chilli', fr: 'Piment', ar: 'فلفل حار' }, allergens: [] },
  caraway: { names: { en: 'Caraway', fr: 'Carvi', ar: 'كروية' }, allergens: [] },
  sumac: { names: { en: 'Sumac', fr: 'Sumac', ar: 'سماق' }, allergens: [] },
  'garam-masala': { names: { en: 'Garam masala', fr: 'Garam masala', ar: 'غارام ماسالا' }, allergens: [] },
  nutmeg: { names: { en: 'Nutmeg', fr: 'Noix de muscade', ar: 'جوزة الطيب' }, allergens: [] },
  vanilla: { names: { en: 'Vanilla', fr: 'Vanille', ar: 'فانيليا' }, allergens: [] },
  'orange-blossom-water': {
    names: { en: 'Orange blossom water', fr: 'Eau de fleur d’oranger', ar: 'ماء الزهر' },
    allergens: [],
  },
  // The Levantine blend is thyme, sumac and toasted sesame.
  zaatar: { names: { en: 'Za’atar', fr: 'Zaatar', ar: 'خلطة الزعتر' }, allergens: ['sesame'] },
  thyme: { names: { en: 'Thyme', fr: 'Thym', ar: 'زعتر' }, allergens: [] },
  rosemary: { names: { en: 'Rosemary', fr: 'Romarin', ar: 'إكليل الجبل' }, allergens: [] },
  'bay-leaf': { names: { en: 'Bay leaf', fr: 'Laurier', ar: 'ورق الغار' }, allergens: [] },
  oregano: { names: { en: 'Oregano', fr: 'Origan', ar: 'أوريغانو' }, allergens: [] },
  basil: { names: { en: 'Basil', fr: 'Basilic', ar: 'ريحان' }, allergens: [] },
  parsley: { names: { en: 'Parsley', fr: 'Persil', ar: 'بقدونس' }, allergens: [] },
  coriander: { names: { en: 'Fresh coriander', fr: 'Coriandre fraîche', ar: 'كزبرة خضراء' }, allergens: [] },
  mint: { names: { en: 'Mint', fr: 'Menthe', ar: 'نعناع' }, allergens: [] },
  dill: { names: { en: 'Dill', fr: 'Aneth', ar: 'شبت' }, allergens: [] },
  chives: { names: { en: 'Chives', fr: 'Ciboulette', ar: 'ثوم معمّر' }, allergens: [] },
  onion: { names: { en: 'Onion', fr: 'Oignon', ar: 'بصل' }, allergens: [] },
  'spring-onion': { names: { en: 'Spring onion', fr: 'Oignon nouveau', ar: 'بصل أخضر' }, allergens: [] },
  shallot: { names: { en: 'Shallot', fr: 'Échalote', ar: 'بصل الشالوت' }, allergens: [] },
  garlic: { names: { en: 'Garlic', fr: 'Ail', ar: 'ثوم' }, allergens: [] },
  lemon: { names: { en: 'Lemon', fr: 'Citron', ar: 'ليمون' }, allergens: [] },
  'preserved-lemon': {
    names: { en: 'Preserved lemon', fr: 'Citron confit', ar: 'ليمون مصيّر' },
    allergens: [],
  },
  'tomato-paste': {
    names: { en: 'Tomato paste', fr: 'Concentré de tomate', ar: 'معجون الطماطم' },
    allergens: [],
  },
  // Wine and cider vinegars are often sulphited; Dijon mustard too.
  'cider-vinegar': {
    names: { en: 'Cider vinegar', fr: 'Vinaigre de cidre', ar: 'خل التفاح' },
    allergens: ['sulphites'],
  },
  'dijon-mustard': {
    names: { en: 'Dijon mustard', fr: 'Moutarde de Dijon', ar: 'خردل ديجون' },
    allergens: ['mustard', 'sulphites'],
  },
  // Bought labelled wheat-free, unlike most soy sauce.
  tamari: {
    names: {
      en: 'Tamari (wheat-free soy sauce)',
      fr: 'Tamari (sauce soja sans blé)',
      ar: 'تماري (صلصة صويا بلا قمح)',
    },
    allergens: ['soy'],
  },
} as const satisfies Record<string, Flavouring>;

export type FlavouringId = keyof typeof flavourings;
