/**
 * The `readme` at the top of the member's data export: what the file is and what each section holds, in the member's
 * profile language. Server text, like an email's: the three languages sit side by side so they are changed together.
 */
import type { Language } from '@vitalia/contracts';
import type { ExportKey } from './member-export';

type Words = Readonly<Record<Language, string>>;

const about: Words = {
  en:
    'This file holds everything Vitalia keeps about you, as of the date below. Each section is explained here; ' +
    'times are in UTC (ISO 8601) and amounts in cents. Text written by our team (channel names, post titles, ' +
    'rewards) is given in your language. Other members appear by neither name nor email.',
  fr:
    'Ce fichier contient tout ce que Vitalia conserve sur vous, à la date indiquée ci-dessous. Chaque partie est ' +
    'expliquée ici ; les heures sont en UTC (ISO 8601) et les montants en centimes. Les textes écrits par notre ' +
    'équipe (noms des salons, titres des publications, récompenses) sont dans votre langue. Les autres membres ' +
    "n'y figurent ni par leur nom ni par leur e-mail.",
  ar:
    'يضم هذا الملف كل ما تحتفظ به Vitalia عنك حتى التاريخ المذكور أدناه. كل قسم مشروح هنا؛ الأوقات بالتوقيت ' +
    'العالمي UTC (ISO 8601) والمبالغ بالسنتات. النصوص التي كتبها فريقنا (أسماء القنوات وعناوين المنشورات ' +
    'والمكافآت) واردة بلغتك. لا يظهر الأعضاء الآخرون باسمهم ولا ببريدهم الإلكتروني.',
};

const sections: Readonly<Record<ExportKey, Words>> = {
  exportedAt: {
    en: 'When this file was made.',
    fr: 'Quand ce fichier a été créé.',
    ar: 'وقت إنشاء هذا الملف.',
  },
  profile: {
    en: 'Your profile: email, names, username, gender, date of birth, bio, picture, how others see your name and picture, language and subscription.',
    fr: "Votre profil : e-mail, nom, prénom, nom d'utilisateur, genre, date de naissance, bio, photo, ce que les autres voient de votre nom et de votre photo, langue et abonnement.",
    ar: 'ملفك الشخصي: البريد الإلكتروني والاسم واسم المستخدم والجنس وتاريخ الميلاد والنبذة والصورة وكيف يرى الآخرون اسمك وصورتك واللغة والاشتراك.',
  },
  account: {
    en: 'How you sign in, and when your account was created and last changed.',
    fr: 'Votre façon de vous connecter, et quand votre compte a été créé et modifié pour la dernière fois.',
    ar: 'طريقة تسجيل دخولك، ووقت إنشاء حسابك وآخر تعديل عليه.',
  },
  health: {
    en: 'Your health profile (height, weight, preferences, allergies) and when you consented; empty without consent.',
    fr: 'Votre profil santé (taille, poids, préférences, allergies) et la date de votre consentement ; vide sans consentement.',
    ar: 'ملفك الصحي (الطول والوزن والتفضيلات والحساسية) وتاريخ موافقتك؛ يكون فارغًا دون موافقة.',
  },
  coach: {
    en: "The coach: your answers, the weights you logged, your weeks' meal plans, training steps and the sessions you logged.",
    fr: "Le coach : vos réponses, les poids notés, les repas prévus de vos semaines, l'évolution de l'entraînement et les séances notées.",
    ar: 'المدرب: إجاباتك، والأوزان التي سجلتها، وخطط وجبات أسابيعك، ومراحل التدريب، والحصص التي سجلتها.',
  },
  personaQuestions: {
    en: "The questions you asked Karim's AI, with its answers and any flag you raised.",
    fr: "Les questions posées à l'IA de Karim, avec ses réponses et vos signalements.",
    ar: 'الأسئلة التي طرحتها على ذكاء كريم الاصطناعي، مع إجاباته وأي بلاغ قدمته.',
  },
  aiUsage: {
    en: 'Each call made to the language model for you: when, for which feature, and how it ended (counted in your daily quota).',
    fr: "Chaque appel au modèle de langage fait pour vous : quand, pour quelle fonction et comment il s'est terminé (compté dans votre quota du jour).",
    ar: 'كل استدعاء لنموذج اللغة تم من أجلك: متى، ولأي ميزة، وكيف انتهى (يُحتسب ضمن حصتك اليومية).',
  },
  games: {
    en: 'The games: points earned, check-in days, quiz questions with your answers, and the challenge activities you logged.',
    fr: 'Les jeux : points gagnés, jours de présence, questions du quiz avec vos réponses, et activités du défi notées.',
    ar: 'الألعاب: النقاط المكتسبة، وأيام تسجيل الحضور، وأسئلة الاختبار مع إجاباتك، وأنشطة التحدي التي سجلتها.',
  },
  community: {
    en: 'The community: channels you joined, your messages, your reactions, the messages you reported, and any mute.',
    fr: 'La communauté : salons rejoints, vos messages, vos réactions, les messages que vous avez signalés, et toute mise en sourdine.',
    ar: 'المجتمع: القنوات التي انضممت إليها، ورسائلك، وتفاعلاتك، والرسائل التي أبلغت عنها، وأي كتم.',
  },
  feed: {
    en: 'The Premium feed: your comments, the posts you liked or reported, when you last read it and your digest choice.',
    fr: 'Le fil Premium : vos commentaires, les publications aimées ou signalées, votre dernière lecture et votre choix de résumé.',
    ar: 'موجز Premium: تعليقاتك، والمنشورات التي أعجبتك أو أبلغت عنها، وآخر قراءة لك، واختيارك للملخص.',
  },
  rewards: {
    en: 'The promo codes you claimed: the reward, the code, its expiry, and any code you reported and its replacement.',
    fr: 'Les codes promo obtenus : la récompense, le code, sa date de fin, et tout code signalé avec son remplaçant.',
    ar: 'رموز الخصم التي حصلت عليها: المكافأة والرمز وتاريخ انتهائه، وأي رمز أبلغت عنه وبديله.',
  },
  draws: {
    en: 'The monthly draws you took part in: your free entry, your ticket and its entries once drawn, and any prize won with its code.',
    fr: 'Les tirages mensuels auxquels vous avez participé : inscription gratuite, votre ticket et ses chances une fois tiré, et tout lot gagné avec son code.',
    ar: 'السحوبات الشهرية التي شاركت فيها: مشاركتك المجانية، وتذكرتك وعدد فرصها بعد السحب، وأي جائزة ربحتها مع رمزها.',
  },
  subscription: {
    en: 'Your subscription, its history, your payments, the card on file (brand and last 4 digits), checkouts started and complimentary Premium.',
    fr: 'Votre abonnement, son historique, vos paiements, la carte enregistrée (marque et 4 derniers chiffres), les paiements commencés et le Premium offert.',
    ar: 'اشتراكك وسجله، ومدفوعاتك، والبطاقة المسجلة (النوع وآخر 4 أرقام)، وعمليات الدفع التي بدأتها، وPremium المجاني.',
  },
  supportRequests: {
    en: 'Your requests to support, the messages exchanged in each, and a link to each screenshot you attached.',
    fr: 'Vos demandes au support, les messages échangés dans chacune et un lien vers chaque capture d’écran jointe.',
    ar: 'طلباتك إلى الدعم، والرسائل المتبادلة في كل منها، ورابط لكل لقطة شاشة أرفقتها.',
  },
  notifications: {
    en: 'The notifications you received, whether you read them, the notification switches you changed, and the devices you get push notifications on: when each was added and its push service (not its private address).',
    fr: 'Les notifications reçues, si vous les avez lues, les réglages de notification que vous avez changés, et les appareils sur lesquels vous recevez des notifications push : la date d’ajout de chacun et son service push (pas son adresse privée).',
    ar: 'الإشعارات التي وصلتك، وهل قرأتها، وإعدادات الإشعارات التي غيرتها، والأجهزة التي تصلك عليها الإشعارات الفورية: تاريخ إضافة كل جهاز وخدمة الإشعارات التي يستخدمها (دون عنوانه الخاص).',
  },
};

/** Every key the readme explains, in the file's order. */
export const readmeKeys = Object.keys(sections) as ExportKey[];

/** The whole table, for the test that keeps the three languages complete. */
export const readmeWords = { about, sections };

export function exportReadmeIn(language: Language) {
  return {
    about: about[language],
    sections: Object.fromEntries(readmeKeys.map((key) => [key, sections[key][language]])) as Record<
      ExportKey,
      string
    >,
  };
}
