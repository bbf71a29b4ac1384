import { languages, type Language, type RefusalPointer, type RefusalTopic } from '@vitalia/contracts';
import { wordsOf } from '../../lib/normalise-text';

/**
 * What Karim's AI does not answer, checked before a question reaches the model: a persona of an athlete is no
 * doctor, no pharmacist, no crisis line and no draw operator. A refusal names the topic and where to point the
 * member; the copy itself is the web's (one message per topic and pointer, in each language).
 *
 * The policy, as persona-guard.test.ts lists it prompt by prompt:
 * - self_harm → emergency: suicide, self-harm, wanting to die. First of all, whatever else the question asks.
 * - medical_diagnosis → emergency for red-flag symptoms (chest pain, can't breathe, fainting, coughing blood),
 *   doctor otherwise: "do I have / could it be / is it a" with a condition or an injury, "what is this pain",
 *   "is my knee torn". Soreness, and questions about exercises for a body part, are training questions.
 * - eating_disorder → support: purging, starving, laxatives or diuretics to lose weight, pro-ana, eating under
 *   `starvationKcal` a day. Fasting (intermittent, Ramadan) and an ordinary deficit are nutrition questions.
 * - medication → doctor (emergency for an overdose): medicines by class or by name, hormones and
 *   performance-enhancing drugs, drug-like "supplements" (fat burners, DNP, clenbuterol, SARMs, melatonin), and
 *   dosing in mg, µg, IU or units. Food supplements at a label's dose are sports nutrition: "is creatine safe?",
 *   "how much creatine a day?", whey, caffeine from coffee are answered (the prompt should still have the model send
 *   anyone with a condition to a doctor).
 * - prize_draw → help_centre: winning, winners, entries, "pick me"; the draw's rules are on its page, and only
 *   they bind. Gym words that look alike ("draw the shoulder blades", "tirage vertical", "تمارين السحب") pass.
 *
 * A member may write in another language than the app's (French in the Arabic app is common in the Maghreb), so
 * every language's list is checked, each on the text as that language's normaliser reads it; `language` only
 * decides which list is read first.
 */

export interface GuardRefusal {
  topic: RefusalTopic;
  pointer: RefusalPointer;
}

/**
 * Under this many kcal a day is a starvation diet: NICE (CG189) keeps very-low-energy diets of ≤ 800 kcal to
 * medical supervision, so a plan below it is never coaching.
 */
const starvationKcal = 800;

/**
 * The patterns, in a small notation that reads as the policy: `|` separates alternative phrases, ` + ` joins parts
 * that must all appear (in any order), a word ending in `*` matches by its start, `#low` is a whole number below
 * `starvationKcal`, and a phrase ending in ` $` must end the question. Words are written as people write them; they
 * go through the same normaliser as the question (accents, tashkeel, hamza forms, the article ال, elisions).
 */
type PatternsPerLanguage = Readonly<Record<Language, readonly string[]>>;

interface Rule {
  topic: RefusalTopic;
  pointer: RefusalPointer;
  patterns: PatternsPerLanguage;
}

/** In priority order: the first rule that matches decides the topic and the pointer. */
const rules: readonly Rule[] = [
  {
    topic: 'self_harm',
    pointer: 'emergency',
    patterns: {
      en: [
        'suicid*',
        'kill myself|killing myself|killed myself',
        'end my life|ending my life|end my own life|take my own life|taking my own life|end it all|ending it all',
        'want to die|wanna die|wish i was dead|wish i were dead|better off dead',
        "don't want to live|do not want to live|don't want to be alive|no reason to live|nothing to live for",
        'self harm*|selfharm*|cut myself|cutting myself',
        'want to hurt myself|wanna hurt myself|hurt myself on purpose|harm myself|harming myself',
      ],
      fr: [
        'suicid*',
        'veux me tuer|envie de me tuer|pense à me tuer',
        'mettre fin à mes jours|mettre fin à ma vie|en finir avec la vie|en finir avec ma vie|veux en finir',
        'envie de mourir|veux mourir|voudrais mourir|plus envie de vivre|pas envie de vivre|plus de raison de vivre',
        'me faire du mal|automutil*|scarifi*|me mutiler',
      ],
      ar: [
        'انتحر*|انتحار*|الانتحار',
        'أقتل نفسي|اقتل نفسي|قتل نفسي',
        'أنهي حياتي|إنهاء حياتي|انهي حياتي',
        'أريد أن أموت|أريد الموت|ابي اموت|أبغى أموت|بدي موت|بدي اموت|عايز اموت|عاوز اموت|نبغي نموت|بغيت نموت|أتمنى الموت',
        'إيذاء نفسي|أذية نفسي|أؤذي نفسي|أذي نفسي|أجرح نفسي|جرح نفسي',
        'لا أريد أن أعيش|لا أريد العيش|ما بدي عيش|ما ابي اعيش|تعبت من الحياة',
      ],
    },
  },
  {
    topic: 'medication',
    pointer: 'emergency',
    patterns: {
      en: ['overdos*|took too many pills|taken too many pills|swallowed too many'],
      fr: ['overdose|surdos*|trop de cachets|trop de comprimés|trop de médicaments'],
      ar: ['جرعة زائدة|جرعة مفرطة|أوفردوز|بلعت حبوب كثير*|أخذت حبوب كثير*'],
    },
  },
  {
    topic: 'medical_diagnosis',
    pointer: 'emergency',
    patterns: {
      en: [
        'chest pain*|pain in my chest|pain in the chest|chest hurts|chest is hurting|chest tightness|tight chest|tightness in my chest|pressure in my chest',
        "can't breathe|cannot breathe|can not breathe|couldn't breathe|unable to breathe",
        'fainted|passed out|blacked out|lost consciousness',
        'cough* up blood|coughing blood',
        'having a heart attack|having a stroke',
      ],
      fr: [
        'douleur* + poitrine|thorax|thoracique*',
        'mal à la poitrine|mal dans la poitrine|mal au thorax|oppression thoracique|poitrine serrée',
        "n'arrive pas à respirer|n'arrive plus à respirer|peux pas respirer|peux plus respirer|impossible de respirer",
        'évanoui*|perdu connaissance|fait un malaise',
        'crache du sang|tousse du sang',
        'fais un infarctus|fais une crise cardiaque|fais un avc',
      ],
      ar: [
        'ألم|وجع|أوجاع + صدري|الصدر|صدر',
        'آلام في الصدر|آلام في صدري|ضيق في الصدر|ضيق في صدري|ضيق بالصدر',
        'ما أقدر أتنفس|لا أستطيع التنفس|مش قادر اتنفس|ما نقدرش نتنفس|ما قادر اتنفس',
        'أغمي علي|أغمى علي|فقدت الوعي|إغماء',
        'أسعل دم|كحة دم|كحيت دم',
        'عندي نوبة قلبية|أعاني من نوبة قلبية|جاتني جلطة|عندي جلطة',
      ],
    },
  },
  {
    topic: 'eating_disorder',
    pointer: 'support',
    patterns: {
      en: [
        'anorexi*|bulimi*|eating disorder*|pro ana|proana|pro mia|promia|thinspo*|meanspo|bonespo|purge|purging',
        'make myself throw up|make myself vomit|make myself sick|made myself throw up|made myself vomit|made myself sick|force myself to throw up|force myself to vomit|self induced vomiting|throw up after eating|throw up after meals|throw up after every meal|throwing up after eating|throwing up after meals|throwing up after every meal|throw up my food|on purpose + throw up|throwing up|vomit*',
        'laxative*|diuretic*|water pill* + lose|losing|weight|slim*|thin|thinner|skinny|flat|fat|lean|cut|cutting',
        'starve myself|starving myself|starved myself|starve yourself',
        "hide|hiding + skip meals|skipping meals|not eating|don't eat|my eating|throwing up|purging",
        'stop eating completely|stop eating altogether|stop eating entirely|not eat for days|not eating for days|days without eating|week without eating',
        'eat #low|eating #low|eat only #low|eat just #low|only eat #low|only eating #low|eating only #low|eat less than #low|eating less than #low|eat under #low|eat below #low|live on #low|survive on #low|diet of #low|intake of #low + calorie*|kcal*|cal|cals + day|daily|days|diet',
        '#low calorie diet|#low kcal diet|#low calories diet',
      ],
      fr: [
        'anorexi*|boulimi*|troubles alimentaires|trouble alimentaire|tca|pro ana|proana|pro mia|thinspo*|purge*',
        'me faire vomir|me fais vomir|se faire vomir|me forcer à vomir|me force à vomir|vomir après avoir mangé|vomir après manger|vomir après les repas|vomir après chaque repas',
        'laxatif*|diurétique* + maigrir|mincir|perdre|poids|ventre plat|sécher|sèche|kilos|kg',
        "m'affamer|me priver de manger|me priver de nourriture|ne plus rien manger|plus rien manger|ne rien manger|arrêter complètement de manger|arrêter de manger complètement|jours sans manger|semaine sans manger",
        'manger #low|mange #low|manger que #low|mange que #low|manger seulement #low|mange seulement #low|manger moins de #low|mange moins de #low|régime à #low|régime de #low|vivre avec #low + calorie*|kcal*|cal + jour|jours|quotidien*|journée|régime',
      ],
      ar: [
        'أنوركسيا|انوريكسيا|فقدان الشهية العصبي|بوليميا|الشره المرضي|الشره العصبي|اضطراب الأكل|اضطرابات الأكل|برو انا|بروانا',
        'تقيؤ*|أتقيأ|قيء|استفرغ*|أستفرغ*|استفراغ|ترجيع + نفسي|عمدا|قصد|أكل|الأكل|وجبة|وجبات',
        'ملين*|ملينات|مسهل*|مدر للبول|مدرات البول + وزن|الوزن|تخسيس|تنحيف|نحف|أنحف|خسارة|أخسر|أنقص|رشاقة|كرش|بطن',
        'أجوع نفسي|تجويع نفسي|أجوع حالي|تجويع',
        'لا آكل شيئا|ما آكل شي|ما ناكل والو|أتوقف عن الأكل نهائيا|أيام بدون أكل|أيام بلا أكل|أسبوع بدون أكل|أمتنع عن الأكل',
        'آكل #low|أكل #low|ناكل #low|آكل فقط #low|أكل فقط #low|آكل أقل من #low|أكل أقل من #low|رجيم #low|حمية #low|دايت #low + سعر*|كالوري*|كالوريز|كيلو + يوم*|اليوم|رجيم|حمية|دايت',
      ],
    },
  },
  {
    topic: 'medication',
    pointer: 'doctor',
    patterns: {
      en: [
        'ibuprofen|advil|nurofen|motrin|paracetamol|acetaminophen|tylenol|aspirin|naproxen|aleve|diclofenac|voltaren|codeine|tramadol|opioid*|oxycodone|morphine|painkiller*|pain killer*|pain meds|anti inflammator*|antibiotic*|antidepressant*|ssri*',
        'insulin|metformin|ozempic|wegovy|semaglutide|mounjaro|tirzepatide|saxenda|liraglutide',
        'steroid*|anabolic*|tren|trenbolone|dianabol|dbol|anavar|oxandrolone|winstrol|deca|nandrolone|primobolan|masteron|nolvadex|clomid|hcg|sarm|sarms|clenbuterol|clen|ephedrine|dnp|hgh|growth hormone|trt|bpc|prohormone*|doping',
        'testosterone|testo + inject*|cycle|shot*|replacement|gel|pills',
        'laxative*|diuretic*|water pill*|melatonin|sleeping pill*|adderall|ritalin|modafinil|viagra|beta blocker*|blood thinner*|statin*|levothyroxine|birth control|contraceptive*|xanax|valium|prednisone|cortisone|corticosteroid*|fat burner*|diet pill*|slimming pill*',
        'medication*|medicines|my medicine|take medicine|taking medicine|medicine for|meds|prescription*|prescribed|pill|pills|tablet|tablets|drug|drugs',
        'how many mg|how much mg|how many milligrams|how many micrograms|how many mcg|how many iu|how much iu|how many units|mg should i take|iu should i take',
      ],
      fr: [
        'ibuprofène|advil|nurofen|spedifen|antarène|paracétamol|doliprane|dafalgan|efferalgan|aspirine|kardégic|naproxène|diclofénac|voltarène|codéine|tramadol|opioïde*|morphine|antidouleur*|anti douleur*|anti inflammatoire*|antiinflammatoire*|antibiotique*|antidépresseur*',
        'insuline|metformine|ozempic|wegovy|sémaglutide|mounjaro|saxenda',
        'stéroïde*|anabolisant*|sarm|sarms|clenbutérol|clen|éphédrine|dnp|hormone de croissance|hgh|trt|dopage|dopant*',
        'testostérone|testo + injection*|injecte*|piqûre*|cure|cycle|traitement|substitution|gel',
        'laxatif*|diurétique*|mélatonine|somnifère*|anxiolytique*|xanax|lexomil|ritaline|modafinil|viagra|bêtabloquant*|bêta bloquant*|anticoagulant*|statine*|levothyrox*|pilule contraceptive|contraceptif*|cortisone|corticoïde*|prednisolone|brûle graisse*|brûleur de graisse*|brûleurs de graisse|coupe faim',
        'médicament*|médoc*|cachet*|comprimé|comprimés|ordonnance*|prescri*',
        "combien de mg|combien de milligrammes|combien de microgrammes|combien d'ui|combien d'unités",
      ],
      ar: [
        'إيبوبروفين|ايبوبروفن|بروفين|أدفيل|نوروفين|باراسيتامول|بانادول|بنادول|أدول|تايلينول|أسبرين|أسبيرين|ديكلوفيناك|فولتارين|كودايين|كودين|ترامادول|ترامال|مورفين|مسكن|مسكنات|مضاد حيوي|مضادات حيوية|مضاد للالتهاب|مضادات الالتهاب|مضاد اكتئاب|مضادات الاكتئاب',
        'أنسولين|انسولين|ميتفورمين|جلوكوفاج|أوزمبيك|أوزيمبك|ويغوفي|مونجارو|ساكسندا',
        'ستيرويد*|سترويد*|منشطات|هرمون النمو|سارمز|سارم|كلينبوترول|إيفيدرين|إبر التنشيف|إبر تنشيف|إبر التنحيف|إبر تنحيف|إبر التخسيس|إبر تخسيس',
        'تستوستيرون|التستوستيرون + إبر*|إبرة|حقن*|كورس|علاج|جرعة|تعويضي|حبوب',
        'ملين*|مسهل*|مدر للبول|مدرات البول|ميلاتونين|منوم*|ريتالين|فياجرا|مميع الدم|مميعات الدم|ستاتين|التروكسين|حبوب منع الحمل|كورتيزون|حبوب تخسيس|حبوب التخسيس|حبوب تنحيف|حبوب التنحيف|حارق دهون|حارق الدهون|حارقات الدهون',
        'دواء*|دوائي|أدوية|دوا|وصفة طبية|روشتة|روشيتة',
        'كم ملغ|كم مليغرام|كم ملجم|كم مجم|كم وحدة|كم وحدات',
      ],
    },
  },
  {
    topic: 'medical_diagnosis',
    pointer: 'doctor',
    patterns: {
      en: [
        'do i have|have i got|could i have|might i have|do you think i have|i think i have|i might have|am i|is it a|is it an|is this a|is this an|could it be|could this be|symptom*|sign of|signs of + diabet*|prediabet*|cancer|tumor|tumour|asthma|hernia|tendinitis|tendonitis|tendinopathy|arthritis|osteoarthritis|bursitis|anemi*|anaemi*|infection|infected|concussion|fracture*|broken|tear|torn|sprain*|strained|pulled muscle|rupture*|dislocat*|covid|thyroid|heart condition|heart disease|heart problem*|heart attack|stroke|hypertension|high blood pressure|low blood pressure|disease|syndrome|disorder|injured|injury|plantar fasciitis|shin splints|sciatica|slipped disc|herniated|meniscus|acl|mcl|rotator cuff|pcos|endometriosis|cholesterol|celiac|coeliac|ibs|intolerant|allergic|allergy|deficien*|sick',
        'is my + torn|broken|fractured|sprained|dislocated|ruptured|herniated|infected|injured|damaged',
        'i think i tore|i think i broke|i think i sprained|i think i fractured|i think i pulled|i think i injured|i think i dislocated|i think i ruptured|i think i damaged',
        'did i tear|did i fracture|did i sprain|did i rupture|did i dislocate|did i damage|did i injure|have i torn|have i broken|have i fractured|have i sprained|have i ruptured|have i damaged|have i injured',
        "what is this|what's this|what is causing this|what's causing this|what causes this + pain|lump|rash|swelling|bump|ache|bruise",
        "what is wrong with my|what's wrong with my|something wrong with my",
        'diagnos*',
      ],
      fr: [
        "est-ce que j'ai|ai-je|aurais-je|j'ai peut-être|j'ai sûrement|je pense avoir|je crois avoir|est-ce un|est-ce une|serait-ce|suis-je|est-il|est-elle|souffr*|atteint|atteinte|symptôme*|signe de|signes de + diabète*|diabétique|prédiabète|cancer|tumeur|asthme|hernie*|tendinite|tendinopathie|arthrose|arthrite|bursite|anémi*|infection|infecté*|commotion|fracture*|cassé|cassée|déchir*|entorse|claquage|élongation|rupture|rompu*|luxation|luxé*|covid|thyroïde|cardiaque|infarctus|avc|hypertension|hypotension|maladie|malade|syndrome|blessé*|blessure|fasciite plantaire|périostite|sciatique|ménisque|ligament croisé|lca|coiffe des rotateurs|sopk|endométriose|cholestérol|cœliaque|intolérant*|allergi*|carence*",
        "c'est quoi cette|qu'est-ce que cette|d'où vient cette|pourquoi cette + douleur|bosse|boule|grosseur|plaque|rougeur",
        'pense que je me suis|crois que je me suis|me suis peut-être + déchir*|fractur*|cassé|luxé*|rompu*|claqué*|foulé*|entorse|blessé*',
        "qu'est-ce qui ne va pas avec mon|qu'est-ce qui ne va pas avec ma|qu'est-ce que j'ai au|qu'est-ce que j'ai à la",
        'diagnosti*',
      ],
      ar: [
        'هل عندي|هل لدي|هل أنا|هل انا|هل معي|هل أعاني|واش عندي|واش أنا|أعتقد أن عندي|أظن أن عندي|يمكن عندي|ممكن يكون عندي|أعراض|علامات + سكري|السكري|ضغط الدم|ارتفاع الضغط|الضغط العالي|سرطان|ورم|ربو|فتق|التهاب*|الالتهاب*|تمزق*|ممزق*|كسر|مكسور*|خلع|التواء|ملتوي*|انزلاق*|غضروف*|ديسك|قلب*|القلب|جلطة|أنيميا|فقر دم|الغدة|درقية|كورونا|عدوى|مرض|مريض|أمراض|متلازمة|إصابة|مصاب*|كوليسترول|حساسية|نقص',
        'ركبتي|ظهري|كتفي|كاحلي|رباطي|غضروفي|عضلتي|معصمي|رقبتي|كوعي|وركي|رجلي|يدي + ممزق*|مقطوع*|مكسور*|مخلوع*|ملتوي*|تمزق*|كسر|منزلق*|مصاب*',
        'أظن أني|أظن أنني|أعتقد أني|أعتقد أنني|يمكن + تمزق*|كسرت|انكسرت|مكسور*|ممزق*|التوت|ملتوي*|انخلع*|مخلوع*',
        'ما هذا الألم|ما هذا الوجع|ما هذه الكتلة|ما هذا الورم|ما هذا الانتفاخ|ما سبب هذا الألم|شو هالوجع|شو هذا الوجع|شو هاد الوجع|إيش هذا الألم|واش هاد الوجع',
        'هل عندي سكر|هل عندي السكر|واش عندي السكر',
        'تشخيص*|شخص حالتي',
      ],
    },
  },
  {
    topic: 'prize_draw',
    pointer: 'help_centre',
    patterns: {
      en: [
        'prize draw*|the draw|this draw|next draw|monthly draw|draw date|draw results|draw winner*|raffle*|giveaway*|lottery|sweepstake*|jackpot|rigged',
        'will i win|did i win|have i won|am i going to win|who won|who wins|who is the winner|who are the winners|winner of|winners of|the winner|the winners|chances of winning|chance of winning|chance to win|chances to win|odds of winning',
        'more entries|extra entries|bonus entries|my entries|more tickets|extra tickets|get entries|how many entries',
        'pick me $|choose me $|select me $',
        'pick me|choose me|select me + win*|draw|prize|lucky',
      ],
      fr: [
        'tirage au sort|tirages au sort|loterie|concours|jeu concours|gagnant*|truqué*',
        'tirage|tirages + lot|lots|participation*|prix|cadeau*',
        'gagner|gagné + lot|lots|cadeau*|prix',
        'gagner le tirage|gagné le tirage|gagnerai le tirage|remporter le tirage|le tirage du mois|le tirage de ce mois|prochain tirage|dernier tirage|date du tirage|résultats du tirage|tirage mensuel',
        'qui a gagné|qui gagne|chances de gagner|chance de gagner|participations|plus de tickets',
        'choisis-moi $|me choisir $|me sélectionner $|sélectionne-moi $',
      ],
      ar: [
        'القرعة|قرعة|يانصيب|اليانصيب',
        'السحب الشهري|سحب الشهر|سحب هذا الشهر|السحب القادم|السحب الجاي|موعد السحب|نتائج السحب|نتيجة السحب|الجائزة الكبرى',
        'سحب|السحب + جائزة|الجائزة|جوائز|فائز*|الفائز|فوز|الفوز|فاز|أفوز|سأفوز|نفوز|فزت|ربح|أربح|سأربح|نربح|ربحت|كسب|أكسب|سأكسب|كسبت|نكسب|قسيمة|رابح*',
        'سحب|السحب + مزور*|مغشوش*|نزيه*|عشوائي*|تلاعب|فرصي|فرصتي|حظي|مشاركاتي|مشاركات',
        'مسابقة|المسابقة + جائزة|الجائزة|جوائز|فائز*|الفائز|فوز|الفوز|فاز|أفوز|سأفوز|ربح|أربح|سأربح|مشارك*|قسيمة|رابح*',
        'من فاز|مين فاز|من ربح|مين ربح|شكون ربح|من الفائز|مين الفائز|الفائز|الفائزين',
        'هل سأفوز|هل سأربح|راح أربح|رح أربح|رح أفوز|راح أفوز|واش نربح|واش غادي نربح|هل ربحت|هل فزت',
        'اختارني|اخترني|اختاروني|تختارني|ستختارني|تختاروني|يختارني',
        'فرص* الفوز|فرص* فوز|فرص* الربح|مشاركات أكثر|مشاركات إضافية|تذاكر أكثر',
      ],
    },
  },
];

/** One word of a phrase: a word, the start of one, or a number below the starvation line. */
type WordMatcher = { kind: 'word'; text: string } | { kind: 'start'; text: string } | { kind: 'low number' };

interface Phrase {
  words: WordMatcher[];
  isAtEnd: boolean;
}

/** All parts must match; a part matches when any of its phrases does. */
type Pattern = Phrase[][];

function compilePhrase(source: string, language: Language): Phrase {
  const raw = source.trim().split(/\s+/);
  const isAtEnd = raw.at(-1) === '$';
  const words = (isAtEnd ? raw.slice(0, -1) : raw).flatMap((token): WordMatcher[] => {
    if (token === '#low') return [{ kind: 'low number' }];
    const isStart = token.endsWith('*');
    const folded = wordsOf(isStart ? token.slice(0, -1) : token, language);
    return folded.map((text, at) => ({
      kind: isStart && at === folded.length - 1 ? 'start' : 'word',
      text,
    }));
  });
  return { words, isAtEnd };
}

const compile = (source: string, language: Language): Pattern =>
  source.split(' + ').map((part) => part.split('|').map((phrase) => compilePhrase(phrase, language)));

const compiledRules = rules.map((rule) => ({
  ...rule,
  patterns: Object.fromEntries(
    languages.map((language) => [
      language,
      rule.patterns[language].map((source) => compile(source, language)),
    ]),
  ) as Record<Language, Pattern[]>,
}));

/** Arabic prepositions and the conjunction written onto a word: "لخسارة", "وانتحر" also read as the bare word. */
const arabicProclitics = /^[وفبلك](?=[\u0621-\u064a]{3})/;

/** Each position's readings: the word, and for Arabic the word without a leading proclitic. */
function readingsOf(text: string, language: Language): string[][] {
  return wordsOf(text, language).map((word) =>
    language === 'ar' && arabicProclitics.test(word) ? [word, word.slice(1)] : [word],
  );
}

const wordMatches = (matcher: WordMatcher, reading: string) => {
  if (matcher.kind === 'low number') return /^\d+$/.test(reading) && Number(reading) < starvationKcal;
  return matcher.kind === 'word' ? reading === matcher.text : reading.startsWith(matcher.text);
};

function phraseOccurs(phrase: Phrase, readings: string[][]): boolean {
  const length = phrase.words.length;
  const starts = phrase.isAtEnd ? [readings.length - length] : readings.keys();
  for (const start of starts) {
    if (start < 0 || start + length > readings.length) continue;
    const isMatch = phrase.words.every((matcher, offset) =>
      readings[start + offset]!.some((reading) => wordMatches(matcher, reading)),
    );
    if (isMatch) return true;
  }
  return false;
}

const patternOccurs = (pattern: Pattern, readings: string[][]) =>
  pattern.every((part) => part.some((phrase) => phraseOccurs(phrase, readings)));

/** `null` when Karim's AI may answer; otherwise the topic it refuses and where the reply points the member. */
export function guardQuestion(text: string, language: Language): GuardRefusal | null {
  const order = [language, ...languages.filter((other) => other !== language)];
  const readings = Object.fromEntries(order.map((each) => [each, readingsOf(text, each)])) as Record<
    Language,
    string[][]
  >;
  for (const rule of compiledRules) {
    const isMatch = order.some((each) =>
      rule.patterns[each].some((pattern) => patternOccurs(pattern, readings[each])),
    );
    if (isMatch) return { topic: rule.topic, pointer: rule.pointer };
  }
  return null;
}
