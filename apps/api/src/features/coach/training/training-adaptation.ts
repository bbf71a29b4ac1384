import {
  trainingProgressionRange,
  type ProgressionAdaptation,
  type ProgressionCause,
  type SessionRating,
} from '@vitalia/contracts';

/** A finished block: what was planned and the sessions the member logged, each with how it felt. */
export interface AdaptationInput {
  progression: number;
  plannedSessions: number;
  logs: readonly { rating: SessionRating }[];
}

export interface NextProgression extends ProgressionAdaptation {
  progression: number;
}

/** Missing more than half the planned sessions holds the plan: the member has not done enough to judge it. */
const heldMissedShare = 0.5;
/** Missing three quarters or more steps it back: the plan is too much for the member's life right now. */
const steppedBackMissedShare = 0.75;
/** "Mostly": more than half of the logged sessions. */
const mostlyShare = 0.5;

/**
 * Inside a block a week's base may go below the ladder's bottom: holding or stepping back a beginner in their second
 * or third week. The plan's step (base + week of the block) never goes below 0 (training-plan.ts).
 */
export const lowestWeekBase = trainingProgressionRange.min - 2;

/** How far each outcome moves the progression: too easy twice as far as on track. */
const moves = { stepBack: -1, hold: 0, advance: 1, advanceTwice: 2 } as const;

function outcomeOf(input: AdaptationInput, planned: number): { move: number; because: ProgressionCause } {
  const missedShare = (planned - Math.min(input.logs.length, planned)) / planned;
  if (missedShare >= steppedBackMissedShare) return { move: moves.stepBack, because: 'missed_sessions' };
  if (missedShare > heldMissedShare) return { move: moves.hold, because: 'missed_sessions' };
  const shareRated = (rating: SessionRating) =>
    input.logs.filter((log) => log.rating === rating).length / input.logs.length;
  if (shareRated('too_hard') > mostlyShare) return { move: moves.stepBack, because: 'too_hard' };
  if (shareRated('too_easy') > mostlyShare) return { move: moves.advanceTwice, because: 'too_easy' };
  return { move: moves.advance, because: 'on_track' };
}

/**
 * The progression for the next block, from the one just finished (run once a block, over its logs). The change is
 * what actually happened after clamping: a member already at the top who found it too easy is held, because too_easy.
 */
export function nextProgression(input: AdaptationInput): NextProgression {
  const { min, max } = trainingProgressionRange;
  const current = Math.min(max, Math.max(min, Math.round(input.progression)));
  const planned = Math.max(0, Math.floor(input.plannedSessions));
  if (planned === 0) return { progression: current, change: 'hold', because: 'no_sessions_planned' };

  const { move, because } = outcomeOf(input, planned);
  const progression = Math.min(max, Math.max(min, current + move));
  const change = progression > current ? 'advance' : progression < current ? 'step_back' : 'hold';
  return { progression, change, because };
}

/**
 * Inside a block the plan climbs a step a week by itself (training-plan.ts); the week just done moves that climb:
 * on track keeps it, too easy adds a step, missed sessions hold last week's step, too hard steps back below it.
 * Returns the progression for the next week and the change as the member feels it (their step against last week's).
 */
export function nextWeekProgression(input: AdaptationInput): NextProgression {
  const { max } = trainingProgressionRange;
  const min = lowestWeekBase;
  const current = Math.min(max, Math.max(min, Math.round(input.progression)));
  const planned = Math.max(0, Math.floor(input.plannedSessions));
  const { move, because } =
    planned === 0
      ? { move: moves.advance, because: 'no_sessions_planned' as const }
      : outcomeOf(input, planned);
  const progression = Math.min(max, Math.max(min, current + move - moves.advance));
  const stepChange = progression - current + moves.advance;
  const change = stepChange > 0 ? 'advance' : stepChange < 0 ? 'step_back' : 'hold';
  return { progression, change, because };
}
