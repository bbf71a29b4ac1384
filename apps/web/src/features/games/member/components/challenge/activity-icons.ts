import type { ActivityType } from '@vitalia/contracts';
import {
  Activity,
  Bike,
  Dumbbell,
  Flower2,
  Footprints,
  PersonStanding,
  Trophy,
  Waves,
  Zap,
  type LucideIcon,
} from 'lucide-react';

export const activityIcons: Readonly<Record<ActivityType, LucideIcon>> = {
  run: PersonStanding,
  walk: Footprints,
  cycle: Bike,
  swim: Waves,
  strength: Dumbbell,
  yoga: Flower2,
  hiit: Zap,
  sport: Trophy,
  other: Activity,
};
