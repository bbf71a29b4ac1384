import { paths, type AuditEntry, type AuditSentence, type AuditValue } from '@vitalia/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { currentLanguage, intlLocale } from '../../../lib/i18n';
import { AuditValueText, upperFirst, useFieldLabel } from './audit-value';
import { fillSlots, leadingSlot, slot } from './slots';

const valueSlots = ['before', 'after', 'value', 'until', 'receipt', 'total', 'entrants', 'month'] as const;
const sentenceSlots = [...valueSlots, 'subject', 'name', 'kind', 'field', 'arrow', 'number'];

/** "→" in English and French, "←" in Arabic: the arrow points from the value before to the one after, as one reads. */
function Arrow() {
  const { t } = useTranslation('audit-log');
  return (
    <>
      <span aria-hidden="true">{t('values.arrow')}</span>
      <span className="sr-only">{t('values.becomes')}</span>
    </>
  );
}

/** What the entry is about, by name: a member (a link to their page while they exist), a plan, a request… */
function TargetName({ entry, name }: { entry: AuditEntry; name: AuditValue | undefined }) {
  const { target } = entry;
  if (name) return <AuditValueText value={name} />;
  if (target.name === null) return null;
  if (target.type === 'member' && target.id) {
    return (
      <Link to={paths.adminMember(target.id)} className="font-medium text-brand-700 hover:underline">
        <bdi>{target.name}</bdi>
      </Link>
    );
  }
  const value: AuditValue =
    target.type === 'draw' ? { kind: 'month', month: target.name } : { kind: 'text', text: target.name };
  return <AuditValueText value={value} />;
}

/**
 * One sentence of an entry in the reader's language: "Reward renamed: “Calm+” → “Calm Premium”". Names and typed text
 * are isolated (`<bdi>`), so a Latin name keeps its order inside an Arabic sentence and the other way round.
 */
export function AuditSentenceText({ sentence, entry }: { sentence: AuditSentence; entry: AuditEntry }) {
  const { t } = useTranslation('audit-log');
  const fieldLabel = useFieldLabel();
  if (sentence.key === 'action') return <>{t(`actions.${entry.action}`)}</>;

  const { type, name } = entry.target;
  const isNameless = name === null && !sentence.slots.name;
  const nameNode = isNameless ? (
    t(`nameless.${type}`)
  ) : (
    <TargetName entry={entry} name={sentence.slots.name} />
  );
  const subject = fillSlots(
    isNameless ? t(`subjects.nameless.${type}`) : t(`subjects.named.${type}`, { name: slot('name') }),
    { name: nameNode },
  );
  const text = t(`sentences.${sentence.key}`, {
    ...Object.fromEntries(sentenceSlots.map((name) => [name, slot(name)])),
    ...(sentence.count !== undefined ? { count: sentence.count } : {}),
  });
  // Words that open the sentence take a capital ("Reason: …", "A deleted member …"), whatever their case inside one.
  const opening = leadingSlot(text);
  const nodes: Record<string, ReactNode> = {
    subject,
    name: typeof nameNode === 'string' && opening === 'name' ? upperFirst(nameNode) : nameNode,
    kind: t(`kinds.${type}`),
    field: sentence.field ? fieldLabel(sentence.field, { isOpening: opening === 'field' }) : null,
    arrow: <Arrow />,
    number: new Intl.NumberFormat(intlLocale(currentLanguage())).format(sentence.count ?? 0),
  };
  for (const name of valueSlots) {
    const value = sentence.slots[name];
    if (value) nodes[name] = <AuditValueText value={value} />;
  }
  return <>{fillSlots(text, nodes)}</>;
}
