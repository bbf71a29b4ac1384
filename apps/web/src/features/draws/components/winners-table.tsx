import type { DrawWinner } from '@vitalia/contracts';
import { useTranslation } from 'react-i18next';
import { intlLocale } from '../../../lib/i18n';

/**
 * A drawn draw's winners in rank order. On a phone the email moves under the name, so the table keeps to the
 * screen's width; codes and emails read left to right in every language.
 */
export function WinnersTable({ winners, caption }: { winners: DrawWinner[]; caption: string }) {
  const { t } = useTranslation('draws');
  const count = new Intl.NumberFormat(intlLocale());

  if (winners.length === 0) {
    return <p className="text-sm text-ink-500">{t('winners.none')}</p>;
  }

  const email = (winner: DrawWinner) =>
    winner.email ? (
      <bdi dir="ltr" className="break-all">
        {winner.email}
      </bdi>
    ) : (
      <span className="italic text-ink-500">{t('winners.noEmail')}</span>
    );

  return (
    <div className="overflow-x-auto">
      <table className="w-full text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr className="border-b border-ink-100 text-xs text-ink-500">
            <th scope="col" className="w-12 py-2 pe-3 text-start font-medium">
              {t('winners.rank')}
            </th>
            <th scope="col" className="py-2 pe-3 text-start font-medium">
              {t('winners.name')}
            </th>
            <th scope="col" className="hidden py-2 pe-3 text-start font-medium sm:table-cell">
              {t('winners.email')}
            </th>
            <th scope="col" className="py-2 text-end font-medium">
              {t('winners.code')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-ink-100">
          {winners.map((winner) => (
            <tr key={winner.rank}>
              <td className="py-2.5 pe-3 align-top font-semibold tabular-nums text-ink-700">
                {count.format(winner.rank)}
              </td>
              <th scope="row" className="py-2.5 pe-3 text-start align-top font-normal">
                <span className="block font-medium text-ink-950">{winner.name}</span>
                <span className="block text-xs text-ink-500 sm:hidden">{email(winner)}</span>
              </th>
              <td className="hidden py-2.5 pe-3 align-top text-ink-700 sm:table-cell">{email(winner)}</td>
              <td className="py-2.5 text-end align-top">
                <code dir="ltr" className="select-all break-all font-mono text-xs text-ink-950">
                  {winner.code}
                </code>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
