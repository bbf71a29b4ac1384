import { languages, type Language } from '@vitalia/contracts';

const day = 24 * 60 * 60 * 1000;

/** The brand's first Premium posts, newest first, as written in each language. */
const posts: Record<Language, { title: string; content: string }[]> = {
  en: [
    {
      title: 'Karim’s 20-minute morning circuit',
      content:
        'Three rounds, no equipment: 12 squats, 10 push-ups, 30 seconds of plank, 20 mountain climbers. Rest one minute between rounds and keep your breathing slow.',
    },
    {
      title: 'What to eat before a morning run',
      content:
        'A banana with a spoon of peanut butter 45 minutes before you leave gives you quick energy without weighing you down. Drink a glass of water as soon as you wake up.',
    },
    {
      title: 'Sleep is part of the training',
      content:
        'Muscles rebuild while you sleep. Aim for seven to nine hours, keep the same bedtime on rest days, and leave the phone outside the bedroom.',
    },
  ],
  fr: [
    {
      title: 'Le circuit matinal de 20 minutes de Karim',
      content:
        'Trois tours, sans matériel : 12 squats, 10 pompes, 30 secondes de gainage, 20 mountain climbers. Une minute de repos entre les tours, en gardant une respiration lente.',
    },
    {
      title: 'Que manger avant un footing matinal',
      content:
        'Une banane avec une cuillère de beurre de cacahuète 45 minutes avant de partir donne de l’énergie rapide sans alourdir. Buvez un verre d’eau dès le réveil.',
    },
    {
      title: 'Le sommeil fait partie de l’entraînement',
      content:
        'Les muscles se reconstruisent pendant le sommeil. Visez sept à neuf heures, gardez la même heure de coucher les jours de repos et laissez le téléphone hors de la chambre.',
    },
  ],
  ar: [
    {
      title: 'تمرين كريم الصباحي في 20 دقيقة',
      content:
        'ثلاث جولات بدون معدات: 12 قرفصاء، 10 ضغط، 30 ثانية بلانك، 20 متسلق جبال. استرح دقيقة بين الجولات وحافظ على تنفس هادئ.',
    },
    {
      title: 'ماذا تأكل قبل الجري الصباحي',
      content:
        'موزة مع ملعقة من زبدة الفول السوداني قبل 45 دقيقة من الخروج تمنحك طاقة سريعة دون أن تُثقلك. اشرب كوب ماء فور استيقاظك.',
    },
    {
      title: 'النوم جزء من التدريب',
      content:
        'تُعيد العضلات بناء نفسها أثناء النوم. احرص على سبع إلى تسع ساعات، والتزم بموعد النوم نفسه في أيام الراحة، واترك الهاتف خارج غرفة النوم.',
    },
  ],
};

/** Three posts written in French, each translated into English and Arabic (D9), a day apart. */
export function demoFeedPosts(now = new Date()) {
  return posts.fr.map((_, index) => ({
    writtenIn: 'fr' as const,
    title: Object.fromEntries(languages.map((language) => [language, posts[language][index]!.title])),
    content: Object.fromEntries(languages.map((language) => [language, posts[language][index]!.content])),
    publishedAt: new Date(now.getTime() - index * day),
  }));
}
