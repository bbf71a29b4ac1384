import { describe, expect, it } from 'vitest';
import { featureModule, type Platform } from './lib/feature-module';
import { buildModules } from './services';

const platform = {} as Platform;
const clock = featureModule({ name: 'clock', build: () => ({ clock: { now: () => 42 } }) });
const diary = featureModule({
  name: 'diary',
  build: (_platform, { clock }: { clock: { now(): number } }) => ({ diary: { openedAt: clock.now() } }),
});

describe('the module list (issue 37)', () => {
  it('hands each module the services built above it', async () => {
    expect(await buildModules([clock, diary], platform)).toMatchObject({ diary: { openedAt: 42 } });
  });

  it('stops the start-up, by name, when a module reads a service built below it', async () => {
    await expect(buildModules([diary, clock], platform)).rejects.toThrow(
      'the diary module reads clock, which no module above it in modules.ts builds',
    );
  });

  it('refuses two modules building one name', async () => {
    const secondClock = featureModule({ name: 'second-clock', build: () => ({ clock: { now: () => 7 } }) });
    await expect(buildModules([clock, secondClock], platform)).rejects.toThrow(
      'two modules build clock; the second-clock module is the second',
    );
  });
});
