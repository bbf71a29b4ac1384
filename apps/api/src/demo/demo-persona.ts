import type { Language, PersonaEntryInput } from '@vitalia/contracts';

/** Karim's first answers for his AI persona's library, in each language (the same questions, his own words). */
const answers: Record<Language, [question: string, answer: string][]> = {
  en: [
    [
      'How do I start running if I have never run before?',
      'Start with walk–run: one minute running, two minutes walking, eight times, three days a week. Add a minute of running each week. Easy enough that you could talk while you run.',
    ],
    [
      'What should I eat before a morning workout?',
      'Something small and easy 30 to 60 minutes before: a banana, a yogurt or a slice of toast with honey. Drink a glass of water as soon as you wake up.',
    ],
    [
      'How many rest days do I need each week?',
      'At least two full rest days a week, more when you are starting. Rest is when your body gets stronger: walk, stretch and sleep well on those days.',
    ],
    [
      'How do I stay motivated when progress is slow?',
      'Stop watching the scale every day and count your sessions instead. Write down one thing you did better this week. Small steps, every week, win.',
    ],
    [
      'How much protein do I need after training?',
      'About 20 to 30 g in the two hours after a session: a plate with eggs, chicken, fish, lentils or Greek yogurt does it. Spread the rest over your meals.',
    ],
    [
      'How do I warm up before strength training?',
      'Five minutes of light cardio, then a few light sets of your first exercise. Save long static stretches for after the session.',
    ],
  ],
  fr: [
    [
      'Comment commencer à courir quand on n’a jamais couru ?',
      'Commence par alterner : une minute de course, deux minutes de marche, huit fois, trois jours par semaine. Ajoute une minute de course chaque semaine. Assez doucement pour pouvoir parler en courant.',
    ],
    [
      'Que manger avant une séance le matin ?',
      'Quelque chose de léger 30 à 60 minutes avant : une banane, un yaourt ou une tartine au miel. Bois un grand verre d’eau dès le réveil.',
    ],
    [
      'Combien de jours de repos par semaine ?',
      'Au moins deux jours de repos complets par semaine, davantage quand tu débutes. C’est au repos que le corps se renforce : marche, étire-toi et dors bien ces jours-là.',
    ],
    [
      'Comment rester motivé quand les progrès sont lents ?',
      'Arrête de regarder la balance tous les jours et compte plutôt tes séances. Note une chose que tu as mieux faite cette semaine. Des petits pas, chaque semaine, ça paie.',
    ],
    [
      'Combien de protéines après l’entraînement ?',
      'Environ 20 à 30 g dans les deux heures après la séance : une assiette avec des œufs, du poulet, du poisson, des lentilles ou du yaourt grec suffit. Répartis le reste sur tes repas.',
    ],
    [
      'Comment s’échauffer avant la musculation ?',
      'Cinq minutes de cardio léger, puis quelques séries légères de ton premier exercice. Garde les longs étirements statiques pour après la séance.',
    ],
  ],
  ar: [
    [
      'كيف أبدأ الجري إذا لم أجرِ من قبل؟',
      'ابدأ بالتناوب: دقيقة جري ودقيقتان مشي، ثماني مرات، ثلاثة أيام في الأسبوع. أضف دقيقة جري كل أسبوع. اجرِ بهدوء يسمح لك بالكلام أثناء الجري.',
    ],
    [
      'ماذا آكل قبل التمرين الصباحي؟',
      'شيئًا خفيفًا قبل 30 إلى 60 دقيقة: موزة أو زبادي أو شريحة خبز بالعسل. واشرب كوب ماء فور استيقاظك.',
    ],
    [
      'كم يوم راحة أحتاج في الأسبوع؟',
      'يومان كاملان على الأقل في الأسبوع، وأكثر في البداية. في الراحة يقوى الجسم: امشِ وتمدّد ونم جيدًا في تلك الأيام.',
    ],
    [
      'كيف أحافظ على حماسي عندما يكون التقدم بطيئًا؟',
      'توقف عن النظر إلى الميزان كل يوم، وعدّ حصصك بدلًا من ذلك. دوّن شيئًا واحدًا أتقنته أكثر هذا الأسبوع. الخطوات الصغيرة كل أسبوع هي التي تنجح.',
    ],
    [
      'كم أحتاج من البروتين بعد التمرين؟',
      'حوالي 20 إلى 30 غرامًا خلال الساعتين التاليتين للحصة: طبق فيه بيض أو دجاج أو سمك أو عدس أو زبادي يوناني يكفي. ووزّع الباقي على وجباتك.',
    ],
    [
      'كيف أقوم بالإحماء قبل تمارين القوة؟',
      'خمس دقائق من الكارديو الخفيف، ثم بضع مجموعات خفيفة من تمرينك الأول. احتفظ بالإطالات الثابتة الطويلة لما بعد الحصة.',
    ],
  ],
};

export const demoPersonaEntries = (): PersonaEntryInput[] =>
  (Object.keys(answers) as Language[]).flatMap((language) =>
    answers[language].map(([question, answer]) => ({ language, question, answer })),
  );
