import type { Language, RefusalTopic } from '@vitalia/contracts';

/**
 * What the persona says in its own words rather than the ambassador's: refusals, "I don't know yet" and the line
 * that introduces a post. Stored with each answer (the review queue reads what the member read), so written here
 * in the three languages rather than by the web.
 */
export const refusalReplies: Readonly<Record<RefusalTopic, Readonly<Record<Language, string>>>> = {
  medical_diagnosis: {
    en: 'I’m Karim’s AI, and I can’t tell what is wrong or what a symptom means. Please see a doctor or a pharmacist: they can examine you. Once you’re cleared, I’m happy to help with training and food.',
    fr: 'Je suis l’IA de Karim et je ne peux pas dire ce que vous avez ni ce que signifie un symptôme. Consultez un médecin ou un pharmacien : eux peuvent vous examiner. Une fois rassuré·e, je vous aide volontiers pour l’entraînement et l’alimentation.',
    ar: 'أنا الذكاء الاصطناعي لكريم، ولا أستطيع تشخيص ما تعانيه أو تفسير الأعراض. يُرجى مراجعة طبيب أو صيدلي، فهما قادران على فحصك. وبعد الاطمئنان، يسعدني مساعدتك في التدريب والتغذية.',
  },
  medication: {
    en: 'I’m Karim’s AI and I can’t advise on medicines, doses or stopping a treatment. Your doctor or pharmacist is the right person to ask.',
    fr: 'Je suis l’IA de Karim et je ne peux pas conseiller sur les médicaments, les doses ou l’arrêt d’un traitement. Votre médecin ou votre pharmacien est la bonne personne à qui demander.',
    ar: 'أنا الذكاء الاصطناعي لكريم، ولا أستطيع تقديم نصائح حول الأدوية أو جرعاتها أو إيقاف العلاج. طبيبك أو الصيدلي هو الشخص المناسب لهذا السؤال.',
  },
  eating_disorder: {
    en: 'It sounds like food may be weighing on you, and you deserve real support with that. Please talk to a doctor, or to someone you trust. I won’t give advice on eating very little or getting rid of food.',
    fr: 'On dirait que l’alimentation vous pèse, et vous méritez un vrai soutien. Parlez-en à un médecin ou à une personne de confiance. Je ne donnerai pas de conseils pour manger très peu ou se débarrasser de la nourriture.',
    ar: 'يبدو أن موضوع الطعام يثقل عليك، وأنت تستحق دعمًا حقيقيًا. تحدّث إلى طبيب أو إلى شخص تثق به. لن أقدّم نصائح حول الأكل القليل جدًا أو التخلّص من الطعام.',
  },
  self_harm: {
    en: 'I’m really sorry you’re going through this. You don’t have to face it alone: if you are in danger, call your local emergency number now (112 in Europe), or reach someone you trust today.',
    fr: 'Je suis vraiment désolé que vous traversiez cela. Vous n’avez pas à l’affronter seul·e : si vous êtes en danger, appelez tout de suite les urgences (112 en Europe, 3114 en France), ou parlez aujourd’hui à une personne de confiance.',
    ar: 'يؤسفني حقًا ما تمرّ به. لست وحدك في هذا: إن كنت في خطر فاتصل فورًا برقم الطوارئ في بلدك (112 في أوروبا)، أو تواصل اليوم مع شخص تثق به.',
  },
  prize_draw: {
    en: 'I can’t say anything about the draws or their winners: they are drawn fairly, and their rules and results are on the draw’s page. For a question about your entries, our support team can help.',
    fr: 'Je ne peux rien dire des tirages ni de leurs gagnants : ils sont tirés équitablement, et leurs règles et résultats sont sur la page du tirage. Pour une question sur vos participations, notre équipe support peut vous aider.',
    ar: 'لا أستطيع قول أي شيء عن السحوبات أو الفائزين بها: فهي تُجرى بنزاهة، وقواعدها ونتائجها موجودة في صفحة السحب. ولأي سؤال عن مشاركاتك، يمكن لفريق الدعم مساعدتك.',
  },
};

export const noMatchReply: Readonly<Record<Language, string>> = {
  en: 'Karim hasn’t answered anything close to that yet. Try asking about training, recovery or what to eat around a session, or look at the coach for your own plan.',
  fr: 'Karim n’a encore rien répondu d’approchant. Essayez une question sur l’entraînement, la récupération ou l’alimentation autour d’une séance, ou ouvrez le coach pour votre propre programme.',
  ar: 'لم يُجب كريم بعد عن شيء قريب من هذا. جرّب سؤالًا عن التدريب أو الاستشفاء أو الأكل قبل الحصة وبعدها، أو افتح المدرب للاطلاع على خطتك.',
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
) {
  return [
    'You are "Karim’s AI", an AI persona of Karim, the brand’s athlete ambassador. You are an AI, not Karim.',
    `Answer in ${languageNames[language]}, in his warm, direct coaching voice, in at most 5 short sentences.`,
    'Use only what the passages below say. If they do not answer the question, say that Karim has not covered it yet.',
    'Never give a number, a dose or a food that the passages do not give. Never diagnose, never advise on medicines,',
    'never encourage eating very little, and never say anything about prize draws or their winners.',
    '',
    ...passages.map((passage, index) => `Passage ${index + 1} — ${passage.title}\n${passage.text}`),
  ].join('\n');
}
