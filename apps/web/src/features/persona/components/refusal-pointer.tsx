import { paths } from '@vitalia/contracts';
import type { PersonaAnswer } from '@vitalia/contracts';
import { ArrowRight, BookOpen, LifeBuoy, Siren, Stethoscope } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { cx } from '../../../components/ui/cx';

type Refusal = NonNullable<PersonaAnswer['refusal']>;

/**
 * The words of a pointer follow the topic: a red-flag symptom is urgent care, an overdose a poison centre,
 * self-harm a crisis line (issue 38); a medicine is a doctor or a pharmacist, a symptom a doctor.
 */
const emergencyCopy = (topic: Refusal['topic']) =>
  topic === 'self_harm' || topic === 'medication' ? topic : 'medical_diagnosis';
const doctorCopy = (topic: Refusal['topic']) => (topic === 'medication' ? topic : 'medical_diagnosis');

/**
 * Where a question the persona does not answer should go instead. An emergency is said first and loudest, above
 * the answer; the other pointers follow it.
 */
export function RefusalPointer({ refusal }: { refusal: Refusal }) {
  const { t } = useTranslation('persona');
  const box = 'flex w-full max-w-[85%] items-start gap-3 rounded-2xl p-3.5 text-sm sm:max-w-[75%]';

  switch (refusal.pointer) {
    case 'emergency':
      return (
        <div className={cx(box, 'mb-2 bg-danger-50 text-danger-700 ring-2 ring-danger-600/40')}>
          <Siren className="mt-0.5 size-6 shrink-0" aria-hidden="true" />
          <div>
            <p className="font-bold">{t(`refusal.emergency.${emergencyCopy(refusal.topic)}.title`)}</p>
            <p className="mt-1 leading-relaxed">
              {t(`refusal.emergency.${emergencyCopy(refusal.topic)}.body`)}
            </p>
          </div>
        </div>
      );
    case 'doctor':
      return (
        <p className={cx(box, 'mt-2 bg-brand-50 text-brand-900')}>
          <Stethoscope className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
          <span>{t(`refusal.doctor.${doctorCopy(refusal.topic)}`)}</span>
        </p>
      );
    case 'support':
    case 'help_centre': {
      const isSupport = refusal.pointer === 'support';
      const Icon = isSupport ? LifeBuoy : BookOpen;
      const copy = isSupport ? 'support' : 'helpCentre';
      return (
        <div className={cx(box, 'mt-2 flex-col bg-brand-50 text-brand-900 sm:flex-row sm:items-center')}>
          <p className="flex flex-1 items-start gap-3">
            <Icon className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
            <span>{t(`refusal.${copy}.body`)}</span>
          </p>
          <Link
            to={isSupport ? paths.contact() : paths.help()}
            className={cx(buttonClasses({ variant: 'secondary' }), 'shrink-0')}
          >
            {t(`refusal.${copy}.action`)}
            <ArrowRight className="size-4 rtl:-scale-x-100" aria-hidden="true" />
          </Link>
        </div>
      );
    }
  }
}
