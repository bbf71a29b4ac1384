import type { Allergen, DietaryPreference, Language, RefusalPointer, RefusalTopic } from '@vitalia/contracts';
import type { GuardRefusal } from './persona-guard';

/**
 * What the persona says in its own words rather than the ambassador's: refusals, "I don't have his answer yet",
 * what it left out for the member's health profile, and the line that introduces a post. Stored with each answer
 * (the review queue reads what the member read), so written here in the three languages rather than by the web.
 */

type Replies = Readonly<Record<Language, string>>;

/**
 * One refusal per topic and where it points (persona-guard): a red-flag symptom is urgent care, not a doctor's
 * appointment; self-harm is a help line; an overdose is emergency services; a medicine is a doctor or pharmacist.
 */
const refusals: Readonly<Partial<Record<`${RefusalTopic}/${RefusalPointer}`, Replies>>> = {
  'medical_diagnosis/emergency': {
    en: 'I’m Karim’s AI, and this could be serious. Chest pain, trouble breathing, fainting or coughing up blood need urgent medical help: stop exercising and call the emergency services now (112 in Europe, 911 in North America), or have someone take you to the nearest emergency department.',
    fr: 'Je suis l’IA de Karim, et cela peut être grave. Une douleur dans la poitrine, du mal à respirer, un malaise ou du sang en toussant demandent une aide médicale urgente : arrêtez l’effort et appelez tout de suite les secours (15 ou 112 en France, 144 en Suisse), ou faites-vous conduire aux urgences les plus proches.',
    ar: 'أنا الذكاء الاصطناعي لكريم، وقد يكون هذا أمرًا خطيرًا. ألم الصدر أو صعوبة التنفس أو الإغماء أو السعال المصحوب بالدم حالات تستدعي مساعدة طبية عاجلة: توقّف عن التمرين واتصل فورًا برقم الطوارئ في بلدك، أو اطلب من أحد أن يوصلك إلى أقرب قسم للطوارئ.',
  },
  'medical_diagnosis/doctor': {
    en: 'I’m Karim’s AI, and I can’t tell what is wrong or what a symptom means. Please see a doctor: they can examine you. Once you’re cleared, I’m happy to help with training and food.',
    fr: 'Je suis l’IA de Karim et je ne peux pas dire ce que vous avez ni ce que signifie un symptôme. Consultez un médecin : lui peut vous examiner. Une fois rassuré·e, je vous aide volontiers pour l’entraînement et l’alimentation.',
    ar: 'أنا الذكاء الاصطناعي لكريم، ولا أستطيع تشخيص ما تعانيه أو تفسير الأعراض. يُرجى مراجعة طبيب، فهو القادر على فحصك. وبعد الاطمئنان، يسعدني مساعدتك في التدريب والتغذية.',
  },
  'medication/emergency': {
    en: 'If you have taken too much of a medicine, this is an emergency: call the emergency services now (112 in Europe, 911 in North America) or your poison control centre, even if you feel fine.',
    fr: 'Si vous avez pris trop d’un médicament, c’est une urgence : appelez tout de suite les secours (15 ou 112) ou le centre antipoison, même si vous vous sentez bien.',
    ar: 'إذا تناولت جرعة زائدة من دواء، فهذه حالة طارئة: اتصل فورًا برقم الطوارئ في بلدك أو بمركز السموم، حتى لو كنت تشعر أنك بخير.',
  },
  'medication/doctor': {
    en: 'I’m Karim’s AI and I can’t advise on medicines, doses or stopping a treatment. Your doctor or pharmacist is the right person to ask.',
    fr: 'Je suis l’IA de Karim et je ne peux pas conseiller sur les médicaments, les doses ou l’arrêt d’un traitement. Votre médecin ou votre pharmacien est la bonne personne à qui demander.',
    ar: 'أنا الذكاء الاصطناعي لكريم، ولا أستطيع تقديم نصائح حول الأدوية أو جرعاتها أو إيقاف العلاج. طبيبك أو الصيدلي هو الشخص المناسب لهذا السؤال.',
  },
  'eating_disorder/support': {
    en: 'It sounds like food may be weighing on you, and you deserve real support with that. Please talk to a doctor, or to someone you trust. I won’t give advice on eating very little or getting rid of food.',
    fr: 'On dirait que l’alimentation vous pèse, et vous méritez un vrai soutien. Parlez-en à un médecin ou à une personne de confiance. Je ne donnerai pas de conseils pour manger très peu ou se débarrasser de la nourriture.',
    ar: 'يبدو أن موضوع الطعام يثقل عليك، وأنت تستحق دعمًا حقيقيًا. تحدّث إلى طبيب أو إلى شخص تثق به. لن أقدّم نصائح حول الأكل القليل جدًا أو التخلّص من الطعام.',
  },
  'self_harm/emergency': {
    en: 'I’m really sorry you’re going through this, and you don’t have to face it alone. Please talk to someone now: call or text a crisis line (988 in the US and Canada, Samaritans on 116 123 in the UK and Ireland), or call your local emergency number if you are in danger.',
    fr: 'Je suis vraiment désolé que vous traversiez cela, et vous n’avez pas à l’affronter seul·e. Parlez-en à quelqu’un maintenant : appelez le 3114, le numéro national de prévention du suicide (gratuit, jour et nuit), ou le 112 si vous êtes en danger.',
    ar: 'يؤسفني حقًا ما تمرّ به، ولست وحدك في هذا. تحدّث إلى أحد الآن: اتصل بخط الدعم النفسي في بلدك، أو برقم الطوارئ فورًا إن كنت في خطر، أو تواصل اليوم مع شخص تثق به.',
  },
  'prize_draw/help_centre': {
    en: 'I can’t say anything about the draws or their winners: they are drawn fairly, and their rules and results are on the draw’s page. For a question about your entries, our support team can help.',
    fr: 'Je ne peux rien dire des tirages ni de leurs gagnants : ils sont tirés équitablement, et leurs règles et résultats sont sur la page du tirage. Pour une question sur vos participations, notre équipe support peut vous aider.',
    ar: 'لا أستطيع قول أي شيء عن السحوبات أو الفائزين بها: فهي تُجرى بنزاهة، وقواعدها ونتائجها موجودة في صفحة السحب. ولأي سؤال عن مشاركاتك، يمكن لفريق الدعم مساعدتك.',
  },
};

/** The refusal's words for its topic and pointer; a pairing the guard never makes falls back to the doctor's. */
export function refusalReply({ topic, pointer }: GuardRefusal, language: Language): string {
  return (refusals[`${topic}/${pointer}`] ?? refusals['medical_diagnosis/doctor']!)[language];
}

/** When no passage of his is close enough (persona-index's confidence floor); the question goes to his queue. */
export const noAnswerReply: Replies = {
  en: 'I don’t have Karim’s answer to that yet. I’ve passed your question on to him: once he answers it, you’ll be told in your notifications.',
  fr: 'Je n’ai pas encore la réponse de Karim à cette question. Je la lui ai transmise : dès qu’il y aura répondu, une notification vous préviendra.',
  ar: 'لا أملك بعدُ جواب كريم عن هذا السؤال. لقد أوصلتُ سؤالك إليه، وحين يجيب عنه ستجد تنبيهًا بذلك في إشعاراتك.',
};

/**
 * What the persona says when it left out words of Karim's that name a food the member's health profile rules out
 * (restricted-foods). It names neither the allergy nor the diet: the answer is kept for review, health data is not.
 */
export const restrictedPartNote: Replies = {
  en: 'I left out part of Karim’s answer: it names a food your health profile says you avoid. The coach can suggest one that fits you.',
  fr: 'J’ai laissé de côté une partie de la réponse de Karim : elle cite un aliment que votre profil santé vous fait éviter. Le coach peut vous en proposer un qui vous convient.',
  ar: 'حذفتُ جزءًا من جواب كريم لأنه يذكر طعامًا يشير ملفك الصحي إلى أنك تتجنّبه. يمكن للمدرب أن يقترح عليك بديلًا يناسبك.',
};

export const restrictedAnswerNote: Replies = {
  en: 'Karim’s answer to this is built around a food your health profile says you avoid, so I won’t pass it on. The coach can suggest what fits you.',
  fr: 'La réponse de Karim à cette question repose sur un aliment que votre profil santé vous fait éviter : je ne vous la transmets donc pas. Le coach peut vous proposer ce qui vous convient.',
  ar: 'جواب كريم عن هذا السؤال قائم على طعام يشير ملفك الصحي إلى أنك تتجنّبه، لذلك لن أنقله إليك. يمكن للمدرب أن يقترح عليك ما يناسبك.',
};

/** Introduces an excerpt of a post: the words that follow are his, as he wrote them. */
export const fromPostLine: Readonly<Record<Language, (title: string) => string>> = {
  en: (title) => `Karim wrote about this in “${title}”:`,
  fr: (title) => `Karim en parle dans « ${title} » :`,
  ar: (title) => `كتب كريم عن هذا في «${title}»:`,
};

const languageNames: Readonly<Record<Language, string>> = { en: 'English', fr: 'French', ar: 'Arabic' };

/** The model's brief: his voice, the passages only, the member's language, and what it must never do. */
export function personaSystemPrompt(
  language: Language,
  passages: readonly { title: string; text: string }[],
  restrictions: { allergies: readonly Allergen[]; diets: readonly DietaryPreference[] },
) {
  const avoid = [
    ...restrictions.allergies.map((allergen) => `anything with ${allergen.replace('_', ' ')} (allergy)`),
    ...restrictions.diets.map((diet) => `anything a ${diet.replace('_', '-')} diet leaves out`),
  ];
  return [
    'You are "Karim’s AI", an AI persona of Karim, the brand’s athlete ambassador. You are an AI, not Karim.',
    `Answer in ${languageNames[language]}, in his warm, direct coaching voice, in at most 5 short sentences.`,
    'Use only what the passages below say. If they do not answer the question, say that Karim has not covered it yet.',
    'Never give a number, a dose or a food that the passages do not give. Never diagnose, never advise on medicines,',
    'never encourage eating very little, and never say anything about prize draws or their winners.',
    ...(avoid.length > 0 ? [`Never name a food this member must avoid: ${avoid.join('; ')}.`] : []),
    '',
    ...passages.map((passage, index) => `Passage ${index + 1} — ${passage.title}\n${passage.text}`),
  ].join('\n');
}
