import { paths, type MemberDraw } from '@vitalia/contracts';
import { Ticket } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { HomeTile, TileHeadline, TileSkeleton } from '../../../../../components/ui/home-tile';
import { TextInLanguage } from '../../../../../components/ui/text-in-language';
import { useDraws } from '../../api/get-draws';

/** Where the member stands in a draw, in one line of the copy. */
function entryLineKey(draw: MemberDraw): string {
  if (draw.status === 'drawn')
    return draw.hasWon ? 'home.draw.won' : draw.myTicket ? 'home.draw.notWon' : 'home.draw.drawn';
  if (draw.entryKind === 'staff') return 'home.draw.staff';
  if (!draw.myTicket) return 'home.draw.enter';
  return draw.entryKind === 'premium' ? 'home.draw.inPremium' : 'home.draw.inFree';
}

/**
 * Home: the latest monthly draw, its prize and where the member stands (entries held, a free entry to take, a
 * win). Any member may enter (no purchase necessary), so Free members see it too.
 */
export function DrawTile() {
  const { t } = useTranslation('perks');
  const draws = useDraws();
  const draw = draws.data?.[0];
  return (
    <HomeTile
      Icon={Ticket}
      tone="accent"
      title={t('home.draw.title')}
      to={paths.perks()}
      action={
        draw?.status === 'open' && !draw.myTicket && draw.entryKind !== 'staff'
          ? t('home.draw.enterAction')
          : t('home.draw.action')
      }
      isBusy={draws.isPending}
      testId="home-draw"
    >
      {draws.isPending ? (
        <TileSkeleton />
      ) : !draw ? (
        t('home.draw.none')
      ) : (
        <>
          <TileHeadline>
            <TextInLanguage value={draw.prizeRewardName} />
          </TileHeadline>
          <p className="text-ink-500">
            <bdi dir="auto">{draw.prizePartner}</bdi>
          </p>
          <p className="mt-1">{t(entryLineKey(draw), { count: draw.myEntries?.total ?? 0 })}</p>
        </>
      )}
    </HomeTile>
  );
}
